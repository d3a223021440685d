// Database handle factory: embedded PGlite by default, node-postgres when given a URL, same typed API for both.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { queryPrepared } from './pglitePrepared';
import { BARRIER, PRESENT, peerProbe, type PeerProbe } from './peers';

export type { PeerProbe } from './peers';

export type Schema = typeof schema;

/**
 * The part of a raw `db.execute()` result both drivers share (PGlite's Results and pg's QueryResult
 * both carry `rows`), so callers get typed rows without knowing the driver.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export interface RowsResult<TRow> {
  rows: TRow[];
}

/** Drizzle database typed with the Cortex schema; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<QueryResultHKT, Schema>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Accept either so helpers can run inside or outside a caller's transaction. */
export type Executor = Database | Transaction;

export type Driver = 'pglite' | 'pg';
export type NotificationHandler = (payload: string) => void | Promise<void>;

export interface CreateDbOptions {
  /** postgres:// URL: use a node-postgres Pool. Without it, an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (ignored with `url`); `memory://` for a throwaway in-memory database. Default `<repo>/.data/pglite`. */
  dataDir?: string;
  /** Postgres schema every connection works in (search_path); created if missing. Also namespaces LISTEN/NOTIFY channels. */
  schema?: string;
  /** Maximum pool size for node-postgres. */
  poolSize?: number;
  /** Background errors that have no caller to throw to (idle pool clients, the LISTEN connection, notification handlers). Default: console.error. */
  onError?: (err: Error) => void;
}

interface HandleBase {
  db: Database;
  /** The schema from the options, or undefined for the server's default search_path. */
  schema: string | undefined;
  close(): Promise<void>;
  /** Subscribe to a channel; resolves once LISTEN is active. The returned function unsubscribes (idempotent). */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** How many handlers listen on the channel through this handle (in this process). */
  listeners(channel: string): number;
  /**
   * Called when the listening connection is back after a loss: notifications sent meanwhile are lost, so whoever
   * relies on them reads again. Returns a function that stops the calls.
   */
  onListenRestored(handler: () => void): () => void;
  /**
   * pg_notify, payload at most ~8000 bytes. Pass the transaction to make delivery depend on its commit
   * (on PGlite, code inside a transaction must use `tx`: the single connection is held until it ends).
   */
  notify(channel: string, payload: string, tx?: Executor): Promise<void>;
  /** The channel's name on the wire (schema-prefixed), for SQL that calls pg_notify itself inside a larger statement. */
  channel(name: string): string;
  /**
   * Sends notifications in a transaction of their own that writes nothing and does not wait for a WAL flush. A committing
   * transaction with notifications holds a database-wide lock until it ends, so notifying inside a write would serialise
   * every commit behind one flush at a time; sent after the write has committed, they cost no flush at all.
   */
  notifyAfterCommit(channel: string, payloads: readonly string[]): Promise<void>;
  /**
   * One raw statement with parameters, for hot paths where building the query would cost more than running it. With a
   * name, node-postgres prepares it once per connection and reuses the plan, and PGlite prepares it once in its session
   * and executes it with its parameters written into the text (see queryPrepared), in one call instead of six.
   */
  query<T>(text: string, params: readonly unknown[], name?: string): Promise<T[]>;
  /**
   * The backend pid of this handle's listening connection, as other processes' PeerProbe lists it: 0 while it is down,
   * and always with PGlite (no other process can listen there).
   */
  listenerPid(): number;
  /**
   * Asks, inside a write, whether another process listens on this database (null: none can, as with PGlite, which lives
   * in this process only). A write that finds no one else listening may skip telling other processes of itself.
   */
  readonly peers: PeerProbe | null;
}

export interface PgliteHandle extends HandleBase {
  driver: 'pglite';
  /** Escape hatch to the underlying client. */
  client: PGlite;
}
export interface PgHandle extends HandleBase {
  driver: 'pg';
  /** Escape hatch to the underlying pool. */
  client: pg.Pool;
}
export type DbHandle = PgliteHandle | PgHandle;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const defaultDataDir = path.join(repoRoot, '.data', 'pglite');

// Unquoted so it can go into a pg startup `options` string; lowercase so it means the same quoted or not.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(name: string): void {
  if (!SCHEMA_NAME.test(name)) {
    throw new Error(`Invalid schema name ${JSON.stringify(name)}: use lowercase letters, digits and _ (max 63).`);
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const defaultOnError = (err: Error): void => {
  console.error('[@cortex/db]', err);
};

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export async function createDb(opts: CreateDbOptions = {}): Promise<DbHandle> {
  if (opts.schema !== undefined) assertSchemaName(opts.schema);
  if (opts.url) return createPgHandle(opts.url, opts);
  const dataDir = opts.dataDir ?? defaultDataDir;
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = (): void => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
    return await wrapPglite(client, { ...opts, onClosed: releaseLock });
  } catch (e) {
    releaseLock();
    throw e;
  }
}

