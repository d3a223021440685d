// Recently used matches kept in memory, so a move and its fan-out to subscribers do not re-read the match from the database.
// Correctness never depends on it: writes are still guarded by `where version = expected`, a notification of a newer
// version (from any instance) makes an entry stale, and entries older than the TTL are read again in case a notification
// was lost. A stale entry is handed to the next read, which can bring it up to date from what changed since.

import { keepRecent } from './recentMap';

export interface Versioned {
  readonly row: { readonly version: number };
}

interface Flight<T> {
  readonly promise: Promise<T | undefined>;
  /** Set when a change is notified while the read is on its way: its answer may predate the change. */
  stale: boolean;
}

export class MatchCache<T extends Versioned> {
  /** In least recently used order; `used` is when the entry was last stored or served. */
  readonly #entries = new Map<string, { value: T; at: number; used: number; stale: boolean }>();
  readonly #inflight = new Map<string, Flight<T>>();
  /** Writes in progress per id, with the newest version notified meanwhile. */
  readonly #writes = new Map<string, { pending: number; notified: number }>();

  constructor(
    private readonly opts: {
      readonly max: number;
      readonly ttlMs: number;
      /** Entries neither stored nor served for this long are dropped (a match nobody plays or watches now). */
      readonly idleMs?: number;
      readonly now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /**
   * The cached value if fresh, else one shared read for all concurrent callers (its result is cached); the read gets
   * the stale value, if one is held, to bring up to date rather than read everything again.
   */
  async get(id: string, fetch: (stale: T | undefined) => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.#entries.get(id);
    if (hit && !hit.stale && this.now() - hit.at <= this.opts.ttlMs) {
      // Re-insert: Map order is the LRU order.
      this.#entries.delete(id);
      hit.used = this.now();
      this.#entries.set(id, hit);
      return hit.value;
    }
    const pending = this.#inflight.get(id);
    if (pending) return pending.promise;
    const flight: Flight<T> = {
      stale: false,
      promise: fetch(hit?.value).then(
        (value) => {
          if (this.#inflight.get(id) === flight) this.#inflight.delete(id);
          // A stale read goes to the callers who asked before the change, but is not kept; and a newer version stored
          // meanwhile (by a commit on this instance) wins over what the read saw.
          const current = this.#entries.get(id);
          if (value && !flight.stale && !(current && current.value.row.version > value.row.version))
            this.set(id, value);
          return value;
        },
        (error: unknown) => {
          if (this.#inflight.get(id) === flight) this.#inflight.delete(id);
          throw error;
        },
      ),
    };
    this.#inflight.set(id, flight);
    return flight.promise;
  }

  set(id: string, value: T): void {
    const now = this.now();
    this.#keep(id, { value, at: now, used: now, stale: false });
  }

  #keep(id: string, entry: { value: T; at: number; used: number; stale: boolean }): void {
    keepRecent(this.#entries, id, entry, this.opts.max, this.opts.idleMs ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Announces a write whose outcome will be cached: call before the write, then `store` its result (or `abort`).
   * Its result is only kept if no newer version was notified meanwhile: another instance's notification can be
   * handled before this instance handles its own database reply.
   */
  write(id: string): { store(value: T): void; abort(): void } {
    const w = this.#writes.get(id) ?? { pending: 0, notified: 0 };
    w.pending += 1;
    this.#writes.set(id, w);
    let done = false;
    const finish = (): number => {
      if (done) return Number.POSITIVE_INFINITY;
      done = true;
      w.pending -= 1;
      if (w.pending === 0) this.#writes.delete(id);
      return w.notified;
    };
    return {
      store: (value) => {
        if (value.row.version >= finish()) this.set(id, value);
        else this.stale(id);
      },
      abort: () => {
        finish();
        this.stale(id);
      },
    };
  }

  /** A change to this version happened somewhere: anything older is stale, and so is any read that may predate it. */
  changed(id: string, version: number): void {
    const w = this.#writes.get(id);
    if (w) w.notified = Math.max(w.notified, version);
    const hit = this.#entries.get(id);
    if (hit && hit.value.row.version < version) hit.stale = true;
    // Later callers must not join a read answered before the change: a subscriber woken by this notification would
    // get the old state and never be woken again.
    this.abandonRead(id);
  }

  /**
   * A change to `version` whose result can be worked out from what is held (another instance's move, carried in its
   * notification): when the entry is fresh and holds exactly the version before, and nothing of the match is being read
   * or written here, `next` turns it into the new value, kept with the entry's original time (the TTL still bounds how
   * long it goes unread). Otherwise, or when `next` cannot, this is `changed`. Returns whether it advanced.
   */
  advance(id: string, version: number, next: (held: T) => T | undefined): boolean {
    const hit = this.#entries.get(id);
    const fresh = hit !== undefined && !hit.stale && this.now() - hit.at <= this.opts.ttlMs;
    if (fresh && hit.value.row.version === version - 1 && !this.#writes.has(id) && !this.#inflight.has(id)) {
      const value = next(hit.value);
      if (value !== undefined && value.row.version === version) {
        this.#keep(id, { value, at: hit.at, used: this.now(), stale: false });
        return true;
      }
    }
    this.changed(id, version);
    return false;
  }

  /** The entry must be brought up to date before it is served again (its value is kept for that). */
  stale(id: string): void {
    const hit = this.#entries.get(id);
    if (hit) hit.stale = true;
    this.abandonRead(id);
  }

  /** Every entry, as `stale` does for one. */
  staleAll(): void {
    for (const entry of this.#entries.values()) entry.stale = true;
    for (const id of [...this.#inflight.keys()]) this.abandonRead(id);
  }

  delete(id: string): void {
    this.#entries.delete(id);
    this.abandonRead(id);
  }

  private abandonRead(id: string): void {
    const flight = this.#inflight.get(id);
    if (flight) {
      flight.stale = true;
      this.#inflight.delete(id);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
