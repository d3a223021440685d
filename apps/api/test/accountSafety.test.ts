// Account safety over real HTTP and WebSocket: growing sign-in waits per account and address, limits strangers cannot
// turn against owners, sign-up limits per address, password change, sessions listed and ended, token scopes, Secure cookies.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { SESSION_DAYS } from '../src/modules/accounts/service';
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

const PASSWORD = 'correct horse battery';
const SIGN_UP = 'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token user{id username}}}';
const LOG_IN = 'mutation($u:String!,$p:String!){logIn(username:$u,password:$p){token}}';
const VIEWER = '{ viewer { username } }';
const SESSIONS = '{ sessions { id address userAgent current createdAt lastUsedAt expiresAt } }';
const CREATE_LOBBY = 'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}';

const from = (address: string, userAgent = 'test-agent') => ({
  headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts the addresses 10.<n>.x.x this file hands out, so every test's strangers are new. */
let addressCounter = 0;
const freshAddress = (): string => {
  addressCounter++;
  return `10.${addressCounter >> 8}.${addressCounter & 255}.9`;
};

describe.each(testDbKinds())('account safety on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(kind, {
      limits: {
        loginFreeAttempts: 2,
        loginDelayBaseMs: 3_000,
        loginDelayMaxMs: 60_000,
        loginFailuresPerAddress: 6,
        loginFailuresPerAccountFromNewAddresses: 5,
        signUpsPerAddressPerHour: 3,
        lobbiesPerAddressPerHour: 3,
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  /** A new user, signed up from an address of its own (this API allows only 3 sign-ups per address an hour). */
  const newUser = () => signUp(api.url, uniqueName('as'), from(freshAddress()));
  const logIn = (u: string, p: string, address: string) =>
    gql<{ logIn: { token: string } }>(api.url, LOG_IN, { u, p }, from(address));

  test('after the free tries, each wrong password from one address waits longer than the one before', async () => {
    const me = await newUser();
    const address = freshAddress();
    const waitOf = (r: Awaited<ReturnType<typeof logIn>>) =>
      [codeOf(r), r.errors?.[0]?.extensions?.['retryAfterSeconds']] as const;
    expect(codeOf(await logIn(me.username, 'wrong password 1', address))).toBe('UNAUTHENTICATED');
    expect(codeOf(await logIn(me.username, 'wrong password 2', address))).toBe('UNAUTHENTICATED');
    const [firstCode, firstWait] = waitOf(await logIn(me.username, 'wrong password 3', address));
    expect([firstCode, Number(firstWait) <= 3]).toEqual(['RATE_LIMITED', true]);
    await sleep(3_100); // past the first wait (3 s): one more try is free
    expect(codeOf(await logIn(me.username, 'wrong password 3', address))).toBe('UNAUTHENTICATED');
    // The wait after it doubles (6 s).
    const [secondCode, secondWait] = waitOf(await logIn(me.username, 'wrong password 4', address));
    expect([secondCode, Number(secondWait) >= Number(firstWait) + 2]).toEqual(['RATE_LIMITED', true]);
    // The right password from there waits too; from elsewhere it signs in at once.
    expect(codeOf(await logIn(me.username, PASSWORD, address))).toBe('RATE_LIMITED');
    expect((await logIn(me.username, PASSWORD, freshAddress())).data?.logIn.token).toMatch(/^cxs_/);
  });

  test('a stranger spread over many addresses is held back, but the owner signs in from an address they have used', async () => {
    const me = await newUser();
    const home = freshAddress();
    expect((await logIn(me.username, PASSWORD, home)).data?.logIn.token).toMatch(/^cxs_/);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 8; i++) codes.push(codeOf(await logIn(me.username, `guess number ${i}`, freshAddress())));
    expect(codes).toEqual([...Array<string>(5).fill('UNAUTHENTICATED'), ...Array<string>(3).fill('RATE_LIMITED')]);
    // A device never used before must wait, and is told why in words.
    const newDevice = await logIn(me.username, PASSWORD, freshAddress());
    expect(codeOf(newDevice)).toBe('RATE_LIMITED');
    expect(newDevice.errors?.[0]?.message).toMatch(/device you have signed in with before/);
    // The owner at home is not locked out.
    expect((await logIn(me.username, PASSWORD, home)).data?.logIn.token).toMatch(/^cxs_/);
  });

  test('one address trying many accounts is limited, without touching other addresses', async () => {
    const address = freshAddress();
    const users = await Promise.all(Array.from({ length: 7 }, () => newUser()));
    const codes: (string | undefined)[] = [];
    for (const u of users) codes.push(codeOf(await logIn(u.username, 'not the password', address)));
    expect(codes).toEqual([...Array<string>(6).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
    expect((await logIn(users[6]!.username, PASSWORD, freshAddress())).data?.logIn.token).toMatch(/^cxs_/);
  });

  test('sign-ups are limited per address, also in parallel; refused sign-ups do not count, other addresses are free', async () => {
    const address = freshAddress();
    expect(codeOf(await gql(api.url, SIGN_UP, { u: uniqueName('su'), p: 'password' }, from(address)))).toBe(
      'BAD_USER_INPUT',
    );
    const names = Array.from({ length: 10 }, () => uniqueName('su'));
    const results = await Promise.all(names.map((u) => gql(api.url, SIGN_UP, { u, p: PASSWORD }, from(address))));
    const codes = results.map((r) => codeOf(r) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(7);
    const refused = results.find((r) => codeOf(r) === 'RATE_LIMITED')!;
    expect(refused.errors?.[0]?.message).toMatch(/Try again in \d+ minutes/);
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(3000);
    // Nobody was created for the refused ones.
    const refusedNames = names.filter((_, i) => codes[i] === 'RATE_LIMITED');
    for (const u of refusedNames)
      expect((await ok<{ user: null }>(api.url, 'query($u:String!){user(username:$u){id}}', { u })).user).toBeNull();
    expect(
      codeOf(await gql(api.url, SIGN_UP, { u: uniqueName('su'), p: PASSWORD }, from(freshAddress()))),
    ).toBeUndefined();
  });

  test('lobbies are limited per address; refused ones do not count', async () => {
    const me = await newUser();
    const address = freshAddress();
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation{createLobby(input:{gameId:"no-such-game",seats:2}){id}}',
          {},
          { token: me.token, ...from(address) },
        ),
      ),
    ).toBeDefined();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(codeOf(await gql(api.url, CREATE_LOBBY, {}, { token: me.token, ...from(address) })) ?? 'OK');
    expect(codes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED']);
    expect(codeOf(await gql(api.url, CREATE_LOBBY, {}, { token: me.token, ...from(freshAddress()) }))).toBeUndefined();
  });

  test('changing the password checks the current one, refuses weak ones, and ends every other session', async () => {
    const me = await newUser();
    const other = (await logIn(me.username, PASSWORD, freshAddress())).data!.logIn.token;
    const change = 'mutation($c:String!,$n:String!){changePassword(currentPassword:$c,newPassword:$n)}';
    const wrong = await gql(api.url, change, { c: 'not my password', n: 'a brand new secret' }, { token: me.token });
    expect([codeOf(wrong), wrong.errors?.[0]?.extensions?.['field']]).toEqual(['UNAUTHENTICATED', 'currentPassword']);
    for (const weak of ['password', '12345678', me.username, PASSWORD]) {
      const r = await gql(api.url, change, { c: PASSWORD, n: weak }, { token: me.token });
      expect([weak, codeOf(r), r.errors?.[0]?.extensions?.['field']]).toEqual([weak, 'BAD_USER_INPUT', 'newPassword']);
    }
    // Nothing changed so far: the other session and the old password still work.
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: other })).viewer.username).toBe(
      me.username,
    );
    const done = await ok<{ changePassword: number }>(
      api.url,
      change,
      { c: PASSWORD, n: 'a brand new secret' },
      { token: me.token },
    );
    expect(done.changePassword).toBe(1);
    expect(codeOf(await gql(api.url, VIEWER, {}, { token: other }))).toBe('UNAUTHENTICATED');
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: me.token })).viewer.username).toBe(
      me.username,
    );
    expect(codeOf(await logIn(me.username, PASSWORD, freshAddress()))).toBe('UNAUTHENTICATED');
    expect((await logIn(me.username, 'a brand new secret', freshAddress())).data?.logIn.token).toMatch(/^cxs_/);
  });

  test('sessions are listed with where they came from, and one can be ended, closing its sockets', async () => {
    const me = await newUser();
    const phoneAddress = freshAddress();
    const phone = (
      await gql<{ logIn: { token: string } }>(
        api.url,
        LOG_IN,
        { u: me.username, p: PASSWORD },
        from(phoneAddress, 'Phone Browser 1.0'),
      )
    ).data!.logIn.token;
    const list = await ok<{
      sessions: { id: string; address: string | null; userAgent: string | null; current: boolean }[];
    }>(api.url, SESSIONS, {}, { token: me.token });
    expect(list.sessions).toHaveLength(2);
    const phoneRow = list.sessions.find((s) => s.userAgent === 'Phone Browser 1.0')!;
    expect([phoneRow.address, phoneRow.current]).toEqual([phoneAddress, false]);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(phone.slice(4));

    // A socket of the phone's, watching a lobby, is closed the moment its session ends.
    const client = wsClient(api.wsUrl, phone);
    await subscribeUntil(client, VIEWER, {}, (items) => items.length >= 1);
    const lobby = (await ok<{ createLobby: { id: string } }>(api.url, CREATE_LOBBY, {}, { token: phone })).createLobby;
    const watching = subscribeUntil(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){id}}',
      { l: lobby.id },
      () => false,
      30_000,
    ).catch((e: unknown) => e);
    await sleep(200);
    // Listening from here on: the test client itself closes and reopens its socket (1000) once its first query is done.
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    expect(
      await ok(api.url, 'mutation($id:ID!){revokeSession(id:$id)}', { id: phoneRow.id }, { token: me.token }),
    ).toEqual({ revokeSession: true });
    expect(await closed).toBe(4403);
    await watching;
    await client.dispose();
    // A new socket with the ended session is refused.
    const again = wsClient(api.wsUrl, phone);
    expect(
      await new Promise<number>((resolve) => again.on('closed', (e) => resolve((e as { code: number }).code))),
    ).toBe(4403);
    await again.dispose();
    expect(codeOf(await gql(api.url, VIEWER, {}, { token: phone }))).toBe('UNAUTHENTICATED');
    // Another user cannot end it, nor learn it exists.
    const stranger = await newUser();
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($id:ID!){revokeSession(id:$id)}',
          { id: list.sessions.find((s) => s.current)!.id },
          { token: stranger.token },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: me.token })).viewer.username).toBe(
      me.username,
    );
  });

  test('"log out everywhere" ends every session, and API tokens only when asked', async () => {
    const me = await newUser();
    const laptop = (await logIn(me.username, PASSWORD, freshAddress())).data!.logIn.token;
    const token = (
      await ok<{ createApiToken: { token: string } }>(
        api.url,
        'mutation{createApiToken(name:"bot"){token}}',
        {},
        { token: me.token },
      )
    ).createApiToken.token;
    expect(await ok(api.url, 'mutation{logOutEverywhere}', {}, { token: laptop })).toEqual({ logOutEverywhere: 2 });
    for (const t of [me.token, laptop])
      expect(codeOf(await gql(api.url, VIEWER, {}, { token: t }))).toBe('UNAUTHENTICATED');
    expect((await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token })).viewer.username).toBe(
      me.username,
    );
    const again = (await logIn(me.username, PASSWORD, freshAddress())).data!.logIn.token;
    expect(await ok(api.url, 'mutation{logOutEverywhere(includeApiTokens:true)}', {}, { token: again })).toEqual({
      logOutEverywhere: 2,
    });
    expect(codeOf(await gql(api.url, VIEWER, {}, { token }))).toBe('UNAUTHENTICATED');
  });

  test('token scopes: a READ token reads and watches but cannot play, and no token can make tokens or change the account', async () => {
    const me = await newUser();
    const make = 'mutation($s:[ApiTokenScope!]){createApiToken(name:"t",scopes:$s){token apiToken{scopes}}}';
    const read = (
      await ok<{ createApiToken: { token: string; apiToken: { scopes: string[] } } }>(
        api.url,
        make,
        { s: ['READ'] },
        { token: me.token },
      )
    ).createApiToken;
    expect(read.apiToken.scopes).toEqual(['READ']);
    const full = (
      await ok<{ createApiToken: { token: string; apiToken: { scopes: string[] } } }>(
        api.url,
        make,
        {},
        { token: me.token },
      )
    ).createApiToken;
    expect(full.apiToken.scopes).toEqual(['READ', 'PLAY']);
    expect(codeOf(await gql(api.url, make, { s: ['PLAY'] }, { token: me.token }))).toBe('BAD_USER_INPUT');

    expect(
      (await ok<{ viewer: { username: string } }>(api.url, VIEWER, {}, { token: read.token })).viewer.username,
    ).toBe(me.username);
    const refused = await gql(api.url, CREATE_LOBBY, {}, { token: read.token });
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['FORBIDDEN', expect.stringMatching(/only read/)]);
    expect(
      Array.isArray(
        (
          await ok<{ lobbies: { edges: unknown[] } }>(
            api.url,
            '{ lobbies { edges { node { id } } } }',
            {},
            { token: read.token },
          )
        ).lobbies.edges,
      ),
    ).toBe(true);
    // The same over the WebSocket: watching works, playing is refused.
    const client = wsClient(api.wsUrl, read.token);
    expect(
      (await subscribeUntil<{ viewer: { username: string } }>(client, VIEWER, {}, (i) => i.length >= 1))[0]?.viewer
        .username,
    ).toBe(me.username);
    await expect(subscribeUntil(client, CREATE_LOBBY, {}, (i) => i.length >= 1)).rejects.toThrow(/FORBIDDEN|only read/);
    await client.dispose();
    // A PLAY token plays.
    expect(
      (await ok<{ createLobby: { id: string } }>(api.url, CREATE_LOBBY, {}, { token: full.token })).createLobby.id,
    ).toBeTruthy();

    // No token, however scoped, makes tokens or touches the account: a leaked token cannot outlive its revocation.
    for (const t of [read.token, full.token]) {
      for (const q of [
        make,
        'mutation{logOutEverywhere}',
        'mutation{changePassword(currentPassword:"correct horse battery",newPassword:"another fine secret")}',
        SESSIONS,
      ]) {
        expect([q, codeOf(await gql(api.url, q, { s: ['READ'] }, { token: t }))]).toEqual([q, 'FORBIDDEN']);
      }
    }
    // Giving a credential up is always allowed.
    expect(await ok(api.url, 'mutation{logOut}', {}, { token: read.token })).toEqual({ logOut: true });
    expect(codeOf(await gql(api.url, VIEWER, {}, { token: read.token }))).toBe('UNAUTHENTICATED');
  });

  test('the session cookie is Secure when a trusted proxy says the browser used https, and not otherwise', async () => {
    const cookieOf = async (headers: Record<string, string>) =>
      (
        await gql(
          api.url,
          SIGN_UP,
          { u: uniqueName('sc'), p: PASSWORD },
          { origin: WEB_ORIGIN, headers: { 'x-forwarded-for': freshAddress(), ...headers } },
        )
      ).headers.get('set-cookie') ?? '';
    const viaTls = await cookieOf({ 'x-forwarded-proto': 'https' });
    expect(viaTls).toMatch(/cortex_session=cxs_/);
    expect(viaTls).toMatch(/;\s*Secure/i);
    const plain = await cookieOf({});
    expect(plain).toMatch(/cortex_session=cxs_/);
    expect(plain).not.toMatch(/Secure/i);
  });

  test('a session in use lives on: its expiry moves SESSION_DAYS past the last use, and a browser gets its cookie again', async () => {
    const address = freshAddress();
    const signed = await gql<{ signUp: { token: string; user: { id: string } } }>(
      api.url,
      SIGN_UP,
      { u: uniqueName('sl'), p: PASSWORD },
      { origin: WEB_ORIGIN, ...from(address) },
    );
    const token = signed.data!.signUp.token;
    const cookie = `cortex_session=${token}`;
    // As if signed in 29 days ago and last seen an hour ago: one day left.
    const inADay = new Date(Date.now() + 24 * 3600_000);
    await api.db.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 3600_000), expiresAt: inADay })
      .where(eq(sessions.userId, signed.data!.signUp.user.id));
    const used = await gql(api.url, VIEWER, {}, { origin: WEB_ORIGIN, cookie, ...from(address) });
    expect(used.headers.get('set-cookie')).toMatch(/cortex_session=cxs_.*Max-Age=2592000/);
    const [after] = (
      await ok<{ sessions: { expiresAt: string; current: boolean }[] }>(
        api.url,
        SESSIONS,
        {},
        { origin: WEB_ORIGIN, cookie, ...from(address) },
      )
    ).sessions.filter((x) => x.current);
    expect(new Date(after!.expiresAt).getTime()).toBeGreaterThan(Date.now() + (SESSION_DAYS - 1) * 24 * 3600_000);
    // Within minutes of the last touch nothing is written and no cookie is sent again.
    expect(
      (await gql(api.url, VIEWER, {}, { origin: WEB_ORIGIN, cookie, ...from(address) })).headers.get('set-cookie'),
    ).toBeNull();
  });
});
