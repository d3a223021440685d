// History placeholder: states what the section will offer until match history lands.
import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/PlaceholderPage';

export const metadata: Metadata = { title: 'History' };

export default function HistoryPage() {
  return (
    <PlaceholderPage
      title="History"
      intro="Every finished match is kept on the Cortex."
      plans={[
        'Your past matches with results, players and game options.',
        'Step-by-step replays of any finished match.',
        'Filters by game, player and date.',
      ]}
    />
  );
}
