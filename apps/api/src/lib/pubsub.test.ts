import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb, type TestDb } from '@cortex/db/testing';
import { pino } from 'pino';
import { CARRY_BYTES, PubSub, type CarriedMove, type Channels } from './pubsub';

// Two PubSubs on one PGlite handle stand for two instances: batch notifications go from one to the other for real.
describe('PubSub between two instances', () => {
  let db: TestDb;
  let sender: PubSub;
  let receiver: PubSub;
  const heard: Channels['match'][] = [];
  beforeAll(async () => {
    db = await createTestDb('pglite');
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
    await new Promise((r) => setTimeout(r, 50));
    expect(heard[0]).toEqual({ matchId: 'a', version: 3, move: small });
    expect(heard[1]).toEqual({ matchId: 'b', version: 7 });
    expect(heard.slice(2).map((h) => h.matchId)).toEqual(many.map((c) => c.payload.matchId));
    expect(heard.slice(2).every((h) => h.move !== undefined)).toBe(true);
  });
});
