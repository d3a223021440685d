// Replays of ended matches seek from cached snapshots: a step costs at most SNAPSHOT_EVERY moves, not the whole match.
import {
  applyMove,
  createMatch,
  logText,
  redactLogEntry,
  storedMove,
  type AnyGame,
  type LogEntry,
  type LogNames,
  type MatchState,
  type Viewer,
} from '@cortex/engine';

/** A snapshot every this many playable moves: a 1,000-move match keeps about 30, and a step re-applies at most 32. */
export const SNAPSHOT_EVERY = 32;
/** Ended matches kept; the least recently replayed one is dropped first. */
const MATCHES_KEPT = 24;

/** A stored move as the replay needs it (the move log's rows). */
export interface ReplayMove {
  readonly seat: number;
  readonly move: unknown;
}

/** Moves the server wrote rather than a player chose (`_forfeit` after timeouts, a resignation): not replayed by the game. */
export function isSystemMove(mv: ReplayMove): boolean {
  const type = mv.move !== null && typeof mv.move === 'object' ? (mv.move as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('_');
}

/** A system move in words as `viewer` reads its log line (a resignation, a forfeit); the forfeit once had no line. */
export function systemMoveLabel(mv: { readonly log: readonly LogEntry[] }, viewer: Viewer, names: LogNames): string {
  const first = mv.log[0];
  return first ? logText(redactLogEntry(first, viewer), viewer, names) : 'Forfeited after repeated timeouts';
}

interface Book<R extends ReplayMove> {
  readonly moves: readonly R[];
  readonly playable: readonly R[];
  /** Playable-move count → state after that many; always holds 0 once built. */
  readonly snapshots: Map<number, MatchState<unknown>>;
  /** The last state sought: someone stepping through a replay asks for the next one. */
  last?: { readonly at: number; readonly state: MatchState<unknown> };
}

interface Setup {
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
}

export class ReplayCache<R extends ReplayMove> {
  readonly #books = new Map<string, Promise<Book<R>>>();
  /** Moves re-applied over the cache's life: what seeking costs (the bench and tests read it). */
  applied = 0;

  /** The match's moves, read once per ended match (concurrent askers share the read). */
  async moves(
    matchId: string,
    load: () => Promise<readonly R[]>,
  ): Promise<{ moves: readonly R[]; playable: readonly R[] }> {
    return this.#book(matchId, load);
  }

  /** The state after `upTo` playable moves, from the nearest snapshot at or before it; snapshots are kept on the way. */
  async stateAt(
    game: AnyGame,
    matchId: string,
    setup: Setup,
    upTo: number,
    load: () => Promise<readonly R[]>,
  ): Promise<MatchState<unknown>> {
    const book = await this.#book(matchId, load);
    if (!Number.isInteger(upTo) || upTo < 0 || upTo > book.playable.length)
      throw new RangeError(`Step ${upTo} is outside 0..${book.playable.length}`);
    let from = upTo - (upTo % SNAPSHOT_EVERY);
    while (from > 0 && !book.snapshots.has(from)) from -= SNAPSHOT_EVERY;
    let state = book.snapshots.get(from);
    if (book.last && book.last.at <= upTo && book.last.at > from) ({ at: from, state } = book.last);
    if (!state) {
      state = createMatch(game, { players: setup.players, options: setup.options, seed: setup.seed })
        .state as MatchState<unknown>;
      book.snapshots.set(0, state);
    }
    for (let i = from; i < upTo; i++) {
      const entry = book.playable[i]!;
      const applied = applyMove(game, state, entry.seat, storedMove(game, entry.move));
      if (!applied.ok) throw new Error(`Move ${i + 1} does not replay: ${applied.error.code} ${applied.error.reason}`);
      state = applied.state as MatchState<unknown>;
      this.applied++;
      if ((i + 1) % SNAPSHOT_EVERY === 0) book.snapshots.set(i + 1, state);
    }
    book.last = { at: upTo, state };
    return state;
  }

  /** How many snapshots are held for a match (for tests and the bench). */
  async snapshotCount(matchId: string): Promise<number> {
    const book = await this.#books.get(matchId);
    return book?.snapshots.size ?? 0;
  }

  #book(matchId: string, load: () => Promise<readonly R[]>): Promise<Book<R>> {
    let book = this.#books.get(matchId);
    if (book) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.#books.delete(matchId);
    } else {
      book = load().then((moves) => ({
        moves,
        playable: moves.filter((mv) => !isSystemMove(mv)),
        snapshots: new Map(),
      }));
      // A failed read is not kept: the next asker tries again.
      book.catch(() => this.#books.delete(matchId));
    }
    this.#books.set(matchId, book);
    while (this.#books.size > MATCHES_KEPT) this.#books.delete(this.#books.keys().next().value!);
    return book;
  }
}
