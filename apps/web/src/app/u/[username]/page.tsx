// Public profile of a player; an unknown name answers HTTP 404.
import type { Metadata } from 'next';
import { Profile } from '@/components/Profile';
import { notFoundUnless } from '@/lib/server-api';

// A fixed title: an async generateMetadata is streamed after the page has begun, too late for a 404 status.
export const metadata: Metadata = { title: 'Player' };

export default async function ProfilePage({ params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  await notFoundUnless('user', decodeURIComponent(username));
  return <Profile username={decodeURIComponent(username)} />;
}
