// One game's leaderboard.
import type { Metadata } from 'next';
import { LeaderboardTable } from '@/components/LeaderboardTable';
import { notFoundUnless } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Leaderboard' };

export default async function GameLeaderboardPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  await notFoundUnless('game', decodeURIComponent(gameId));
  return <LeaderboardTable gameId={decodeURIComponent(gameId)} />;
}
