'use client';
// The leaderboards index: one card per hosted game.
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { GAMES_QUERY } from '@/lib/operations';
import { GameArt } from './GameArt';
import { Empty, ErrorNotice, Loading } from './QueryState';

export function LeaderboardIndex() {
  const { data, loading, error, refetch } = useQuery(GAMES_QUERY, { ssr: false });
  if (loading && !data) return <Loading label="Loading the games…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The games could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const games: { id: string; name: string; mode: string }[] = data?.games ?? [];
  if (games.length === 0) return <Empty title="No games are hosted yet." />;
  return (
    <ul className="cards">
      {games.map((g) => (
        <li key={g.id} className="panel panel-brass">
          <GameArt gameId={g.id} className="lobby-art" />
          <h2 style={{ fontSize: '1.1rem', margin: '0.6rem 0 0.2rem' }}>
            <Link href={`/leaderboards/${encodeURIComponent(g.id)}`}>{g.name}</Link>
          </h2>
          <p className="hint">
            {g.mode === 'COOPERATIVE' ? 'Ranked by wins, win rate and best score' : 'Ranked by skill rating'}
          </p>
        </li>
      ))}
    </ul>
  );
}
