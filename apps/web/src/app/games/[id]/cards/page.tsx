// A game's cards, searchable, from the same data the engine runs.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CardGallery } from '@/components/learn/CardGallery';
import { cardsOf } from '@/components/learn/data';

export const metadata: Metadata = { title: 'Cards' };

export default async function CardsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const game = await cardsOf(decodeURIComponent(id));
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">
          <Link href={`/games/${encodeURIComponent(decodeURIComponent(id))}`}>{game.name}</Link> · card gallery
        </p>
        <h1 className="page-title">{game.name}: every card</h1>
        <p className="lead">
          Each card&apos;s text is generated from the same data the rules run, so what you read is what it does.
        </p>
      </header>
      <CardGallery cards={game.cards} />
    </>
  );
}
