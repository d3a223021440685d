// Two API instances on one Postgres: exactly-once moves across instances, and subscriptions that see moves made elsewhere.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { createDb, matchMoves } from '@cortex/db';
import { countNotifications, createTestDb, testDbKinds, type TestDb } from '@cortex/db/testing';
import type { PeerLinksAddress } from '../src/lib/pubsub';
import { codeOf, gql, ok, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';
import { durableDb, killHard, spawnApi, stop, type DurableDb } from './torture/child-api';

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

type Versions = { matchUpdated: { version: number } };

/** Subscribes to a match on `client` and resolves with what it saw once it saw `version`. */
function versionSeen(client: Client, matchId: string, version: number, timeoutMs?: number): Promise<Versions[]> {
  return subscribeUntil<Versions>(
    client,
    'subscription($id:ID!){matchUpdated(matchId:$id){version}}',
    { id: matchId },
    (items) => items.some((i) => i.matchUpdated.version === version),
    timeoutMs,
  );
}

/** Another API instance on the schema of `shared`, with a database handle of its own (as a second process has). */
async function secondInstance(shared: TestDb, peerLinks?: PeerLinksAddress): Promise<TestApi> {
  const second = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: shared.schema! });
  const db = Object.assign(second, { kind: 'pg' as const, cleanup: () => second.close() });
  return startApi('pg', { db, ...(peerLinks === undefined ? {} : { peerLinks }) });
}

/**
 * Two API instances on one Postgres schema, each with its own database handle, started before the describe's tests and
 * closed after them; `peerLinks` as createApp takes it (undefined: the default links).
 */
function twoInstances(peerLinks?: PeerLinksAddress): { shared: TestDb; one: TestApi; two: TestApi } {
  const pair = {} as { shared: TestDb; one: TestApi; two: TestApi };
  beforeAll(async () => {
    pair.shared = await createTestDb('pg');
    pair.one = await startApi('pg', { db: pair.shared, ...(peerLinks === undefined ? {} : { peerLinks }) });
    pair.two = await secondInstance(pair.shared, peerLinks);
  });
  afterAll(async () => {
    await pair.one.close();
    await pair.two.close();
    await pair.two.db.cleanup();
    await pair.shared.cleanup();
  });
  return pair;
}

/** The first of the moves `token`'s seat may make now in the match, as the instance at `api` lists them. */
async function firstLegalMove(api: TestApi, matchId: string, token: string): Promise<unknown> {
  const { match } = await ok<{ match: { legalMoves: unknown[] } }>(
    api.url,
    'query($id:ID!){match(id:$id){legalMoves}}',
    { id: matchId },
    { token },
  );
  return match.legalMoves[0];
}

/** A two-seat test-pairs match: the lobby opened, joined and started on the instances given, in that order. */
async function pairsMatch(
  [opens, joins, starts]: readonly [TestApi, TestApi, TestApi],
  host: string,
  guest: string,
): Promise<{ id: string }> {
  const { createLobby } = await ok<{ createLobby: { id: string } }>(
    opens.url,
    'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
    {},
    { token: host },
  );
  await ok(joins.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: createLobby.id }, { token: guest });
  const { startMatch } = await ok<{ startMatch: { id: string } }>(
    starts.url,
    'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
    { l: createLobby.id },
    { token: host },
  );
  return startMatch;
}

/**
 * Three plain moves, each made on one instance and watched on the other: each reaches the watcher's instance carried in
 * its change (over a direct link or through Postgres) and is applied there without a read, to the same views.
 */
async function plainMovesCross(one: TestApi, two: TestApi): Promise<void> {
  const alice = await signUp(one.url);
  const bob = await signUp(one.url);
  const match = await pairsMatch([one, one, one], alice.token, bob.token);
  const VIEW = 'query($id:ID!){match(id:$id){version toAct view legalMoves log{edges{cursor node{seq seat text at}}}}}';
  type View = { match: { version: number; toAct: number[]; view: unknown; legalMoves: unknown[]; log: unknown[] } };
  const viewOn = (api: TestApi, token: string) => ok<View>(api.url, VIEW, { id: match.id }, { token });
  // Both instances hold the match, fresh, at version 0.
  await viewOn(one, bob.token);
  await viewOn(two, alice.token);

  for (const [mover, moverApi, watcher, watcherApi] of [
    [alice, two, bob, one],
    [bob, one, alice, two],
    [alice, two, bob, one],
  ] as const) {
    const { counts } = watcherApi.app.services.matches.store;
    const [advancedBefore, caughtUpBefore] = [counts.advanced, counts.caughtUp];
    const before = (await viewOn(moverApi, mover.token)).match;
    const ws = wsClient(watcherApi.wsUrl, watcher.token);
    const seen = versionSeen(ws, match.id, before.version + 1);
    await new Promise((r) => setTimeout(r, 200));
    await ok(
      moverApi.url,
      SUBMIT,
      { id: match.id, v: before.version, m: before.legalMoves[0] },
      { token: mover.token },
    );
    await seen;
    await ws.dispose();
    expect(counts.advanced).toBe(advancedBefore + 1);
    expect(counts.caughtUp).toBe(caughtUpBefore);
    // What the watcher's instance worked out in memory is what the mover's instance committed.
    expect((await viewOn(watcherApi, watcher.token)).match).toEqual((await viewOn(moverApi, watcher.token)).match);
  }
}

