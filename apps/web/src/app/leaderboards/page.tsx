// Leaderboards index: pick a game.
import type { Metadata } from 'next';
import { LeaderboardIndex } from '@/components/LeaderboardIndex';

export const metadata: Metadata = { title: 'Leaderboards' };

export default function LeaderboardsPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Who flies best in the ’Verse</p>
        <h1 className="page-title">Leaderboards</h1>
        <p className="lead">
          A ladder per game. Competitive games rank by skill rating; co-operative ones by wins and best score.
        </p>
      </header>
      <LeaderboardIndex />
    </>
  );
}
