// Public profile of a player.
import type { Metadata } from 'next';
import { Profile } from '@/components/Profile';

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }): Promise<Metadata> {
  const { username } = await params;
  return { title: decodeURIComponent(username) };
}

export default async function ProfilePage({ params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  return <Profile username={decodeURIComponent(username)} />;
}
