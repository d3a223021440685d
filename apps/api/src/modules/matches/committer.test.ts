import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { matches, matchMoves } from '@cortex/db';
import { createTestDb, testDbKinds, type TestDb } from '@cortex/db/testing';
import type { Move } from '@cortex/engine';
import type { Change } from '../../lib/pubsub';
import { batchSql, MoveCommitter, type MoveWrite, type WriteOutcome } from './committer';

describe.each(testDbKinds())('group commit on %s', (kind) => {
  let db: TestDb;
  const announced: Change[][] = [];
  let committer: MoveCommitter;
  beforeAll(async () => {
    db = await createTestDb(kind);
    committer = new MoveCommitter(db, (changes) => void announced.push([...changes]));
  });
  afterAll(async () => {
    await db.cleanup();
  });

  async function newMatches(n: number): Promise<string[]> {
    const rows = await db.db
      .insert(matches)
      .values(
        Array.from({ length: n }, () => ({
          gameId: 'g',
          seed: 's',
          seedHash: 'h',
          players: 2,
          state: { n: 0 },
          timeControl: { kind: 'realtime' as const, seconds: 60 },
        })),
      )
      .returning({ id: matches.id });
    return rows.map((r) => r.id);
  }

  const write = (matchId: string, fromVersion: number, extra: Partial<MoveWrite> = {}): MoveWrite => ({
    matchId,
    fromVersion,
    seat: fromVersion % 2,
    move: { type: 'add' },
    log: [{ seat: fromVersion % 2, parts: ['counted'] }],
    byBot: false,
    timedOut: false,
    toAct: [(fromVersion + 1) % 2],
    deadlineAt: null,
    snapshot: null,
    committed: () => [{ channel: 'match', payload: { matchId, version: fromVersion + 1 } }],
    ...extra,
  });

  test('moves of many matches arriving together are written in fewer statements than moves, each exactly once', async () => {
    const ids = await newMatches(40);
    const before = committer.stats;
    const outcomes = await Promise.all(ids.map((id) => committer.write(write(id, 0))));
    expect(outcomes.every((o) => o === 'committed')).toBe(true);
    const batches = committer.stats.batches - before.batches;
    expect(batches).toBeLessThan(ids.length);
    const rows = await db.db.select({ matchId: matchMoves.matchId, seq: matchMoves.seq }).from(matchMoves);
    for (const id of ids) expect(rows.filter((r) => r.matchId === id)).toEqual([{ matchId: id, seq: 1 }]);
    const versions = await db.db
      .select({ id: matches.id, version: matches.version, toAct: matches.toAct })
      .from(matches);
    for (const id of ids) expect(versions.find((v) => v.id === id)).toMatchObject({ version: 1, toAct: [1] });
  });

  test('of two writes for one version, one commits and the other is stale; a write from an old version is stale', async () => {
    const [id] = await newMatches(1);
    const both = await Promise.all([committer.write(write(id!, 0)), committer.write(write(id!, 0))]);
    expect([...both].sort()).toEqual(['committed', 'stale']);
    expect(await committer.write(write(id!, 0))).toBe('stale');
    expect(await db.db.select().from(matchMoves).where(eq(matchMoves.matchId, id!))).toHaveLength(1);
  });

  test('a second write for a match waits for the next batch, and follows on from the first', async () => {
    const [id] = await newMatches(1);
    const [first, second] = await Promise.all([committer.write(write(id!, 0)), committer.write(write(id!, 1))]);
    expect([first, second]).toEqual(['committed', 'committed']);
    const [row] = await db.db.select({ version: matches.version }).from(matches).where(eq(matches.id, id!));
    expect(row!.version).toBe(2);
  });

  test('a write the database refuses fails alone: the rest of its batch commits', async () => {
    const ids = await newMatches(5);
    // jsonb cannot hold a NUL character: this one write makes its statement fail.
    const poison = write(ids[0]!, 0, { log: [{ seat: 0, parts: ['\u0000'] }] });
    const results = await Promise.allSettled([
      committer.write(poison),
      ...ids.slice(1).map((id) => committer.write(write(id, 0))),
    ]);
    expect(results[0]!.status).toBe('rejected');
    expect(results.slice(1).map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual([
      'committed',
      'committed',
      'committed',
      'committed',
    ]);
    expect(await db.db.select().from(matchMoves).where(eq(matchMoves.matchId, ids[0]!))).toHaveLength(0);
  });

  test('the snapshot is rewritten only by a write that carries one', async () => {
    const [id] = await newMatches(1);
    await committer.write(write(id!, 0));
    const row = async () =>
      (
        await db.db
          .select({ state: matches.state, stateVersion: matches.stateVersion })
          .from(matches)
          .where(eq(matches.id, id!))
      )[0]!;
    expect(await row()).toEqual({ state: { n: 0 }, stateVersion: 0 });
    await committer.write(
      write(id!, 1, { snapshot: { players: 2, game: { n: 2 }, zones: {}, rng: [1, 2, 3, 4], nextCardId: 0, step: 2 } }),
    );
    expect(await row()).toMatchObject({ state: { game: { n: 2 } }, stateVersion: 2 });
    await committer.write(write(id!, 2));
    expect(await row()).toMatchObject({ state: { game: { n: 2 } }, stateVersion: 2 });
  });

  // A lone move takes the one-row statement, a move among others the many-row one: both must store the same thing.
  test.each([
    ['alone', 0],
    ['in a batch of four', 3],
  ])('a move written %s stores every field of its row and its match', async (_label, others) => {
    const [id, ...rest] = await newMatches(1 + others);
    await db.db
      .update(matches)
      .set({ drawOffers: [1] })
      .where(eq(matches.id, id!));
    const deadlineAt = new Date('2027-01-02T03:04:05.000Z');
    const move = write(id!, 0, {
      seat: 1,
      move: { type: 'play', card: 'c7', targets: [1, 2] } as Move,
      log: [{ seat: 1, parts: [{ seat: 1 }, ' played ', { verb: 'play', of: 0 }] }],
      byBot: true,
      timedOut: false,
      toAct: [0, 1],
      deadlineAt,
    });
    const before = committer.stats;
    const outcomes = await Promise.all([committer.write(move), ...rest.map((r) => committer.write(write(r, 0)))]);
    expect(outcomes.every((o) => o === 'committed')).toBe(true);
    // Queued in one turn of the event loop: one statement either way.
    expect(committer.stats.batches - before.batches).toBe(1);
    const [stored] = await db.db.select().from(matchMoves).where(eq(matchMoves.matchId, id!));
    expect(stored).toMatchObject({
      seq: 1,
      seat: 1,
      move: { type: 'play', card: 'c7', targets: [1, 2] } as Move,
      log: [{ seat: 1, parts: [{ seat: 1 }, ' played ', { verb: 'play', of: 0 }] }],
      byBot: true,
      timedOut: false,
    });
    const [row] = await db.db.select().from(matches).where(eq(matches.id, id!));
    expect(row).toMatchObject({ version: 1, toAct: [0, 1], deadlineAt, drawOffers: [1], stateVersion: 0 });
  });

  // The status is checked where the batch statement locks its rows, not where it updates them (see batchSql).
  test.each([
    ['alone', 0],
    ['in a batch of four', 3],
  ])('a move written %s to a match that has ended is stale and stores nothing', async (_label, others) => {
    const [ended, ...rest] = await newMatches(1 + others);
    await db.db.update(matches).set({ status: 'FINISHED' }).where(eq(matches.id, ended!));
    const outcomes = await Promise.all([
      committer.write(write(ended!, 0)),
      ...rest.map((id) => committer.write(write(id, 0))),
    ]);
    expect(outcomes).toEqual(['stale', ...rest.map(() => 'committed')]);
    expect(await db.db.select().from(matchMoves).where(eq(matchMoves.matchId, ended!))).toHaveLength(0);
    const [row] = await db.db.select({ version: matches.version }).from(matches).where(eq(matches.id, ended!));
    expect(row!.version).toBe(0);
  });

  test("the batch statement finds match rows by id, however few matches the planner's statistics call active", async () => {
    // Analyzed at a quiet hour (5 of 2,000 active), then busy: a plan leaning on those statistics would read every active
    // match of the partial index for each batch (see batchSql).
    const ids = await newMatches(2000);
    const quiet = ids.slice(5);
    await db.db.update(matches).set({ status: 'FINISHED' }).where(inArray(matches.id, quiet));
    await db.query('analyze matches', []);
    await db.db.update(matches).set({ status: 'ACTIVE' }).where(inArray(matches.id, quiet));
    const batch = JSON.stringify(
      ids.slice(0, 4).map((id) => ({ id, from_v: 0, seat: 0, move: {}, log: [], to_act: [1] })),
    );
    const plan = await db.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare cortex_batch_plan(jsonb) as ${batchSql(null)}`));
      const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(
        sql.raw(`explain (format json) execute cortex_batch_plan('${batch}')`),
      );
      await tx.execute(sql`deallocate cortex_batch_plan`);
      return JSON.stringify(rows);
    });
    expect(plan).toContain('matches_pkey');
    expect(plan).not.toContain('matches_active_idx');
  });

  // Only Postgres has a second connection to end a match while a batch waits for its row.
  if (kind === 'pg')
    test('a match ended by a transaction that commits while a batch waits for its row lock refuses the move', async () => {
      const [ended, other] = await newMatches(2);
      let outcomes: Promise<WriteOutcome[]> | undefined;
      await db.db.transaction(async (tx) => {
        await tx.update(matches).set({ status: 'FINISHED' }).where(eq(matches.id, ended!));
        const {
          rows: [own],
        } = await tx.execute<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`);
        outcomes = Promise.all([committer.write(write(ended!, 0)), committer.write(write(other!, 0))]);
        // Committed only once the batch statement waits for this transaction (to take the row it holds).
        for (let waited = 0; ; waited += 10) {
          const [waiting] = await db.query<{ n: number }>(
            'select count(*)::integer as n from pg_locks where not granted and transactionid::text = $1',
            [own!.xid],
          );
          if (waiting!.n > 0) break;
          if (waited > 5_000) throw new Error('the batch statement never waited for the row');
          await new Promise((r) => setTimeout(r, 10));
        }
      });
      expect(await outcomes).toEqual(['stale', 'committed']);
      expect(await db.db.select().from(matchMoves).where(eq(matchMoves.matchId, ended!))).toHaveLength(0);
    });

  test("a batch's changes are announced together once it has committed, and refused writes announce nothing", async () => {
    const ids = await newMatches(3);
    announced.length = 0;
    await Promise.all([...ids.map((id) => committer.write(write(id, 0))), committer.write(write(ids[0]!, 5))]);
    const all = announced.flat();
    expect(all).toHaveLength(3);
    expect(all.map((c) => (c.channel === 'match' ? c.payload.matchId : '')).sort()).toEqual([...ids].sort());
  });
});
