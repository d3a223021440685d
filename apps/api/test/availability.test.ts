// Availability: one stranger's flood (600 subscriptions on a socket, 15-alias replays) leaves others' queries fast;
// request rates, socket and operation caps, header and body timeouts and missed pings are enforced, in typed words.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { DEFAULT_LIMITS, type AbuseLimits } from '../src/lib/limits';
import { codeOf, gql, ok, signUp, startApi, wsClient, type TestApi } from './helpers';

// Real Postgres where there is one: PGlite runs its queries on the API's own thread, which the flood test is not about.
const KIND = testDbKinds().includes('pg') ? 'pg' : 'pglite';

interface FloodReport {
  codes: Record<string, number>;
  subscriptionCodes: Record<string, number>;
  updates: number;
}
const GRAPHQL_WS = 'graphql-transport-ws';

let addressCounter = 0;
/** A fresh client address per setup request (the API trusts X-Forwarded-For from this machine), so setup spends no one's quota. */
const fresh = (): { headers: Record<string, string> } => ({
  headers: { 'x-forwarded-for': `10.200.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` },
});
const from = (address: string): { headers: Record<string, string> } => ({ headers: { 'x-forwarded-for': address } });

async function startPairsMatch(url: string, host: { token: string }, guest: { token: string }): Promise<string> {
  const lobby = (
    await ok<{ createLobby: { id: string } }>(
      url,
      'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
      {},
      { token: host.token, ...fresh() },
    )
  ).createLobby;
  await ok(url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token, ...fresh() });
  return (
    await ok<{ startMatch: { id: string } }>(
      url,
      'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
      { l: lobby.id },
      { token: host.token, ...fresh() },
    )
  ).startMatch.id;
}

/** One legal move by whoever is awaited; false once the match is over. */
async function stepMatch(url: string, matchId: string, tokens: readonly string[]): Promise<boolean> {
  for (const token of tokens) {
    const m = (
      await ok<{ match: { status: string; version: number; legalMoves: unknown[] } }>(
        url,
        'query($id:ID!){match(id:$id){status version legalMoves}}',
        { id: matchId },
        { token, ...fresh() },
      )
    ).match;
    if (m.status !== 'ACTIVE') return false;
    const move = m.legalMoves[0];
    if (move === undefined) continue;
    await gql(
      url,
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
      { id: matchId, v: m.version, m: move },
      { token, ...fresh() },
    );
    return true;
  }
  return true;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Resolves with the close code once the raw socket closes, or null if it is still open after ms. */
const closedWithin = (socket: WebSocket, ms: number): Promise<number | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

/** A raw graphql-transport-ws socket, acknowledged. */
async function rawSocket(
  wsUrl: string,
  opts: { headers?: Record<string, string>; autoPong?: boolean } = {},
): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl, GRAPHQL_WS, { headers: opts.headers ?? {}, autoPong: opts.autoPong ?? true });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

/** The HTTP status a WebSocket upgrade is answered with when it is refused, or 101 when it opens. */
const upgradeStatus = (
  wsUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; socket?: WebSocket }> =>
  new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, GRAPHQL_WS, { headers });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
  });

