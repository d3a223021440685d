// Matches: start one from a lobby, read it, take a person's move; the parts live beside it (store, writer and group
// committer, bots and deadlines, leaving, chat) and this service is the one door the resolvers and other modules use.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { campaigns, matches, matchPlayers, type DbHandle, type Executor, type TimeControl } from '@cortex/db';
import { awaitedSeats, createMatch, type AnyGame, type MatchState } from '@cortex/engine';
import type { GameRegistry } from '../../games';
import { apiError, forbidden, notFound } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import type { Logger } from '../../logger';
import type { Caller } from '../accounts/service';
import { publishUserEvents, startEvents } from '../events/publish';
import { BotRunner, type BotOptions } from './bots';
import { MatchChat } from './chat';
import { Leaving } from './leaving';
import { casualReason, type CasualReason } from './rated';
import { seatForMove, seatsOf } from './seats';
import { MatchStore, type LoadedMatch, type StoredMove } from './store';
import { deadlineFrom, MatchWriter, stale } from './writer';

export type { LoadedMatch, MatchPlayerRow, StoredMove } from './store';
export { isCode } from './bots';
export { CHAT_MAX_LENGTH } from './chat';
export type MatchesOptions = BotOptions;

export class MatchesService {
  readonly store: MatchStore;
  readonly writer: MatchWriter;
  readonly bots: BotRunner;
  readonly leaving: Leaving;
  readonly chat: MatchChat;
  readonly #offChanges: () => void;

  constructor(
    private readonly db: DbHandle,
    games: GameRegistry,
    private readonly pubsub: PubSub,
    log: Logger,
    private readonly opts: MatchesOptions,
  ) {
    this.store = new MatchStore(db, games);
    this.writer = new MatchWriter(db, this.store, pubsub, log, opts.notifications);
    this.leaving = new Leaving(db, this.store, this.writer, pubsub, (id) => this.kick(id));
    this.bots = new BotRunner(db, this.store, this.writer, log, opts, (match) => this.leaving.unmovedPeople(match));
    this.chat = new MatchChat(db, this.store, pubsub);
    // Notifications missed while the database connection was lost: every match held here is read again before use.
    this.#offChanges = pubsub.onChangeOrResync('match', (change) => {
      if (change === null) this.store.staleAll();
      else if (change.refresh === true) this.store.stale(change.matchId);
      else this.store.changed(change.matchId, change.version);
    });
  }

  startSweeper(): void {
    this.bots.startSweeper();
  }

  async stop(): Promise<void> {
    this.#offChanges();
    await this.bots.stop();
  }

  /** The match with its players; outside a transaction from memory when it holds a fresh copy. */
  load(id: string, exec?: Executor): Promise<LoadedMatch | undefined> {
    return this.store.load(id, exec);
  }

  /** Lets this instance's bots play the match until a person is awaited. */
  kick(matchId: string): void {
    this.bots.kick(matchId);
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

  /**
   * A person's move: the caller must hold an awaited seat and name the version they saw. A caller holding several seats
   * may name the seat; otherwise the move goes to the first of their seats for which it is legal.
   */
  async submit(
    caller: Caller,
    matchId: string,
    expectedVersion: number,
    move: unknown,
    seat?: number | null,
  ): Promise<LoadedMatch> {
    let match = await this.load(matchId);
    // A copy held here may trail a move made through another instance: decide staleness on the database's version.
    if (match && expectedVersion !== match.row.version) {
      this.store.stale(matchId);
      match = await this.load(matchId);
    }
    if (!match) throw notFound('That match');
    const seats = seatsOf(match.players, caller.userId);
    if (seats.length === 0) throw forbidden('You are not playing in this match.');
    if (seat != null && !seats.includes(seat))
      throw forbidden(`You do not hold seat ${seat} in this match (seats count from 0, as in Match.players).`);
    const resigned = (s: number) => match.players.find((p) => p.seat === s)!.resigned;
    if (seat != null && resigned(seat)) throw forbidden(gaveUpWords(match.game));
    if (match.row.status !== 'ACTIVE') throw apiError('ILLEGAL_MOVE', 'The match is over.', { reason: 'GAME_OVER' });
    if (expectedVersion !== match.row.version) throw stale(match.row.version);
    // Seats given up are out of play: a move without a seat named goes to one the person still plays.
    const open = seats.filter((s) => !resigned(s));
    const chosen =
      seat ??
      seatForMove(
        match.game,
        match.row.state as MatchState<unknown>,
        open.length > 0 ? open : seats,
        match.row.toAct,
        move,
      )!;
    const player = match.players.find((p) => p.seat === chosen)!;
    if (player.resigned) throw forbidden(gaveUpWords(match.game));
    if (match.game.mode === 'competitive' && player.away)
      throw forbidden('You forfeited this match after repeated timeouts.');
    const next = await this.writer.commit(match, chosen, move, { byBot: false, timedOut: false });
    this.kick(matchId);
    return next ?? (await this.load(matchId))!;
  }

  /** A match has just started (its lobby's or campaign's transaction committed): mail whoever it waits for first. */
  async announceStart(matchId: string): Promise<void> {
    const match = await this.load(matchId);
    if (match) this.opts.notifications?.turnsStarted(match, [], match.row.toAct);
  }

  /** Every stored move of the match, in order. */
  moves(matchId: string): Promise<StoredMove[]> {
    return this.store.moves(matchId);
  }

  /** Ids of matches a user plays, newest first, with the awaited ones first. */
  async activeFor(userId: string, limit: number): Promise<string[]> {
    // Grouped per match: one person may hold several seats of a cooperative match.
    const awaited = sql<boolean>`bool_or(${matchPlayers.seat} = any(${matches.toAct}))`;
    const rows = await this.db.db
      .select({ id: matches.id, awaited })
      .from(matchPlayers)
      .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
      .where(and(eq(matchPlayers.userId, userId), eq(matches.status, 'ACTIVE')))
      .groupBy(matches.id, matches.updatedAt)
      .orderBy(desc(awaited), desc(matches.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async loadMany(ids: readonly string[]): Promise<LoadedMatch[]> {
    if (ids.length === 0) return [];
    const found = await Promise.all(ids.map((id) => this.load(id)));
    return found.filter((m): m is LoadedMatch => m !== undefined);
  }

  /** A match as one caller sees it: what the Match type's resolvers work from. */
  async modelFor(id: string, caller: Caller | null): Promise<MatchModel | null> {
    const match = await this.load(id);
    return match ? { match, caller } : null;
  }
}

export interface MatchModel {
  readonly match: LoadedMatch;
  readonly caller: Caller | null;
  /** In a matchUpdated push: what this subscription was sent before (see Match.logUpdate). */
  readonly push?: PushSource;
}

/** One subscription's pushes: the match, and how many log lines it has been sent so far (Match.logUpdate sets it). */
export interface PushSource {
  readonly matchId: string;
  total?: number | undefined;
  /** The match as the push shows it, when worked out before the push is executed (SharedPushes). */
  readonly model?: MatchModel;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Why a seat given up takes no more moves from its person. */
function gaveUpWords(game: AnyGame): string {
  return game.mode === 'competitive' ? 'You resigned this match.' : 'You left this match: a bot plays that seat now.';
}
