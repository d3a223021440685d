// Compact helpers for tests: build a position with chosen cards in chosen zones, act, and read the result.
import {
  applyMove,
  awaitedSeats,
  canonicalJson,
  createMatch,
  legalMovesFor,
  type MatchState,
  type Zone,
} from '@cortex/engine';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import type { GameData, PlayerData } from './state';

export type State = MatchState<GameData>;

export interface PositionSpec {
  readonly players?: number;
  readonly seed?: string;
  readonly options?: Record<string, unknown>;
  /** Zones whose contents are replaced by fresh cards of these kinds (ids x1, x2, ... in order). */
  readonly zones?: Readonly<Record<string, readonly string[]>>;
  readonly players_?: readonly Partial<PlayerData>[];
  readonly game?: Partial<GameData>;
}

/** A match position: a fresh setup, then zones and data overwritten as asked. */
export function position(spec: PositionSpec = {}): State {
  const players = spec.players ?? 2;
  const base = createMatch(misbehavin, { players, seed: spec.seed ?? 'kit', options: spec.options ?? {} }).state;
  const zones: Record<string, Zone> = { ...base.zones };
  let n = 1;
  for (const [name, kinds] of Object.entries(spec.zones ?? {})) {
    if (!zones[name]) throw new Error(`no zone ${name}`);
    zones[name] = { visibility: zones[name].visibility, cards: kinds.map((kind) => ({ id: `x${n++}`, kind })) };
  }
  const ps = base.game.players.map((p, i) => ({ ...p, ...(spec.players_?.[i] ?? {}) }));
  return { ...base, zones, game: { ...base.game, players: ps, ...(spec.game ?? {}) } };
}

/** The moves the engine made at once after the move that led to a state (a seat's only option, revealing nothing). */
const FORCED = new WeakMap<State, readonly string[]>();
export const forcedBefore = (state: State): readonly string[] => FORCED.get(state) ?? [];

export function act(state: State, seat: number, move: MisbehavinMove): State {
  const r = applyMove(misbehavin, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${seat}: ${r.error.code} ${r.error.reason}`);
  FORCED.set(
    r.state,
    r.forced.map((f) => canonicalJson(f.move)),
  );
  return r.state;
}

/**
 * Applies moves in order, each by the seat the game awaits. A move the engine already made by itself (the seat's only
 * option, revealing nothing: the end of a turn with an empty tableau, allowing a deal nobody can cancel) is taken as
 * made when it is the next of the moves the engine made, in order, and skipped.
 */
export function run(state: State, ...moves: MisbehavinMove[]): State {
  let s = state;
  let forced = [...forcedBefore(s)];
  for (const m of moves) {
    if (forced[0] === canonicalJson(m)) {
      forced = forced.slice(1);
      continue;
    }
    s = act(s, toAct(s), m);
    forced = [...forcedBefore(s)];
  }
  // What is left of the engine's moves for the next call (those listed here were taken as made).
  FORCED.set(s, forced);
  return s;
}

export const toAct = (state: State): number => awaitedSeats(misbehavin.status(state))[0]!;
export const legal = (state: State, seat = toAct(state)): MisbehavinMove[] => legalMovesFor(misbehavin, state, seat);
export const has = (state: State, move: MisbehavinMove, seat = toAct(state)): boolean =>
  legal(state, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
export const kinds = (state: State, zone: string): string[] => state.zones[zone]!.cards.map((c) => c.kind);
export const ids = (state: State, zone: string): string[] => state.zones[zone]!.cards.map((c) => c.id);
export const idOf = (state: State, zone: string, kind: string): string => {
  const c = state.zones[zone]!.cards.find((x) => x.kind === kind);
  if (!c) throw new Error(`no ${kind} in ${zone}`);
  return c.id;
};
export const types = (state: State, seat = toAct(state)): string[] =>
  [...new Set(legal(state, seat).map((m) => m.type))].sort();
