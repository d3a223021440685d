// Counters per key over a sliding window, kept in the database (login_attempts rows) so every API instance shares them.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loginAttempts, type DbHandle, type Executor } from '@cortex/db';
import { apiError } from './errors';

/** At most `max` takings of `key` per `windowMs`; `refusal` words the error for a wait of that many seconds. */
export interface Quota {
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
  readonly refusal: (retryAfterSeconds: number) => string;
}

/** What was taken, so a success that should not count (a right password) can hand it back. */
export interface Ticket {
  readonly keys: readonly string[];
  readonly at: Date;
}

/** The refusal every limit gives: RATE_LIMITED with the seconds to wait, the same over HTTP and the WebSocket. */
export function rateLimited(message: string, retryAfterSeconds: number) {
  return apiError('RATE_LIMITED', message, { retryAfterSeconds });
}

export const inWords = (seconds: number): string =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/** Serialises takers of the same keys (parallel requests must all count), in a fixed order so two takers never deadlock. */
export async function lockKeys(tx: Executor, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Takings of `key` in the window: how many, and the oldest and newest. */
export async function countTakings(
  tx: Executor,
  key: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null; newest: Date | null }> {
  const rows = await tx
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${loginAttempts.at})`,
      newest: sql<Date | string | null>`max(${loginAttempts.at})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)));
  const row = rows[0];
  return {
    n: row?.n ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
    newest: row?.newest ? new Date(row.newest) : null,
  };
}

/** Refuses with RATE_LIMITED when the quota is spent. */
export async function checkQuota(tx: Executor, quota: Quota, now: Date): Promise<void> {
  const { n, oldest } = await countTakings(tx, quota.key, new Date(now.getTime() - quota.windowMs));
  if (n < quota.max) return;
  const retryAfter = Math.max(1, Math.ceil(((oldest ?? now).getTime() + quota.windowMs - now.getTime()) / 1000));
  throw rateLimited(quota.refusal(retryAfter), retryAfter);
}

/** Records one taking of each key, and forgets that key's takings older than its window. */
export async function recordTakings(
  tx: Executor,
  keys: readonly { key: string; windowMs: number }[],
  now: Date,
): Promise<Ticket> {
  if (keys.length > 0) await tx.insert(loginAttempts).values(keys.map(({ key }) => ({ key, at: now })));
  for (const { key, windowMs } of keys)
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.key, key), lt(loginAttempts.at, new Date(now.getTime() - windowMs))));
  return { keys: keys.map((k) => k.key), at: now };
}

/** Takes one of each quota, or none when any is spent (RATE_LIMITED naming the wait). */
function takeQuotas(db: DbHandle, quotas: readonly Quota[]): Promise<Ticket> {
  return db.db.transaction(async (tx) => {
    const now = new Date();
    await lockKeys(
      tx,
      quotas.map((q) => q.key),
    );
    for (const quota of quotas) await checkQuota(tx, quota, now);
    return recordTakings(tx, quotas, now);
  });
}

/** Hands a ticket back: what it recorded no longer counts. */
export async function withdrawTicket(db: DbHandle, ticket: Ticket): Promise<void> {
  for (const key of ticket.keys)
    await db.db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), eq(loginAttempts.at, ticket.at)));
}

/** Runs `work` under the quotas; a refusal of the work itself (bad input) hands the taking back, so only successes count. */
export async function withQuotas<T>(db: DbHandle, quotas: readonly Quota[], work: () => Promise<T>): Promise<T> {
  const ticket = await takeQuotas(db, quotas);
  try {
    return await work();
  } catch (error) {
    await withdrawTicket(db, ticket);
    throw error;
  }
}