// One instance alone remembers that no other process listens and stops asking (DbHandle.peers); a second one starting
// later must still be told of every move committed after it arrived.
describe.each(testDbKinds().filter((k) => k === 'pg'))('an instance joining one that played alone (%s)', () => {
  test('hears the moves the first commits after it arrived', async () => {
    const shared = await createTestDb('pg');
    const one = await startApi('pg', { db: shared });
    let two: TestApi | undefined;
    try {
      const alice = await signUp(one.url);
      const bob = await signUp(one.url);
      const match = await pairsMatch([one, one, one], alice.token, bob.token);
      // Moves made alone: the first instance has looked, found no one else, and remembers it.
      await ok(
        one.url,
        SUBMIT,
        { id: match.id, v: 0, m: await firstLegalMove(one, match.id, alice.token) },
        { token: alice.token },
      );
      await ok(
        one.url,
        SUBMIT,
        { id: match.id, v: 1, m: await firstLegalMove(one, match.id, bob.token) },
        { token: bob.token },
      );

      two = await secondInstance(shared);
      const ws = wsClient(two.wsUrl, bob.token);
      const seen = versionSeen(ws, match.id, 3, 5_000);
      await new Promise((r) => setTimeout(r, 300));
      await ok(
        one.url,
        SUBMIT,
        { id: match.id, v: 2, m: await firstLegalMove(one, match.id, alice.token) },
        { token: alice.token },
      );
      const items = await seen;
      await ws.dispose();
      expect(items.at(-1)!.matchUpdated.version).toBe(3);
    } finally {
      await two?.close();
      await two?.db.cleanup();
      await one.close();
      await shared.cleanup();
    }
  });
});

// PGlite is embedded in one process by design, so only a real Postgres can be shared by two instances.
describe.each(testDbKinds().filter((k) => k === 'pg'))('two instances on one %s', () => {
  const pair = twoInstances();
  const bothLinked = (): boolean =>
    pair.one.app.services.pubsub.linkedPeers.length === 1 && pair.two.app.services.pubsub.linkedPeers.length === 1;

  test('subscribe on one, move on the other; 50 parallel submits across both apply once', async () => {
    const { shared, one, two } = pair;
    const alice = await signUp(one.url);
    const bob = await signUp(two.url);
    const match = await pairsMatch([one, two, two], alice.token, bob.token);

    const bobWs = wsClient(one.wsUrl, bob.token);
    const seen = versionSeen(bobWs, match.id, 1);
    await new Promise((r) => setTimeout(r, 300));

    const move = await firstLegalMove(two, match.id, alice.token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gql((i % 2 ? one : two).url, SUBMIT, { id: match.id, v: 0, m: move }, { token: alice.token }),
      ),
    );
    expect(results.filter((r) => r.data?.['submitMove'])).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'STALE_VERSION')).toHaveLength(49);
    expect(await shared.db.select().from(matchMoves).where(eq(matchMoves.matchId, match.id))).toHaveLength(1);

    const items = await seen;
    await bobWs.dispose();
    expect(items[items.length - 1]!.matchUpdated.version).toBe(1);
  });

  test('a plain move reaches the other instance over their direct link: applied there without a read, the same views', async () => {
    const { shared, one, two } = pair;
    // The instances link on their own once both listen; until then (and for any listener without a link) moves go
    // through Postgres, so only with the link up can nothing go that way.
    for (let waited = 0; !bothLinked(); waited += 10) {
      if (waited > 5_000) throw new Error('the two instances did not link');
      await new Promise((r) => setTimeout(r, 10));
    }
    const throughPostgres = [countNotifications(shared), countNotifications(two.db)];
    await plainMovesCross(one, two);
    expect(throughPostgres.map((sent) => sent.count)).toEqual([0, 0]);
  });
});

