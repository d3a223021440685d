// A campaign: its games in order, the score so far and its rating, and the button that starts the next game.
import type { Metadata } from 'next';
import { CampaignView } from '@/components/CampaignView';
import { notFoundUnless } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Campaign' };

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await notFoundUnless('campaign', decodeURIComponent(id));
  return <CampaignView campaignId={decodeURIComponent(id)} />;
}
