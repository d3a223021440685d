// The conformance harness every game runs in its own tests: random playouts that check the framework's promises at every step.
import { canonicalJson } from '../canonical';
import { determinize } from '../determinize';
import type { GameDefinition } from '../game';
import { redactLogEntry, type LogEntry } from '../log';
import { applyMove, createMatch, legalMovesFor, maySeatMove, optionalSeats, replay, type MatchRecord } from '../match';
import { Random, seedToRngState } from '../rng';
import type { MatchState, Move, Seat, Viewer } from '../types';
import { redactView } from '../view';
import { cardVisibleTo } from '../visibility';
import { choicesFor } from '../vocabulary';

export interface ConformanceOptions {
  /** Random playouts per player count. */
  readonly playouts: number;
  /** A playout that has not finished after this many moves fails (termination). */
  readonly maxMoves: number;
  /** Player counts to cover; defaults to every supported count. */
  readonly playerCounts?: readonly number[];
  /** Base of the playout seeds, so a failure can be reproduced. */
  readonly seed?: string;
  /** Every `deepCheckEvery` steps: apply every legal move, probe illegal ones, check leaks. Default 5. */
  readonly deepCheckEvery?: number;
  /** Options for a playout (e.g. random lobby options); defaults to {}. */
  readonly options?: (random: Random, players: number) => unknown;
}

export interface ConformanceReport {
  readonly players: number;
  readonly playouts: number;
  readonly finished: number;
  readonly moves: number;
  readonly longest: number;
  readonly deepChecks: number;
}

export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

/** Runs the harness for one player count; throws ConformanceError naming the seed and step of the first failure. */
export function runConformance<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  players: number,
  opts: ConformanceOptions,
): ConformanceReport {
  const every = opts.deepCheckEvery ?? 5;
  let finished = 0;
  let moves = 0;
  let longest = 0;
  let deepChecks = 0;
  for (let i = 0; i < opts.playouts; i++) {
    const seed = `${opts.seed ?? game.id}:${players}:${i}`;
    const random = new Random(seedToRngState(`harness:${seed}`));
    const options = opts.options?.(random, players) ?? {};
    const where = (step: number): string =>
      `${game.id}, ${players} players, seed "${seed}", options ${JSON.stringify(options)}, step ${step}`;
    const fail = (step: number, what: string): never => {
      throw new ConformanceError(`${what} (${where(step)})`);
    };

    const created = createMatch(game, { players, options, seed });
    const again = createMatch(game, { players, options, seed });
    if (JSON.stringify(created.state) !== JSON.stringify(again.state)) fail(0, 'setup is not deterministic');
    let state = created.state;
    const cards = cardCensus(state);
    const record: { seat: Seat; move: unknown }[] = [];
    const checkpoint = random.int(0, 40);
    let checkpointState: string | undefined;
    checkLogs(created.log, state, fail, 0);
    checkVocabulary(game, state, fail);

    for (let step = 0; ; step++) {
      const status = game.status(state);
      const deep = step % every === 0 || status.kind === 'finished';
      if (deep) {
        checkJsonSafe(state, fail, step);
        if (cardCensus(state) !== cards) fail(step, 'cards were created or destroyed (card conservation)');
      }
      for (const problem of game.invariants?.(state) ?? []) fail(step, `invariant: ${problem}`);
      if (step === checkpoint) checkpointState = JSON.stringify(state);

      if (status.kind === 'finished') {
        checkResult(status.result, players, fail, step);
        for (let s = 0; s < players; s++)
          if (legalMovesFor(game, state, s).length > 0) fail(step, `seat ${s} has legal moves after the end`);
        const probe = applyMove(game, state, 0, { type: Object.keys(game.moves)[0] });
        if (probe.ok || probe.error.code !== 'GAME_OVER')
          fail(step, 'a move after the end was not refused with GAME_OVER');
        finished++;
        break;
      }
      if (step >= opts.maxMoves) fail(step, `no result after ${opts.maxMoves} moves (termination)`);
      if (status.toAct.length === 0) fail(step, 'an active match awaits nobody');

      const legalBySeat = new Map<Seat, M[]>();
      for (let s = 0; s < players; s++) {
        const legal = legalMovesFor(game, state, s);
        if (status.toAct.includes(s) && legal.length === 0) fail(step, `seat ${s} is awaited but has no legal move`);
        if (!maySeatMove(status, s) && game.legalMoves(state, s).length > 0)
          fail(step, `seat ${s} is not awaited but the game lists moves for it`);
        if (status.mayAct?.includes(s) && status.toAct.includes(s))
          fail(step, `seat ${s} is both awaited and optional`);
        legalBySeat.set(s, legal);
      }

      if (deep) {
        deepChecks++;
        deepCheck(game, state, legalBySeat, random, fail, step);
      }

      // Now and then a seat with optional moves (free actions, answers) moves instead of an awaited one.
      const optional = optionalSeats(status).filter((s) => legalBySeat.get(s)!.length > 0);
      const seat = optional.length > 0 && random.int(0, 3) === 0 ? random.pick(optional) : random.pick(status.toAct);
      const move = random.pick(legalBySeat.get(seat)!);
      // Alternate between the live object and a JSON round-trip of it: both must behave the same.
      const input = step % 2 === 0 ? state : (JSON.parse(JSON.stringify(state)) as MatchState<G>);
      const result = tryApply(game, input, seat, move, fail, step);
      if (!result.ok)
        return fail(
          step,
          `listed move ${JSON.stringify(move)} was refused: ${result.error.code} ${result.error.reason}`,
        );
      if (deep) checkLogs(result.log, result.state, fail, step);
      record.push({ seat, move });
      state = result.state;
      moves++;
    }

    longest = Math.max(longest, record.length);
    const full: MatchRecord = { players, options, seed, moves: record };
    if (JSON.stringify(replay(game, full)) !== JSON.stringify(state))
      fail(record.length, 'replay differs from the live match');
    if (checkpointState !== undefined && JSON.stringify(replay(game, full, checkpoint)) !== checkpointState) {
      fail(checkpoint, 'replay to an intermediate step differs from the live match');
    }
  }
  return { players, playouts: opts.playouts, finished, moves, longest, deepChecks };
}

