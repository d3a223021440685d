// Reading matches: the row, its players and its state (the stored snapshot with the moves after it replayed), kept in
// memory and brought up to date from the moves made since, when another instance moved the match.
import { and, asc, eq, getTableColumns, gt } from 'drizzle-orm';
import { matches, matchMoves, matchPlayers, users, type DbHandle, type Executor, type Match } from '@cortex/db';
import { applyMove, storedMove, type AnyGame, type LogEntry, type MatchState } from '@cortex/engine';
import type { GameRegistry } from '../../games';
import { isUuid } from '../../lib/errors';
import type { CarriedMove } from '../../lib/pubsub';
import { MatchCache } from './cache';
import { LogBooks } from './logBook';
import { isSystemMove } from './replayCache';
import type { SeatIdentity } from './names';

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

/** A match row with its players: what every Match resolver reads from. `row.state` is the state after `row.version`. */
export interface LoadedMatch {
  readonly row: Match;
  readonly players: readonly MatchPlayerRow[];
  readonly game: AnyGame;
}

/** A row of the move log as the server reads it back. */
export interface StoredMove {
  readonly seq: number;
  readonly seat: number;
  readonly move: unknown;
  readonly log: LogEntry[];
  readonly createdAt: Date;
  readonly timedOut: boolean;
  readonly byBot: boolean;
}

/**
 * A match neither played nor watched here for this long leaves memory (its held copy and log book); the next read
 * brings it back from the database. Without it the caches only stop growing at their counts (thousands of matches).
 */
export const IDLE_MS = 10_000;

/** Keep a new snapshot once this many moves have been made since the last one: a read replays fewer than this many. */
export const SNAPSHOT_EVERY = 32;

/** Whether a move to `version` should carry a new snapshot, given the version of the stored one. */
export function snapshotDue(version: number, stateVersion: number): boolean {
  return version - stateVersion >= SNAPSHOT_EVERY;
}

/** The state after the stored moves, from a state before them; system moves (forfeits, resignations) change no state. */
export function replayMoves(
  game: AnyGame,
  from: MatchState<unknown>,
  moves: readonly { seat: number; move: unknown; seq: number }[],
): MatchState<unknown> {
  let state = from;
  for (const mv of moves) {
    if (isSystemMove(mv)) continue;
    const applied = applyMove(game, state, mv.seat, storedMove(game, mv.move));
    // The log is the record: a stored move that no longer applies means the game's rules changed under the match.
    if (!applied.ok) throw new Error(`Move ${mv.seq} of a ${game.id} match does not replay: ${applied.error.reason}`);
    state = applied.state;
  }
  return state;
}

const MATCH_COLUMNS = getTableColumns(matches);
/** Every column of a match row but the snapshot, named as the row type names them, for the catch-up read. */
const ROW_SELECT = Object.entries(MATCH_COLUMNS)
  .filter(([key]) => key !== 'state')
  .map(([key, column]) => `"${column.name}" as "${key}"`)
  .join(', ');
type DateField = 'createdAt' | 'updatedAt' | 'endedAt' | 'deadlineAt';

/**
 * One round trip for every match brought up to date at once (a batch notification names many): per (id, version) asked,
 * in the order asked, the row (without its snapshot), the players and the moves after that version.
 */
const CATCH_UP_SQL = `
select
  (select to_jsonb(r) from (select ${ROW_SELECT} from matches where id = c.id) r) as row,
  coalesce((select jsonb_agg(p order by p.seat) from (
    select mp.seat, mp.user_id as "userId", u.username, mp.bot, mp.score, mp.winner, mp.rank, mp.away,
      mp.timeouts_in_a_row as "timeoutsInARow", mp.resigned
    from match_players mp left join users u on u.id = mp.user_id where mp.match_id = c.id) p), '[]'::jsonb) as players,
  coalesce((select jsonb_agg(mv order by mv.seq) from (
    select seq, seat, move, log, created_at as "createdAt", timed_out as "timedOut", by_bot as "byBot"
    from match_moves where match_id = c.id and seq > c.after) mv), '[]'::jsonb) as moves
from unnest($1::uuid[], $2::integer[]) with ordinality as c(id, after, n)
order by c.n`;

