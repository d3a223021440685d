// A small pool of worker threads that decide bot moves, so a long search never blocks the API's event loop.
import { Worker } from 'node:worker_threads';
import { botFor, type AnyGame, type Move } from '@cortex/engine';
import { decideBotMove, type BotJob } from './botDecision';

interface Pending {
  readonly resolve: (move: Move | null) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

export interface BotPoolOptions {
  /** Worker threads; 0 decides in-process (for games the workers do not host, this happens anyway). */
  readonly workers: number;
  /** Games the workers host (the product games and the test game). */
  readonly hosted: ReadonlySet<string>;
}

export class BotPool {
  readonly #slots: Slot[] = [];
  #next = 0;
  #ids = 0;

  constructor(private readonly opts: BotPoolOptions) {}

  /**
   * The move the job's bot chooses (null: an optional job's bot lets it pass). Games the workers do not host, and quick
   * bots (the random level), are decided in-process: a random pick costs less than copying the state to a worker (a
   * Legendary state takes about 0.1 ms to copy, most of a random decision's time on the API's thread when it went there).
   */
  decide(game: AnyGame, job: BotJob): Promise<Move | null> {
    if (this.opts.workers === 0 || !this.opts.hosted.has(game.id) || botFor(game.bots, job.level).quick)
      return Promise.resolve().then(() => decideBotMove(game, job));
    const slot = this.#slot();
    const id = ++this.#ids;
    return new Promise<Move | null>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      // A worker keeps the process alive only while it owes an answer.
      slot.worker.ref();
      slot.worker.postMessage({ ...job, id });
    });
  }

  /** Starts every worker now: each takes seconds to load the games, which the first bot move after boot would wait for. */
  warm(): void {
    while (this.#slots.length < this.opts.workers) this.#slots.push(this.#spawn());
  }

  /** Workers started and alive. */
  get started(): number {
    return this.#slots.length;
  }

  async close(): Promise<void> {
    const slots = this.#slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Round-robin over the workers, started on first use. */
  #slot(): Slot {
    if (this.#slots.length < this.opts.workers) {
      const slot = this.#spawn();
      this.#slots.push(slot);
      return slot;
    }
    const slot = this.#slots[this.#next++ % this.#slots.length]!;
    return slot;
  }

  #spawn(): Slot {
    const worker = new Worker(new URL('./botWorker.mjs', import.meta.url));
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (msg: { id: number; move?: Move | null; error?: string }) => {
      const waiting = slot.pending.get(msg.id);
      if (!waiting) return;
      slot.pending.delete(msg.id);
      if (slot.pending.size === 0) worker.unref();
      if (msg.error !== undefined) waiting.reject(new Error(msg.error));
      else if (msg.move !== undefined) waiting.resolve(msg.move);
      else waiting.reject(new Error('The bot worker gave no move'));
    });
    const failAll = (error: Error): void => {
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The bot worker stopped (exit code ${code})`)));
    worker.unref();
    return slot;
  }
}
