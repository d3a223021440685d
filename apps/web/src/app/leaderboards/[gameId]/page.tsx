// One game's leaderboard.
import type { Metadata } from 'next';
import { LeaderboardTable } from '@/components/LeaderboardTable';

export const metadata: Metadata = { title: 'Leaderboard' };

export default async function GameLeaderboardPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  return <LeaderboardTable gameId={decodeURIComponent(gameId)} />;
}