/** Lock files this process holds, to tell its own lock from a stale one that happens to carry its pid. */
const heldLocks = new Set<string>();

/**
 * PGlite has no lock of its own and two processes on one data dir corrupt it, so take a pid lock file
 * beside the directory. A lock whose process is gone is taken over; so is one carrying our own pid that we
 * did not take (a container restarted with the same pid).
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const ours = owner === process.pid;
      if ((ours && heldLocks.has(lockPath)) || (!ours && owner > 0 && isAlive(owner))) {
        const who = ours ? 'this process' : `process ${owner}`;
        throw new Error(
          `PGlite data dir ${dataDir} is already open in ${who}. If no Cortex process uses it, delete ${lockPath}.`,
          { cause: e },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock PGlite data dir ${dataDir} (lock ${lockPath}).`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Wrap an already created PGlite (e.g. one loaded from a migrated template) in a handle. */
export async function wrapPglite(
  client: PGlite,
  opts: Pick<CreateDbOptions, 'schema' | 'onError'> & { onClosed?: () => void } = {},
): Promise<PgliteHandle> {
  const onError = opts.onError ?? defaultOnError;
  if (opts.schema !== undefined) {
    assertSchemaName(opts.schema);
    // PGlite is one backend session, so setting search_path once covers every later query.
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(opts.schema)}; SET search_path TO ${quoteIdent(opts.schema)}`,
    );
  }
  const db: Database = drizzlePglite({ client, schema });
  const hub = new ChannelHub(async (text) => {
    await client.exec(text);
  }, onError);
  const stopDispatch = client.onNotification((channel, payload) => hub.dispatch(channel, payload));
  const naming = channelNaming(opts.schema);
  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db,
    client,
    schema: opts.schema,
    listen: async (channel, handler) => hub.listen(naming(channel), handler),
    listeners: (channel) => hub.channels.get(naming(channel))?.size ?? 0,
    // PGlite's notifications are in-process: there is no connection to lose.
    onListenRestored: () => () => undefined,
    notify: async (channel, payload, tx) => notify(tx ?? db, naming(channel), payload),
    channel: naming,
    // PGlite runs in this process only: its listeners are this handle's, so they are told directly, without a statement.
    notifyAfterCommit: async (channel, payloads) => {
      // Postgres's own limit, so a payload that would fail there fails here too.
      if (payloads.some((payload) => Buffer.byteLength(payload) >= NOTIFY_PAYLOAD_LIMIT))
        throw new Error('payload string too long');
      for (const payload of payloads) hub.dispatch(naming(channel), payload);
    },
    // A named statement is a hot path: prepared once, then executed in one call into the database (queryPrepared).
    query: async <T>(text: string, params: readonly unknown[], name?: string) =>
      name === undefined
        ? (await client.query<T>(text, [...params])).rows
        : queryPrepared<T>(client, text, params, name),
    listenerPid: () => 0,
    peers: null,
    close: () =>
      (closing ??= (async () => {
        stopDispatch();
        try {
          if (!client.closed) await client.close();
        } finally {
          opts.onClosed?.();
        }
      })()),
  };
}

async function createPgHandle(url: string, opts: CreateDbOptions): Promise<PgHandle> {
  const onError = opts.onError ?? defaultOnError;
  const poolConfig: pg.PoolConfig = { connectionString: url, max: opts.poolSize ?? 10 };
  if (opts.schema !== undefined) {
    // pg lets connection-string parameters override the config object, which would silently drop ours.
    if (/[?&]options=/.test(url))
      throw new Error('createDb: `schema` cannot be combined with an `options` parameter in the URL.');
    // A startup parameter rather than a SET on connect: it applies before any query, on every pooled connection.
    poolConfig.options = `-c search_path=${opts.schema}`;
  }
  const pool = new pg.Pool(poolConfig);
  // Without a listener an idle client's error (e.g. server restart) would crash the process; the pool replaces it.
  pool.on('error', (err) => onError(err));
  try {
    if (opts.schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(opts.schema)}`);
    else await pool.query('select 1');
  } catch (e) {
    await pool.end();
    throw e;
  }
  const db: Database = drizzleNodePg({ client: pool, schema });
  const naming = channelNaming(opts.schema);
  const presence = presenceKey(naming);
  // The listening connection has no search_path of the schema: it names the sequence in full.
  const arrivals = opts.schema === undefined ? ARRIVALS : `${quoteIdent(opts.schema)}.${quoteIdent(ARRIVALS)}`;
  const listener = new PgListener(url, onError, presence, arrivals);
  const notifier = new PgNotifier(url, onError);
  let closing: Promise<void> | undefined;
  return {
    driver: 'pg',
    db,
    client: pool,
    schema: opts.schema,
    listen: async (channel, handler) => listener.hub.listen(naming(channel), handler),
    listeners: (channel) => listener.hub.channels.get(naming(channel))?.size ?? 0,
    onListenRestored: (handler) => listener.onRestored(handler),
    notify: async (channel, payload, tx) => notify(tx ?? db, naming(channel), payload),
    channel: naming,
    notifyAfterCommit: (channel, payloads) => notifier.send(naming(channel), payloads),
    query: async <T>(text: string, params: readonly unknown[], name?: string) =>
      (await pool.query(name === undefined ? { text, values: [...params] } : { name, text, values: [...params] }))
        .rows as T[],
    listenerPid: () => listener.pid,
    peers: peerProbe(presence, arrivals, () => listener.pid),
    close: () =>
      (closing ??= (async () => {
        try {
          await Promise.all([listener.close(), notifier.close()]);
        } finally {
          await pool.end();
        }
      })()),
  };
}