/** Catch-ups asked for in one turn of the event loop go to the database together, at most this many a statement. */
const CATCH_UP_BATCH = 200;

interface CatchUpAsk {
  readonly held: LoadedMatch;
  resolve(value: Promise<LoadedMatch | undefined> | LoadedMatch | undefined): void;
  reject(error: unknown): void;
}

interface CatchUpRow {
  row: (Omit<Match, 'state' | DateField> & Record<DateField, string | null>) | null;
  players: MatchPlayerRow[];
  moves: (Omit<StoredMove, 'createdAt'> & { createdAt: string })[];
}

export class MatchStore {
  readonly #cache = new MatchCache<LoadedMatch>({ max: 5000, ttlMs: 5000, idleMs: IDLE_MS });
  readonly books: LogBooks;
  /**
   * Other instances' moves applied from their notifications without a read, and held matches brought up to date by a
   * catch-up read instead (for tests and the bench).
   */
  readonly counts = { advanced: 0, caughtUp: 0 };
  /** Catch-ups waiting for the next turn of the event loop, to be read in one statement. */
  #asked: CatchUpAsk[] = [];

  constructor(
    private readonly db: DbHandle,
    private readonly games: GameRegistry,
  ) {
    this.books = new LogBooks((id, after) => this.movesAfter(id, after), IDLE_MS);
  }

  /** The match with its players; outside a transaction from memory when it holds a fresh copy. */
  async load(id: string, exec?: Executor): Promise<LoadedMatch | undefined> {
    if (!isUuid(id)) return undefined;
    if (exec) return this.read(id, exec);
    return this.#cache.get(id, (stale) => (stale ? this.catchUp(stale) : this.read(id, this.db.db)));
  }

  /** A change to `version` was made (here or on another instance): what is held of the match is stale if older. */
  changed(id: string, version: number): void {
    this.#cache.changed(id, version);
  }

