// The site's /graphql pass-through against a real HTTP and WebSocket server standing in for the API.
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createApiProxy, IDLE_MS, UNREACHABLE, type ApiProxy } from '../../api-proxy.mjs';

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A stand-in API: answers every POST with the request's own X-Forwarded-For, and counts the connections made to it. */
async function startApi(
  keepAliveTimeout?: number,
): Promise<{ url: URL; connections: () => number; stop: () => Promise<void> }> {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { forwardedFor: req.headers['x-forwarded-for'] ?? null } }));
    });
  });
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    })());
  stops.push(stop);
  return { url: new URL(`http://127.0.0.1:${port}/graphql`), connections: () => connections, stop };
}

/** The site's server as server.mjs builds it, passing everything on through the proxy. */
async function startSite(target: URL, idleMs?: number): Promise<{ port: number; logged: string[] }> {
  const logged: string[] = [];
  const proxy: ApiProxy = createApiProxy(target, (message) => logged.push(message), idleMs);
  const server = http.createServer((req, res) => proxy.web(req, res));
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => proxy.ws(req, socket, head));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stops.push(async () => {
    proxy.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { port: (server.address() as AddressInfo).port, logged };
}

/** A WebSocket through the site to the stand-in API, once it has echoed a first message. */
async function openSocket(port: number): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`);
  stops.push(() => socket.terminate());
  await once(socket, 'open');
  socket.send('hello');
  const [reply] = (await once(socket, 'message')) as [Buffer];
  expect(String(reply)).toBe('echo hello');
  return socket;
}

/** One POST to the site's /graphql on a connection of its own: status and body. */
async function post(port: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return { status: res.status, body: await res.json() };
}

describe('the API proxy', () => {
  test('successive requests share one connection to the API', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    for (let i = 0; i < 5; i++) expect((await post(site.port)).status).toBe(200);
    expect(api.connections()).toBe(1);
  });

  test('the browser address reaches the API as X-Forwarded-For', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    expect((await post(site.port)).body).toEqual({ data: { forwardedFor: '127.0.0.1' } });
  });

  test('an idle connection is retired before the API would close it, and the next request opens another', async () => {
    // Scaled down from the site's 4 s against the API's 5 s: idle 300 ms in the proxy, 3 s in the API.
    const api = await startApi(3000);
    const site = await startSite(api.url, 300);
    expect((await post(site.port)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await post(site.port)).toEqual({ status: 200, body: { data: { forwardedFor: '127.0.0.1' } } });
    expect(api.connections()).toBe(2);
    expect(site.logged).toEqual([]);
  });

  test('an API announcing a shorter keep-alive has its idle connections retired a second before it', async () => {
    // "Keep-Alive: timeout=2": retired after 1 s idle, not the proxy's own 4 s.
    const api = await startApi(2000);
    const site = await startSite(api.url);
    expect((await post(site.port)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await post(site.port)).status).toBe(200);
    expect(api.connections()).toBe(2);
    expect(site.logged).toEqual([]);
  });

  test('the idle limit stays under the keep-alive timeout of the API it passes to', () => {
    expect(IDLE_MS).toBeLessThan(http.createServer().keepAliveTimeout);
  });

  test('an API that cannot be reached is answered in words, as a GraphQL error', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    await api.stop();
    expect(await post(site.port)).toEqual({ status: 502, body: { errors: [UNREACHABLE] } });
    expect(site.logged).toHaveLength(1);
  });

  test('a browser leaving a WebSocket abruptly is not reported as a failure to reach the API', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    const socket = await openSocket(site.port);
    // What a closing tab does to its connections: a reset, no close frame.
    (socket as unknown as { _socket: Socket })._socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.logged).toEqual([]);
  });

  test('a WebSocket to an API that cannot be reached is still reported', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    await api.stop();
    const socket = new WebSocket(`ws://127.0.0.1:${site.port}/graphql`);
    // The browser's side sees the upgrade fail ("socket hang up") and the socket close.
    const failed = new Promise((resolve) => socket.on('error', resolve));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(await failed).toBeInstanceOf(Error);
    expect(site.logged).toEqual([expect.stringMatching(/^\[web\] API proxy: .*ECONNREFUSED/)]);
  });

  test('a WebSocket is passed through, beside kept-alive HTTP requests', async () => {
    const api = await startApi();
    const site = await startSite(api.url);
    expect((await post(site.port)).status).toBe(200);
    await openSocket(site.port);
    // The socket took a connection of its own; HTTP requests still share theirs.
    expect((await post(site.port)).status).toBe(200);
    expect(api.connections()).toBe(2);
  });
});
