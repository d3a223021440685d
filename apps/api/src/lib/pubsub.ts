// Typed pub/sub over Postgres LISTEN/NOTIFY (in-process with PGlite) and direct links between instances: notifications
// carry ids and versions, and a small move its own row, so other instances need not read it back.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { instanceKeys, type DbHandle, type Executor } from '@cortex/db';
import type { LogEntry, Move } from '@cortex/engine';
import type { Logger } from '../logger';
import type { UserEventMessage } from '../modules/events/publish';
import { PeerLinks, type PeerHello } from './peerLinks';

/**
 * A committed move as the move log and the match row hold it, carried between instances in its change so another
 * instance holding the match at the version before applies it in memory instead of reading it back. It may hold what
 * the move log holds (hidden information included), so it goes only from one instance to another through the database,
 * which stores the same row: never to a client (listeners take ids and versions from payloads, and read views).
 */
export interface CarriedMove {
  readonly seat: number;
  readonly move: Move;
  readonly log: readonly LogEntry[];
  readonly byBot: boolean;
  readonly timedOut: boolean;
  /** The row's time (ISO), and the match row's fields the move set. */
  readonly at: string;
  readonly toAct: readonly number[];
  readonly deadlineAt: string | null;
  readonly drawOffers: readonly number[];
  readonly stateVersion: number;
}

/** Every channel and the shape of its payload. Nothing secret goes to a client from a payload. */
export interface Channels {
  /**
   * A change of the match; `refresh` when something in its row changed without a new version (a draw offer); `move`
   * when the change is one plain move (see CarriedMove), sent to other instances only when it is small (CARRY_BYTES).
   */
  match: { matchId: string; version: number; refresh?: boolean; move?: CarriedMove };
  lobby: { lobbyId: string };
  /** A session or API token was revoked: instances close WebSockets authenticated with it. */
  revoked: { credentialId: string };
  /** Something for one user to hear of (their turn, a match or lobby of theirs, a challenge): ids only. */
  user: UserEventMessage;
  /** Where an instance takes direct links from the others (PeerLinks): between instances only, never to a client. */
  peer: PeerHello;
}
export type ChannelName = keyof Channels;

const PG_CHANNEL: Record<ChannelName, string> = {
  match: 'cortex_match',
  lobby: 'cortex_lobby',
  revoked: 'cortex_revoked',
  user: 'cortex_user',
  peer: 'cortex_peer',
};
/** Changes announced after their commit, many to a notification (see announce). */
const BATCH_CHANNEL = 'cortex_batch';
/** Postgres refuses payloads of 8,000 bytes or more (UTF-8): a batch is split below that. */
const MAX_PAYLOAD = 7000;
/**
 * A match change carries its move to other instances when its text is at most this many bytes (a plain move of every
 * game here but the longest logs); a longer one goes as id and version, and is read back by whoever holds the match.
 */
export const CARRY_BYTES = 1500;

type Listener<C extends ChannelName> = (payload: Channels[C]) => void;

/** Where this instance takes direct links from the others (host and port; port 0: any free one), or none. */
export type PeerLinksAddress = { readonly host: string; readonly port: number } | false;

/** One change for announce: a channel and its payload. */
export type Change = { [C in ChannelName]: { readonly channel: C; readonly payload: Channels[C] } }[ChannelName];

/** A batch notification: the instance that sent it (which ignores its own) and its changes in order. */
interface BatchMessage {
  readonly from: string;
  readonly changes: readonly Change[];
}

