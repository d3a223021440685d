// Leaderboards placeholder: states what the section will offer until ratings land.
import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

export const metadata: Metadata = { title: 'Leaderboards' };

export default function LeaderboardsPage() {
  return (
    <PlaceholderPage
      title="Leaderboards"
      intro="See who flies best in the ’Verse."
      plans={[
        'A ladder per game, ranked by skill rating from rated matches.',
        'Each player’s rating, games played and recent form.',
        'Your own position, highlighted.',
      ]}
    />
  );
}
