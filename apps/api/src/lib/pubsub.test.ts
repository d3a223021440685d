import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '@cortex/db/testing';
import { pino } from 'pino';
import { CARRY_BYTES, PubSub, type CarriedMove, type Channels } from './pubsub';

// Two PubSubs on one handle stand for two instances: batch notifications go from one to the other for real.
describe.each(testDbKinds())('PubSub between two instances on %s', (kind) => {
  let db: TestDb;
  let sender: PubSub;
  let receiver: PubSub;
  const heard: Channels['match'][] = [];
  beforeAll(async () => {
    db = await createTestDb(kind);
    const log = pino({ level: 'silent' });
    sender = new PubSub(db, log);
    receiver = new PubSub(db, log);
    await sender.start();
    await receiver.start();
    receiver.on('match', (payload) => void heard.push(payload));
  });
  afterAll(async () => {
    await sender.stop();
    await receiver.stop();
    await db.cleanup();
  });

  /** Waits until `count` changes were heard (a notification through Postgres takes a moment). */
  async function heardAll(count: number): Promise<void> {
    for (let waited = 0; heard.length < count && waited < 3_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
  }

  const carried = (logText: string): CarriedMove => ({
    seat: 0,
    move: { type: 'play' },
    log: [{ seat: 0, parts: [{ seat: 0 }, logText] }],
    byBot: false,
    timedOut: false,
    at: '2026-12-05T12:00:00.000Z',
    toAct: [1],
    deadlineAt: null,
    drawOffers: [],
    stateVersion: 0,
  });

  test('a small move travels with its change; one longer than CARRY_BYTES goes as id and version only', async () => {
    heard.length = 0;
    const small = carried(' played.');
    const large = carried(' said '.padEnd(CARRY_BYTES + 100, 'x'));
    // Many changes at once: split into several notifications, none over Postgres's limit, all heard in order.
    const many = Array.from({ length: 40 }, (_, i) => ({
      channel: 'match' as const,
      payload: { matchId: `m${i}`, version: 1, move: small },
    }));
    await sender.announce([
      { channel: 'match', payload: { matchId: 'a', version: 3, move: small } },
      { channel: 'match', payload: { matchId: 'b', version: 7, move: large } },
      ...many,
    ]);
    await heardAll(42);
    expect(heard).toHaveLength(42);
    expect(heard[0]).toEqual({ matchId: 'a', version: 3, move: small });
    expect(heard[1]).toEqual({ matchId: 'b', version: 7 });
    expect(heard.slice(2).map((h) => h.matchId)).toEqual(many.map((c) => c.payload.matchId));
    expect(heard.slice(2).every((h) => h.move !== undefined)).toBe(true);
  });

  test('sizes are counted in bytes, as Postgres counts them: multi-byte text is carried and cut by its UTF-8 length', async () => {
    heard.length = 0;
    // 700 characters but 2,100 bytes: over CARRY_BYTES.
    const long = carried(' said '.padEnd(700, '€'));
    // 800 bytes each: carried, and 30 of them (24,000 bytes) are more than one notification can hold.
    const mid = carried(' said '.padEnd(400, 'ж'));
    const many = Array.from({ length: 30 }, (_, i) => ({
      channel: 'match' as const,
      payload: { matchId: `n${i}`, version: 2, move: mid },
    }));
    await sender.announce([{ channel: 'match', payload: { matchId: 'long', version: 4, move: long } }, ...many]);
    await heardAll(31);
    expect(heard[0]).toEqual({ matchId: 'long', version: 4 });
    expect(heard.slice(1)).toEqual(many.map((c) => c.payload));
  });
});
