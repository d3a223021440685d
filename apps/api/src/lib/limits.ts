// The abuse limits in one place: sign-in, sign-up and lobby quotas, request rates, WebSocket caps and connection timeouts.
export interface AbuseLimits {
  /** Wrong passwords for one account from one address before each further try must wait. */
  readonly loginFreeAttempts: number;
  /** The first wait after those; each further wrong password doubles it, up to loginDelayMaxMs. */
  readonly loginDelayBaseMs: number;
  readonly loginDelayMaxMs: number;
  /** Wrong passwords from one address, over every account, per loginWindowMs. */
  readonly loginFailuresPerAddress: number;
  /**
   * Wrong passwords for one account from addresses it has never signed in from, per loginWindowMs: slows a guesser
   * spread over many addresses, while the owner, from an address they have used, is never held back by it.
   */
  readonly loginFailuresPerAccountFromNewAddresses: number;
  readonly loginWindowMs: number;
  /** Accounts created from one address per hour. */
  readonly signUpsPerAddressPerHour: number;
  /** Lobbies opened (createLobby) from one address per hour. */
  readonly lobbiesPerAddressPerHour: number;
  /**
   * Request points per address per minute, and per second (a burst); a request costs 1 plus its heavy fields'
   * weights (lib/security.ts HEAVY_FIELDS). Counted by each API instance on its own.
   */
  readonly requestPointsPerAddressPerMinute: number;
  readonly requestPointsPerAddressPerSecond: number;
  /** The same per signed-in caller (session or API token's user), wherever they connect from. */
  readonly requestPointsPerCallerPerMinute: number;
  readonly requestPointsPerCallerPerSecond: number;
  /** Chat messages (match and lobby) per address per minute, over every account there; each account has its own 20 too. */
  readonly chatPerAddressPerMinute: number;
  /** Open WebSockets per address, and per signed-in user. */
  readonly socketsPerAddress: number;
  readonly socketsPerUser: number;
  /** Operations (subscriptions and in-flight queries) open at once on one WebSocket. */
  readonly operationsPerSocket: number;
  /** Operations open at once over every signed-out WebSocket of one address. */
  readonly anonymousOperationsPerAddress: number;
  /** A WebSocket that has not answered the previous ping when the next is due is closed. */
  readonly socketPingMs: number;
  /** An HTTP request must send its headers within headersTimeoutMs and all of itself within requestTimeoutMs. */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

/** The per-second burst allowed within a per-minute rate: a twentieth of it (60 of 1,200). */
export const burstOf = (perMinute: number): number => Math.max(1, Math.ceil(perMinute / 20));

export const DEFAULT_LIMITS: AbuseLimits = {
  loginFreeAttempts: 3,
  loginDelayBaseMs: 5_000,
  loginDelayMaxMs: 15 * 60_000,
  loginFailuresPerAddress: 20,
  loginFailuresPerAccountFromNewAddresses: 100,
  loginWindowMs: 15 * 60_000,
  signUpsPerAddressPerHour: 10,
  lobbiesPerAddressPerHour: 60,
  // A browser tab makes a few requests per move; a bot a couple. These leave room for a fast bot or several tabs.
  requestPointsPerAddressPerMinute: 1_200,
  requestPointsPerAddressPerSecond: burstOf(1_200),
  requestPointsPerCallerPerMinute: 900,
  requestPointsPerCallerPerSecond: burstOf(900),
  chatPerAddressPerMinute: 40,
  socketsPerAddress: 30,
  socketsPerUser: 12,
  operationsPerSocket: 50,
  anonymousOperationsPerAddress: 30,
  socketPingMs: 30_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

export const HOUR_MS = 3600_000;

/** For tests, benches and e2e, whose many players all come from this machine; the sign-in limits stay as they are. */
export const ONE_MACHINE_LIMITS: Partial<AbuseLimits> = {
  signUpsPerAddressPerHour: 1_000_000,
  lobbiesPerAddressPerHour: 1_000_000,
  requestPointsPerAddressPerMinute: 100_000_000,
  requestPointsPerAddressPerSecond: 10_000_000,
  requestPointsPerCallerPerMinute: 100_000_000,
  requestPointsPerCallerPerSecond: 10_000_000,
  chatPerAddressPerMinute: 1_000_000,
  socketsPerAddress: 100_000,
  socketsPerUser: 100_000,
  operationsPerSocket: 100_000,
  anonymousOperationsPerAddress: 1_000_000,
};