function deepCheck<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  state: MatchState<G>,
  legalBySeat: ReadonlyMap<Seat, M[]>,
  random: Random,
  fail: (step: number, what: string) => never,
  step: number,
): void {
  const before = JSON.stringify(state);
  const status = game.status(state);
  const toAct = status.kind === 'active' ? status.toAct : [];
  // Every listed legal move applies.
  for (const [seat, legal] of legalBySeat) {
    const seen = new Set<string>();
    for (const move of legal) {
      const key = canonicalJson(move);
      if (seen.has(key)) fail(step, `seat ${seat} lists ${key} twice`);
      seen.add(key);
      const result = tryApply(game, state, seat, move, fail, step);
      if (!result.ok)
        fail(step, `listed move ${key} of seat ${seat} was refused: ${result.error.code} ${result.error.reason}`);
    }
  }
  checkWords(game, state, legalBySeat, fail, step);
  const parsedGame = game.gameSchema.safeParse(state.game);
  if (!parsedGame.success)
    fail(
      step,
      `the public game data does not match gameSchema: ${parsedGame.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  if (game.autoplay && status.kind === 'active') {
    for (const seat of status.toAct) {
      const legal = legalBySeat.get(seat)!;
      if (legal.length === 1 && game.autoplay(state, seat, legal[0]!))
        fail(step, `seat ${seat} is left a forced move the engine should have made: ${canonicalJson(legal[0])}`);
    }
  }
  // Moves that are not in the list are refused with a typed error and change nothing.
  const probes: { seat: Seat; move: unknown; code?: string }[] = [
    { seat: toAct[0]!, move: null, code: 'MALFORMED_MOVE' },
    { seat: toAct[0]!, move: [], code: 'MALFORMED_MOVE' },
    { seat: toAct[0]!, move: { type: 42 }, code: 'MALFORMED_MOVE' },
    { seat: toAct[0]!, move: { type: '__proto__' }, code: 'UNKNOWN_MOVE' },
    { seat: toAct[0]!, move: { type: 'no-such-move-type' }, code: 'UNKNOWN_MOVE' },
    { seat: state.players + 3, move: legalBySeat.get(toAct[0]!)![0], code: 'NOT_YOUR_DECISION' },
  ];
  for (let s = 0; s < state.players; s++) {
    if (!maySeatMove(status, s)) {
      const other = legalBySeat.get(toAct[0]!)![0];
      probes.push({ seat: s, move: other, code: 'NOT_YOUR_DECISION' });
    }
  }
  for (const [seat, legal] of legalBySeat) {
    if (legal.length === 0) continue;
    // A listed move with a field its schema does not name is refused and stored nowhere.
    probes.push({
      seat,
      move: { ...random.pick(legal), note: '<img src=x onerror=alert(1)>' },
      code: 'MALFORMED_MOVE',
    });
    const listed = new Set(legal.map((m) => canonicalJson(m)));
    const open = (game.openFields as Readonly<Record<string, readonly string[] | undefined>> | undefined) ?? {};
    const picked = random.pick(legal);
    const mutated = mutateMove(picked, random, open[picked.type] ?? []);
    if (!listed.has(canonicalJson(mutated))) probes.push({ seat, move: mutated });
  }
  for (const probe of probes) {
    const result = applyMove(game, state, probe.seat, probe.move);
    if (result.ok) fail(step, `unlisted move ${JSON.stringify(probe.move)} by seat ${probe.seat} was accepted`);
    if (probe.code && result.error.code !== probe.code) {
      fail(
        step,
        `move ${JSON.stringify(probe.move)} by seat ${probe.seat} gave ${result.error.code}, expected ${probe.code}`,
      );
    }
    if (result.error.reason.trim() === '') fail(step, 'an error came without a reason in words');
  }
  if (JSON.stringify(state) !== before) fail(step, 'checking or applying a move modified the input state');

  // No leak: re-dealing what a viewer cannot see changes neither its view nor its legal moves; hidden ids never appear.
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: state.players }, (_, s) => s)];
  const actor = random.pick(toAct);
  const next = random.pick(legalBySeat.get(actor)!);
  const after = tryApply(game, state, actor, next, fail, step);
  for (const viewer of viewers) {
    const view = redactView(state, viewer);
    const viewJson = JSON.stringify(view);
    const other = determinize(
      state,
      viewer,
      seedToRngState(`scramble:${step}:${String(viewer)}:${random.int(0, 1e9)}`),
    );
    if (JSON.stringify(redactView(other, viewer)) !== viewJson)
      fail(step, `the view of ${String(viewer)} depends on cards it cannot see`);
    if (typeof viewer === 'number') {
      const mine = canonicalJson(game.legalMoves(state, viewer));
      if (canonicalJson(game.legalMoves(other, viewer)) !== mine)
        fail(step, `the legal moves of seat ${viewer} depend on cards it cannot see`);
    }
    const hidden = hiddenIds(state, viewer);
    for (const token of stringsIn(view))
      if (hidden.has(token)) fail(step, `the view of ${String(viewer)} names hidden card ${token}`);
    // A move that shows the viewer no new card must look the same to it whichever way the hidden cards lie:
    // otherwise public data (or anything else it sees) was derived from a card it cannot see.
    // (Only cards hidden from both the viewer and the mover are re-dealt, so the move stays legal.)
    if (after.ok && viewer !== actor) {
      const both = determinize(
        state,
        [viewer, actor],
        seedToRngState(`both:${step}:${String(viewer)}:${random.int(0, 1e9)}`),
      );
      const otherAfter = tryApply(game, both, actor, next, fail, step);
      if (!otherAfter.ok)
        fail(
          step,
          `move ${JSON.stringify(next)} is legal or not depending on cards neither ${String(viewer)} nor seat ${actor} can see`,
        );
      else if (revealsNothing(state, after.state, viewer) && revealsNothing(both, otherAfter.state, viewer)) {
        if (JSON.stringify(redactView(otherAfter.state, viewer)) !== JSON.stringify(redactView(after.state, viewer))) {
          fail(step, `after ${JSON.stringify(next)}, what ${String(viewer)} sees depends on cards it cannot see`);
        }
      }
    }
  }
}

/** Every legal move has words, the prompt too, and a label names only cards its mover can see. */
function checkWords<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  state: MatchState<G>,
  legalBySeat: ReadonlyMap<Seat, M[]>,
  fail: (step: number, what: string) => never,
  step: number,
): void {
  const names = { seatName: (s: Seat) => `Player ${s + 1}` };
  for (const [seat, legal] of legalBySeat) {
    if (legal.length === 0) continue;
    const { prompt, choices } = choicesFor(game, state, seat, names, legal);
    if (!prompt || prompt.trim() === '') fail(step, `seat ${seat} has moves but no prompt`);
    const visible = visibleIds(state, seat);
    for (const c of choices) {
      if (c.label.trim() === '' || c.group.trim() === '')
        fail(step, `move ${canonicalJson(c.move)} of seat ${seat} has no label or group`);
      for (const id of c.cards ?? [])
        if (!visible.has(id))
          fail(step, `the label of ${canonicalJson(c.move)} names card ${id}, which seat ${seat} cannot see`);
    }
  }
  if (game.explainBlocked) {
    for (let seat = 0; seat < state.players; seat++) {
      const visible = visibleIds(state, seat);
      for (const b of game.explainBlocked(redactView(state, seat), seat, names)) {
        if (b.reason.trim() === '') fail(step, `a blocked card of seat ${seat} comes without a reason`);
        for (const id of b.cards)
          if (!visible.has(id)) fail(step, `a blocked reason for seat ${seat} names card ${id}, which it cannot see`);
      }
    }
  }
}

/** Every zone is described and every card kind on the table is in the game's card list. */
function checkVocabulary<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  state: MatchState<G>,
  fail: (step: number, what: string) => never,
): void {
  const kinds = new Set(game.cards.map((c) => c.kind));
  for (const [name, zone] of Object.entries(state.zones)) {
    const info = game.describeZone(name);
    if (info.title.trim() === '') fail(0, `zone ${name} has no title`);
    if (info.owner !== null && (info.owner < 0 || info.owner >= state.players))
      fail(0, `zone ${name} names an owner seat that does not exist`);
    for (const card of zone.cards)
      if (!kinds.has(card.kind)) fail(0, `card kind ${card.kind} (in ${name}) is missing from the game's cards`);
  }
}

