// Shared fixtures for this package's own tests (not exported): rows with every required column filled.
import { matches, users, type Executor } from './index';

let counter = 0;
/** Unique per call so tests sharing one database never collide on unique usernames. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function insertUser(db: Executor, username = uniqueName()): Promise<{ id: string; username: string }> {
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash: 'argon2id$test' })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertMatch(db: Executor): Promise<{ id: string; version: number }> {
  const [row] = await db
    .insert(matches)
    .values({
      gameId: 'test-game',
      seed: 'seed',
      seedHash: 'hash',
      players: 2,
      state: { turn: 0 },
      toAct: [0],
      timeControl: { kind: 'realtime', seconds: 60 },
    })
    .returning({ id: matches.id, version: matches.version });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The Postgres SQLSTATE of a failed query, looking through drizzle's wrapper error. */
export function sqlState(e: unknown): string | undefined {
  for (let cur: unknown = e; typeof cur === 'object' && cur !== null; ) {
    if ('code' in cur && typeof cur.code === 'string' && /^[0-9A-Z]{5}$/.test(cur.code)) return cur.code;
    cur = 'cause' in cur ? cur.cause : undefined;
  }
  return undefined;
}

export async function expectSqlState(promise: Promise<unknown>, state: string): Promise<void> {
  let error: unknown;
  try {
    await promise;
  } catch (e) {
    error = e;
  }
  if (error === undefined) throw new Error(`expected SQLSTATE ${state}, but the query succeeded`);
  const got = sqlState(error);
  if (got !== state) throw new Error(`expected SQLSTATE ${state}, got ${got ?? 'none'}`, { cause: error });
}

/** Resolves with the next value, or rejects after `ms` (a missing notification must fail, not hang). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
