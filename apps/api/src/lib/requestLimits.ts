// Request rates per address and per signed-in caller, in points per second and per minute; the same on HTTP and WebSocket.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AbuseLimits } from './limits';
import { inWords, rateLimited } from './throttle';

interface Window {
  readonly limiter: RateLimiterMemory;
  readonly who: string;
}

export class RequestLimiter {
  readonly #address: readonly Window[];
  readonly #caller: readonly Window[];
  readonly #chat: Window;

  constructor(limits: AbuseLimits) {
    const windows = (who: string, perSecond: number, perMinute: number): Window[] => [
      { limiter: new RateLimiterMemory({ points: perSecond, duration: 1 }), who },
      { limiter: new RateLimiterMemory({ points: perMinute, duration: 60 }), who },
    ];
    this.#address = windows(
      'this address',
      limits.requestPointsPerAddressPerSecond,
      limits.requestPointsPerAddressPerMinute,
    );
    this.#caller = windows(
      'this account',
      limits.requestPointsPerCallerPerSecond,
      limits.requestPointsPerCallerPerMinute,
    );
    this.#chat = {
      limiter: new RateLimiterMemory({ points: limits.chatPerAddressPerMinute, duration: 60 }),
      who: 'this address',
    };
  }

  /** One chat message from an address (match and lobby chat together): several accounts at one address share it. */
  async takeChat(address: string): Promise<void> {
    const refused = await this.#consume(this.#chat, address, 1);
    if (!refused) return;
    const seconds = Math.max(1, Math.ceil(refused.ms / 1000));
    throw rateLimited(`Too many chat messages from this address: wait ${inWords(seconds)}.`, seconds);
  }

  /** Takes points from each window of the address and of the caller (when signed in); RATE_LIMITED naming the wait when one is spent. */
  async take(address: string, addressPoints: number, caller: string | null, callerPoints: number): Promise<void> {
    const takings: Promise<unknown>[] = [];
    if (addressPoints > 0) for (const w of this.#address) takings.push(this.#consume(w, address, addressPoints));
    if (caller !== null && callerPoints > 0)
      for (const w of this.#caller) takings.push(this.#consume(w, caller, callerPoints));
    const refused = (await Promise.all(takings)).filter((r): r is { who: string; ms: number } => r !== null);
    if (refused.length === 0) return;
    const worst = refused.reduce((a, b) => (b.ms > a.ms ? b : a));
    const seconds = Math.max(1, Math.ceil(worst.ms / 1000));
    throw rateLimited(`Too many requests from ${worst.who}: wait ${inWords(seconds)} and try again.`, seconds);
  }

  async #consume(w: Window, key: string, points: number): Promise<{ who: string; ms: number } | null> {
    try {
      await w.limiter.consume(key, points);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return { who: w.who, ms: error.msBeforeNext };
      throw error;
    }
  }
}