  /**
   * Another instance's move, carried in its notification: applied to the held copy when that is fresh and one version
   * behind (no read at all), else the held copy is marked changed as by `changed`. A carried move that does not apply
   * is never kept: the match is then read from the database.
   */
  advance(id: string, version: number, carried: CarriedMove): void {
    const advanced = this.#cache.advance(id, version, (held) => {
      let state: MatchState<unknown>;
      try {
        state = replayMoves(held.game, held.row.state as MatchState<unknown>, [{ seq: version, ...carried }]);
      } catch {
        return undefined;
      }
      const updatedAt = new Date(carried.at);
      const row: Match = {
        ...held.row,
        version,
        state,
        stateVersion: carried.stateVersion,
        toAct: [...carried.toAct],
        deadlineAt: carried.deadlineAt === null ? null : new Date(carried.deadlineAt),
        drawOffers: [...carried.drawOffers],
        updatedAt,
      };
      this.books.append(id, [
        {
          seq: version,
          seat: carried.seat,
          move: carried.move,
          log: [...carried.log],
          createdAt: updatedAt,
          timedOut: carried.timedOut,
          byBot: carried.byBot,
        },
      ]);
      return { ...held, row };
    });
    if (advanced) this.counts.advanced += 1;
  }

  /** Announces a write whose result will be kept (see MatchCache.write). */
  writing(id: string) {
    return this.#cache.write(id);
  }

  /** What is held of the match must be read again before it is served (after writes that change more than a move). */
  stale(id: string): void {
    this.#cache.stale(id);
  }

  /** Everything held must be brought up to date before it is served again (notifications may have been missed). */
  staleAll(): void {
    this.#cache.staleAll();
  }

  /** A move this instance committed: its log lines join the match's log book. */
  moved(id: string, move: StoredMove): void {
    this.books.append(id, [move]);
  }

  /** Every stored move of the match, in order. */
  async moves(matchId: string): Promise<StoredMove[]> {
    return this.movesAfter(matchId, 0);
  }

  private async movesAfter(matchId: string, after: number): Promise<StoredMove[]> {
    const rows = await this.db.db
      .select({
        seq: matchMoves.seq,
        seat: matchMoves.seat,
        move: matchMoves.move,
        log: matchMoves.log,
        createdAt: matchMoves.createdAt,
        timedOut: matchMoves.timedOut,
        byBot: matchMoves.byBot,
      })
      .from(matchMoves)
      .where(
        after > 0 ? and(eq(matchMoves.matchId, matchId), gt(matchMoves.seq, after)) : eq(matchMoves.matchId, matchId),
      )
      .orderBy(asc(matchMoves.seq));
    return rows.map((r) => ({ ...r, log: r.log as LogEntry[] }));
  }

  /** Everything from the database: the row, its players, and the state from its snapshot and the moves after it. */
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
    if (row.stateVersion === row.version) return { row, players, game };
    const since = await exec
      .select({ seq: matchMoves.seq, seat: matchMoves.seat, move: matchMoves.move })
      .from(matchMoves)
      .where(and(eq(matchMoves.matchId, id), gt(matchMoves.seq, row.stateVersion)))
      .orderBy(asc(matchMoves.seq));
    const state = replayMoves(game, row.state as MatchState<unknown>, since);
    return { row: { ...row, state }, players, game };
  }

  /**
   * Brings a held copy up to date: the row and players as stored now, and the moves it lacks. Every catch-up asked for in
   * the same turn of the event loop (the matches of one batch notification, as their subscribers wake) is read in one
   * round trip.
   */
  private catchUp(held: LoadedMatch): Promise<LoadedMatch | undefined> {
    return new Promise((resolve, reject) => {
      this.#asked.push({ held, resolve, reject });
      if (this.#asked.length === 1) setImmediate(() => void this.#catchUpAsked());
    });
  }

  async #catchUpAsked(): Promise<void> {
    const asked = this.#asked;
    this.#asked = [];
    this.counts.caughtUp += asked.length;
    for (let i = 0; i < asked.length; i += CATCH_UP_BATCH) {
      const batch = asked.slice(i, i + CATCH_UP_BATCH);
      let found: CatchUpRow[];
      try {
        found = await this.db.query<CatchUpRow>(
          CATCH_UP_SQL,
          [batch.map((a) => a.held.row.id), batch.map((a) => a.held.row.version)],
          'cortex_catch_up',
        );
      } catch (error) {
        for (const a of batch) a.reject(error);
        continue;
      }
      batch.forEach((a, n) => {
        try {
          a.resolve(this.caughtUp(a.held, found[n]));
        } catch (error) {
          a.reject(error);
        }
      });
    }
  }

  /** The held copy brought up to date from what the catch-up read found. */
  private caughtUp(
    held: LoadedMatch,
    found: CatchUpRow | undefined,
  ): Promise<LoadedMatch | undefined> | LoadedMatch | undefined {
    const { id, version } = held.row;
    if (!found?.row) return undefined;
    const moves: StoredMove[] = found.moves.map((m) => ({ ...m, createdAt: new Date(m.createdAt) }));
    // Moves must continue the held copy without a gap; anything else (a rewritten row) is read afresh.
    const contiguous = found.row.version === version + moves.length && moves.every((m, i) => m.seq === version + i + 1);
    if (!contiguous) return this.read(id, this.db.db);
    const state =
      moves.length === 0 ? held.row.state : replayMoves(held.game, held.row.state as MatchState<unknown>, moves);
    const date = (value: string | null): Date | null => (value === null ? null : new Date(value));
    const { createdAt, updatedAt, endedAt, deadlineAt } = found.row;
    const row: Match = {
      ...found.row,
      state,
      createdAt: date(createdAt)!,
      updatedAt: date(updatedAt)!,
      endedAt: date(endedAt),
      deadlineAt: date(deadlineAt),
    };
    this.books.append(id, moves);
    return { row, players: found.players, game: held.game };
  }
}
