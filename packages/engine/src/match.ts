// Match lifecycle over a game definition: create from a seed, check and apply moves, read status, replay any step.
import type { z } from 'zod';
import { canonicalJson, setOwn } from './canonical';
import { type MoveError, moveError } from './errors';
import type { GameDefinition } from './game';
import type { LogEntry } from './log';
import { seedToRngState } from './rng';
import { runMove } from './step';
import { SetupTable } from './table';
import type { MatchState, Move, Seat, Status } from './types';

export interface CreateMatchInput {
  readonly players: number;
  /** Raw options; validated and defaulted by the game's schema. */
  readonly options?: unknown;
  readonly seed: string;
}

/** Everything needed to rebuild a match: its seed, options, players and moves. */
export interface MatchRecord {
  readonly players: number;
  readonly options?: unknown;
  readonly seed: string;
  readonly moves: readonly { readonly seat: Seat; readonly move: unknown }[];
}

export type ApplyResult<G> =
  | {
      readonly ok: true;
      readonly state: MatchState<G>;
      readonly log: readonly LogEntry[];
      /** The move as the schema read it: what is stored and replayed (it names no field the schema does not). */
      readonly move: Move;
      /** Moves made at once afterwards because they were a seat's only option and revealed nothing (`autoplay`). */
      readonly forced: readonly { readonly seat: Seat; readonly move: Move }[];
    }
  | { readonly ok: false; readonly error: MoveError };

export class SetupError extends Error {
  override readonly name = 'SetupError';
}

/** Validates options against the game's schema (applying defaults); throws SetupError with the reasons. */
export function parseOptions<O>(game: GameDefinition<unknown, Move, O>, raw: unknown): O {
  const parsed = game.options.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new SetupError(
      `Invalid options: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export function createMatch<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  input: CreateMatchInput,
): { state: MatchState<G>; log: readonly LogEntry[] } {
  const { players, seed } = input;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new SetupError(`${game.name} is for ${game.minPlayers}-${game.maxPlayers} players, not ${players}`);
  }
  const options = parseOptions(game as GameDefinition<unknown, Move, O>, input.options);
  const table = new SetupTable(players, {}, seedToRngState(seed), 0);
  const data = game.setup(table, { players, options });
  const done = table.finish();
  const setupState: MatchState<G> = {
    players,
    game: data,
    zones: done.zones,
    rng: done.rng,
    nextCardId: done.nextCardId,
    step: 0,
  };
  const settled = makeForcedMoves(game, setupState, []);
  return { state: settled.state, log: [...done.log, ...settled.log] };
}

/** The seat's legal moves, or [] when the match is over or the seat is not awaited. */
export function legalMovesFor<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
): M[] {
  const status = game.status(state);
  if (!maySeatMove(status, seat)) return [];
  return game.legalMoves(state, seat);
}

/** Whether a seat may submit a move now: awaited, or offered optional moves (`mayAct`). */
export function maySeatMove(status: Status, seat: Seat): boolean {
  return status.kind === 'active' && (status.toAct.includes(seat) || (status.mayAct?.includes(seat) ?? false));
}

/**
 * Checks a submitted move in the framework's order (game over, malformed, unknown type, not this seat's
 * decision, not in the legal list) before the game's own code runs, then applies it to a private copy.
 * The input state is never modified.
 */
export function applyMove<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  state: MatchState<G>,
  seat: Seat,
  rawMove: unknown,
): ApplyResult<G> {
  const status = game.status(state);
  if (status.kind === 'finished') return fail('GAME_OVER', 'The match is over.');
  if (rawMove === null || typeof rawMove !== 'object' || Array.isArray(rawMove)) {
    return fail('MALFORMED_MOVE', 'A move must be a JSON object with a "type" field.');
  }
  const type = (rawMove as { type?: unknown }).type;
  if (typeof type !== 'string') return fail('MALFORMED_MOVE', 'A move needs a string "type" field.');
  const schema = (game.moves as Readonly<Record<string, z.ZodType<M> | undefined>>)[type];
  if (!Object.hasOwn(game.moves, type) || !schema) {
    return fail('UNKNOWN_MOVE', `${game.name} has no move of type "${type}".`);
  }
  const parsed = schema.safeParse(rawMove);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'move'}: ${i.message}`).join('; ');
    return fail('MALFORMED_MOVE', `Malformed "${type}" move (${detail}).`);
  }
  const unknown = unknownField(rawMove, parsed.data);
  if (unknown !== undefined) return fail('MALFORMED_MOVE', `A "${type}" move has no field "${unknown}".`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players || !maySeatMove(status, seat)) {
    return fail('NOT_YOUR_DECISION', 'It is not your decision right now.');
  }
  const move = parsed.data as M;
  const open = (game.openFields as Readonly<Record<string, readonly string[] | undefined>> | undefined)?.[type] ?? [];
  const key = (m: M): string => canonicalJson(open.length === 0 ? m : withoutFields(m, open));
  const wanted = key(move);
  const legal = game.legalMoves(state, seat);
  if (!legal.some((m) => key(m) === wanted)) {
    const reason =
      game.explainIllegal?.(state, seat, move) ?? `That "${type}" move is not one of your legal moves right now.`;
    return fail('ILLEGAL_MOVE', reason);
  }
  const applied = applyChecked(game, state, seat, move);
  const settled = makeForcedMoves(game, applied.state, applied.log);
  return {
    ok: true,
    state: { ...settled.state, step: state.step + 1 },
    log: settled.log,
    move,
    forced: settled.forced,
  };
}

