// The bot's HTTP client: a RATE_LIMITED refusal is waited out for the seconds the API names, other errors keep their code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { ApiClient, ApiError } from '../src/api';

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
