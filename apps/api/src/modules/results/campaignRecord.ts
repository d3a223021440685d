// A finished campaign game's record, written in the transaction that ends its match; the last game finishes the campaign.
import { eq } from 'drizzle-orm';
import { campaigns, type CampaignRecordRow, type Executor } from '@cortex/db';
import {
  campaignRecord,
  type AnyGame,
  type CampaignGameRecord,
  type MatchResult,
  type MatchState,
} from '@cortex/engine';

/** Records a finished campaign game in the transaction that ends it; the last game finishes the campaign. */
export async function recordCampaignGameInTx(
  tx: Executor,
  game: AnyGame,
  match: { readonly id: string; readonly campaignId: string; readonly campaignGame: number },
  state: MatchState<unknown>,
  result: MatchResult,
): Promise<void> {
  // The row lock orders concurrent finishes of one campaign (there is one game at a time, but a retry may race).
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, match.campaignId)).for('update');
  if (!campaign || campaign.status !== 'ACTIVE') return;
  if (campaign.records.some((r) => r.matchId === match.id)) return;
  const record = campaignRecord(game, match.campaignGame, state, result);
  const records: CampaignRecordRow[] = [...campaign.records, { ...record, matchId: match.id }];
  const score = game.campaign!.score(records.map(engineRecord));
  const done = records.length >= campaign.games;
  await tx
    .update(campaigns)
    .set({
      records,
      score: score.total,
      rating: score.rating,
      ...(done ? { status: 'FINISHED' as const, endedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(campaigns.id, campaign.id));
}

/** A stored record as the game's campaign rules read it. */
export const engineRecord = (r: CampaignRecordRow): CampaignGameRecord => ({
  index: r.index,
  won: r.won,
  score: r.score,
  carry: r.carry,
  summary: r.summary,
});