export class PubSub {
  readonly #listeners: { [C in ChannelName]: Set<Listener<C>> } = {
    match: new Set(),
    lobby: new Set(),
    revoked: new Set(),
    user: new Set(),
    peer: new Set(),
  };
  readonly #unlisten: (() => Promise<void>)[] = [];
  /** This process's id in batch notifications, so it skips the ones it sent (it has dispatched them already). */
  readonly #instance = randomUUID();
  readonly #ownPrefix = `{"from":${JSON.stringify(this.#instance)},`;
  /** Direct links to other instances (Postgres only: PGlite has no other process). */
  #links: PeerLinks | undefined;
  /** Called when changes may have been missed: the listening connection or a direct link was lost. */
  readonly #resyncs = new Set<() => void>();

  constructor(
    private readonly db: DbHandle,
    private readonly log: Logger,
    private readonly linksAt: PeerLinksAddress = { host: '127.0.0.1', port: 0 },
  ) {}

  async start(): Promise<void> {
    for (const name of Object.keys(PG_CHANNEL) as ChannelName[]) {
      const off = await this.db.listen(PG_CHANNEL[name], (raw) => this.dispatch(name, raw));
      this.#unlisten.push(off);
    }
    this.#unlisten.push(await this.db.listen(BATCH_CHANNEL, (raw) => this.dispatchBatch(raw)));
    const offRestored = this.db.onListenRestored(() => {
      // The connection has a new pid: linked instances hear it, and the others where to link.
      this.#links?.listenerChanged();
      this.#resync();
    });
    this.#unlisten.push(async () => offRestored());
    if (this.db.driver === 'pg' && this.linksAt) await this.#startLinks(this.linksAt);
  }

  async stop(): Promise<void> {
    await this.#links?.close();
    await Promise.all(this.#unlisten.splice(0).map((off) => off()));
  }

  /** The live direct links' peers (tests and the bench). */
  get linkedPeers(): { id: string; pid: number }[] {
    return this.#links?.peers ?? [];
  }

  /** Where this instance takes direct links, once started with them. */
  get linksAddress(): PeerHello | undefined {
    return this.#links?.address;
  }

  async #startLinks(at: { readonly host: string; readonly port: number }): Promise<void> {
    const links = new PeerLinks({
      id: this.#instance,
      key: await this.#linkKey(),
      host: at.host,
      port: at.port,
      listenerPid: () => this.db.listenerPid(),
      hello: (hello) => this.publish('peer', hello),
      onMessage: (line) => this.dispatchBatch(line),
      onLost: () => {
        this.log.warn('a direct link to another instance was lost: reading again what it carried');
        this.#resync();
      },
      onError: (error, what) => this.log.warn({ err: error }, what),
    });
    this.#links = links;
    const offHello = this.on('peer', (hello) => links.heard(hello));
    this.#unlisten.push(async () => void offHello());
    await links.start();
  }

  /** The key every instance on this database proves on a link: made by the first that asks, then read. */
  async #linkKey(): Promise<Buffer> {
    const name = 'peer_links';
    await this.db.db
      .insert(instanceKeys)
      .values({ name, key: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.db.select().from(instanceKeys).where(eq(instanceKeys.name, name));
    if (!row) throw new Error('the key for links between instances could not be read');
    return Buffer.from(row.key, 'base64url');
  }

  /** Publishes; pass the transaction so the notification is only delivered if it commits. */
  publish<C extends ChannelName>(channel: C, payload: Channels[C], tx?: Executor): Promise<void> {
    return this.db.notify(PG_CHANNEL[channel], JSON.stringify(payload), tx);
  }

  /** The wire channel and payload of a publish, for a statement that notifies as part of its own write. */
  wire<C extends ChannelName>(channel: C, payload: Channels[C]): { channel: string; payload: string } {
    return { channel: this.db.channel(PG_CHANNEL[channel]), payload: JSON.stringify(payload) };
  }

  /**
   * Announces changes that have committed already: this instance's listeners hear them at once, and other instances
   * over direct links or through notifications sent outside any write (db.notifyAfterCommit), so no commit waits on the
   * notification lock. `others`: the other processes' listening connections the write found (DbHandle.peers, asked in
   * its transaction), or true when not known. When every one has a live direct link, the changes go over the links and
   * Postgres carries nothing; when one has none, they go through Postgres to all. None: unless another PubSub of this
   * process shares the handle (tests run two instances on one), nothing is sent, as a process that starts listening
   * later reads after the write has committed.
   */
  announce(changes: readonly Change[], others: readonly number[] | true = true): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    let told = Promise.resolve();
    // Other instances are told first: their way to a player is the longer one.
    // A second PubSub on this handle (tests) shares its pid, which no write lists: only Postgres reaches it.
    const sibling = this.db.listeners(BATCH_CHANNEL) > 1;
    const listed = others !== true && others.length > 0;
    if (others === true || listed || sibling) {
      const payloads = this.#batchPayloads(changes);
      const linked = listed && !sibling && this.#links?.send(others, `${payloads.join('\n')}\n`) === true;
      if (!linked) told = this.db.notifyAfterCommit(BATCH_CHANNEL, payloads);
    }
    for (const change of changes) this.deliver(change.channel, change.payload);
    return told;
  }

  /**
   * The batch notifications' texts (BatchMessage): each change written once, a move dropped from a change longer than
   * CARRY_BYTES, and cut so no text reaches MAX_PAYLOAD (all sizes in UTF-8 bytes, as Postgres counts them).
   */
  #batchPayloads(changes: readonly Change[]): string[] {
    const payloads: string[] = [];
    let chunk: string[] = [];
    let size = 0;
    for (const change of changes) {
      let text = JSON.stringify(change);
      if (change.channel === 'match' && change.payload.move && Buffer.byteLength(text) > CARRY_BYTES) {
        const { move: _dropped, ...rest } = change.payload;
        text = JSON.stringify({ channel: 'match', payload: rest } satisfies Change);
      }
      const bytes = Buffer.byteLength(text) + 1;
      if (chunk.length > 0 && size + bytes > MAX_PAYLOAD) {
        payloads.push(this.#batchMessage(chunk));
        chunk = [];
        size = 0;
      }
      chunk.push(text);
      size += bytes;
    }
    if (chunk.length > 0) payloads.push(this.#batchMessage(chunk));
    return payloads;
  }

  /** A BatchMessage's text from its changes' texts: JSON.stringify's own shape, which #ownPrefix recognises. */
  #batchMessage(changes: readonly string[]): string {
    return `${this.#ownPrefix}"changes":[${changes.join(',')}]}`;
  }

  on<C extends ChannelName>(channel: C, listener: Listener<C>): () => void {
    const set = this.#listeners[channel] as Set<Listener<C>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * A listener for channel C that also hears when notifications may have been missed (the listening connection to the
   * database was lost and is back, or a direct link to another instance was lost): it is then called with no payload,
   * to read again whatever it follows.
   */
  onChangeOrResync<C extends ChannelName>(channel: C, listener: (payload: Channels[C] | null) => void): () => void {
    const off = this.on(channel, listener);
    const resync = (): void => listener(null);
    this.#resyncs.add(resync);
    return () => {
      off();
      this.#resyncs.delete(resync);
    };
  }

  private dispatch(channel: ChannelName, raw: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      this.log.warn({ channel }, 'ignored a malformed notification');
      return;
    }
    this.deliver(channel, payload as Channels[ChannelName]);
  }

  private dispatchBatch(raw: string): void {
    // This instance's own batches (it delivered them when it sent them) are known by their first bytes, unparsed.
    if (raw.startsWith(this.#ownPrefix)) return;
    let message: BatchMessage;
    try {
      message = JSON.parse(raw) as BatchMessage;
    } catch {
      this.log.warn({ channel: BATCH_CHANNEL }, 'ignored a malformed notification');
      return;
    }
    if (message.from === this.#instance || !Array.isArray(message.changes)) return;
    for (const change of message.changes)
      if (Object.hasOwn(PG_CHANNEL, change.channel)) this.deliver(change.channel, change.payload);
  }

  #resync(): void {
    for (const resync of [...this.#resyncs]) {
      try {
        resync();
      } catch (error) {
        this.log.error({ err: error }, 'reading again after missed notifications failed');
      }
    }
  }

  private deliver(channel: ChannelName, payload: Channels[ChannelName]): void {
    for (const listener of this.#listeners[channel] as Set<Listener<ChannelName>>) {
      try {
        listener(payload);
      } catch (error) {
        this.log.error({ err: error, channel }, 'notification listener failed');
      }
    }
  }
}

/**
 * An async iterator of "something changed" ticks for one key, for subscriptions. Ticks coalesce: a slow
 * consumer gets one tick for many changes and reads the latest state, so nothing is lost or queued without bound.
 */
export function changeTicks(
  subscribe: (tick: () => void) => () => void,
  initial: boolean,
): AsyncIterableIterator<true> {
  let pending = initial;
  let wake: (() => void) | undefined;
  let done = false;
  const off = subscribe(() => {
    pending = true;
    wake?.();
  });
  const iterator: AsyncIterableIterator<true> = {
    async next() {
      while (!pending && !done) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (done) return { done: true, value: undefined };
      pending = false;
      return { done: false, value: true };
    },
    async return() {
      done = true;
      off();
      wake?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The ticks of `ticks` as the same value each time (a subscription's own state, handed to its resolver). */
export function mapTicks<T>(ticks: AsyncIterableIterator<true>, value: T): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const tick = await ticks.next();
      return tick.done ? { done: true, value: undefined } : { done: false, value };
    },
    async return() {
      await ticks.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
