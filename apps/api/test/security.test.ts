// Abuse is refused with the right code on both transports and changes nothing: limits, CSRF, origins, sizes, masking.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, signUp, startApi, wsClient, type TestApi } from './helpers';

const deep = (n: number) => `{ viewer { ${'ratings { game { '.repeat(n)}id${' } }'.repeat(n)} } }`;
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: games { id }`).join(' ')} }`;
const manyTokens = `{ games { ${Array.from({ length: 1200 }, () => 'id').join(' ')} } }`;

describe.each(testDbKinds())('security on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi(kind);
    token = (await signUp(api.url)).token;
  });
  afterAll(async () => {
    await api.close();
  });

  test.each([
    ['too deep', deep(6)],
    ['too many aliases', aliases(20)],
    ['too many tokens', manyTokens],
    ['an unknown field', '{ nothingHere }'],
    ['a syntax error', '{ games { id '],
  ])('HTTP refuses %s with BAD_USER_INPUT', async (_name, query) => {
    const r = await gql(api.url, query, {}, { token });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
  });

  test('a query within limits passes', async () => {
    const r = await gql(api.url, aliases(10), {}, { token });
    expect(r.errors).toBeUndefined();
  });

  test.each([
    [
      'too deep',
      `subscription { lobbyUpdated(lobbyId: "00000000-0000-0000-0000-000000000000") { host { ratings { game { id } } } ${'match { lobby { '.repeat(7)}id${' } }'.repeat(7)} } }`,
    ],
    [
      'too many aliases',
      `subscription { ${Array.from({ length: 20 }, (_, i) => `a${i}: lobbyUpdated(lobbyId: "x") { id }`).join(' ')} }`,
    ],
    [
      'too many tokens',
      `subscription { lobbyUpdated(lobbyId: "x") { ${Array.from({ length: 1200 }, () => 'id').join(' ')} } }`,
    ],
  ])('WebSocket refuses %s with BAD_USER_INPUT', async (_name, query) => {
    const client = wsClient(api.wsUrl, token);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe({ query }, { next: (v) => resolve(v), error: (e) => resolve(e), complete: () => resolve(null) });
    });
    await client.dispose();
    expect(JSON.stringify(errors)).toContain('BAD_USER_INPUT');
  });

  test('CSRF: a simple cross-site form post is refused', async () => {
    const r = await gql(
      api.url,
      '',
      {},
      { contentType: 'text/plain', body: JSON.stringify({ query: 'mutation { logOut }' }) },
    );
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.errors)).toMatch(/CSRF|content-type|preflight/i);
  });

  test('WebSocket upgrades from a foreign Origin are refused; ours are accepted', async () => {
    const foreign = wsClient(api.wsUrl, undefined, { origin: 'https://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      foreign.on('connected', () => resolve('connected'));
      foreign.on('error', () => resolve('refused'));
      foreign.on('closed', () => resolve('refused'));
    });
    await foreign.dispose();
    expect(outcome).toBe('refused');
    const ours = wsClient(api.wsUrl, undefined, { origin: 'http://localhost:3000' });
    const ok = await new Promise<string>((resolve) => {
      ours.on('connected', () => resolve('connected'));
      ours.on('closed', () => resolve('closed'));
    });
    await ours.dispose();
    expect(ok).toBe('connected');
  });

  test('oversized requests are refused in words', async () => {
    const r = await gql(
      api.url,
      '',
      {},
      { body: JSON.stringify({ query: `{ games { id } } # ${'x'.repeat(200_000)}` }) },
    );
    expect(r.status).toBe(413);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
  });

  test('bad JSON, wrong variable types and huge inputs get typed errors without internals', async () => {
    const broken = await gql(api.url, '', {}, { body: '{"query": ' });
    expect(broken.status).toBe(400);
    const wrongType = await gql(api.url, 'query($f:Int){ lobbies(first:$f){ edges { cursor } } }', { f: 'ten' });
    expect(codeOf(wrongType)).toBe('BAD_USER_INPUT');
    const huge = await gql(api.url, 'mutation($u:String!,$p:String!){logIn(username:$u,password:$p){token}}', {
      u: 'x'.repeat(5000),
      p: 'y'.repeat(5000),
    });
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    for (const r of [broken, wrongType, huge])
      expect(JSON.stringify(r.errors)).not.toMatch(/stack|node_modules|\.ts:\d|SELECT|postgres/i);
  });

  test('unicode and odd ids are NOT_FOUND, never errors from the database', async () => {
    for (const id of ['💥', '', "'; drop table users; --", '00000000-0000-0000-0000-00000000000Z']) {
      const r = await gql(api.url, 'query($id:ID!){ match(id:$id){ id } lobby(id:$id){ id } }', { id });
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ match: null, lobby: null });
    }
  });
});