// Without direct links every change between instances goes through Postgres, and one missed there must be read again.
describe.each(testDbKinds().filter((k) => k === 'pg'))('two instances on one %s without direct links', () => {
  const pair = twoInstances(false);

  test('a plain move reaches the other instance in its notification: applied there without a read, the same views', async () => {
    const { shared, one, two } = pair;
    const throughPostgres = [countNotifications(shared), countNotifications(two.db)];
    await plainMovesCross(one, two);
    // The second instance made two of the moves, the first one.
    expect(throughPostgres.map((sent) => sent.count)).toEqual([1, 2]);
  });

  test('notifications missed while an instance lost its database connection are caught up when it is back', async () => {
    const { shared, one, two } = pair;
    const alice = await signUp(one.url);
    const bob = await signUp(one.url);
    const match = await pairsMatch([one, one, one], alice.token, bob.token);
    const bobWs = wsClient(one.wsUrl, bob.token);
    const caughtUpBefore = one.app.services.matches.store.counts.caughtUp;
    const seen = versionSeen(bobWs, match.id, 1, 5_000);
    await new Promise((r) => setTimeout(r, 300));
    const move = await firstLegalMove(two, match.id, alice.token);
    // Both instances' listening connections are cut; the move through the second is announced while they are down,
    // so the first instance never receives that notification: only reading again once reconnected tells its subscriber.
    const cut = await shared.db.execute<{ ok: boolean }>(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where query like ${`LISTEN "${shared.schema}.%`}`,
    );
    expect(cut.rows.length).toBeGreaterThan(0);
    await ok(two.url, SUBMIT, { id: match.id, v: 0, m: move }, { token: alice.token });
    const items = await seen;
    await bobWs.dispose();
    expect(items.at(-1)!.matchUpdated.version).toBe(1);
    // The first instance brought its copy up to date by reading: the move never reached it any other way.
    expect(one.app.services.matches.store.counts.caughtUp).toBeGreaterThan(caughtUpBefore);
  });
});

describe.each(testDbKinds())('kill -9 of the API on %s', (kind) => {
  let durable: DurableDb;
  beforeAll(async () => {
    durable = await durableDb(kind, 'kill');
  });
  afterAll(async () => {
    await durable.cleanup();
  });

  test('no acknowledged move is lost, and play resumes after the restart', async () => {
    let api = await spawnApi(durable.env);
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2,options:{maxTurns:400,targetPairs:10}}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const match = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch;
    const tokens = [alice.token, bob.token];

    const next = async (url: string) => {
      const probe = (
        await ok<{ match: { version: number; toAct: number[] } }>(url, 'query($id:ID!){match(id:$id){version toAct}}', {
          id: match.id,
        })
      ).match;
      const token = tokens[probe.toAct[0]!]!;
      const mine = (
        await ok<{ match: { version: number; legalMoves: { type: string }[] } }>(
          url,
          'query($id:ID!){match(id:$id){version legalMoves}}',
          { id: match.id },
          { token },
        )
      ).match;
      const move = mine.legalMoves.find((m) => m.type === 'draw') ?? mine.legalMoves[0];
      return { token, version: mine.version, move };
    };

    let acknowledged = 0;
    const target = 8 + Math.floor(Math.random() * 8);
    while (acknowledged < target) {
      const { token, version, move } = await next(api.url);
      const r = await gql<{ submitMove: { version: number } }>(
        api.url,
        SUBMIT,
        { id: match.id, v: version, m: move },
        { token },
      );
      if (r.data?.submitMove) acknowledged = r.data.submitMove.version;
    }
    // A move in flight when the process dies may or may not have committed; acknowledged ones must have.
    const { token, version, move } = await next(api.url);
    const inFlight = gql(api.url, SUBMIT, { id: match.id, v: version, m: move }, { token }).catch(() => undefined);
    const killed = killHard(api);
    await inFlight;
    await killed;

    api = await spawnApi(durable.env);
    try {
      const after = (
        await ok<{ match: { version: number; status: string } }>(
          api.url,
          'query($id:ID!){match(id:$id){version status}}',
          { id: match.id },
        )
      ).match;
      expect(after.version).toBeGreaterThanOrEqual(acknowledged);
      expect(after.version).toBeLessThanOrEqual(acknowledged + 1);
      const resumed = await next(api.url);
      const r = await gql<{ submitMove: { version: number } }>(
        api.url,
        SUBMIT,
        { id: match.id, v: resumed.version, m: resumed.move },
        { token: resumed.token },
      );
      expect(r.data?.submitMove.version).toBe(after.version + 1);
    } finally {
      await stop(api);
    }
  }, 400_000);
});
