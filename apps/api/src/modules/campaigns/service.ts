// Campaigns: several matches of one game in a row with the same seats; each finished game is recorded, the next starts on request.
import { and, asc, desc, eq, exists, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  campaignPlayers,
  campaigns,
  matches,
  users,
  type Campaign,
  type DbHandle,
  type Executor,
  type TimeControl,
} from '@cortex/db';
import { CampaignError, nextCampaignGame, type AnyGame } from '@cortex/engine';
import { engineRecord } from '../results/campaignRecord';
import type { GameRegistry } from '../../games';
import { badInput, conflict, forbidden, isUuid, notFound } from '../../lib/errors';
import type { Caller } from '../accounts/service';
import type { MatchesService } from '../matches/service';

export interface CampaignSeat {
  seat: number;
  userId: string | null;
  username: string | null;
  bot: string | null;
}

export class CampaignsService {
  constructor(
    private readonly db: DbHandle,
    private readonly games: GameRegistry,
    private readonly matches: MatchesService,
  ) {}

  async get(id: string): Promise<Campaign | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.db.select().from(campaigns).where(eq(campaigns.id, id));
    return row;
  }

  seats(campaignId: string): Promise<CampaignSeat[]> {
    return this.db.db
      .select({
        seat: campaignPlayers.seat,
        userId: campaignPlayers.userId,
        username: users.username,
        bot: campaignPlayers.bot,
      })
      .from(campaignPlayers)
      .leftJoin(users, eq(users.id, campaignPlayers.userId))
      .where(eq(campaignPlayers.campaignId, campaignId))
      .orderBy(asc(campaignPlayers.seat));
  }

  /** The campaign's matches in order. */
  async matchIds(campaignId: string): Promise<{ id: string; index: number; status: string }[]> {
    const rows = await this.db.db
      .select({ id: matches.id, index: matches.campaignGame, status: matches.status })
      .from(matches)
      .where(eq(matches.campaignId, campaignId))
      .orderBy(asc(matches.campaignGame));
    return rows.map((r) => ({ id: r.id, index: r.index!, status: r.status }));
  }

  /** Starts a lobby's campaign inside the lobby's start transaction: the campaign, its seats and its first game. */
  async startInTx(
    tx: Executor,
    game: AnyGame,
    lobby: {
      id: string;
      hostId: string;
      options: Record<string, unknown>;
      private: boolean;
      timeControl: TimeControl;
      rated: boolean;
    },
    seats: readonly { seat: number; userId: string | null; bot: string | null }[],
  ): Promise<string> {
    if (!game.campaign) throw badInput(`${game.name} has no campaign.`, { field: 'campaign' });
    const first = this.firstGame(game, lobby.options);
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        gameId: game.id,
        hostId: lobby.hostId,
        options: lobby.options,
        private: lobby.private,
        timeControl: lobby.timeControl,
        games: game.campaign.games,
      })
      .returning({ id: campaigns.id });
    await tx
      .insert(campaignPlayers)
      .values(seats.map((s) => ({ campaignId: campaign!.id, seat: s.seat, userId: s.userId, bot: s.bot })));
    return this.matches.starting.createInTx(
      tx,
      game,
      { id: lobby.id, options: first as Record<string, unknown>, timeControl: lobby.timeControl, rated: lobby.rated },
      seats,
      {
        id: campaign!.id,
        game: 0,
        options: lobby.options,
      },
    );
  }

  private firstGame(game: AnyGame, options: unknown): unknown {
    try {
      return nextCampaignGame(game, options, [])!.options;
    } catch (error) {
      if (error instanceof CampaignError) throw badInput(error.message, { field: 'options' });
      throw error;
    }
  }

  /**
   * Starts the campaign's next game with the same seats, once the one before has ended; any human player may.
   * Idempotent: a second request for the same game returns the match the first one started.
   */
  async continue(caller: Caller, campaignId: string): Promise<string> {
    const campaign = await this.get(campaignId);
    if (!campaign) throw notFound('That campaign');
    const seats = await this.seats(campaign.id);
    if (!seats.some((s) => s.userId === caller.userId))
      throw forbidden('Only players of the campaign can start its next game.');
    const game = this.games.get(campaign.gameId);
    if (!game?.campaign) throw notFound('That campaign');
    const played = await this.matchIds(campaign.id);
    const index = campaign.records.length;
    const existing = played.find((m) => m.index === index);
    if (existing) return existing.id;
    if (campaign.status !== 'ACTIVE') throw conflict('That campaign is over.');
    if (played.some((m) => m.status === 'ACTIVE'))
      throw conflict('The current game of the campaign is still being played.');
    const next = nextCampaignGame(game, campaign.options, campaign.records.map(engineRecord));
    if (!next) throw conflict('That campaign is over.');
    // Same seats, same lobby options: a later game is rated exactly when the campaign's first game was (which also
    // holds the host's rated-or-casual choice, the campaign itself having no such column).
    const [first] = await this.db.db
      .select({ rated: matches.rated })
      .from(matches)
      .where(and(eq(matches.campaignId, campaign.id), eq(matches.campaignGame, 0)));
    let matchId: string;
    try {
      matchId = await this.db.db.transaction((tx) =>
        this.matches.starting.createInTx(
          tx,
          game,
          {
            id: null,
            options: next.options as Record<string, unknown>,
            timeControl: campaign.timeControl,
            rated: first?.rated ?? false,
          },
          seats,
          { id: campaign.id, game: next.index, options: campaign.options },
        ),
      );
    } catch (error) {
      // Two players pressed "next game" at once: the (campaign, game) key let one match in; return it.
      const raced = (await this.matchIds(campaign.id)).find((m) => m.index === next.index);
      if (!raced) throw error;
      return raced.id;
    }
    this.matches.kick(matchId);
    void this.matches.starting.announceStart(matchId);
    return matchId;
  }

  /** Campaigns newest first; private ones only for their players. */
  async list(f: {
    userId?: string;
    gameId?: string | null;
    viewerId?: string;
    limit: number;
    after?: { at: string; id: string };
  }): Promise<Campaign[]> {
    const conditions: SQL[] = [];
    const playedBy = (userId: string) =>
      exists(
        this.db.db
          .select({ one: sql`1` })
          .from(campaignPlayers)
          .where(and(eq(campaignPlayers.campaignId, campaigns.id), eq(campaignPlayers.userId, userId))),
      );
    if (f.userId) conditions.push(playedBy(f.userId));
    if (f.gameId) conditions.push(eq(campaigns.gameId, f.gameId));
    conditions.push(
      f.viewerId ? or(eq(campaigns.private, false), playedBy(f.viewerId))! : eq(campaigns.private, false),
    );
    if (f.after) {
      const at = new Date(f.after.at);
      conditions.push(or(lt(campaigns.createdAt, at), and(eq(campaigns.createdAt, at), lt(campaigns.id, f.after.id)))!);
    }
    return this.db.db
      .select()
      .from(campaigns)
      .where(and(...conditions))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(f.limit);
  }

  /** The campaign board: each player's best finished campaign, then campaigns finished and campaigns won outright. */
  async leaderboard(
    gameId: string,
    offset: number,
    limit: number,
  ): Promise<{ userId: string; username: string; best: number; finished: number; perfect: number }[]> {
    const rows = await this.db.db
      .select({
        userId: campaignPlayers.userId,
        username: users.username,
        best: sql<number>`max(${campaigns.score})`,
        // Distinct campaigns: one person may hold several seats of a cooperative campaign.
        finished: sql<number>`count(distinct ${campaigns.id})::int`,
        perfect: sql<number>`count(distinct ${campaigns.id}) filter (where not exists (select 1 from jsonb_array_elements(${campaigns.records}) r where (r->>'won')::boolean is not true))::int`,
      })
      .from(campaignPlayers)
      .innerJoin(campaigns, eq(campaigns.id, campaignPlayers.campaignId))
      .innerJoin(users, eq(users.id, campaignPlayers.userId))
      .where(
        and(
          eq(campaigns.gameId, gameId),
          eq(campaigns.status, 'FINISHED'),
          // Rated campaigns only, like the match board: every game of it rated (people only, standard options).
          sql`not exists (select 1 from ${matches} where ${matches.campaignId} = ${campaigns.id} and not ${matches.rated})`,
        ),
      )
      .groupBy(campaignPlayers.userId, users.username)
      .orderBy(desc(sql`max(${campaigns.score})`), desc(sql`count(distinct ${campaigns.id})`), users.username)
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({ ...r, userId: r.userId!, best: Number(r.best) }));
  }
}
