// Bots and deadlines: bot seats (and away players) play until a person is awaited; the sweeper times out late seats.
import { and, eq, lt, sql } from 'drizzle-orm';
import { matches, matchPlayers, users, type DbHandle } from '@cortex/db';
import {
  labelOf,
  legalMovesFor,
  narrated,
  optionalSeats,
  phrase,
  seatRef,
  type LogEntry,
  type MatchResult,
  type MatchState,
  type Move,
} from '@cortex/engine';
import { answersOptional } from '../../lib/botDecision';
import type { BotPool } from '../../lib/botPool';
import type { Logger } from '../../logger';
import type { NotificationsService } from '../notifications/service';
import { MARKER } from './endings';
import { seatNamer } from './names';
import type { LoadedMatch, MatchStore } from './store';
import type { Marker, MatchWriter } from './writer';

export interface BotOptions {
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

export function isCode(error: unknown, code: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'extensions' in error &&
    (error as { extensions: { code?: unknown } }).extensions.code === code
  );
}

export class BotRunner {
  readonly #running = new Set<string>();
  #sweeper: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly db: DbHandle,
    private readonly store: MatchStore,
    private readonly writer: MatchWriter,
    private readonly log: Logger,
    private readonly opts: BotOptions,
    /** People still in the match who have made no move of their own (a no-show's match is aborted, not forfeited). */
    private readonly unmovedPeople: (match: LoadedMatch) => Promise<Set<string>>,
  ) {}

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
    this.#stopped = true;
    clearTimeout(this.#sweeper);
    while (this.#running.size > 0) await new Promise((r) => setTimeout(r, 20));
    await this.writer.committer.idle();
  }

  /** Lets this instance's bots play the match until a human is awaited; safe to call any number of times. */
  kick(matchId: string): void {
    if (this.#running.has(matchId) || this.#stopped) return;
    this.#running.add(matchId);
    void this.runBots(matchId).finally(() => this.#running.delete(matchId));
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

  private async runBots(matchId: string): Promise<void> {
    const declined = new Set<string>();
    for (let guard = 0; guard < 100_000 && !this.#stopped; guard++) {
      const match = await this.store.load(matchId);
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
          else await this.writer.commit(match, optional.seat, move, { byBot: true, timedOut: false });
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
        await this.writer.commit(match, seat, await this.chooseBotMove(match, seat, player.bot ?? 'normal'), {
          byBot: true,
          timedOut: false,
        });
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
      const [user] = await this.db.db
        .select({ preferences: users.preferences })
        .from(users)
        .where(eq(users.id, p.userId));
      if (user?.preferences.autoPass !== true) continue;
      try {
        await this.writer.commit(match, p.seat, pass, { byBot: false, timedOut: false });
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION')) throw error;
      }
      return true;
    }
    return false;
  }

  /** Expired deadlines: the seat's bot decides (or the game moves play on) and the log says so. */
  async sweep(): Promise<void> {
    const pending = await this.db.db
      .selectDistinct({ id: matches.id })
      .from(matches)
      .innerJoin(
        matchPlayers,
        and(eq(matchPlayers.matchId, matches.id), sql`${matchPlayers.seat} = any(${matches.toAct})`),
      )
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

  /**
   * A late seat: a game whose rules say what a missed deadline does makes that move (Niska's Debt passes the turn),
   * and the seat never forfeits; otherwise its bot decides for it, and after three timeouts in a row the seat is away.
   */
  private async timeOut(matchId: string): Promise<void> {
    // The database says the deadline passed: what this instance holds of the match may predate a change made elsewhere.
    this.store.stale(matchId);
    const match = await this.store.load(matchId);
    if (!match || match.row.status !== 'ACTIVE' || !match.row.deadlineAt || match.row.deadlineAt > new Date()) return;
    const late = match.players.find((p) => match.row.toAct.includes(p.seat) && p.bot === null && !p.away);
    if (!late) return;
    // Someone who has not made one move by their deadline never showed up: the match is aborted rather than forfeited,
    // as any player could have aborted it by hand until then (see abortable), so no result or rating hangs on a no-show.
    if (late.userId !== null && (await this.unmovedPeople(match)).has(late.userId)) {
      const log: LogEntry[] = [
        { seat: late.seat, parts: phrase`${seatRef(late.seat)} made no first move in time; the match is aborted.` },
      ];
      try {
        await this.writer.writeMarker(match, { seat: late.seat, type: MARKER.abort, log, bySweeper: true }, new Map(), {
          kind: 'abort',
        });
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION')) throw error;
      }
      return;
    }
    const state = match.row.state as MatchState<unknown>;
    // A game whose rules say what a missed deadline does (Niska's Debt 6.b) makes that move, and nobody ever forfeits.
    const ruled = match.game.timeoutMove?.(state, late.seat);
    if (ruled !== undefined) {
      try {
        await this.writer.commit(match, late.seat, ruled, { byBot: true, timedOut: true });
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION')) throw error;
      }
      this.kick(matchId);
      return;
    }
    // Otherwise a stand-in bot decides (for such a game too where its rule gives no move, e.g. before play starts),
    // and, in games that allow it, three timeouts in a row make the seat away.
    const forfeits = match.game.timeoutMove === undefined;
    const timeouts = forfeits ? late.timeoutsInARow + 1 : 0;
    const away = forfeits && timeouts >= TIMEOUTS_BEFORE_AWAY;
    const who = { seat: late.seat };
    const move = await this.chooseBotMove(match, late.seat, 'normal');
    // The late player reads what the bot chose for them, in the words their board would have shown; the others do not.
    const names = { seatName: seatNamer(match.players) };
    const label = labelOf(match.game, state, late.seat, move, names).label;
    const extraLog: LogEntry[] = [
      {
        seat: late.seat,
        parts: [
          who,
          ' ran out of time; ',
          { said: `the bot chose for you: ${label}`, to: [late.seat], otherwise: 'the bot made that decision' },
          '.',
        ],
      },
    ];
    if (away) {
      extraLog.push({
        seat: late.seat,
        parts:
          match.game.mode === 'competitive'
            ? [who, ` forfeited after ${timeouts} timeouts in a row; a bot plays the seat out.`]
            : [
                who,
                ' ',
                { verb: 'is' },
                ` away after ${timeouts} timeouts in a row; a bot plays for `,
                who,
                ' until ',
                who,
                ' ',
                { verb: 'makes' },
                ' a move.',
              ],
      });
    }
    try {
      // The match as it will be after this timeout, so a move that ends the match ranks a forfeited seat last.
      const updated = {
        ...match,
        players: match.players.map((p) => (p.seat === late.seat ? { ...p, away, timeoutsInARow: timeouts } : p)),
      };
      if (away && match.game.mode === 'competitive' && (await this.endIfLastStanding(updated, late.seat, extraLog)))
        return;
      await this.writer.commit(updated, late.seat, move, {
        byBot: true,
        timedOut: true,
        extraLog,
        timeout: { timeoutsInARow: timeouts, away },
      });
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
    const result: MatchResult = {
      winners: [winner],
      ranks,
      ...narrated(phrase`${seatRef(winner)} won: every other player forfeited.`),
    };
    const timeouts = match.players.find((p) => p.seat === forfeiting)!.timeoutsInARow;
    const marker: Marker = { seat: forfeiting, type: MARKER.forfeit, log: extraLog, bySweeper: true };
    await this.writer.writeMarker(match, marker, new Map([[forfeiting, { timeoutsInARow: timeouts, away: true }]]), {
      kind: 'finish',
      result,
      reason: 'TIMEOUT',
    });
    return true;
  }
}