function tryApply<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  state: MatchState<G>,
  seat: Seat,
  move: unknown,
  fail: (step: number, what: string) => never,
  step: number,
): ReturnType<typeof applyMove<G, M, O>> {
  try {
    return applyMove(game, state, seat, move);
  } catch (error) {
    return fail(
      step,
      `move ${JSON.stringify(move)} by seat ${seat} threw: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** True when every card the viewer sees in `after` it could already see in `before`. */
function revealsNothing(before: MatchState<unknown>, after: MatchState<unknown>, viewer: Viewer): boolean {
  const seen = visibleIds(before, viewer);
  for (const id of visibleIds(after, viewer)) if (!seen.has(id)) return false;
  return true;
}

function visibleIds(state: MatchState<unknown>, viewer: Viewer): Set<string> {
  const ids = new Set<string>();
  for (const zone of Object.values(state.zones))
    for (const card of zone.cards) if (cardVisibleTo(zone, card, viewer)) ids.add(card.id);
  return ids;
}

/** Changes one field of a move to a plausible but different value (never a field whose value is the player's own). */
function mutateMove(move: Move, random: Random, open: readonly string[]): unknown {
  const entries = Object.entries(move).filter(([k]) => k !== 'type' && !open.includes(k));
  if (entries.length === 0) return { ...move, type: `${move.type}-x` };
  const [key, value] = random.pick(entries);
  let replacement: unknown = 'c999999';
  if (typeof value === 'number') replacement = value + 1000;
  if (Array.isArray(value)) replacement = [...(value as unknown[]).slice(1), 'c999999'];
  return { ...move, [key]: replacement };
}

function checkLogs(
  log: readonly LogEntry[],
  state: MatchState<unknown>,
  fail: (step: number, what: string) => never,
  step: number,
): void {
  for (let s = -1; s < state.players; s++) {
    const viewer: Viewer = s < 0 ? 'spectator' : s;
    for (const entry of log) {
      const redacted = redactLogEntry(entry, viewer);
      for (const part of entry.parts) {
        if (typeof part === 'object' && 'cards' in part) {
          for (const card of part.cards) {
            const json = JSON.stringify(redacted);
            const visible =
              card.visibility === 'all' || (typeof viewer === 'number' && card.visibility.includes(viewer));
            if (!visible && json.includes(`"${card.id}"`))
              fail(step, `a log line shows hidden card ${card.id} to ${String(viewer)}`);
          }
        }
      }
    }
  }
}

function checkResult(
  result: { winners: readonly Seat[]; ranks: readonly number[]; scores?: readonly number[]; summary: string },
  players: number,
  fail: (step: number, what: string) => never,
  step: number,
): void {
  if (result.ranks.length !== players) fail(step, 'result.ranks needs one rank per seat');
  if (result.scores && result.scores.length !== players) fail(step, 'result.scores needs one score per seat');
  if (result.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= players))
    fail(step, 'result.winners names a seat that does not exist');
  if (result.summary.trim() === '') fail(step, 'the result has no summary in words');
}

function cardCensus(state: MatchState<unknown>): string {
  const all: string[] = [];
  for (const zone of Object.values(state.zones)) for (const card of zone.cards) all.push(`${card.id}=${card.kind}`);
  return all.sort().join(',');
}

function hiddenIds(state: MatchState<unknown>, viewer: Viewer): Set<string> {
  const ids = new Set<string>();
  for (const zone of Object.values(state.zones))
    for (const card of zone.cards) if (!cardVisibleTo(zone, card, viewer)) ids.add(card.id);
  return ids;
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* stringsIn(v);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) yield* stringsIn(v);
}

function checkJsonSafe(
  value: unknown,
  fail: (step: number, what: string) => never,
  step: number,
  path = 'state',
): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(step, `${path} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJsonSafe(v, fail, step, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) fail(step, `${path}.${k} is undefined (not JSON)`);
      checkJsonSafe(v, fail, step, `${path}.${k}`);
    }
    return;
  }
  fail(step, `${path} is not plain JSON (${typeof value})`);
}