describe('flood from one stranger', () => {
  let api: TestApi;
  let active: string;
  let finished: string;
  let players: string[];
  let steps = 0;

  beforeAll(async () => {
    // The shipped limits, except per account: the setup's two players move as fast as the test can send.
    api = await startApi(KIND, {
      limits: {
        ...DEFAULT_LIMITS,
        signUpsPerAddressPerHour: 1_000,
        requestPointsPerCallerPerMinute: 1e8,
        requestPointsPerCallerPerSecond: 1e7,
      },
    });
    const [alice, bob] = await Promise.all([signUp(api.url, undefined, fresh()), signUp(api.url, undefined, fresh())]);
    players = [alice.token, bob.token];
    finished = await startPairsMatch(api.url, alice, bob);
    while (await stepMatch(api.url, finished, players)) steps++;
    active = await startPairsMatch(api.url, alice, bob);
  });
  afterAll(async () => {
    await api.close();
  });

  test('a trivial query stays under 100 ms at p99 while one socket asks for 600 subscriptions and 15-alias replays pour in', async () => {
    expect(steps).toBeGreaterThan(3);
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `s${i}: replay(step: ${(i * 7) % (steps + 1)}) { step view }`,
    ).join(' ');
    const heavy = `query($id:ID!){match(id:$id){${aliases}}}`;
    const three = `query($id:ID!){match(id:$id){a: replay(step: ${steps}) { view } b: replay(step: 1) { view } c: replay(step: ${Math.floor(steps / 2)}) { view }}}`;
    const attacker = new Worker(new URL('./flood.worker.mjs', import.meta.url), {
      workerData: {
        url: api.url,
        wsUrl: api.wsUrl,
        active,
        finished,
        heavy,
        three,
        attacker: '10.0.0.1',
        second: '10.0.0.3',
      },
    });
    await new Promise((resolve) => attacker.once('message', resolve));
    // The match moves meanwhile, so every subscription the server holds has views to compute and send.
    // An object, not a let: the flag is turned off by another async step, which the type checker cannot follow.
    const flood = { on: true };
    const mover = (async () => {
      while (flood.on && (await stepMatch(api.url, active, players))) await new Promise((r) => setTimeout(r, 50));
    })();

    const victim = '10.0.0.2';
    const latencies: number[] = [];
    await new Promise((res) => setTimeout(res, 300));
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      const r = await gql(api.url, '{ games { id } }', {}, from(victim));
      latencies.push(performance.now() - started);
      expect(r.errors).toBeUndefined();
      await new Promise((res) => setTimeout(res, 20));
    }
    flood.on = false;
    const report = new Promise<FloodReport>((resolve) => attacker.once('message', resolve));
    attacker.postMessage('stop');
    const { codes, subscriptionCodes, updates } = await report;
    await mover;
    await attacker.terminate();

    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const refusedSubscriptions = subscriptionCodes['RATE_LIMITED'] ?? 0;
    console.log(
      `[availability] trivial query under flood: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms; ` +
        `600 subscriptions: ${refusedSubscriptions} refused RATE_LIMITED, ${updates} updates delivered; flood answers ${JSON.stringify(codes)}`,
    );
    expect(p99).toBeLessThan(100);
    // At most anonymousOperationsPerAddress stand; every other one was refused as RATE_LIMITED.
    expect(refusedSubscriptions).toBeGreaterThanOrEqual(600 - DEFAULT_LIMITS.anonymousOperationsPerAddress);
    expect(Object.keys(subscriptionCodes)).toEqual(['RATE_LIMITED']);
    // Fifteen replays are refused by weight before any runs, and the floods ran into the address's rate.
    expect(codes['BAD_USER_INPUT'] ?? 0).toBeGreaterThan(0);
    expect(codes['RATE_LIMITED'] ?? 0).toBeGreaterThan(0);
    expect(codes['INTERNAL_SERVER_ERROR']).toBeUndefined();
    expect(codes['network']).toBeUndefined();
  });

  test('replay steps seek from snapshots: asking every step of an ended match applies each move about once', async () => {
    const cache = api.app.services.replays;
    const before = cache.applied;
    for (let step = 0; step <= steps; step++) {
      const r = await gql<{ match: { replay: { step: number } } }>(
        api.url,
        'query($id:ID!,$s:Int!){match(id:$id){replay(step:$s){step}}}',
        { id: finished, s: step },
        fresh(),
      );
      expect(r.data?.match.replay.step).toBe(step);
    }
    // Walking forward re-applies about one move per step, not the match so far at each step.
    expect(cache.applied - before).toBeLessThanOrEqual(2 * steps);
  });
});

