// Engine costs per game: full random playouts per second through the checked applyMove, then the per-move cost of
// legalMoves, applyMove and redactView over states sampled from those playouts, and heap allocated per applyMove.
import { PerformanceObserver } from 'node:perf_hooks';
import {
  applyMove,
  awaitedSeats,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type AnyGame,
  type MatchState,
  type Seat,
} from '@cortex/engine';
import { legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';
import { fmt, fmtInt, table } from './stats';

export interface EngineRow {
  readonly game: string;
  readonly players: number;
  readonly playoutsPerSecond: number;
  readonly movesPerPlayout: number;
  readonly movesPerSecond: number;
  readonly capped: number;
  readonly legalMovesUs: number;
  readonly applyUs: number;
  readonly viewUs: number;
  readonly allocKiB: number;
}

const GAMES: readonly { game: AnyGame; players: number }[] = [
  { game: legendaryFirefly as unknown as AnyGame, players: 2 },
  { game: outToTheBlack as unknown as AnyGame, players: 3 },
  { game: misbehavin as unknown as AnyGame, players: 2 },
  { game: niskasDebt as unknown as AnyGame, players: 2 },
];

const MOVE_CAP = 20_000;

interface Sample {
  readonly state: MatchState<unknown>;
  readonly seat: Seat;
  readonly move: unknown;
}

/** One random playout; every `sampleEvery`-th decision is kept for the per-move timings. */
function playout(
  game: AnyGame,
  players: number,
  seed: string,
  samples: Sample[],
  sampleEvery: number,
): { moves: number; capped: boolean } {
  const rng = new Random(seedToRngState(`bench-pick-${seed}`));
  let state = createMatch(game, { players, seed }).state;
  for (let moves = 0; moves < MOVE_CAP; moves++) {
    const status = game.status(state);
    if (status.kind === 'finished') return { moves, capped: false };
    const seats = awaitedSeats(status);
    const seat = seats[rng.int(0, seats.length - 1)]!;
    const legal = legalMovesFor(game, state, seat);
    const move = legal[rng.int(0, legal.length - 1)];
    if (move === undefined) throw new Error(`${game.id}: seat ${seat} is awaited but has no legal move (seed ${seed})`);
    if (moves % sampleEvery === 0 && samples.length < 400) samples.push({ state, seat, move });
    const result = applyMove(game, state, seat, move);
    if (!result.ok) throw new Error(`${game.id}: a legal move was refused: ${result.error.reason}`);
    state = result.state;
  }
  return { moves: MOVE_CAP, capped: true };
}

function timePerOp(samples: readonly Sample[], op: (s: Sample) => unknown): number {
  // Enough repetitions for ~200 ms, measured after one warm pass.
  for (const s of samples) op(s);
  let reps = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < 200) {
    for (const s of samples) op(s);
    reps += samples.length;
    elapsed = performance.now() - t0;
  }
  return (elapsed * 1000) / reps;
}

/** Heap bytes allocated per applyMove: heap growth over a batch with no GC in between (needs --expose-gc). */
function allocationPerApply(game: AnyGame, samples: readonly Sample[]): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return Number.NaN;
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    collections += list.getEntries().length;
  });
  observer.observe({ entryTypes: ['gc'] });
  const perOp: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const seen = collections;
    for (const s of samples) applyMove(game, s.state, s.seat, s.move);
    const after = process.memoryUsage().heapUsed;
    // GC entries arrive asynchronously, but a scavenge during the batch also shows as heap shrinking.
    if (collections === seen && after > before) perOp.push((after - before) / samples.length);
  }
  observer.disconnect();
  if (perOp.length === 0) return Number.NaN;
  perOp.sort((a, b) => a - b);
  return perOp[Math.floor(perOp.length / 2)]!;
}

export async function runEngineBench(opts: { seconds: number; log: (line: string) => void }): Promise<EngineRow[]> {
  const rows: EngineRow[] = [];
  for (const { game, players } of GAMES) {
    const samples: Sample[] = [];
    let playouts = 0;
    let moves = 0;
    let capped = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < opts.seconds * 1000 || playouts < 3) {
      const r = playout(game, players, `${game.id}-${playouts}`, samples, 7);
      playouts += 1;
      moves += r.moves;
      if (r.capped) capped += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    const legalMovesUs = timePerOp(samples, (s) => legalMovesFor(game, s.state, s.seat));
    const applyUs = timePerOp(samples, (s) => applyMove(game, s.state, s.seat, s.move));
    const viewUs = timePerOp(samples, (s) => redactView(s.state, s.seat));
    const allocBytes = allocationPerApply(game, samples);
    const row: EngineRow = {
      game: game.id,
      players,
      playoutsPerSecond: playouts / seconds,
      movesPerPlayout: moves / playouts,
      movesPerSecond: moves / seconds,
      capped,
      legalMovesUs,
      applyUs,
      viewUs,
      allocKiB: allocBytes / 1024,
    };
    rows.push(row);
    opts.log(
      `engine ${game.id} (${players}p): ${fmt(row.playoutsPerSecond)} playouts/s, ${fmtInt(row.movesPerSecond)} moves/s`,
    );
    // Let the event loop breathe between games (progress lines flush).
    await new Promise((r) => setImmediate(r));
  }
  return rows;
}

export function engineTable(rows: readonly EngineRow[]): string {
  return table(
    [
      'game',
      'players',
      'playouts/s',
      'moves/playout',
      'moves/s (checked apply)',
      'legalMoves µs',
      'applyMove µs',
      'view µs',
      'alloc/apply KiB',
      'capped playouts',
    ],
    rows.map((r) => [
      r.game,
      String(r.players),
      fmt(r.playoutsPerSecond),
      fmtInt(r.movesPerPlayout),
      fmtInt(r.movesPerSecond),
      fmt(r.legalMovesUs),
      fmt(r.applyUs),
      fmt(r.viewUs),
      fmt(r.allocKiB),
      String(r.capped),
    ]),
  );
}
