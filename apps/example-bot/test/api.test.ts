// The bot's API client: over HTTP a RATE_LIMITED refusal is waited out and other errors keep their code; on an open
// WebSocket the same, and a request the socket drops fails once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ApiClient, ApiError, SocketTransport } from '../src/api';
import { person, startServer, type Person, type TestServer } from './harness';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in API answering each request with the next of `bodies`. */
async function answering(bodies: readonly unknown[]): Promise<{ url: string; requests: () => number }> {
  let served = 0;
  server = createServer((_req, res) => {
    const body = bodies[Math.min(served++, bodies.length - 1)];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, requests: () => served };
}

test('waits retryAfterSeconds after RATE_LIMITED, then tries again', async () => {
  const api = await answering([
    { errors: [{ message: 'Slow down.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 } }] },
    { data: { viewer: { username: 'zoe' } } },
  ]);
  const waits: number[] = [];
  const started = Date.now();
  const data = await new ApiClient({ url: api.url, token: 't', onWait: (s) => waits.push(s) }).request<{
    viewer: { username: string };
  }>('query{viewer{username}}');
  expect(data.viewer.username).toBe('zoe');
  expect(waits).toEqual([1]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(api.requests()).toBe(2);
});

test('other refusals are thrown at once with their code and extensions', async () => {
  const api = await answering([
    { errors: [{ message: 'The match moved on.', extensions: { code: 'STALE_VERSION', currentVersion: 7 } }] },
  ]);
  const error = await new ApiClient({ url: api.url, token: 't' }).request('mutation{x}').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    code: 'STALE_VERSION',
    message: 'The match moved on.',
    extensions: { currentVersion: 7 },
  });
  expect(api.requests()).toBe(1);
});

describe('on an open WebSocket', () => {
  let api: TestServer;
  let socket: Client | undefined;
  beforeAll(async () => {
    api = await startServer();
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await socket?.dispose();
    socket = undefined;
  });

  /** A new person and their client, whose HTTP address answers nothing: whatever succeeds went on the socket. */
  async function onSocket(): Promise<{ zoe: Person; client: ApiClient }> {
    const zoe = await person(api.url, `zoe_${Math.floor(Math.random() * 1e9)}`);
    socket = createClient({
      url: api.url.replace(/^http/, 'ws'),
      connectionParams: { authorization: `Bearer ${zoe.token}` },
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 5,
      retryWait: () => new Promise((r) => setTimeout(r, 20)),
    });
    const transport = new SocketTransport(socket);
    await new Promise<void>((resolve) => socket!.on('connected', () => resolve()));
    const client = new ApiClient({ url: 'http://127.0.0.1:9/graphql', token: zoe.token });
    client.sendOn(transport);
    return { zoe, client };
  }

  test('a request goes on the socket while it is connected', async () => {
    const { zoe, client } = await onSocket();
    await expect(client.request<{ viewer: { username: string } }>('{viewer{username}}')).resolves.toEqual({
      viewer: { username: zoe.username },
    });
  });

  test.each([
    [
      'an error while running it',
      'mutation($id:ID!){submitMove(matchId:$id,expectedVersion:0,move:{}){id}}',
      { id: '00000000-0000-4000-8000-000000000000' },
      'NOT_FOUND',
    ],
    ['a refusal before running it', '{viewer{nosuchfield}}', {}, 'BAD_USER_INPUT'],
  ])('%s keeps its code', async (_name, query, variables, code) => {
    const { client } = await onSocket();
    const error = await client.request(query, variables).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
  });

  test('a request in flight when the socket closes fails with CONNECTION_LOST and is not sent again', async () => {
    const { zoe, client } = await onSocket();
    const reconnected = new Promise<void>((resolve) => socket!.on('connected', () => resolve()));
    const opening = client.request('mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}');
    socket!.terminate();
    const error = await opening.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONNECTION_LOST' });
    await reconnected;
    // The lobby was never opened, on this socket or the next one.
    const { lobbies } = await client.request<{ lobbies: { edges: { node: { host: { username: string } } }[] } }>(
      '{lobbies(gameId:"test-pairs",first:100){edges{node{host{username}}}}}',
    );
    expect(lobbies.edges.filter((e) => e.node.host.username === zoe.username)).toEqual([]);
  });
});
