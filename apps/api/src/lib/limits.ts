// The abuse limits one place: how often an address or an account may sign in wrongly, sign up and open lobbies.
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
}

export const DEFAULT_LIMITS: AbuseLimits = {
  loginFreeAttempts: 3,
  loginDelayBaseMs: 5_000,
  loginDelayMaxMs: 15 * 60_000,
  loginFailuresPerAddress: 20,
  loginFailuresPerAccountFromNewAddresses: 100,
  loginWindowMs: 15 * 60_000,
  signUpsPerAddressPerHour: 10,
  lobbiesPerAddressPerHour: 60,
};

export const HOUR_MS = 3600_000;

/** For tests, benches and e2e, whose many players all come from this machine; the sign-in limits stay as they are. */
export const ONE_MACHINE_LIMITS: Partial<AbuseLimits> = { signUpsPerAddressPerHour: 1_000_000, lobbiesPerAddressPerHour: 1_000_000 };
