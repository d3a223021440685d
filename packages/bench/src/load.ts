// The load both servers get: N two-player matches played ping-pong, each move answered the moment its opponent sees it.
import { summarize, type LatencySummary } from './stats';

/** One match seen from the load generator: start() makes the first move; the driver reports each state arrival. */
export interface MatchDriver {
  start(): void;
  close(): Promise<void> | void;
}

/** Everything a driver reports back while the load runs. */
export class LoadRecorder {
  private measuring = false;
  private latencies: number[] = [];
  private moves = 0;
  errors = 0;
  lastError: string | undefined;
  /** States a subscriber never received (a version jumped by more than one). */
  missed = 0;

  /** A move's new state reached its opponent latencyMs after the mover sent it. */
  moveSeen(latencyMs: number): void {
    if (!this.measuring) return;
    this.moves += 1;
    this.latencies.push(latencyMs);
  }

  error(message: string): void {
    this.errors += 1;
    this.lastError = message;
  }

  begin(): void {
    this.measuring = true;
    this.moves = 0;
    this.latencies = [];
  }

  end(seconds: number): LoadFigures {
    this.measuring = false;
    return { movesPerSecond: this.moves / seconds, moves: this.moves, latency: summarize(this.latencies), errors: this.errors, missed: this.missed };
  }
}

export interface LoadFigures {
  readonly movesPerSecond: number;
  readonly moves: number;
  readonly latency: LatencySummary;
  readonly errors: number;
  readonly missed: number;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs every match for warm-up + measure, returns what the recorder saw during the measured window. */
export async function runLoad(drivers: readonly MatchDriver[], recorder: LoadRecorder, warmupMs: number, measureMs: number, onMeasure?: (phase: 'begin' | 'end') => void): Promise<LoadFigures> {
  for (const d of drivers) d.start();
  await sleep(warmupMs);
  recorder.begin();
  onMeasure?.('begin');
  const t0 = performance.now();
  await sleep(measureMs);
  const seconds = (performance.now() - t0) / 1000;
  onMeasure?.('end');
  return recorder.end(seconds);
}