/**
 * One connection that only notifies, with synchronous_commit off: its transactions write nothing durable, so they need
 * not wait for a WAL flush, and hold Postgres's notification lock only for as long as the send takes. Sends queue on it
 * in order; a lost connection is replaced on the next send.
 */
class PgNotifier {
  private client: Promise<pg.Client> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onError: (err: Error) => void,
  ) {}

  private connected(): Promise<pg.Client> {
    this.client ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, options: '-c synchronous_commit=off' });
      client.on('error', (err) => {
        this.onError(err);
        this.client = undefined;
      });
      client.on('end', () => (this.client = undefined));
      try {
        await client.connect();
      } catch (e) {
        this.client = undefined;
        throw e;
      }
      return client;
    })();
    return this.client;
  }

  send(channel: string, payloads: readonly string[]): Promise<void> {
    if (payloads.length === 0) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('Database handle is closed.'));
    // One statement for all: the notifications of one call arrive together and in order.
    const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
    const run = async (): Promise<void> => {
      const client = await this.connected();
      await client.query(`select ${calls}`, [channel, ...payloads]);
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const client = this.client;
    this.client = undefined;
    if (client) await (await client.catch(() => undefined))?.end();
  }
}

/**
 * Channels are database-wide, so a handle bound to a schema prefixes them to stay isolated like its tables.
 * Postgres truncates channel names to 63 bytes, which would merge long names that share a prefix, so those
 * are replaced by a hash (listen and notify both go through here, so they agree).
 */
function channelNaming(schemaName: string | undefined): (channel: string) => string {
  const prefix = schemaName === undefined ? '' : `${schemaName}.`;
  return (channel) => {
    if (channel.length === 0 || channel.includes('\0')) throw new Error('Invalid channel name.');
    const wire = prefix + channel;
    if (Buffer.byteLength(wire) <= 63) return wire;
    return `${prefix}#${createHash('sha256').update(channel).digest('hex').slice(0, 40)}`;
  };
}

/** Postgres refuses a notification's payload of this many bytes or more (pg_notify: "payload string too long"). */
const NOTIFY_PAYLOAD_LIMIT = 8000;

/** The sequence counting processes that started listening (see peerProbe); schema names are checked, so it quotes plainly. */
const ARRIVALS = schema.listenerArrivals.seqName!;

/** The first half of the presence and barrier lock keys: one per schema, as channels are (a positive int4). */
function presenceKey(naming: (channel: string) => string): number {
  return createHash('sha256').update(naming('cortex_presence')).digest().readUInt32BE(0) & 0x7fffffff;
}

async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Handlers per channel over one listening connection. LISTEN/UNLISTEN run strictly in order, so a quick
 * unsubscribe/subscribe pair on the same channel cannot end up unlistened.
 */
