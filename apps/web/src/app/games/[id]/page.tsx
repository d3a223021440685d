// A game's front page: what it is, how many play, and the ways in (rules, cards, a lobby, the leaderboard).
import type { Metadata } from 'next';
import Link from 'next/link';
import { guideOf } from '@/components/learn/data';
import { playersLabel } from '@/lib/format';

export const metadata: Metadata = { title: 'Game' };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const game = await guideOf(decodeURIComponent(id));
  const base = `/games/${encodeURIComponent(game.id)}`;
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">
          {game.mode === 'COOPERATIVE' ? 'Co-operative' : 'Competitive'} ·{' '}
          {playersLabel(game.minPlayers, game.maxPlayers)}
        </p>
        <h1 className="page-title">{game.name}</h1>
        <p className="lead">{game.pitch}</p>
      </header>
      {game.summary ? <p style={{ maxWidth: '70ch' }}>{game.summary}</p> : null}
      <ul className="row list-plain" aria-label={`Learn and play ${game.name}`}>
        <li>
          <Link className="btn btn-primary" href={`${base}/rules`}>
            Read the rules
          </Link>
        </li>
        <li>
          <Link className="btn" href={`${base}/cards`}>
            Browse the cards
          </Link>
        </li>
        <li>
          <Link className="btn" href={`/lobbies/new?game=${encodeURIComponent(game.id)}`}>
            Open a lobby
          </Link>
        </li>
        <li>
          <Link className="btn" href={`/leaderboards/${encodeURIComponent(game.id)}`}>
            Leaderboard
          </Link>
        </li>
      </ul>
    </>
  );
}
