// Matches: start from a lobby, apply moves exactly once on an append-only log, bots, deadlines and timeouts, chat.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  campaigns,
  chatMessages,
  lobbies,
  matches,
  matchMoves,
  matchPlayers,
  users,
  type DbHandle,
  type Executor,
  type Match,
  type MatchEndReason,
  type TimeControl,
} from '@cortex/db';
import {
  applyMove,
  awaitedSeats,
  labelOf,
  legalMovesFor,
  narrated,
  phrase,
  seatList,
  seatRef,
  optionalSeats,
  createMatch,
  type AnyGame,
  type LogEntry,
  type MatchResult,
  type MatchState,
  type MoveError,
  type Move,
} from '@cortex/engine';
import type { GameRegistry } from '../../games';
import { apiError, badInput, forbidden, isUuid, notFound } from '../../lib/errors';
import { answersOptional } from '../../lib/botDecision';
import type { BotPool } from '../../lib/botPool';
import type { PubSub } from '../../lib/pubsub';
import type { Logger } from '../../logger';
import type { Caller } from '../accounts/service';
import { recordCampaignGameInTx } from '../campaigns/service';
import { outcomesOf, updateRatings } from '../leaderboards/service';
import { MatchCache } from './cache';
import { casualReason, type CasualReason } from './rated';
import { finishEvents, publishUserEvents, startEvents, turnEvents, userEventNotifies } from '../events/publish';
import { chatText, checkChatRate } from './chat';
import type { NotificationsService } from '../notifications/service';
import { seatNamer, type SeatIdentity } from './names';
import { seatForMove, seatsOf } from './seats';
import { drawResult, forfeitedSeats, gaveUp, humanSeats, lastStandingResult, MARKER, standingSeats, teamGaveUpResult, type MarkerType } from './endings';

export interface MatchPlayerRow extends SeatIdentity {
  readonly userId: string | null;
  readonly score: number | null;
  readonly winner: boolean | null;
  readonly rank: number | null;
  readonly away: boolean;
  /** The person gave the seat up (resign): a bot plays it out; competitive seats are then away (forfeited) too. */
  readonly resigned: boolean;
  readonly timeoutsInARow: number;
}

/** A row of the move log the server writes for an act that is not a game move (see MARKER). */
interface Marker {
  readonly seat: number;
  readonly type: MarkerType;
  readonly log: LogEntry[];
  /** Written for a person by the sweeper (a timeout) rather than by their own request. */
  readonly bySweeper?: boolean;
}

/** What a marker does to seats of the match. */
type SeatChange = Partial<Pick<MatchPlayerRow, 'away' | 'resigned' | 'timeoutsInARow'>>;

/** How a marker ends the match, if it does. */
type MarkerEnd = { readonly kind: 'finish'; readonly result: MatchResult; readonly reason: MatchEndReason } | { readonly kind: 'abort' };

/** A match row with its players: what every Match resolver reads from. */
export interface LoadedMatch {
  readonly row: Match;
  readonly players: readonly MatchPlayerRow[];
  readonly game: AnyGame;
}

export interface MatchesOptions {
  /** Delay before a bot moves (0 in tests). */
  readonly botDelayMs: number;
  /** How often the sweeper looks for expired deadlines and pending bot decisions. */
  readonly sweepMs: number;
  /** Where bot decisions run (worker threads). */
  readonly bots: BotPool;
  /** Thinking time per decision: the `hard` level, and every other level. */
  readonly botBudgetMs: { readonly hard: number; readonly other: number };
  /** Calls players back to async matches by mail. */
  readonly notifications?: NotificationsService;
}

const TIMEOUTS_BEFORE_AWAY = 3;
export { CHAT_MAX_LENGTH } from './chat';

export class MatchesService {
  readonly #running = new Set<string>();
  /** Matches in which every person has moved: they can no longer be aborted (see unmovedPeople). */
  readonly #everyoneMoved = new Set<string>();
  #sweeper: NodeJS.Timeout | undefined;
  #stopped = false;
  readonly #cache = new MatchCache<LoadedMatch>({ max: 5000, ttlMs: 5000 });
  readonly #offChanges: () => void;

  constructor(
    private readonly db: DbHandle,
    private readonly games: GameRegistry,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
    private readonly opts: MatchesOptions,
  ) {
    this.#offChanges = pubsub.on('match', ({ matchId, version }) => this.#cache.changed(matchId, version));
  }

