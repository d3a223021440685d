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
  type TimeControl,
} from '@cortex/db';
import {
  applyMove,
  awaitedSeats,
  labelOf,
  legalMovesFor,
  narrated,
  phrase,
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
import { chatText, checkChatRate } from './chat';
import type { NotificationsService } from '../notifications/service';
import { seatNamer, type SeatIdentity } from './names';
import { seatForMove, seatsOf } from './seats';

export interface MatchPlayerRow extends SeatIdentity {
  readonly userId: string | null;
  readonly score: number | null;
  readonly winner: boolean | null;
  readonly rank: number | null;
  readonly away: boolean;
  readonly timeoutsInARow: number;
}

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
    if (match.row.status !== 'ACTIVE') throw apiError('ILLEGAL_MOVE', 'The match is over.', { reason: 'GAME_OVER' });
    if (expectedVersion !== match.row.version) throw stale(match.row.version);
    const chosen = seat ?? seatForMove(match.game, match.row.state as MatchState<unknown>, seats, match.row.toAct, move)!;
    const player = match.players.find((p) => p.seat === chosen)!;
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
      const now = new Date();
      const write = this.#cache.write(row.id);
      let applied;
      try {
        applied = await this.db.db.execute(sql`
        with updated as (
          update matches set version = ${version}, state = ${JSON.stringify(result.state)}::jsonb, to_act = ${`{${toAct.join(',')}}`}::integer[],
            deadline_at = ${deadlineAt ? deadlineAt.toISOString() : null}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
          where id = ${row.id} and version = ${row.version} and status = 'ACTIVE'
          returning id
        ), inserted as (
          insert into match_moves (match_id, seq, seat, move, log, by_bot, timed_out)
          select id, ${version}, ${seat}, ${JSON.stringify(result.move)}::jsonb, ${JSON.stringify(log)}::jsonb, ${flags.byBot}, ${flags.timedOut} from updated
          returning seq
        )
        select pg_notify(${wire.channel}, ${wire.payload}) from inserted`);
      } catch (error) {
        write.abort();
        throw error;
      }
      if (rowCount(applied) === 0) {
        write.abort();
        throw stale(undefined);
      }
      const next: LoadedMatch = { ...match, row: { ...row, version, state: result.state, toAct, deadlineAt, updatedAt: now } };
      write.store(next);
      this.opts.notifications?.turnsStarted(next, row.toAct, toAct);
      return next;
    }

    try {
      await this.db.db.transaction(async (tx) => {
        const updated = await tx
          .update(matches)
          .set({ version, state: result.state, toAct, deadlineAt, updatedAt: new Date() })
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
        if (status.kind === 'finished') await this.finishInTx(tx, match, status.result, result.state);
        await this.pubsub.publish('match', { matchId: row.id, version }, tx);
      });
    } finally {
      // Players, results or ratings changed too: the next read takes everything from the database.
      this.#cache.delete(row.id);
    }
    if (!finished) this.opts.notifications?.turnsStarted({ ...match, row: { ...row, deadlineAt, toAct } }, row.toAct, toAct);
    return undefined;
  }

  /** Ends the match: per-seat results, ratings (rated matches only) and the lobby, in the transaction that made the last move. */
  private async finishInTx(tx: Executor, match: LoadedMatch, result: MatchResult, state: MatchState<unknown>): Promise<void> {
    const forfeited = new Set(match.game.mode === 'competitive' ? match.players.filter((p) => p.away).map((p) => p.seat) : []);
    const outcomes = outcomesOf(result, match.players, forfeited);
    await tx.update(matches).set({ status: 'FINISHED', result, endedAt: new Date(), deadlineAt: null, toAct: [] }).where(eq(matches.id, match.row.id));
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
    const version = match.row.version + 1;
    await this.db.db.transaction(async (tx) => {
      const updated = await tx
        .update(matches)
        .set({ version })
        .where(and(eq(matches.id, match.row.id), eq(matches.version, match.row.version), eq(matches.status, 'ACTIVE')))
        .returning({ id: matches.id });
      if (updated.length === 0) throw stale(undefined);
      await tx.insert(matchMoves).values({ matchId: match.row.id, seq: version, seat: forfeiting, move: { type: '_forfeit' }, log: extraLog, byBot: true, timedOut: true });
      await tx
        .update(matchPlayers)
        .set({ timeoutsInARow: match.players.find((p) => p.seat === forfeiting)!.timeoutsInARow, away: true })
        .where(and(eq(matchPlayers.matchId, match.row.id), eq(matchPlayers.seat, forfeiting)));
      await this.finishInTx(tx, match, result, match.row.state as MatchState<unknown>);
      await this.pubsub.publish('match', { matchId: match.row.id, version }, tx);
    });
    this.#cache.delete(match.row.id);
    return true;
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