describe('limits in detail', () => {
  let api: TestApi;
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };
  const small: Partial<AbuseLimits> = {
    requestPointsPerAddressPerSecond: 5,
    requestPointsPerAddressPerMinute: 30,
    requestPointsPerCallerPerSecond: 5,
    requestPointsPerCallerPerMinute: 30,
    socketsPerAddress: 3,
    socketsPerUser: 2,
    operationsPerSocket: 4,
    anonymousOperationsPerAddress: 3,
    chatPerAddressPerMinute: 2,
    socketPingMs: 300,
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 2_000,
  };

  beforeAll(async () => {
    api = await startApi(KIND, { limits: small });
    [alice, bob] = [await signUp(api.url, undefined, fresh()), await signUp(api.url, undefined, fresh())];
  });
  afterAll(async () => {
    await api.close();
  });

  test('HTTP: past the address rate, RATE_LIMITED with retryAfterSeconds, status 429 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => gql(api.url, '{ games { id } }', {}, from('10.1.0.1'))),
    );
    const refused = answers.filter((r) => codeOf(r) === 'RATE_LIMITED');
    expect(answers.filter((r) => !r.errors).length).toBe(5);
    expect(refused.length).toBe(7);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThanOrEqual(1);
      expect(r.errors?.[0]?.message).toMatch(/Too many requests from this address: wait \d+ seconds?/);
    }
    // Another address is not held back.
    expect((await gql(api.url, '{ games { id } }', {}, from('10.1.0.2'))).errors).toBeUndefined();
  });

  test('HTTP: one account is limited wherever it connects from', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => gql(api.url, '{ viewer { id } }', {}, { token: alice.token, ...fresh() })),
    );
    const refused = answers.filter((r) => codeOf(r) === 'RATE_LIMITED');
    expect(refused.length).toBe(3);
    expect(refused[0]?.errors?.[0]?.message).toMatch(/from this account/);
  });

  test('a heavy field costs more points: two replay-weight requests spend a second of an address', async () => {
    const r = await gql(
      api.url,
      'query($id:ID!){match(id:$id){replay(step:0){step}}}',
      { id: '00000000-0000-4000-8000-000000000000' },
      from('10.1.0.3'),
    );
    // Weight 11 is more than the 5 points a second allows at once: refused before the resolver runs.
    expect(codeOf(r)).toBe('RATE_LIMITED');
  });

  test('WebSocket: the same rate limit, the same code and retryAfterSeconds', async () => {
    const socket = await rawSocket(api.wsUrl, from('10.1.0.4'));
    const answers: {
      type: string;
      payload: { data?: unknown } | { message: string; extensions?: Record<string, unknown> }[];
    }[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = new Promise<(typeof answers)[number]>((resolve) => {
        const onMessage = (raw: WebSocket.RawData) => {
          const message = JSON.parse(raw.toString()) as {
            id?: string;
            type: string;
            payload: (typeof answers)[number]['payload'];
          };
          if (message.id !== String(i) || (message.type !== 'next' && message.type !== 'error')) return;
          socket.off('message', onMessage);
          resolve(message);
        };
        socket.on('message', onMessage);
      });
      socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: '{ games { id } }' } }));
      answers.push(await answer);
    }
    const refused = answers.flatMap((a) => (a.type === 'error' && Array.isArray(a.payload) ? [a.payload[0]!] : []));
    expect(answers.filter((a) => a.type === 'next').length).toBe(5);
    expect(refused.map((e) => e.extensions?.['code'])).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(refused[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.message).toMatch(/Too many requests from this address/);
    socket.close();
  });

  test('WebSocket: at most socketsPerAddress sockets per address (HTTP 429 on the upgrade)', async () => {
    const headers = from('10.1.0.5').headers;
    const opened = await Promise.all([1, 2, 3].map(() => upgradeStatus(api.wsUrl, headers)));
    expect(opened.map((o) => o.status)).toEqual([101, 101, 101]);
    expect((await upgradeStatus(api.wsUrl, headers)).status).toBe(429);
    opened[0]!.socket!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await upgradeStatus(api.wsUrl, headers);
    expect(again.status).toBe(101);
    for (const o of [...opened.slice(1), again]) o.socket?.close();
  });

  test('WebSocket: at most socketsPerUser sockets per account, wherever from (closed 4429)', async () => {
    const sockets = [0, 1, 2].map(() => new WebSocket(api.wsUrl, GRAPHQL_WS, fresh()));
    const codes = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.once('open', () =>
              socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: alice.token } })),
            );
            socket.once('message', () => resolve('ack'));
            socket.once('close', (code) => resolve(String(code)));
          }),
      ),
    );
    expect(codes.filter((c) => c === 'ack').length).toBe(2);
    expect(codes.filter((c) => c === '4429').length).toBe(1);
    for (const s of sockets) s.close();
  });

  test('WebSocket: operations per socket and signed-out operations per address are capped', async () => {
    // Bob's own budget: alice spent hers in the tests before.
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: bob.token, ...fresh() },
      )
    ).createLobby;
    /** Opens n lobby subscriptions at once; each resolves with its refusal's message, or "open" while it stands. */
    const open = (client: Client, n: number) =>
      Promise.all(
        Array.from(
          { length: n },
          () =>
            new Promise<string>((resolve) => {
              client.subscribe(
                { query: 'subscription($id:ID!){lobbyUpdated(lobbyId:$id){id}}', variables: { id: lobby.id } },
                {
                  next: () => undefined,
                  error: (e) => resolve(String((e as { message?: string }[])[0]?.message)),
                  complete: () => resolve('complete'),
                },
              );
              setTimeout(() => resolve('open'), 500);
            }),
        ),
      );
    // Two signed-out sockets of one address share its three operations.
    const first = wsClient(api.wsUrl, undefined, from('10.1.0.6').headers);
    const second = wsClient(api.wsUrl, undefined, from('10.1.0.6').headers);
    const [firstAnswers, secondAnswers] = [await open(first, 2), await open(second, 2)];
    expect(firstAnswers).toEqual(['open', 'open']);
    expect(secondAnswers.filter((a) => a === 'open').length).toBe(1);
    expect(secondAnswers.filter((a) => /signed-out WebSockets of one address/.test(a)).length).toBe(1);
    await Promise.all([first.dispose(), second.dispose()]);
    await new Promise((r) => setTimeout(r, 1_100));
    const signedIn = wsClient(api.wsUrl, bob.token, from('10.1.0.7').headers);
    const signedInAnswers = await open(signedIn, 6);
    expect(signedInAnswers.filter((a) => a === 'open').length).toBe(small.operationsPerSocket);
    expect(signedInAnswers.filter((a) => /operations may be open at once on one WebSocket/.test(a)).length).toBe(2);
    await signedIn.dispose();
  });

  test('chat is limited per address over every account there, as well as per account', async () => {
    const [carol, dave] = [await signUp(api.url, undefined, fresh()), await signUp(api.url, undefined, fresh())];
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: carol.token, ...fresh() },
      )
    ).createLobby;
    await ok(
      api.url,
      'mutation($l:ID!){joinLobby(lobbyId:$l){id}}',
      { l: lobby.id },
      { token: dave.token, ...fresh() },
    );
    const say = (token: string, address: string) =>
      gql(
        api.url,
        'mutation($l:ID!,$t:String!){sendLobbyMessage(lobbyId:$l,text:$t){id}}',
        { l: lobby.id, t: 'hello' },
        { token, ...from(address) },
      );
    expect((await say(carol.token, '10.1.0.8')).errors).toBeUndefined();
    expect((await say(dave.token, '10.1.0.8')).errors).toBeUndefined();
    const third = await say(carol.token, '10.1.0.8');
    expect(codeOf(third)).toBe('RATE_LIMITED');
    expect(third.errors?.[0]?.message).toMatch(/chat messages from this address/);
    expect((await say(dave.token, '10.1.0.9')).errors).toBeUndefined();
  });

  test('a request that dribbles its headers or its body is cut off; an open WebSocket is not', async () => {
    const { port } = new URL(api.url);
    const dribble = (first: string, more: string): Promise<{ closedAfterMs: number; answer: string }> =>
      new Promise((resolve) => {
        const started = performance.now();
        const socket: Socket = connect(Number(port), '127.0.0.1', () => socket.write(first));
        let answer = '';
        const timer = setInterval(() => socket.write(more), 200);
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ closedAfterMs: performance.now() - started, answer });
        });
      });
    const socket = await rawSocket(api.wsUrl, fresh());
    const [slowHeaders, slowBody] = await Promise.all([
      dribble('POST /graphql HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
      dribble(
        'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{',
        ' ',
      ),
    ]);
    // headersTimeoutMs is 1 s and requestTimeoutMs 2 s, checked every second.
    expect(slowHeaders.closedAfterMs).toBeLessThan(4_000);
    expect(slowBody.closedAfterMs).toBeLessThan(5_000);
    expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  test('a WebSocket that does not answer pings is closed; one that does stays', async () => {
    const silent = await rawSocket(api.wsUrl, { ...fresh(), autoPong: false });
    const answering = await rawSocket(api.wsUrl, fresh());
    // Pings go every 300 ms: the silent socket misses one and is gone by the next.
    expect(await closedWithin(silent, 3_000)).not.toBeNull();
    expect(await closedWithin(answering, 1_000)).toBeNull();
    answering.close();
  });
});