  startSweeper(): void {
    const tick = async (): Promise<void> => {
      try {
        await this.sweep();
      } catch (error) {
        if (!this.#stopped) this.log.error({ err: error }, 'sweep failed');
      }
      if (!this.#stopped) this.#sweeper = setTimeout(() => void tick(), this.opts.sweepMs);
    };
    this.#sweeper = setTimeout(() => void tick(), 0);
  }

  async stop(): Promise<void> {
    this.#offChanges();
    this.#stopped = true;
    clearTimeout(this.#sweeper);
    while (this.#running.size > 0) await new Promise((r) => setTimeout(r, 20));
  }

  /** The match with its players; outside a transaction from the cache when it holds a fresh copy. */
  async load(id: string, exec?: Executor): Promise<LoadedMatch | undefined> {
    if (!isUuid(id)) return undefined;
    if (exec) return this.read(id, exec);
    return this.#cache.get(id, () => this.read(id, this.db.db));
  }

  private async read(id: string, exec: Executor): Promise<LoadedMatch | undefined> {
    const [row] = await exec.select().from(matches).where(eq(matches.id, id));
    if (!row) return undefined;
    const game = this.games.get(row.gameId);
    if (!game) return undefined;
    const players = await exec
      .select({
        seat: matchPlayers.seat,
        userId: matchPlayers.userId,
        username: users.username,
        bot: matchPlayers.bot,
        score: matchPlayers.score,
        winner: matchPlayers.winner,
        rank: matchPlayers.rank,
        away: matchPlayers.away,
        timeoutsInARow: matchPlayers.timeoutsInARow,
        resigned: matchPlayers.resigned,
      })
      .from(matchPlayers)
      .leftJoin(users, eq(users.id, matchPlayers.userId))
      .where(eq(matchPlayers.matchId, id))
      .orderBy(asc(matchPlayers.seat));
    return { row, players, game };
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
      const [campaign] = await this.db.db.select({ options: campaigns.options }).from(campaigns).where(eq(campaigns.id, match.row.campaignId));
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
    const rated = casualReason(game, { hostRated: lobby.rated, options: campaign ? campaign.options : lobby.options, seats }) === null;
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
    await tx.insert(matchPlayers).values(seats.map((s) => ({ matchId: row!.id, seat: s.seat, userId: s.userId, bot: s.bot })));
    await this.pubsub.publish('match', { matchId: row!.id, version: 0 }, tx);
    await publishUserEvents(this.pubsub, tx, startEvents(row!.id, lobby.id, seats, [...awaitedSeats(status)]));
    return row!.id;
  }

  /**
   * A human's move: the caller must hold an awaited seat and name the version they saw. A caller holding several seats
   * may name the seat; otherwise the move goes to the first of their seats for which it is legal.
   */
  async submit(caller: Caller, matchId: string, expectedVersion: number, move: unknown, seat?: number | null): Promise<LoadedMatch> {
    let match = await this.load(matchId);
    // A cached copy may trail a move made through another instance: decide staleness on the database's version.
    if (match && expectedVersion !== match.row.version) {
      this.#cache.delete(matchId);
      match = await this.load(matchId);
    }
    if (!match) throw notFound('That match');
    const seats = seatsOf(match.players, caller.userId);
    if (seats.length === 0) throw forbidden('You are not playing in this match.');
    if (seat != null && !seats.includes(seat)) throw forbidden(`You do not hold seat ${seat} in this match (seats count from 0, as in Match.players).`);
    const resigned = (s: number) => match.players.find((p) => p.seat === s)!.resigned;
    if (seat != null && resigned(seat)) throw forbidden(gaveUpWords(match.game));
    if (match.row.status !== 'ACTIVE') throw apiError('ILLEGAL_MOVE', 'The match is over.', { reason: 'GAME_OVER' });
    if (expectedVersion !== match.row.version) throw stale(match.row.version);
    // Seats given up are out of play: a move without a seat named goes to one the person still plays.
    const open = seats.filter((s) => !resigned(s));
    const chosen = seat ?? seatForMove(match.game, match.row.state as MatchState<unknown>, open.length > 0 ? open : seats, match.row.toAct, move)!;
    const player = match.players.find((p) => p.seat === chosen)!;
    if (player.resigned) throw forbidden(gaveUpWords(match.game));
    if (match.game.mode === 'competitive' && player.away) throw forbidden('You forfeited this match after repeated timeouts.');
    const next = await this.commit(match, chosen, move, { byBot: false, timedOut: false });
    this.kick(matchId);
    return next ?? (await this.load(matchId))!;
  }

  /**
   * Applies one move exactly once: the version check and the move row (unique match_id, seq) are written in
   * one transaction, so of several submits for one version one wins and the rest get STALE_VERSION.
   */
  private async commit(
    match: LoadedMatch,
    seat: number,
    rawMove: unknown,
    flags: { byBot: boolean; timedOut: boolean; extraLog?: LogEntry[]; timeout?: { timeoutsInARow: number; away: boolean } },
  ): Promise<LoadedMatch | undefined> {
    const { row, game } = match;
    const state = row.state as MatchState<unknown>;
    const result = applyMove(game, state, seat, rawMove);
    if (!result.ok) throw moveRefused(result.error);
    const status = game.status(result.state);
    const finished = status.kind === 'finished';
    const version = row.version + 1;
    const log = [...result.log, ...(flags.extraLog ?? [])];
    const toAct = [...awaitedSeats(status)];
    const deadlineAt = finished ? null : deadlineFrom(row.timeControl);
    const player = match.players.find((p) => p.seat === seat);
    // A human's move clears their timeout streak (and, in cooperative games, their away flag).
    const resetsPlayer = !flags.byBot && player !== undefined && (player.timeoutsInARow !== 0 || (game.mode === 'cooperative' && player.away));

    if (!finished && !flags.timeout && !resetsPlayer) {
      // The common case, in one statement (so one round trip and its own transaction): the guarded update, the
      // move row and the notification, which Postgres delivers only if the statement commits.
      const wire = this.pubsub.wire('match', { matchId: row.id, version });
      const keptOffers = keptDrawOffers(seat);
      const turns = userEventNotifies(this.pubsub, turnEvents(row.id, match.players, row.toAct, toAct, game.mode === 'competitive'));
      const now = new Date();
      const write = this.#cache.write(row.id);
      let applied;
      try {
        applied = await this.db.db.execute(sql`
        with updated as (
          update matches set version = ${version}, state = ${JSON.stringify(result.state)}::jsonb, to_act = ${`{${toAct.join(',')}}`}::integer[],
            deadline_at = ${deadlineAt ? deadlineAt.toISOString() : null}::timestamptz, updated_at = ${now.toISOString()}::timestamptz,
            draw_offers = ${keptOffers}
          where id = ${row.id} and version = ${row.version} and status = 'ACTIVE'
          returning id
        ), inserted as (
          insert into match_moves (match_id, seq, seat, move, log, by_bot, timed_out)
          select id, ${version}, ${seat}, ${JSON.stringify(result.move)}::jsonb, ${JSON.stringify(log)}::jsonb, ${flags.byBot}, ${flags.timedOut} from updated
          returning seq
        )
        select pg_notify(${wire.channel}, ${wire.payload})${turns} from inserted`);
      } catch (error) {
        write.abort();
        throw error;
      }
      if (rowCount(applied) === 0) {
        write.abort();
        throw stale(undefined);
      }
      const drawOffers = row.drawOffers.includes(seat) ? [seat] : [];
      const next: LoadedMatch = { ...match, row: { ...row, version, state: result.state, toAct, deadlineAt, updatedAt: now, drawOffers } };
      write.store(next);
      this.opts.notifications?.turnsStarted(next, row.toAct, toAct);
      return next;
    }

    try {
      await this.db.db.transaction(async (tx) => {
        const updated = await tx
          .update(matches)
          .set({ version, state: result.state, toAct, deadlineAt, updatedAt: new Date(), drawOffers: keptDrawOffers(seat) })
          .where(and(eq(matches.id, row.id), eq(matches.version, row.version), eq(matches.status, 'ACTIVE')))
          .returning({ version: matches.version });
        if (updated.length === 0) throw stale(undefined);
        await tx.insert(matchMoves).values({ matchId: row.id, seq: version, seat, move: result.move, log, byBot: flags.byBot, timedOut: flags.timedOut });
        if (flags.timeout) {
          // Counted in the move's own transaction, so two instances sweeping one deadline count it once.
          await tx
            .update(matchPlayers)
            .set(flags.timeout)
            .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
        }
        if (!flags.byBot) {
          await tx
            .update(matchPlayers)
            .set({ timeoutsInARow: 0, ...(game.mode === 'cooperative' ? { away: false } : {}) })
            .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
        }
        if (status.kind === 'finished') await this.finishInTx(tx, match, status.result, result.state, 'RULES');
        await this.pubsub.publish('match', { matchId: row.id, version }, tx);
        if (!finished) await publishUserEvents(this.pubsub, tx, turnEvents(row.id, match.players, row.toAct, toAct, game.mode === 'competitive'));
      });
    } finally {
      // Players, results or ratings changed too: the next read takes everything from the database.
      this.#cache.delete(row.id);
    }
    if (!finished) this.opts.notifications?.turnsStarted({ ...match, row: { ...row, deadlineAt, toAct } }, row.toAct, toAct);
    return undefined;
  }

  /** Ends the match: per-seat results, ratings (rated matches only) and the lobby, in the transaction that made the last move. */
  private async finishInTx(tx: Executor, match: LoadedMatch, result: MatchResult, state: MatchState<unknown>, reason: MatchEndReason): Promise<void> {
    const forfeited = forfeitedSeats(match.game, match.players);
    const outcomes = outcomesOf(result, match.players, forfeited);
    await tx.update(matches).set({ status: 'FINISHED', endReason: reason, result, endedAt: new Date(), deadlineAt: null, toAct: [], drawOffers: [] }).where(eq(matches.id, match.row.id));
    for (const o of outcomes) {
      await tx
        .update(matchPlayers)
        .set({ score: o.score, winner: o.winner, rank: o.rank })
        .where(and(eq(matchPlayers.matchId, match.row.id), eq(matchPlayers.seat, o.seat)));
    }
    // Casual matches (a bot seat, non-standard options, or the host's choice) keep their results and records, but
    // never reach the leaderboard or anyone's ratings.
    if (match.row.rated) await updateRatings(tx, match.game, outcomes);
    if (match.row.lobbyId) await tx.update(lobbies).set({ status: 'CLOSED' }).where(eq(lobbies.id, match.row.lobbyId));
    const { campaignId, campaignGame } = match.row;
    if (campaignId !== null && campaignGame !== null) await recordCampaignGameInTx(tx, match.game, { id: match.row.id, campaignId, campaignGame }, state, result);
    await publishUserEvents(this.pubsub, tx, finishEvents(match.row.id, match.players));
  }

  /** Seats a bot decides for right now: bot seats, and away players. */
  private botSeats(match: LoadedMatch): number[] {
    const awaited = new Set(match.row.toAct);
    return match.players.filter((p) => awaited.has(p.seat) && (p.bot !== null || p.away)).map((p) => p.seat);
  }

  private async chooseBotMove(match: LoadedMatch, seat: number, level: string): Promise<Move> {
    const move = await this.botDecision(match, seat, level, false);
    if (move === null) throw new Error(`The ${level} bot of seat ${seat} chose nothing`);
    return move;
  }

  private botDecision(match: LoadedMatch, seat: number, level: string, optional: boolean): Promise<Move | null> {
    return this.opts.bots.decide(match.game, {
      gameId: match.game.id,
      state: match.row.state as MatchState<unknown>,
      seat,
      level,
      seed: `${match.row.seed}:bot:${match.row.version}:${seat}${optional ? ':optional' : ''}`,
      budgetMs: level === 'hard' && !optional ? this.opts.botBudgetMs.hard : this.opts.botBudgetMs.other,
      optional,
    });
  }

  /** Bot seats (and away players) the match does not wait for but that may move now, whose bots answer such moments. */
  private optionalBotSeats(match: LoadedMatch): { seat: number; level: string }[] {
    const status = match.game.status(match.row.state as MatchState<unknown>);
    const optional = new Set(optionalSeats(status));
    return match.players
      .filter((p) => optional.has(p.seat) && (p.bot !== null || p.away))
      .map((p) => ({ seat: p.seat, level: p.bot ?? 'normal' }))
      .filter((s) => answersOptional(match.game, s.level));
  }

  /** A match has just started (its lobby's or campaign's transaction committed): mail whoever it waits for first. */
  async announceStart(matchId: string): Promise<void> {
    const match = await this.load(matchId);
    if (match) this.opts.notifications?.turnsStarted(match, [], match.row.toAct);
  }

  /** Lets this instance's bots play the match until a human is awaited; safe to call any number of times. */
  kick(matchId: string): void {
    if (this.#running.has(matchId) || this.#stopped) return;
    this.#running.add(matchId);
    void this.runBots(matchId).finally(() => this.#running.delete(matchId));
  }

  private async runBots(matchId: string): Promise<void> {
    const declined = new Set<string>();
    for (let guard = 0; guard < 100_000 && !this.#stopped; guard++) {
      const match = await this.load(matchId);
      if (!match || match.row.status !== 'ACTIVE') return;
      const seats = this.botSeats(match);
      const seat = seats[0];
      if (seat === undefined && (await this.autoPass(match))) continue;
      if (seat === undefined) {
        // Nobody awaited is a bot: bots may still answer a moment that is theirs without being awaited (a teammate's
        // Coordinate window). Each answers once per version; letting it pass leaves the match to the humans.
        const optional = this.optionalBotSeats(match).find((o) => !declined.has(`${match.row.version}:${o.seat}`));
        if (!optional) return;
        if (this.opts.botDelayMs > 0) await new Promise((r) => setTimeout(r, this.opts.botDelayMs));
        try {
          const move = await this.botDecision(match, optional.seat, optional.level, true);
          if (move === null) declined.add(`${match.row.version}:${optional.seat}`);
          else await this.commit(match, optional.seat, move, { byBot: true, timedOut: false });
        } catch (error) {
          if (isCode(error, 'STALE_VERSION')) continue;
          this.log.error({ err: error, matchId, seat: optional.seat }, 'optional bot move failed');
          return;
        }
        continue;
      }
      if (this.opts.botDelayMs > 0) await new Promise((r) => setTimeout(r, this.opts.botDelayMs));
      const player = match.players.find((p) => p.seat === seat)!;
      try {
        await this.commit(match, seat, await this.chooseBotMove(match, seat, player.bot ?? 'normal'), { byBot: true, timedOut: false });
      } catch (error) {
        if (isCode(error, 'STALE_VERSION')) continue;
        this.log.error({ err: error, matchId, seat }, 'bot move failed');
        return;
      }
    }
  }

  /**
   * Makes the pass of an awaited person who chose "pass automatically when I cannot respond", when passing is all
   * they can do (the game's `autoPass` says so). True when a move was made (or the match moved on meanwhile).
   */
  private async autoPass(match: LoadedMatch): Promise<boolean> {
    const { game, row } = match;
    if (!game.autoPass) return false;
    const state = row.state as MatchState<unknown>;
    for (const p of match.players) {
      if (p.userId === null || p.bot !== null || p.away || !row.toAct.includes(p.seat)) continue;
      const pass = game.autoPass(state, p.seat, legalMovesFor(game, state, p.seat));
      if (pass === undefined) continue;
      const [user] = await this.db.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, p.userId));
      if (user?.preferences.autoPass !== true) continue;
      try {
        await this.commit(match, p.seat, pass, { byBot: false, timedOut: false });
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION')) throw error;
      }
      return true;
    }
    return false;
  }

  /** Expired deadlines: the seat's bot decides and the log says so; after three in a row the seat is away. */
  async sweep(): Promise<void> {
    const pending = await this.db.db
      .selectDistinct({ id: matches.id })
      .from(matches)
      .innerJoin(matchPlayers, and(eq(matchPlayers.matchId, matches.id), sql`${matchPlayers.seat} = any(${matches.toAct})`))
      .where(and(eq(matches.status, 'ACTIVE'), sql`(${matchPlayers.bot} is not null or ${matchPlayers.away})`))
      .limit(200);
    for (const { id } of pending) this.kick(id);
    const expired = await this.db.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 'ACTIVE'), lt(matches.deadlineAt, new Date())))
      .limit(100);
    for (const { id } of expired) await this.timeOut(id);
    await this.opts.notifications?.remindDeadlines();
  }

  private async timeOut(matchId: string): Promise<void> {
    const match = await this.load(matchId);
    if (!match || match.row.status !== 'ACTIVE' || !match.row.deadlineAt || match.row.deadlineAt > new Date()) return;
    const late = match.players.find((p) => match.row.toAct.includes(p.seat) && p.bot === null && !p.away);
    if (!late) return;
    // Someone who has not made one move by their deadline never showed up: the match is aborted rather than forfeited,
    // as any player could have aborted it by hand until then (see abortable), so no result or rating hangs on a no-show.
    if (late.userId !== null && (await this.unmovedPeople(match)).has(late.userId)) {
      const log: LogEntry[] = [{ seat: late.seat, parts: phrase`${seatRef(late.seat)} made no first move in time; the match is aborted.` }];
      try {
        await this.writeMarker(match, { seat: late.seat, type: MARKER.abort, log, bySweeper: true }, new Map(), { kind: 'abort' });
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION')) throw error;
      }
      return;
    }
    const timeouts = late.timeoutsInARow + 1;
    const away = timeouts >= TIMEOUTS_BEFORE_AWAY;
    const who = { seat: late.seat };
    const move = await this.chooseBotMove(match, late.seat, 'normal');
    // The late player reads what the bot chose for them, in the words their board would have shown; the others do not.
    const names = { seatName: seatNamer(match.players) };
    const label = labelOf(match.game, match.row.state as MatchState<unknown>, late.seat, move, names).label;
    const extraLog: LogEntry[] = [
      { seat: late.seat, parts: [who, ' ran out of time; ', { said: `the bot chose for you: ${label}`, to: [late.seat], otherwise: 'the bot made that decision' }, '.'] },
    ];
    if (away) {
      extraLog.push({
        seat: late.seat,
        parts:
          match.game.mode === 'competitive'
            ? [who, ` forfeited after ${timeouts} timeouts in a row; a bot plays the seat out.`]
            : [who, ' ', { verb: 'is' }, ` away after ${timeouts} timeouts in a row; a bot plays for `, who, ' until ', who, ' ', { verb: 'makes' }, ' a move.'],
      });
    }
    try {
      // The match as it will be after this timeout, so a move that ends the match ranks a forfeited seat last.
      const updated = { ...match, players: match.players.map((p) => (p.seat === late.seat ? { ...p, away, timeoutsInARow: timeouts } : p)) };
      if (away && match.game.mode === 'competitive' && (await this.endIfLastStanding(updated, late.seat, extraLog))) return;
      await this.commit(updated, late.seat, move, { byBot: true, timedOut: true, extraLog, timeout: { timeoutsInARow: timeouts, away } });
    } catch (error) {
      if (!isCode(error, 'STALE_VERSION')) throw error;
    }
    this.kick(matchId);
  }

  /** In a competitive match, when only one seat has not forfeited, that seat wins at once. */
  private async endIfLastStanding(match: LoadedMatch, forfeiting: number, extraLog: LogEntry[]): Promise<boolean> {
    const standing = match.players.filter((p) => !p.away);
    if (standing.length !== 1) return false;
    const winner = standing[0]!.seat;
    const ranks = match.players.map((p) => (p.seat === winner ? 1 : 2));
    const result: MatchResult = { winners: [winner], ranks, ...narrated(phrase`${seatRef(winner)} won: every other player forfeited.`) };
    const timeouts = match.players.find((p) => p.seat === forfeiting)!.timeoutsInARow;
    const marker: Marker = { seat: forfeiting, type: MARKER.forfeit, log: extraLog, bySweeper: true };
    await this.writeMarker(match, marker, new Map([[forfeiting, { timeoutsInARow: timeouts, away: true }]]), { kind: 'finish', result, reason: 'TIMEOUT' });
    return true;
  }

  /**
   * Records an act that is not a game move as one row of the move log, guarded by the version like a move (a move that
   * slipped in first makes it STALE_VERSION), with the seats it changes and, when it ends the match, that end. Any
   * standing draw offer lapses with it.
   */
  private async writeMarker(match: LoadedMatch, marker: Marker, seats: ReadonlyMap<number, SeatChange>, end: MarkerEnd | null): Promise<void> {
    try {
      await this.db.db.transaction((tx) => this.markerInTx(tx, match, marker, seats, end));
    } finally {
      // Players, results or ratings may have changed too: the next read takes everything from the database.
      this.#cache.delete(match.row.id);
    }
  }

  private async markerInTx(tx: Executor, match: LoadedMatch, marker: Marker, seats: ReadonlyMap<number, SeatChange>, end: MarkerEnd | null): Promise<void> {
    const { row } = match;
    const version = row.version + 1;
    const updated = await tx
      .update(matches)
      .set({ version, drawOffers: [], updatedAt: new Date() })
      .where(and(eq(matches.id, row.id), eq(matches.version, row.version), eq(matches.status, 'ACTIVE')))
      .returning({ id: matches.id });
    if (updated.length === 0) throw stale(undefined);
    const bySweeper = marker.bySweeper ?? false;
    await tx.insert(matchMoves).values({ matchId: row.id, seq: version, seat: marker.seat, move: { type: marker.type }, log: marker.log, byBot: bySweeper, timedOut: bySweeper });
    for (const [seat, change] of seats) {
      await tx
        .update(matchPlayers)
        .set(change)
        .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
    }
    const after: LoadedMatch = { ...match, players: match.players.map((p) => ({ ...p, ...seats.get(p.seat) })) };
    if (end?.kind === 'finish') await this.finishInTx(tx, after, end.result, row.state as MatchState<unknown>, end.reason);
    if (end?.kind === 'abort') await this.abortInTx(tx, after);
    await this.pubsub.publish('match', { matchId: row.id, version }, tx);
  }

  /** Ends the match without a result: no winner, no ranks, no ratings; its lobby closes. */
  private async abortInTx(tx: Executor, match: LoadedMatch): Promise<void> {
    await tx
      .update(matches)
      .set({ status: 'ABORTED', endReason: 'ABORTED', endedAt: new Date(), deadlineAt: null, toAct: [], drawOffers: [] })
      .where(eq(matches.id, match.row.id));
    if (match.row.lobbyId) await tx.update(lobbies).set({ status: 'CLOSED' }).where(eq(lobbies.id, match.row.lobbyId));
    await publishUserEvents(this.pubsub, tx, finishEvents(match.row.id, match.players));
  }

  /** Runs `act` on the match as stored now, and again on a fresh read when a move slipped in first (these acts name no version). */
  private async onNewest(matchId: string, act: (match: LoadedMatch) => Promise<void>): Promise<LoadedMatch> {
    for (let attempt = 0; ; attempt++) {
      const match = await this.load(matchId);
      if (!match) throw notFound('That match');
      try {
        await act(match);
        break;
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION') || attempt >= 4) throw error;
        this.#cache.delete(matchId);
      }
    }
    return (await this.load(matchId))!;
  }

  /** The seats the caller acts for: all they hold, or the one named. */
  private heldSeats(match: LoadedMatch, caller: Caller, seat: number | null | undefined): number[] {
    const seats = seatsOf(match.players, caller.userId);
    if (seats.length === 0) throw forbidden('You are not playing in this match.');
    if (seat != null && !seats.includes(seat)) throw forbidden(`You do not hold seat ${seat} in this match (seats count from 0, as in Match.players).`);
    return seat != null ? [seat] : seats;
  }

  /** The caller's seats still in play (not forfeited, not given up to a bot). */
  private seatsInPlay(match: LoadedMatch, caller: Caller | null): number[] {
    const mine = seatsOf(match.players, caller?.userId);
    return mine.filter((s) => !gaveUp(match.game, match.players.find((p) => p.seat === s)!));
  }

  /**
   * The caller gives up their seats of the match, or the one named. Competitive: the seats forfeit as after timeouts
   * (ranked last, never winning, a bot plays them out) and a last seat standing wins at once. Cooperative: while another
   * person plays on, the seats go to a normal bot; the last person giving up ends the match as the team's loss.
   */
  async resign(caller: Caller, matchId: string, seat?: number | null): Promise<LoadedMatch> {
    const next = await this.onNewest(matchId, async (match) => {
      const { game } = match;
      const held = this.heldSeats(match, caller, seat);
      if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
      const giving = held.filter((s) => !gaveUp(game, match.players.find((p) => p.seat === s)!));
      if (giving.length === 0) throw badInput(game.mode === 'competitive' ? 'You have already resigned or forfeited this match.' : 'You have already left this match.');
      const change: SeatChange = { away: true, resigned: true };
      const seats = new Map(giving.map((s) => [s, change]));
      const after = match.players.map((p) => (seats.has(p.seat) ? { ...p, ...change } : p));
      const lines = (words: (s: number) => LogEntry['parts']): LogEntry[] => giving.map((s) => ({ seat: s, parts: words(s) }));
      const marker = (log: LogEntry[]): Marker => ({ seat: giving[0]!, type: MARKER.resign, log });
      if (game.mode === 'competitive') {
        const standing = standingSeats(game, after);
        if (standing.length > 1) await this.writeMarker(match, marker(lines((s) => phrase`${seatRef(s)} resigned; a bot plays the seat out.`)), seats, null);
        else {
          const result = lastStandingResult(after, standing[0], giving);
          await this.writeMarker(match, marker(lines((s) => phrase`${seatRef(s)} resigned.`)), seats, { kind: 'finish', result, reason: 'RESIGNED' });
        }
      } else if (humanSeats(after).length > 0) {
        await this.writeMarker(match, marker(lines((s) => phrase`${seatRef(s)} left; a bot plays ${{ poss: s }} seat from now on.`)), seats, null);
      } else {
        const log: LogEntry[] = [{ seat: giving[0]!, parts: phrase`${seatList(giving)} resigned; with nobody left to play, the crew lost.` }];
        await this.writeMarker(match, marker(log), seats, { kind: 'finish', result: teamGaveUpResult(after, giving), reason: 'RESIGNED' });
      }
    });
    // A seat the match awaits may be a bot's now.
    this.kick(matchId);
    return next;
  }

  /** Whether the caller could resign now: they still play a seat of an active match. */
  mayResign(match: LoadedMatch, caller: Caller | null): boolean {
    return match.row.status === 'ACTIVE' && this.seatsInPlay(match, caller).length > 0;
  }

  /** People still in the match who have made no move of their own (a bot deciding for them after a timeout is not theirs). */
  private async unmovedPeople(match: LoadedMatch): Promise<Set<string>> {
    const people = new Set(match.players.filter((p) => p.userId !== null && !gaveUp(match.game, p)).map((p) => p.userId!));
    // Once everyone has moved it stays so (seats only ever leave), so a long match is not scanned again.
    if (people.size === 0 || this.#everyoneMoved.has(match.row.id)) return new Set();
    const moved = await this.db.db
      .selectDistinct({ seat: matchMoves.seat })
      .from(matchMoves)
      .where(and(eq(matchMoves.matchId, match.row.id), eq(matchMoves.byBot, false), sql`left(${matchMoves.move}->>'type', 1) <> '_'`));
    for (const { seat } of moved) people.delete(match.players.find((p) => p.seat === seat)?.userId ?? '');
    if (people.size === 0) {
      if (this.#everyoneMoved.size >= 10_000) this.#everyoneMoved.clear();
      this.#everyoneMoved.add(match.row.id);
    }
    return people;
  }

  /**
   * Whether the match may still be aborted (lichess's rule): it is active, not a campaign's game (the campaign would stop
   * short), and some person still in it has not made a move yet.
   */
  private async abortable(match: LoadedMatch): Promise<boolean> {
    if (match.row.status !== 'ACTIVE' || match.row.campaignId !== null) return false;
    return (await this.unmovedPeople(match)).size > 0;
  }

  /** Whether the caller may abort the match now. */
  async mayAbort(match: LoadedMatch, caller: Caller | null): Promise<boolean> {
    return this.seatsInPlay(match, caller).length > 0 && (await this.abortable(match));
  }

  /** Ends the match with no result and no ratings, while some person in it has not moved yet; any player still in it may. */
  async abort(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      this.heldSeats(match, caller, null);
      if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
      const mine = this.seatsInPlay(match, caller);
      if (mine.length === 0) throw forbidden('You have resigned this match: only the players still in it may abort it.');
      if (match.row.campaignId !== null) throw badInput('A campaign game cannot be aborted, as the campaign would stop short; resign instead.');
      if (!(await this.abortable(match))) throw badInput('Too late to abort: every player has moved; resign instead.');
      const log: LogEntry[] = [{ seat: mine[0]!, parts: phrase`${seatRef(mine[0]!)} aborted the match before every player had moved.` }];
      await this.writeMarker(match, { seat: mine[0]!, type: MARKER.abort, log }, new Map(), { kind: 'abort' });
    });
  }

  /**
   * The caller's seats that may offer a draw, and every seat still standing; or why they may not. Draws are for games
   * that allow one (Game.drawByAgreement), between people: every seat still standing must be a person's, as a bot never
   * agrees.
   */
  private drawParties(match: LoadedMatch, caller: Caller): { mine: number[]; standing: number[] } {
    const { game } = match;
    const held = this.heldSeats(match, caller, null);
    if (game.mode !== 'competitive' || game.drawByAgreement !== true) throw badInput(`${game.name} has no draw by agreement: its rules always name a winner.`);
    if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
    const standing = standingSeats(game, match.players);
    const mine = held.filter((s) => standing.includes(s));
    if (mine.length === 0) throw forbidden('You have resigned or forfeited this match: only the players still in it may agree to a draw.');
    if (standing.some((s) => match.players.find((p) => p.seat === s)!.userId === null)) {
      throw badInput('A draw needs the agreement of every player still in the match, and a bot never agrees to one.');
    }
    return { mine, standing };
  }

  /** The seats offering a draw, read under a row lock so two offers at once cannot both miss the agreement. */
  private async lockedOffers(tx: Executor, match: LoadedMatch): Promise<number[]> {
    const [row] = await tx.select({ version: matches.version, status: matches.status, drawOffers: matches.drawOffers }).from(matches).where(eq(matches.id, match.row.id)).for('update');
    if (!row || row.status !== 'ACTIVE' || row.version !== match.row.version) throw stale(undefined);
    return row.drawOffers;
  }

  /**
   * Offers a draw for the caller's seats; when every other seat still standing has offered already, this accepts it and
   * the match ends drawn. An offer changes no version: it lapses when another seat moves (see keptDrawOffers).
   */
  async offerDraw(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      const { mine, standing } = this.drawParties(match, caller);
      try {
        await this.db.db.transaction(async (tx) => {
          const current = await this.lockedOffers(tx, match);
          const offers = [...new Set([...current, ...mine])].sort((a, b) => a - b);
          if (offers.length === current.length) return;
          if (standing.every((s) => offers.includes(s))) {
            const log: LogEntry[] = [{ seat: mine[0]!, parts: phrase`${seatList(standing)} agreed to a draw.` }];
            await this.markerInTx(tx, match, { seat: mine[0]!, type: MARKER.draw, log }, new Map(), { kind: 'finish', result: drawResult(match.players, standing), reason: 'DRAW_AGREED' });
            return;
          }
          await tx.update(matches).set({ drawOffers: offers }).where(eq(matches.id, match.row.id));
          await this.pubsub.publish('match', { matchId: match.row.id, version: match.row.version }, tx);
        });
      } finally {
        this.#cache.delete(match.row.id);
      }
    });
  }

  /** Declines every draw offer standing (an offerer declining withdraws their own). */
  async declineDraw(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      this.drawParties(match, caller);
      try {
        await this.db.db.transaction(async (tx) => {
          if ((await this.lockedOffers(tx, match)).length === 0) throw badInput('There is no draw offer to decline.');
          await tx.update(matches).set({ drawOffers: [] }).where(eq(matches.id, match.row.id));
          await this.pubsub.publish('match', { matchId: match.row.id, version: match.row.version }, tx);
        });
      } finally {
        this.#cache.delete(match.row.id);
      }
    });
  }

  /** Seats offering a draw now, from the database: an offer changes no version, so another instance's cached copy may predate it. */
  async drawOffers(match: LoadedMatch): Promise<number[]> {
    if (match.row.status !== 'ACTIVE' || match.game.drawByAgreement !== true) return [];
    const [row] = await this.db.db.select({ drawOffers: matches.drawOffers }).from(matches).where(eq(matches.id, match.row.id));
    return row?.drawOffers ?? [];
  }

  /** Whether the caller may offer (or accept) a draw now: a draw is possible and they have not offered yet. */
  async mayOfferDraw(match: LoadedMatch, caller: Caller | null): Promise<boolean> {
    if (!caller || match.row.status !== 'ACTIVE' || match.game.drawByAgreement !== true) return false;
    let mine: number[];
    try {
      ({ mine } = this.drawParties(match, caller));
    } catch {
      // drawParties throws offerDraw's refusal; here only whether there is one matters.
      return false;
    }
    const offers = await this.drawOffers(match);
    return mine.some((s) => !offers.includes(s));
  }

  async moves(matchId: string): Promise<{ seq: number; seat: number; move: unknown; log: LogEntry[]; createdAt: Date; timedOut: boolean; byBot: boolean }[]> {
    const rows = await this.db.db
      .select({ seq: matchMoves.seq, seat: matchMoves.seat, move: matchMoves.move, log: matchMoves.log, createdAt: matchMoves.createdAt, timedOut: matchMoves.timedOut, byBot: matchMoves.byBot })
      .from(matchMoves)
      .where(eq(matchMoves.matchId, matchId))
      .orderBy(asc(matchMoves.seq));
    return rows.map((r) => ({ ...r, log: r.log as LogEntry[] }));
  }

  async sendChat(caller: Caller, matchId: string, text: string) {
    const match = await this.load(matchId);
    if (!match) throw notFound('That match');
    const trimmed = chatText(text);
    const phrases = match.game.chatPhrases;
    if (phrases && match.row.status === 'ACTIVE' && !phrases.includes(trimmed)) {
      throw badInput(`${match.game.name} is played fair: during play the chat takes only these phrases: ${phrases.map((p) => `"${p}"`).join(', ')}.`, { field: 'text' });
    }
    const seat = match.players.find((p) => p.userId === caller.userId)?.seat ?? null;
    return this.db.db.transaction(async (tx) => {
      await checkChatRate(tx, caller.userId);
      const [row] = await tx.insert(chatMessages).values({ matchId, userId: caller.userId, seat, text: trimmed }).returning();
      await this.pubsub.publish('match', { matchId, version: match.row.version }, tx);
      return row!;
    });
  }

  chatPage(matchId: string, opts: { afterId?: number; limit: number; newest: boolean }) {
    const where = opts.afterId !== undefined ? and(eq(chatMessages.matchId, matchId), gt(chatMessages.id, opts.afterId)) : eq(chatMessages.matchId, matchId);
    return this.db.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(opts.newest ? desc(chatMessages.id) : asc(chatMessages.id))
      .limit(opts.limit);
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
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The draw offers a move by `seat` leaves: its own, if it made one. Moving on instead of accepting declines the
 * others; an offerer may still make their own move while the others decide.
 */
/** Why a seat given up takes no more moves from its person. */
function gaveUpWords(game: AnyGame): string {
  return game.mode === 'competitive' ? 'You resigned this match.' : 'You left this match: a bot plays that seat now.';
}

function keptDrawOffers(seat: number) {
  return sql`case when ${seat}::integer = any(${matches.drawOffers}) then array[${seat}::integer] else '{}'::integer[] end`;
}

function deadlineFrom(tc: TimeControl): Date {
  const ms = tc.kind === 'realtime' ? tc.seconds * 1000 : tc.hours * 3600 * 1000;
  return new Date(Date.now() + ms);
}

/** Rows a raw statement returned (node-postgres and PGlite shape their results differently). */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : Array.isArray(result) ? result.length : 0;
}

function stale(current: number | undefined) {
  return apiError('STALE_VERSION', 'The match moved on before your move arrived; reload it and decide again.', current === undefined ? {} : { currentVersion: current });
}

function moveRefused(error: MoveError) {
  const code = error.code === 'MALFORMED_MOVE' || error.code === 'UNKNOWN_MOVE' ? 'BAD_USER_INPUT' : 'ILLEGAL_MOVE';
  return apiError(code, error.reason, { reason: error.code });
}

export function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'extensions' in error && (error as { extensions: { code?: unknown } }).extensions.code === code;
}
