// Typed pub/sub over Postgres LISTEN/NOTIFY (in-process with PGlite): notifications carry ids and versions only.
import type { DbHandle, Executor } from '@cortex/db';
import type { Logger } from '../logger';
import type { UserEventMessage } from '../modules/events/publish';

/** Every channel and the shape of its payload. Nothing secret ever goes into a payload. */
export interface Channels {
  match: { matchId: string; version: number };
  lobby: { lobbyId: string };
  /** A session or API token was revoked: instances close WebSockets authenticated with it. */
  revoked: { credentialId: string };
  /** Something for one user to hear of (their turn, a match or lobby of theirs, a challenge): ids only. */
  user: UserEventMessage;
}
export type ChannelName = keyof Channels;

const PG_CHANNEL: Record<ChannelName, string> = { match: 'cortex_match', lobby: 'cortex_lobby', revoked: 'cortex_revoked', user: 'cortex_user' };

type Listener<C extends ChannelName> = (payload: Channels[C]) => void;

export class PubSub {
  readonly #listeners: { [C in ChannelName]: Set<Listener<C>> } = { match: new Set(), lobby: new Set(), revoked: new Set(), user: new Set() };
  readonly #unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: DbHandle,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    for (const name of Object.keys(PG_CHANNEL) as ChannelName[]) {
      const off = await this.db.listen(PG_CHANNEL[name], (raw) => this.dispatch(name, raw));
      this.#unlisten.push(off);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.#unlisten.splice(0).map((off) => off()));
  }

  /** Publishes; pass the transaction so the notification is only delivered if it commits. */
  publish<C extends ChannelName>(channel: C, payload: Channels[C], tx?: Executor): Promise<void> {
    return this.db.notify(PG_CHANNEL[channel], JSON.stringify(payload), tx);
  }

  /** The wire channel and payload of a publish, for a statement that notifies as part of its own write. */
  wire<C extends ChannelName>(channel: C, payload: Channels[C]): { channel: string; payload: string } {
    return { channel: this.db.channel(PG_CHANNEL[channel]), payload: JSON.stringify(payload) };
  }

  on<C extends ChannelName>(channel: C, listener: Listener<C>): () => void {
    const set = this.#listeners[channel] as Set<Listener<C>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  private dispatch(channel: ChannelName, raw: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      this.log.warn({ channel }, 'ignored a malformed notification');
      return;
    }
    for (const listener of this.#listeners[channel] as Set<Listener<ChannelName>>) {
      try {
        listener(payload as Channels[ChannelName]);
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
export function changeTicks(subscribe: (tick: () => void) => () => void, initial: boolean): AsyncIterableIterator<true> {
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