/** Runs the game's own code for a move already checked; the input state is not modified. */
function applyChecked<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
  move: M,
): { state: MatchState<G>; log: LogEntry[] } {
  return runMove(game, state, seat, move, { owned: false, log: true });
}

/** Moves no decision would change: while an awaited seat has one legal move and the game says taking it reveals nothing. */
const MAX_FORCED = 1000;
function makeForcedMoves<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  from: MatchState<G>,
  log: LogEntry[],
): { state: MatchState<G>; log: LogEntry[]; forced: { seat: Seat; move: Move }[] } {
  const forced: { seat: Seat; move: Move }[] = [];
  if (!game.autoplay) return { state: from, log, forced };
  let state = from;
  for (let i = 0; i < MAX_FORCED; i++) {
    const status = game.status(state);
    if (status.kind !== 'active') break;
    let next: { seat: Seat; move: M } | undefined;
    for (const seat of status.toAct) {
      const legal = game.legalMoves(state, seat);
      if (legal.length === 1 && game.autoplay(state, seat, legal[0]!)) {
        next = { seat, move: legal[0]! };
        break;
      }
    }
    if (!next) break;
    const applied = applyChecked(game, state, next.seat, next.move);
    state = applied.state;
    log = [...log, ...applied.log];
    forced.push(next);
  }
  return { state, log, forced };
}

/** The first field of the submitted move that the schema did not read (zod drops unknown keys), as a dotted path. */
export function unknownField(raw: unknown, parsed: unknown, path = ''): string | undefined {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    for (let i = 0; i < raw.length; i++) {
      const found = unknownField(raw[i], parsed[i], `${path}${path ? '.' : ''}${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (raw === null || typeof raw !== 'object' || parsed === null || typeof parsed !== 'object') return undefined;
  for (const key of Object.keys(raw)) {
    const at = `${path}${path ? '.' : ''}${key}`;
    if (!Object.hasOwn(parsed, key)) return at;
    const found = unknownField((raw as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], at);
    if (found !== undefined) return found;
  }
  return undefined;
}

function withoutFields<M extends Move>(move: M, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(move)) if (!fields.includes(k)) setOwn(out, k, v);
  return out;
}

/** Rebuilds the state after `step` moves (all moves when omitted). Throws if the record holds an illegal move. */
export function replay<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  record: MatchRecord,
  step?: number,
): MatchState<G> {
  const replayed = tryReplay(game, record, step);
  if (!replayed.ok)
    throw new Error(`Move ${replayed.step} does not replay: ${replayed.error.code} ${replayed.error.reason}`);
  return replayed.state;
}

/** The first move of a record that does not apply: its 1-based step, seat and move as recorded, why, and the state before it. */
export interface ReplayStop<G> {
  readonly ok: false;
  readonly step: number;
  readonly seat: Seat;
  readonly move: unknown;
  readonly error: MoveError;
  readonly state: MatchState<G>;
}

/**
 * `replay` for records from outside (a downloaded file): the first move that does not apply is returned, typed, so the
 * caller can name it. A bad step number still throws RangeError and bad players or options SetupError.
 */
export function tryReplay<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  record: MatchRecord,
  step?: number,
): { readonly ok: true; readonly state: MatchState<G> } | ReplayStop<G> {
  const upTo = step ?? record.moves.length;
  if (!Number.isInteger(upTo) || upTo < 0 || upTo > record.moves.length) {
    throw new RangeError(`Step ${upTo} is outside 0..${record.moves.length}`);
  }
  let { state } = createMatch(game, record);
  for (let i = 0; i < upTo; i++) {
    const entry = record.moves[i]!;
    const result = applyMove(game, state, entry.seat, storedMove(game, entry.move));
    if (!result.ok) return { ok: false, step: i + 1, seat: entry.seat, move: entry.move, error: result.error, state };
    state = result.state;
  }
  return { ok: true, state };
}

/**
 * A move as stored by an earlier version, read by its schema: fields the schema does not name (accepted before moves
 * were strict) are dropped, so old records still replay. Anything the schema refuses is returned as it was.
 */
export function storedMove<G, M extends Move, O>(game: GameDefinition<G, M, O>, raw: unknown): unknown {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(game.moves, type)) return raw;
  const parsed = (game.moves as Readonly<Record<string, z.ZodType>>)[type]!.safeParse(raw);
  return parsed.success ? parsed.data : raw;
}

function fail(code: MoveError['code'], reason: string): { ok: false; error: MoveError } {
  return { ok: false, error: moveError(code, reason) };
}

/** Seats whose decision the match awaits ([] once it is over). */
export function awaitedSeats(status: Status): readonly Seat[] {
  return status.kind === 'active' ? status.toAct : [];
}

/** Seats that may move now without being awaited ([] once it is over). */
export function optionalSeats(status: Status): readonly Seat[] {
  return status.kind === 'active' ? (status.mayAct ?? []) : [];
}
