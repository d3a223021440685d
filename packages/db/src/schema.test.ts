// Schema invariants the API relies on: case-insensitive usernames and exactly-once moves per (match, seq).
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobbies, lobbySeats, matches, matchMoves, users, type Database } from './index';
import { createTestDb, testDbKinds, type TestDb } from './testing';
import { expectSqlState, insertMatch, insertUser, sleep, uniqueName } from './test-helpers';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

type Outcome = 'applied' | 'conflict';

/**
 * The API's move submission: bump the version only if it is still the one the client saw, then record
 * the move under the new version. `gate` lets the test hold a transaction open so two overlap.
 */
async function submitMove(
  db: Database,
  matchId: string,
  expected: number,
  seat: number,
  gate?: () => Promise<void>,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    await gate?.();
    const [row] = await tx
      .update(matches)
      .set({ version: sql`${matches.version} + 1` })
      .where(and(eq(matches.id, matchId), eq(matches.version, expected)))
      .returning({ version: matches.version });
    if (!row) return 'conflict';
    // Keep the row lock a moment so the other transaction is really waiting on it, not merely late.
    if (gate) await sleep(100);
    await tx.insert(matchMoves).values({ matchId, seq: row.version, seat, move: { seat } });
    return 'applied';
  });
}

/** Resolves for everyone once `n` parties have arrived: both transactions are open before either writes. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === n) release();
    return all;
  };
}

describe.each(testDbKinds())('schema on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('rejects a username differing only in case', async () => {
    const name = uniqueName('alice');
    await insertUser(t.db, name);
    await expectSqlState(insertUser(t.db, name.toUpperCase()), UNIQUE_VIOLATION);
    const other = await insertUser(t.db, uniqueName('bob'));
    expect(other.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.username})`, name.toLowerCase()));
    expect(row?.n).toBe(1);
  });

  it('rejects a second move row with the same (match_id, seq)', async () => {
    const match = await insertMatch(t.db);
    await t.db.insert(matchMoves).values({ matchId: match.id, seq: 1, seat: 0, move: { a: 1 } });
    await expectSqlState(
      t.db.insert(matchMoves).values({ matchId: match.id, seq: 1, seat: 1, move: { a: 2 } }),
      UNIQUE_VIOLATION,
    );
    await t.db.insert(matchMoves).values({ matchId: match.id, seq: 2, seat: 1, move: { a: 2 } });
    const rows = await t.db.select().from(matchMoves).where(eq(matchMoves.matchId, match.id)).orderBy(matchMoves.seq);
    expect(rows.map((r) => [r.seq, r.seat, r.byBot, r.timedOut, r.log])).toEqual([
      [1, 0, false, false, []],
      [2, 1, false, false, []],
    ]);
  });

  it('applies exactly one of two submits racing for the same version', async () => {
    const match = await insertMatch(t.db);
    expect(match.version).toBe(0);
    // PGlite has one connection and runs transactions one after another, so only Postgres can overlap them.
    const gate = kind === 'pg' ? barrier(2) : undefined;
    const outcomes = await Promise.all([
      submitMove(t.db, match.id, 0, 0, gate),
      submitMove(t.db, match.id, 0, 1, gate),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'conflict']);

    const [after] = await t.db.select({ version: matches.version }).from(matches).where(eq(matches.id, match.id));
    expect(after?.version).toBe(1);
    const moves = await t.db.select({ seq: matchMoves.seq }).from(matchMoves).where(eq(matchMoves.matchId, match.id));
    expect(moves).toEqual([{ seq: 1 }]);

    // The loser retries against the version it now reads, and lands as the next move.
    expect(await submitMove(t.db, match.id, 1, 1)).toBe('applied');
  });

  it('lets only one of two concurrent inserts of the same move row commit', async () => {
    const match = await insertMatch(t.db);
    const gate = kind === 'pg' ? barrier(2) : undefined;
    const insert = (seat: number) =>
      t.db.transaction(async (tx) => {
        await gate?.();
        await tx.insert(matchMoves).values({ matchId: match.id, seq: 1, seat, move: { seat } });
      });
    const results = await Promise.allSettled([insert(0), insert(1)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected');
    await expectSqlState(Promise.reject(rejected?.reason), UNIQUE_VIOLATION);
  });

  it('enforces status values, one match per lobby and one rematch lobby per match', async () => {
    const host = await insertUser(t.db);
    const base = { gameId: 'test-game', hostId: host.id, seats: 2, timeControl: { kind: 'async', hours: 24 } } as const;
    const [lobby] = await t.db.insert(lobbies).values(base).returning();
    expect(lobby).toMatchObject({ status: 'OPEN', private: false, options: {}, matchId: null });
    await expectSqlState(
      t.db.execute(sql`update lobbies set status = 'BOGUS' where id = ${lobby!.id}`),
      CHECK_VIOLATION,
    );

    const first = await insertMatch(t.db);
    await t.db.update(matches).set({ lobbyId: lobby!.id }).where(eq(matches.id, first.id));
    const second = await insertMatch(t.db);
    await expectSqlState(
      t.db.update(matches).set({ lobbyId: lobby!.id }).where(eq(matches.id, second.id)),
      UNIQUE_VIOLATION,
    );

    await t.db.insert(lobbies).values({ ...base, rematchOf: first.id });
    await expectSqlState(t.db.insert(lobbies).values({ ...base, rematchOf: first.id }), UNIQUE_VIOLATION);
  });

  it('seats a user once per lobby unless the seat is an extra one', async () => {
    const host = await insertUser(t.db);
    const [lobby] = await t.db
      .insert(lobbies)
      .values({ gameId: 'test-game', hostId: host.id, seats: 3, timeControl: { kind: 'async', hours: 24 } })
      .returning();
    await t.db.insert(lobbySeats).values({ lobbyId: lobby!.id, seat: 0, userId: host.id });
    await expectSqlState(
      t.db.insert(lobbySeats).values({ lobbyId: lobby!.id, seat: 1, userId: host.id }),
      UNIQUE_VIOLATION,
    );
    await t.db.insert(lobbySeats).values({ lobbyId: lobby!.id, seat: 1, userId: host.id, extra: true });
    await t.db.insert(lobbySeats).values({ lobbyId: lobby!.id, seat: 2, userId: host.id, extra: true });
    const rows = await t.db.select().from(lobbySeats).where(eq(lobbySeats.lobbyId, lobby!.id)).orderBy(lobbySeats.seat);
    expect(rows.map((r) => [r.seat, r.extra])).toEqual([
      [0, false],
      [1, true],
      [2, true],
    ]);
  });

  it('round-trips jsonb, int[] and timestamptz columns', async () => {
    const match = await insertMatch(t.db);
    const deadline = new Date('2030-01-02T03:04:05.678Z');
    await t.db
      .update(matches)
      .set({ toAct: [2, 0], result: { winners: [0] }, deadlineAt: deadline, status: 'FINISHED' })
      .where(eq(matches.id, match.id));
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row).toMatchObject({
      toAct: [2, 0],
      result: { winners: [0] },
      state: { turn: 0 },
      timeControl: { kind: 'realtime', seconds: 60 },
      status: 'FINISHED',
    });
    expect(row?.deadlineAt?.toISOString()).toBe(deadline.toISOString());
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });
});
