// A lobby page; the id in the URL is also the invite link (private lobbies are reachable only this way).
import type { Metadata } from 'next';
import { LobbyRoom } from '@/components/LobbyRoom';
import { notFoundUnless } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Lobby' };

export default async function LobbyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await notFoundUnless('lobby', decodeURIComponent(id));
  return <LobbyRoom lobbyId={decodeURIComponent(id)} />;
}
