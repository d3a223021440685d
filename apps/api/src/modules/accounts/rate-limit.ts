// Wrong-password limits: per account-and-address pair with growing waits, per address, and per account from new
// addresses only, so a stranger can slow their own guessing but never lock the owner out.
import type { DbHandle } from '@cortex/db';
import type { AbuseLimits } from '../../lib/limits';
import {
  checkQuota,
  countTakings,
  inWords,
  lockKeys,
  rateLimited,
  recordTakings,
  type Ticket,
} from '../../lib/throttle';

/** The wait before the next try after `failures` wrong passwords from this address (0 while some are free). */
export function loginDelayMs(limits: AbuseLimits, failures: number): number {
  if (failures < limits.loginFreeAttempts) return 0;
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** (failures - limits.loginFreeAttempts));
}

/**
 * Records an attempt before the password is checked (so parallel or aliased attempts all count), after refusing
 * with RATE_LIMITED when a limit says wait. A right password then withdraws the ticket (lib/throttle withdrawTicket).
 * `familiar`: the account has signed in from this address before.
 */
export function takeLoginTicket(
  db: DbHandle,
  limits: AbuseLimits,
  username: string,
  ip: string,
  familiar: boolean,
): Promise<Ticket> {
  const name = username.toLowerCase();
  const window = limits.loginWindowMs;
  const pair = `login:${name}@${ip}`;
  const address = {
    key: `login-ip:${ip}`,
    max: limits.loginFailuresPerAddress,
    windowMs: window,
    refusal: (s: number) => `Too many failed sign-ins from your network. Try again in ${inWords(s)}.`,
  };
  const account = {
    key: `login-user:${name}`,
    max: limits.loginFailuresPerAccountFromNewAddresses,
    windowMs: window,
    refusal: (s: number) =>
      `This account has had many failed sign-ins from elsewhere, so new devices must wait ${inWords(s)}. A device you have signed in with before can sign in now.`,
  };
  return db.db.transaction(async (tx) => {
    const now = new Date();
    await lockKeys(tx, [pair, address.key, account.key]);
    const tried = await countTakings(tx, pair, new Date(now.getTime() - window));
    const wait = loginDelayMs(limits, tried.n);
    const until = (tried.newest ?? now).getTime() + wait;
    if (wait > 0 && until > now.getTime()) {
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw rateLimited(
        `Too many wrong passwords for this account from your address: wait ${inWords(seconds)} before trying again.`,
        seconds,
      );
    }
    await checkQuota(tx, address, now);
    if (!familiar) await checkQuota(tx, account, now);
    return recordTakings(tx, [{ key: pair, windowMs: window }, address, ...(familiar ? [] : [account])], now);
  });
}
