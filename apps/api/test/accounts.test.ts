// Accounts over real HTTP and WebSocket: sign-up rules, cookies vs bearer tokens, logout, API tokens, rate limits.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEFAULT_LIMITS } from '../src/lib/limits';
import {
  codeOf,
  gql,
  ok,
  signUp,
  startApi,
  subscribeUntil,
  uniqueName,
  WEB_ORIGIN,
  wsClient,
  type TestApi,
} from './helpers';

const SIGN_UP = 'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token user{id username}}}';
const LOG_IN = 'mutation($u:String!,$p:String!){logIn(username:$u,password:$p){token user{username}}}';
const VIEWER = '{ viewer { username } }';

describe.each(testDbKinds())('accounts on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  test.each([
    ['ab', 'long enough pw', 'BAD_USER_INPUT'],
    ['x'.repeat(25), 'long enough pw', 'BAD_USER_INPUT'],
    ['Upper', 'long enough pw', 'BAD_USER_INPUT'],
    ['has space', 'long enough pw', 'BAD_USER_INPUT'],
    ['valid_name', 'short', 'BAD_USER_INPUT'],
  ])('sign-up refuses %j / %j with %s', async (u, p, code) => {
    const r = await gql(api.url, SIGN_UP, { u, p });
    expect(codeOf(r)).toBe(code);
    expect(r.errors![0]!.message.length).toBeGreaterThan(10);
  });

  test('usernames are unique ignoring case, and a refused sign-up creates nothing', async () => {
    const name = uniqueName('dup');
    await signUp(api.url, name);
    const again = await gql(api.url, SIGN_UP, { u: name.toUpperCase().toLowerCase(), p: 'another password' });
    expect(codeOf(again)).toBe('CONFLICT');
    // Uppercase is not a valid username at all, but the lookup is case-insensitive too.
    const user = await ok<{ user: { username: string } | null }>(
      api.url,
      'query($u:String!){user(username:$u){username}}',
      { u: name.toUpperCase() },
    );
    expect(user.user?.username).toBe(name);
  });

  test('bearer tokens identify the caller; log-out revokes at once', async () => {
    const me = await signUp(api.url);
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: me.token })).viewer.username).toBe(
      me.username,
    );
    const login = await ok<{ logIn: { token: string } }>(api.url, LOG_IN, {
      u: me.username,
      p: 'correct horse battery',
    });
    expect(await ok(api.url, 'mutation{logOut}', {}, { token: login.logIn.token })).toEqual({ logOut: true });
    expect(codeOf(await gql(api.url, VIEWER, {}, { token: login.logIn.token }))).toBe('UNAUTHENTICATED');
    // The other session is untouched.
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: me.token })).viewer.username).toBe(
      me.username,
    );
  });

  test.each(['12345678', 'password', 'iloveyou', 'SELF', 'SELF2026'])(
    'sign-up refuses the password %s (common, or the username), in words, and creates nobody',
    async (choice) => {
      const name = uniqueName('pw');
      const password = choice.replace('SELF', name);
      const r = await gql(api.url, SIGN_UP, { u: name, p: password });
      expect([codeOf(r), r.errors?.[0]?.extensions?.['field']]).toEqual(['BAD_USER_INPUT', 'password']);
      expect(
        (await ok<{ user: null }>(api.url, 'query($u:String!){user(username:$u){id}}', { u: name })).user,
      ).toBeNull();
    },
  );

  test('a browser gets an httpOnly SameSite=Lax cookie that authenticates, and log-out clears it', async () => {
    const name = uniqueName('ck');
    const r = await gql(api.url, SIGN_UP, { u: name, p: 'correct horse battery' }, { origin: WEB_ORIGIN });
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/cortex_session=cxs_/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0]!;
    expect(
      (await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { cookie, origin: WEB_ORIGIN })).viewer.username,
    ).toBe(name);
    const out = await gql(api.url, 'mutation{logOut}', {}, { cookie, origin: WEB_ORIGIN });
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await ok<{ viewer: null }>(api.url, VIEWER, {}, { cookie })).viewer).toBeNull();
    // Clients that are not browsers get no cookie.
    const plain = await gql(api.url, LOG_IN, { u: name, p: 'correct horse battery' });
    expect(plain.headers.get('set-cookie')).toBeNull();
  });

  test('wrong passwords and unknown users get the same answer', async () => {
    const me = await signUp(api.url);
    const wrong = await gql(api.url, LOG_IN, { u: me.username, p: 'wrong password!' });
    const unknown = await gql(api.url, LOG_IN, { u: uniqueName('nobody'), p: 'wrong password!' });
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    expect(codeOf(unknown)).toBe('UNAUTHENTICATED');
    expect(wrong.errors![0]!.message).toBe(unknown.errors![0]!.message);
  });

  test('wrong passwords from one address soon wait, also when sent in parallel; the owner elsewhere still signs in', async () => {
    const me = await signUp(api.url);
    const stranger = { headers: { 'x-forwarded-for': '198.51.100.66' } };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => gql(api.url, LOG_IN, { u: me.username, p: 'wrong password!' }, stranger)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(DEFAULT_LIMITS.loginFreeAttempts);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(8 - DEFAULT_LIMITS.loginFreeAttempts);
    const limited = results.find((r) => codeOf(r) === 'RATE_LIMITED')!;
    expect(limited.errors![0]!.extensions!['retryAfterSeconds']).toBeGreaterThan(0);
    expect(limited.errors![0]!.message).toMatch(/wait \d+ seconds/);
    // Even the right password waits from there: a guesser learns nothing by trying it.
    expect(codeOf(await gql(api.url, LOG_IN, { u: me.username, p: 'correct horse battery' }, stranger))).toBe(
      'RATE_LIMITED',
    );
    // The owner, from their own address, is not locked out.
    const owner = await gql(
      api.url,
      LOG_IN,
      { u: me.username, p: 'correct horse battery' },
      { headers: { 'x-forwarded-for': '203.0.113.5' } },
    );
    expect(owner.data).toEqual({ logIn: { token: expect.stringMatching(/^cxs_/), user: { username: me.username } } });
  });

  test('aliasing or batching cannot multiply attempts', async () => {
    const me = await signUp(api.url);
    const aliased = await gql(
      api.url,
      `mutation { a: logIn(username:"${me.username}", password:"guess one!") { token } b: logIn(username:"${me.username}", password:"guess two!") { token } }`,
    );
    expect(codeOf(aliased)).toBe('BAD_USER_INPUT');
    const batch = await gql(
      api.url,
      '',
      {},
      {
        body: JSON.stringify([
          { query: LOG_IN, variables: { u: me.username, p: 'x1234567' } },
          { query: LOG_IN, variables: { u: me.username, p: 'x7654321' } },
        ]),
      },
    );
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(batch.errors)).toMatch(/batch/i);
  });

  test('personal API tokens: shown once, listed without secrets, revocable, revocation closes open WebSockets', async () => {
    const me = await signUp(api.url);
    const created = await ok<{ createApiToken: { token: string; name: string; apiToken: { id: string } } }>(
      api.url,
      'mutation{createApiToken(name:"my bot"){token name apiToken{id}}}',
      {},
      { token: me.token },
    );
    const secret = created.createApiToken.token;
    expect(secret).toMatch(/^cxp_/);
    const list = await ok<{ apiTokens: { id: string; name: string }[] }>(
      api.url,
      '{ apiTokens { id name createdAt lastUsedAt } }',
      {},
      { token: me.token },
    );
    expect(list.apiTokens.map((t) => t.name)).toEqual(['my bot']);
    expect(JSON.stringify(list)).not.toContain(secret.slice(4));
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: secret })).viewer.username).toBe(
      me.username,
    );

    // An open socket authenticated with the token is closed the moment it is revoked.
    const client = wsClient(api.wsUrl, secret);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: secret },
      )
    ).createLobby;
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    await subscribeUntil(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){id}}',
      { l: lobby.id },
      (items) => items.length >= 1,
    );
    const sub = subscribeUntil(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){id}}',
      { l: lobby.id },
      () => false,
      30_000,
    ).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 200));
    await ok(
      api.url,
      'mutation($id:ID!){revokeApiToken(id:$id)}',
      { id: created.createApiToken.apiToken.id },
      { token: me.token },
    );
    expect(await closed).toBe(4403);
    await sub;
    await client.dispose();
    // Over HTTP too, a revoked token is refused, not taken for a signed-out caller.
    const afterRevoke = await gql(api.url, VIEWER, {}, { token: secret });
    expect([afterRevoke.status, codeOf(afterRevoke), afterRevoke.data?.viewer]).toEqual([
      401,
      'UNAUTHENTICATED',
      undefined,
    ]);
    const again = await gql(
      api.url,
      'mutation($id:ID!){revokeApiToken(id:$id)}',
      { id: created.createApiToken.apiToken.id },
      { token: me.token },
    );
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(codeOf(await gql(api.url, 'mutation{revokeApiToken(id:"not-a-uuid")}', {}, { token: me.token }))).toBe(
      'NOT_FOUND',
    );
  });

  test('a token is accepted with or without "Bearer ", on HTTP and on the WebSocket', async () => {
    const me = await signUp(api.url);
    const res = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: me.token },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(((await res.json()) as { data: { viewer: { username: string } } }).data.viewer.username).toBe(me.username);
    const client = createClient({
      url: api.wsUrl,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: me.token },
      webSocketImpl: WebSocket,
    });
    const seen = await subscribeUntil<{ viewer?: { username: string } }>(
      client,
      VIEWER,
      {},
      (items) => items.length >= 1,
    );
    expect(seen[0]?.viewer?.username).toBe(me.username);
    await client.dispose();
  });

  test('an invalid token is refused the same way on HTTP (401, UNAUTHENTICATED)', async () => {
    for (const authorization of ['Bearer cxs_not-a-real-token', 'cxs_not-a-real-token']) {
      const res = await fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query: VIEWER }),
      });
      const json = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      expect([authorization, res.status, json.errors?.[0]?.extensions?.code, json.data ?? null]).toEqual([
        authorization,
        401,
        'UNAUTHENTICATED',
        null,
      ]);
    }
  });

  test('a WebSocket with an invalid token is refused', async () => {
    const client = wsClient(api.wsUrl, 'cxs_not-a-real-token');
    const closed = await new Promise<number>((resolve) =>
      client.on('closed', (e) => resolve((e as { code: number }).code)),
    );
    expect(closed).toBe(4403);
    await client.dispose();
  });
});
