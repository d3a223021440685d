// Lobbies placeholder: states what the section will offer until lobbies land.
import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

export const metadata: Metadata = { title: 'Lobbies' };

export default function LobbiesPage() {
  return (
    <PlaceholderPage
      title="Lobbies"
      intro="Lobbies are where crews form up before a game."
      plans={[
        'Open lobbies for every hosted game, updating live as players join and leave.',
        'Create a lobby: pick a game, set its options and seats, keep it private or open.',
        'Join by invite link, take a seat, and start when the crew is ready.',
      ]}
    />
  );
}