class ChannelHub {
  readonly channels = new Map<string, Set<NotificationHandler>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly run: (statement: string) => Promise<void>,
    private readonly onError: (err: Error) => void,
  ) {}

  serialize<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    // Wrapped so the same function can subscribe twice and each unsubscribe removes only its own entry.
    const entry: NotificationHandler = (payload) => handler(payload);
    await this.serialize(async () => {
      const set = this.channels.get(channel);
      if (set) {
        set.add(entry);
        return;
      }
      await this.run(`LISTEN ${quoteIdent(channel)}`);
      this.channels.set(channel, new Set([entry]));
    });
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      await this.serialize(async () => {
        const set = this.channels.get(channel);
        if (!set?.delete(entry) || set.size > 0) return;
        this.channels.delete(channel);
        await this.run(`UNLISTEN ${quoteIdent(channel)}`);
      });
    };
  }

  dispatch(channel: string, payload: string): void {
    const set = this.channels.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        const result = handler(payload);
        if (result instanceof Promise) result.catch((e: unknown) => this.onError(toError(e)));
      } catch (e) {
        this.onError(toError(e));
      }
    }
  }
}

/**
 * One dedicated connection for LISTEN (pooled connections come and go, and would lose their subscriptions).
 * Connected on first use and re-established with the current channels after a connection loss;
 * notifications sent while it was down are lost, so treat them as hints and re-read state.
 */
class PgListener {
  readonly hub: ChannelHub;
  readonly #restored = new Set<() => void>();
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs = 250;
  /** The listening connection's backend pid (0 while it is down): its presence lock is this process's own. */
  pid = 0;

  constructor(
    private readonly url: string,
    private readonly onError: (err: Error) => void,
    /** The first half of the presence and barrier lock keys (see PeerProbe). */
    private readonly presence: number,
    /** The sequence counting arrivals (see peerProbe), as this connection resolves it. */
    private readonly arrivals: string,
  ) {
    this.hub = new ChannelHub(async (statement) => {
      const client = await this.connected();
      await client.query(statement);
    }, onError);
  }

  // Only called from inside hub.serialize, so there is never more than one connect in flight.
  private async connected(): Promise<pg.Client> {
    if (this.closed) throw new Error('Database handle is closed.');
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.url });
    const lost = (err?: Error): void => {
      if (this.client !== client) return;
      this.client = undefined;
      this.pid = 0;
      client.removeAllListeners('notification');
      if (this.closed) return;
      this.onError(err ?? new Error('LISTEN connection ended unexpectedly.'));
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (err) => lost(err));
    client.on('end', () => lost());
    client.on('notification', (msg) => this.hub.dispatch(msg.channel, msg.payload ?? ''));
    try {
      await client.connect();
      this.pid = await this.#announce(client);
      for (const channel of this.hub.channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (e) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.pid = 0;
      throw e;
    }
    this.client = client;
    this.retryDelayMs = 250;
    return client;
  }

  /**
   * Makes this process known to writers that skip notifying when no one else listens (PeerProbe): a presence lock held
   * as long as the connection lives, the count of arrivals moved on (so writers that remembered "no one else" look
   * again; a database not migrated yet has no such count, and no writer that could remember), then the barrier taken
   * exclusively and let go at once, which waits for every write that may have looked for listeners before the presence
   * lock was there. Nothing is served before this returns (the
   * first LISTEN, and a reconnect's resync, come after it), so no read here can miss a write that did not notify.
   * Returns the connection's backend pid. Run before the LISTENs: the connection's last statement stays a LISTEN.
   */
  async #announce(client: pg.Client): Promise<number> {
    const key = String(this.presence);
    const results = (await client.query(
      `select pg_advisory_lock_shared(${key}, ${PRESENT}); select nextval(to_regclass('${this.arrivals}')); ` +
        `select pg_advisory_lock(${key}, ${BARRIER}); ` +
        `select pg_advisory_unlock(${key}, ${BARRIER}); select pg_backend_pid() as pid`,
    )) as unknown as pg.QueryResult<{ pid: number }>[];
    return results.at(-1)!.rows[0]!.pid;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer || this.hub.channels.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.hub
        .serialize(async () => {
          if (!this.closed && this.hub.channels.size > 0) await this.connected();
        })
        .then(() => {
          for (const handler of [...this.#restored]) {
            try {
              handler();
            } catch (e) {
              this.onError(toError(e));
            }
          }
        })
        .catch((e: unknown) => {
          this.onError(toError(e));
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
          this.scheduleReconnect();
        });
    }, this.retryDelayMs);
    // A reconnect loop alone must not keep the process alive.
    this.retryTimer.unref();
  }

  onRestored(handler: () => void): () => void {
    const entry = (): void => handler();
    this.#restored.add(entry);
    return () => this.#restored.delete(entry);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.hub.serialize(async () => {
      const client = this.client;
      this.client = undefined;
      if (client) await client.end();
    });
  }
}
