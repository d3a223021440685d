// Failed-login limits per account and per IP, kept in the database so every API instance shares them.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loginAttempts, type DbHandle } from '@cortex/db';
import { apiError } from '../../lib/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface AttemptTicket {
  keys: string[];
  at: Date;
}

/**
 * Records an attempt before the password is checked (so parallel or aliased attempts all count), after
 * refusing with RATE_LIMITED when a key is over its limit. A successful login then withdraws its ticket.
 */
export async function takeLoginTicket(db: DbHandle, username: string, ip: string): Promise<AttemptTicket> {
  const limits: [string, number][] = [
    [`user:${username.toLowerCase()}`, MAX_FAILURES_PER_ACCOUNT],
    [`ip:${ip}`, MAX_FAILURES_PER_IP],
  ];
  return db.db.transaction(async (tx) => {
    const now = new Date();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    for (const [key] of limits) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    for (const [key, max] of limits) {
      const rows = await tx
        .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${loginAttempts.at})` })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)));
      const row = rows[0];
      if (row && row.n >= max) {
        const oldest = row.oldest ? new Date(row.oldest) : now;
        const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
        throw apiError('RATE_LIMITED', `Too many failed sign-ins${key.startsWith('ip:') ? ' from your network' : ' for this account'}. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
          retryAfterSeconds: retryAfter,
        });
      }
    }
    await tx.insert(loginAttempts).values(limits.map(([key]) => ({ key, at: now })));
    // Old rows are useless: keep the table small.
    await tx.delete(loginAttempts).where(lt(loginAttempts.at, since));
    return { keys: limits.map(([k]) => k), at: now };
  });
}

export async function withdrawTicket(db: DbHandle, ticket: AttemptTicket): Promise<void> {
  for (const key of ticket.keys) {
    await db.db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), eq(loginAttempts.at, ticket.at)));
  }
}
