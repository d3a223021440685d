// A match: the shell around the game's board (loaded lazily per game).
import type { Metadata } from 'next';
import { MatchShell } from '@/components/MatchShell';
import { notFoundUnless } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Match' };

export default async function MatchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await notFoundUnless('match', decodeURIComponent(id));
  return <MatchShell matchId={decodeURIComponent(id)} />;
}
