// Recently used matches kept in memory, so a move and its fan-out to subscribers do not re-read the match from the database.
// Correctness never depends on it: writes are still guarded by `where version = expected`, a notification of a newer
// version (from any instance) evicts an entry, and entries older than the TTL are re-read in case a notification was lost.

export interface Versioned {
  readonly row: { readonly version: number };
}

export class MatchCache<T extends Versioned> {
  readonly #entries = new Map<string, { value: T; at: number }>();
  readonly #inflight = new Map<string, Promise<T | undefined>>();

  constructor(
    private readonly opts: { readonly max: number; readonly ttlMs: number; readonly now?: () => number },
  ) {}

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** The cached value if fresh, else one shared fetch for all concurrent callers (its result is cached). */
  async get(id: string, fetch: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.#entries.get(id);
    if (hit && this.now() - hit.at <= this.opts.ttlMs) {
      // Re-insert: Map order is the LRU order.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit.value;
    }
    const pending = this.#inflight.get(id);
    if (pending) return pending;
    const started = fetch().then(
      (value) => {
        this.#inflight.delete(id);
        // A newer version stored meanwhile (by a commit on this instance) wins over what the read saw.
        const current = this.#entries.get(id);
        if (value && !(current && current.value.row.version > value.row.version)) this.set(id, value);
        return value;
      },
      (error: unknown) => {
        this.#inflight.delete(id);
        throw error;
      },
    );
    this.#inflight.set(id, started);
    return started;
  }

  set(id: string, value: T): void {
    this.#entries.delete(id);
    this.#entries.set(id, { value, at: this.now() });
    while (this.#entries.size > this.opts.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** A change to this version happened somewhere: drop anything older. */
  changed(id: string, version: number): void {
    const hit = this.#entries.get(id);
    if (hit && hit.value.row.version < version) this.#entries.delete(id);
  }

  delete(id: string): void {
    this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }
}
