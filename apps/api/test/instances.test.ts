// Two API instances on one Postgres: exactly-once moves across instances, and subscriptions that see moves made elsewhere.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDb, matchMoves } from '@cortex/db';
import { createTestDb, testDbKinds, type TestDb } from '@cortex/db/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { codeOf, gql, ok, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

// PGlite is embedded in one process by design, so only a real Postgres can be shared by two instances.
describe.each(testDbKinds().filter((k) => k === 'pg'))('two instances on one %s', () => {
  let shared: TestDb;
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    shared = await createTestDb('pg');
    const second = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: shared.schema! });
    one = await startApi('pg', { db: shared });
    two = await startApi('pg', { db: Object.assign(second, { kind: 'pg' as const, cleanup: () => second.close() }) });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await two.db.cleanup();
    await shared.cleanup();
  });

  test('subscribe on one, move on the other; 50 parallel submits across both apply once', async () => {
    const alice = await signUp(one.url);
    const bob = await signUp(two.url);
    const lobby = (await ok<{ createLobby: { id: string } }>(one.url, 'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}', {}, { token: alice.token })).createLobby;
    await ok(two.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const match = (await ok<{ startMatch: { id: string } }>(two.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobby.id }, { token: alice.token })).startMatch;

    const bobWs = wsClient(one.wsUrl, bob.token);
    const seen = subscribeUntil<{ matchUpdated: { version: number } }>(bobWs, 'subscription($id:ID!){matchUpdated(matchId:$id){version}}', { id: match.id }, (items) => items.some((i) => i.matchUpdated.version === 1));
    await new Promise((r) => setTimeout(r, 300));

    const move = (await ok<{ match: { legalMoves: unknown[] } }>(two.url, 'query($id:ID!){match(id:$id){legalMoves}}', { id: match.id }, { token: alice.token })).match.legalMoves[0];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => gql((i % 2 ? one : two).url, SUBMIT, { id: match.id, v: 0, m: move }, { token: alice.token })));
    expect(results.filter((r) => r.data?.['submitMove'])).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'STALE_VERSION')).toHaveLength(49);
    expect(await shared.db.select().from(matchMoves).where(eq(matchMoves.matchId, match.id))).toHaveLength(1);

    const items = await seen;
    await bobWs.dispose();
    expect(items[items.length - 1]!.matchUpdated.version).toBe(1);
  });
});

/** Starts the real API process (src/main.ts) on a free port. */
async function spawnApi(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BOT_DELAY_MS: '0', CORTEX_TEST_GAMES: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`API exited with ${proc.exitCode}`);
    try {
      if ((await fetch(url.replace('/graphql', '/health'))).ok) return { proc, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe.each(testDbKinds())('kill -9 of the API on %s', (kind) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'pg') {
      const base = process.env['TEST_DATABASE_URL']!;
      const name = `cortex_kill_${process.pid}_${Date.now() % 100000}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'cortex-kill-'));
      env = { CORTEX_DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await cleanup();
  });

  test('no acknowledged move is lost, and play resumes after the restart', async () => {
    let api = await spawnApi(env);
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const lobby = (await ok<{ createLobby: { id: string } }>(api.url, 'mutation{createLobby(input:{gameId:"test-pairs",seats:2,options:{maxTurns:400,targetPairs:10}}){id}}', {}, { token: alice.token })).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const match = (await ok<{ startMatch: { id: string } }>(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobby.id }, { token: alice.token })).startMatch;
    const tokens = [alice.token, bob.token];

    const next = async (url: string) => {
      const probe = (await ok<{ match: { version: number; toAct: number[] } }>(url, 'query($id:ID!){match(id:$id){version toAct}}', { id: match.id })).match;
      const token = tokens[probe.toAct[0]!]!;
      const mine = (await ok<{ match: { version: number; legalMoves: { type: string }[] } }>(url, 'query($id:ID!){match(id:$id){version legalMoves}}', { id: match.id }, { token })).match;
      const move = mine.legalMoves.find((m) => m.type === 'draw') ?? mine.legalMoves[0];
      return { token, version: mine.version, move };
    };

    let acknowledged = 0;
    const target = 8 + Math.floor(Math.random() * 8);
    while (acknowledged < target) {
      const { token, version, move } = await next(api.url);
      const r = await gql<{ submitMove: { version: number } }>(api.url, SUBMIT, { id: match.id, v: version, m: move }, { token });
      if (r.data?.submitMove) acknowledged = r.data.submitMove.version;
    }
    // A move in flight when the process dies may or may not have committed; acknowledged ones must have.
    const { token, version, move } = await next(api.url);
    const inFlight = gql(api.url, SUBMIT, { id: match.id, v: version, m: move }, { token }).catch(() => undefined);
    api.proc.kill('SIGKILL');
    await inFlight;
    await new Promise<void>((resolve) => (api.proc.exitCode !== null || api.proc.signalCode !== null ? resolve() : api.proc.once('exit', () => resolve())));

    api = await spawnApi(env);
    try {
      const after = (await ok<{ match: { version: number; status: string } }>(api.url, 'query($id:ID!){match(id:$id){version status}}', { id: match.id })).match;
      expect(after.version).toBeGreaterThanOrEqual(acknowledged);
      expect(after.version).toBeLessThanOrEqual(acknowledged + 1);
      const resumed = await next(api.url);
      const r = await gql<{ submitMove: { version: number } }>(api.url, SUBMIT, { id: match.id, v: resumed.version, m: resumed.move }, { token: resumed.token });
      expect(r.data?.submitMove.version).toBe(after.version + 1);
    } finally {
      api.proc.kill('SIGTERM');
      await new Promise<void>((resolve) => api.proc.once('exit', () => resolve()));
    }
  }, 400_000);
});
