// The load both servers get: N two-player matches played ping-pong, each move answered the moment its opponent sees it.
import { summarize, type LatencySummary } from './stats';

/** One match seen from the load generator: start() makes the first move; the driver reports each state arrival. */
export interface MatchDriver {
  start(): void;
  close(): Promise<void> | void;
  /** Stops making moves (moves already sent still land). */
  pause?(): void;
  /** Seats whose subscription has not delivered the newest state any seat has seen. */
  behind?(): number;
}

/** Everything a driver reports back while the load runs. */
export class LoadRecorder {
  private measuring = false;
  private latencies: number[] = [];
  private moves = 0;
  errors = 0;
  lastError: string | undefined;

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
    return {
      movesPerSecond: this.moves / seconds,
      moves: this.moves,
      latency: summarize(this.latencies),
      errors: this.errors,
    };
  }
}

export interface LoadFigures {
  readonly movesPerSecond: number;
  readonly moves: number;
  readonly latency: LatencySummary;
  readonly errors: number;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * N matches in play. With a match length, a match that ends is closed and replaced by a new one at once (as players
 * would start another), so the load stays at N; endless matches simply run.
 */
export class MatchPool {
  private readonly live = new Set<MatchDriver>();
  private closed = false;

  constructor(
    private readonly create: (onFinished: () => void) => Promise<MatchDriver>,
    private readonly recorder: LoadRecorder,
  ) {}

  async fill(n: number, batch = 10): Promise<void> {
    for (let i = 0; i < n; i += batch) {
      await Promise.all(Array.from({ length: Math.min(batch, n - i) }, () => this.add(false)));
    }
  }

  private async add(startNow: boolean): Promise<void> {
    const slot: { driver?: MatchDriver } = {};
    const finished = (): void => {
      if (!slot.driver || !this.live.delete(slot.driver)) return;
      void slot.driver.close();
      if (!this.closed) this.add(true).catch((e: unknown) => this.recorder.error(`replacing a match: ${String(e)}`));
    };
    const driver = await this.create(finished);
    slot.driver = driver;
    if (this.closed) {
      await driver.close();
      return;
    }
    this.live.add(driver);
    if (startNow) driver.start();
  }

  start(): void {
    for (const d of this.live) d.start();
  }

  /** Stops all moves, waits for the last ones to be delivered, then counts subscribers left behind (should be 0). */
  async settle(ms: number): Promise<number> {
    this.closed = true;
    for (const d of this.live) d.pause?.();
    await sleep(ms);
    let behind = 0;
    for (const d of this.live) behind += d.behind?.() ?? 0;
    return behind;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.live].map((d) => d.close()));
    this.live.clear();
  }
}

/** Runs every match for warm-up + measure, returns what the recorder saw during the measured window. */
export async function runLoad(
  pool: MatchPool,
  recorder: LoadRecorder,
  warmupMs: number,
  measureMs: number,
  onMeasure?: (phase: 'begin' | 'end') => void,
): Promise<LoadFigures> {
  pool.start();
  await sleep(warmupMs);
  recorder.begin();
  onMeasure?.('begin');
  const t0 = performance.now();
  await sleep(measureMs);
  const seconds = (performance.now() - t0) / 1000;
  onMeasure?.('end');
  return recorder.end(seconds);
}
