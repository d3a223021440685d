// Starting a match: created inside its lobby's or campaign's transaction, rated or casual decided once, players told.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { campaigns, matches, matchPlayers, type DbHandle, type Executor, type TimeControl } from '@cortex/db';
import { awaitedSeats, createMatch, type AnyGame } from '@cortex/engine';
import type { PubSub } from '../../lib/pubsub';
import { publishUserEvents, startEvents } from '../events/publish';
import type { NotificationsService } from '../notifications/service';
import { casualReason, type CasualReason } from './rated';
import type { MatchStore, LoadedMatch } from './store';
import { deadlineFrom } from './writer';

export class MatchStarter {
  constructor(
    private readonly db: DbHandle,
    private readonly store: MatchStore,
    private readonly pubsub: PubSub,
    private readonly notifications: NotificationsService | undefined,
  ) {}

  /**
   * Creates the match of a lobby inside the caller's transaction; the seed is secret, its hash public. Whether it is
   * rated is decided here, once (see casualReason): `lobby.rated` is the host's wish, and a campaign's games are judged
   * on the campaign's lobby options (`campaign.options`) rather than on the options the campaign derived for the game.
   */
  async createInTx(
    tx: Executor,
    game: AnyGame,
    lobby: { id: string | null; options: Record<string, unknown>; timeControl: TimeControl; rated: boolean },
    seats: readonly { seat: number; userId: string | null; bot: string | null }[],
    campaign?: { readonly id: string; readonly game: number; readonly options: Record<string, unknown> },
  ): Promise<string> {
    const rated =
      casualReason(game, { hostRated: lobby.rated, options: campaign ? campaign.options : lobby.options, seats }) ===
      null;
    const seed = randomBytes(32).toString('hex');
    const { state } = createMatch(game, { players: seats.length, options: lobby.options, seed });
    const status = game.status(state);
    const [row] = await tx
      .insert(matches)
      .values({
        lobbyId: lobby.id,
        gameId: game.id,
        seed,
        seedHash: sha256(seed),
        options: lobby.options,
        players: seats.length,
        state,
        toAct: [...awaitedSeats(status)],
        timeControl: lobby.timeControl,
        deadlineAt: deadlineFrom(lobby.timeControl),
        rated,
        ...(campaign ? { campaignId: campaign.id, campaignGame: campaign.game } : {}),
      })
      .returning({ id: matches.id });
    await tx
      .insert(matchPlayers)
      .values(seats.map((s) => ({ matchId: row!.id, seat: s.seat, userId: s.userId, bot: s.bot })));
    await this.pubsub.publish('match', { matchId: row!.id, version: 0 }, tx);
    await publishUserEvents(this.pubsub, tx, startEvents(row!.id, lobby.id, seats, [...awaitedSeats(status)]));
    return row!.id;
  }

  /** A match has just started (its lobby's or campaign's transaction committed): mail whoever it waits for first. */
  async announceStart(matchId: string): Promise<void> {
    const match = await this.store.load(matchId);
    if (match) this.notifications?.turnsStarted(match, [], match.row.toAct);
  }

  /**
   * Why a match is casual, or null when it is rated. Only the rated flag is stored (decided at the start); the reason is
   * found again from what decided it: bot seats at the start (`bot`, never a later "away"), the options (a campaign's
   * lobby options for its games), and otherwise the host's choice.
   */
  async casualReason(match: LoadedMatch): Promise<CasualReason | null> {
    if (match.row.rated) return null;
    let options: unknown = match.row.options;
    if (match.row.campaignId !== null) {
      const [campaign] = await this.db.db
        .select({ options: campaigns.options })
        .from(campaigns)
        .where(eq(campaigns.id, match.row.campaignId));
      options = campaign?.options ?? options;
    }
    return casualReason(match.game, { hostRated: false, options, seats: match.players }) ?? 'HOST';
  }
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
