// LISTEN/NOTIFY through the handle: delivery, unsubscribe, transactional notify, isolation between schemas.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbHandle } from './index';
import { createTestDb, testDbKinds, type TestDb } from './testing';
import { sleep, withTimeout } from './test-helpers';

/** Collects payloads and lets a test wait for the next one. */
function inbox() {
  const received: string[] = [];
  let waiters: ((payload: string) => void)[] = [];
  return {
    received,
    handler: (payload: string) => {
      received.push(payload);
      const current = waiters;
      waiters = [];
      for (const w of current) w(payload);
    },
    next: (what: string) => withTimeout(new Promise<string>((resolve) => waiters.push(resolve)), 5_000, what),
  };
}

// Channels are database-wide on Postgres and test processes share the database, so names are unique per run.
const channel = (name: string) => `${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

describe.each(testDbKinds())('notifications on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('delivers a payload to every subscriber, and nothing after unsubscribe', async () => {
    const ch = channel('match:events');
    const a = inbox();
    const b = inbox();
    const stopA = await t.listen(ch, a.handler);
    const stopB = await t.listen(ch, b.handler);
    const bothGot = Promise.all([a.next('first payload on a'), b.next('first payload on b')]);
    await t.notify(ch, JSON.stringify({ version: 1 }));
    expect(await bothGot).toEqual(['{"version":1}', '{"version":1}']);

    await stopA();
    await stopA();
    const bGot = b.next('second payload on b');
    await t.notify(ch, 'second');
    expect(await bGot).toBe('second');
    await sleep(100);
    expect(a.received).toEqual(['{"version":1}']);

    await stopB();
    await t.notify(ch, 'third');
    await sleep(200);
    expect(b.received).toEqual(['{"version":1}', 'second']);
  });

  it('notifyAfterCommit delivers every payload, in order, outside any transaction', async () => {
    const ch = channel('batch');
    const got = inbox();
    const stop = await t.listen(ch, got.handler);
    const payloads = Array.from({ length: 5 }, (_, i) => `p${i}`);
    const all = withTimeout(
      new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (got.received.length >= payloads.length) {
            clearInterval(check);
            resolve();
          }
        }, 10);
      }),
      5_000,
      'five payloads',
    );
    await t.notifyAfterCommit(ch, payloads.slice(0, 3));
    await t.notifyAfterCommit(ch, payloads.slice(3));
    await all;
    expect(got.received).toEqual(payloads);
    await stop();
  });

  it('notifyAfterCommit refuses a payload of 8,000 bytes or more, as Postgres does, and sends none of its call', async () => {
    const ch = channel('limit');
    const got = inbox();
    const stop = await t.listen(ch, got.handler);
    // 7,999 bytes pass; 2,667 three-byte characters are 8,001 bytes though only 2,667 characters.
    const fits = 'x'.repeat(7_999);
    await expect(t.notifyAfterCommit(ch, ['before', '€'.repeat(2_667)])).rejects.toThrow(/payload string too long/);
    const arrived = got.next('the payload that fits');
    await t.notifyAfterCommit(ch, [fits]);
    expect(await arrived).toBe(fits);
    expect(got.received).toEqual([fits]);
    await stop();
  });

  it('does not mix channels', async () => {
    const one = inbox();
    const two = inbox();
    const chOne = channel('one');
    const chTwo = channel('two');
    const stops = [await t.listen(chOne, one.handler), await t.listen(chTwo, two.handler)];
    const got = two.next('payload on two');
    await t.notify(chTwo, 'for two');
    expect(await got).toBe('for two');
    await sleep(100);
    expect(one.received).toEqual([]);
    for (const stop of stops) await stop();
  });

  it('sends a notification made inside a transaction only if it commits', async () => {
    const ch = channel('tx');
    const box = inbox();
    const stop = await t.listen(ch, box.handler);
    await expect(
      t.db.transaction(async (tx) => {
        await t.notify(ch, 'rolled back', tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const got = box.next('committed payload');
    await t.db.transaction(async (tx) => {
      await t.notify(ch, 'committed', tx);
    });
    expect(await got).toBe('committed');
    await sleep(100);
    expect(box.received).toEqual(['committed']);
    await stop();
  });

  it('keeps other subscribers running when a handler throws, and reports the error', async () => {
    const ch = channel('throws');
    // The test handle uses the default onError, which logs.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stops: (() => Promise<void>)[] = [];
    try {
      const box = inbox();
      stops.push(
        await t.listen(ch, () => {
          throw new Error('handler failed');
        }),
      );
      stops.push(await t.listen(ch, async () => Promise.reject(new Error('async handler failed'))));
      stops.push(await t.listen(ch, box.handler));
      const got = box.next('payload after failing handlers');
      await t.notify(ch, 'x');
      expect(await got).toBe('x');
      await sleep(50);
      const messages = logged.mock.calls.map((args) => (args[1] instanceof Error ? args[1].message : String(args[1])));
      expect(messages.sort()).toEqual(['async handler failed', 'handler failed']);
    } finally {
      logged.mockRestore();
      for (const stop of stops) await stop();
    }
  });

  it('keeps long channel names apart although Postgres truncates names to 63 bytes', async () => {
    const common = channel('long').padEnd(80, 'x');
    const one = inbox();
    const two = inbox();
    const stops = [await t.listen(`${common}1`, one.handler), await t.listen(`${common}2`, two.handler)];
    const got = two.next('payload on the second long channel');
    await t.notify(`${common}2`, 'long');
    expect(await got).toBe('long');
    await sleep(100);
    expect(one.received).toEqual([]);
    for (const stop of stops) await stop();
    await expect(t.notify('', 'p')).rejects.toThrow(/Invalid channel/);
  });
});

describe.each(testDbKinds().filter((k) => k === 'pg'))('notifications across Postgres handles (%s)', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb('pg'), createTestDb('pg')]);
  });
  afterAll(async () => {
    await Promise.all([a.cleanup(), b.cleanup()]);
  });

  it('reaches another instance on the same schema but not a handle on another schema', async () => {
    const ch = channel('shared');
    // A second "API instance": its own pool and LISTEN connection, same schema as a.
    const sameSchema = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: a.schema! });
    try {
      const onA = inbox();
      const onB = inbox();
      await a.listen(ch, onA.handler);
      await b.listen(ch, onB.handler);
      const got = onA.next('payload from the other instance');
      await sameSchema.notify(ch, 'hello');
      expect(await got).toBe('hello');
      await sleep(200);
      expect(onB.received).toEqual([]);
    } finally {
      await sameSchema.close();
    }
  });
});

describe.each(testDbKinds().filter((k) => k === 'pg'))('who else listens, asked inside a write (%s)', () => {
  let a: TestDb;
  beforeAll(async () => {
    a = await createTestDb('pg');
  });
  afterAll(async () => {
    await a.cleanup();
  });

  /** One write's look: the other processes' listening connections, and whether it looked through pg_locks to know. */
  const probe = async (handle: DbHandle): Promise<{ others: readonly number[]; looked: boolean }> => {
    const peers = handle.peers!;
    const [row] = await handle.query<{ value: string }>(`select ${peers.sql(1)} as value`, [...peers.params()]);
    return { others: peers.read(row!.value), looked: row!.value.includes(':') };
  };
  const othersListen = async (handle: DbHandle): Promise<boolean> => (await probe(handle)).others.length > 0;

  it('lists no one with only this handle listening, the other while it listens, no one once it leaves', async () => {
    const ch = channel('peers');
    const stop = await a.listen(ch, () => undefined);
    expect(await othersListen(a)).toBe(false);
    const other = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: a.schema! });
    try {
      expect(await othersListen(a)).toBe(false);
      await other.listen(ch, () => undefined);
      expect(await othersListen(a)).toBe(true);
      expect(await othersListen(other)).toBe(true);
      // Each is told the other's listening connection, by its backend pid.
      expect(other.listenerPid()).toBeGreaterThan(0);
      expect((await probe(a)).others).toEqual([other.listenerPid()]);
      expect((await probe(other)).others).toEqual([a.listenerPid()]);
    } finally {
      await other.close();
    }
    // "Another listens" is believed for a second after it was looked up; then the look finds it gone.
    await sleep(1_100);
    expect(await othersListen(a)).toBe(false);
    await stop();
  });

  it('a process starting to listen waits for every open write that looked before it was there', async () => {
    const ch = channel('barrier');
    const stop = await a.listen(ch, () => undefined);
    if (a.driver !== 'pg') throw new Error('a Postgres handle was expected');
    const writer = await a.client.connect();
    const other = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: a.schema! });
    try {
      const peers = a.peers!;
      await writer.query('begin');
      const [looked] = (await writer.query(`select ${peers.sql(1)} as value`, [...peers.params()])).rows as {
        value: string;
      }[];
      expect(peers.read(looked!.value)).toEqual([]);
      let listening = false;
      const started = other.listen(ch, () => undefined).then(() => (listening = true));
      await sleep(300);
      // The write that did not see it is still open: the newcomer may not serve yet.
      expect(listening).toBe(false);
      await writer.query('commit');
      await withTimeout(started, 5_000, 'the newcomer listening once the write committed');
      expect(listening).toBe(true);
    } finally {
      writer.release();
      await other.close();
      await stop();
    }
  });

  it('looks through pg_locks only when a process started listening since the last look', async () => {
    const ch = channel('arrivals');
    const stop = await a.listen(ch, () => undefined);
    await probe(a);
    expect(await probe(a)).toEqual({ others: [], looked: false });
    expect(await probe(a)).toEqual({ others: [], looked: false });
    const other = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: a.schema! });
    try {
      // A handle that does not listen yet has not arrived.
      expect(await probe(a)).toEqual({ others: [], looked: false });
      await other.listen(ch, () => undefined);
      expect(await probe(a)).toEqual({ others: [other.listenerPid()], looked: true });
      expect(await probe(a)).toEqual({ others: [other.listenerPid()], looked: false });
    } finally {
      await other.close();
      await stop();
    }
  });

  it('looks again after 5 s with no arrival, finding a process that listens without moving the count', async () => {
    const ch = channel('unannounced');
    const stop = await a.listen(ch, () => undefined);
    if (a.driver !== 'pg') throw new Error('a Postgres handle was expected');
    const [presence] = a.peers!.params();
    // An instance of code from before the count: it takes its presence lock and nothing more.
    const older = await a.client.connect();
    try {
      // A look that finds no one (once what an earlier test left is no longer believed).
      await sleep(1_100);
      expect(await probe(a)).toEqual({ others: [], looked: true });
      const [{ pid }] = (await older.query('select pg_backend_pid() as pid')).rows as [{ pid: number }];
      await older.query('select pg_advisory_lock_shared($1::integer, 1)', [presence]);
      expect(await probe(a)).toEqual({ others: [], looked: false });
      await sleep(5_100);
      expect(await probe(a)).toEqual({ others: [pid], looked: true });
    } finally {
      await older.query('select pg_advisory_unlock_all()');
      older.release();
      await stop();
    }
  });
});
