// Replay viewer for a finished match.
import type { Metadata } from 'next';
import { ReplayViewer } from '@/components/ReplayViewer';
import { notFoundUnless } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Replay' };

export default async function ReplayPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await notFoundUnless('match', decodeURIComponent(id));
  return <ReplayViewer matchId={decodeURIComponent(id)} />;
}
