// One move through a game's own code, the single place the engine runs one: a table over the state, the game's
// applyMove on it, the table finished into the next state. The checked applyMove and the bots' searches both use it.
import { setOwn } from './canonical';
import type { GameDefinition } from './game';
import type { LogEntry } from './log';
import { Table } from './table';
import type { MatchState, Move, Seat, Zone } from './types';

/** Deep copy of plain JSON data; several times faster than structuredClone for small trees. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => cloneJson(v)) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(out, key, cloneJson((value as Record<string, unknown>)[key]));
  return out as T;
}

export interface RunOptions {
  /**
   * The caller owns the state (one made inside the same simulation and never seen again): its game data is changed in
   * place instead of copied first. Otherwise the input state is left as it was.
   */
  readonly owned: boolean;
  /** Whether the move's log lines are kept (a search never reads them). */
  readonly log: boolean;
}

/** The state after the move (its `step` unchanged: the caller counts steps) and the move's log lines. */
export function runMove<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
  move: M,
  opts: RunOptions,
): { state: MatchState<G>; log: LogEntry[] } {
  // The game gets its own copy of the (small) game data; zones are copied on first write by the table.
  const table = new Table<G>(
    state.players,
    opts.owned ? state.game : cloneJson(state.game),
    state.zones as Record<string, Zone>,
    state.rng,
    state.nextCardId,
  );
  table.actor = seat;
  if (!opts.log) table.discardLog();
  game.applyMove(table, seat, move);
  const done = table.finish();
  return {
    state: {
      players: state.players,
      game: table.game,
      zones: done.zones,
      rng: done.rng,
      nextCardId: done.nextCardId,
      step: state.step,
    },
    log: done.log,
  };
}
