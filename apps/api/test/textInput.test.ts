// Typed errors only: a NUL byte, an unpaired surrogate or a forged cursor in any argument is BAD_USER_INPUT and changes
// nothing, over HTTP (as a variable or a literal) and over the WebSocket.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { apiTokens, chatMessages, lobbies, matchMoves, users } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

const BAD_TEXT = [
  ['a NUL byte', 'a\u0000b'],
  ['a lone high surrogate', 'x\ud800'],
  ['a lone low surrogate', '\udc00y'],
] as const;

const cursor = (parts: unknown): string => Buffer.from(JSON.stringify(parts)).toString('base64url');
const UUID = '00000000-0000-4000-8000-000000000000';
const FORGED = [
  ['a non-uuid id', cursor(['2026-12-01T00:00:00.000Z', 'not-a-uuid'])],
  ['an invalid date', cursor(['the day after', UUID])],
  ['a huge number', cursor([1e300])],
  ['a word for a number', cursor(['abc'])],
  ['a negative number', cursor([-1])],
  ['not base64 JSON', '!!!'],
  ['an object', cursor({ a: 1 })],
] as const;

describe.each(testDbKinds())('typed errors for unsafe text and forged cursors on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let matchId: string;
  let lobbyId: string;

  beforeAll(async () => {
    api = await startApi(kind);
    const [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
    token = alice.token;
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token },
      )
    ).startMatch.id;
    lobbyId = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token },
      )
    ).createLobby.id;
  });
  afterAll(async () => {
    await api.close();
  });

  async function snapshot() {
    const db = api.db.db;
    const n = async (
      table: typeof users | typeof lobbies | typeof matchMoves | typeof chatMessages | typeof apiTokens,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      users: await n(users),
      lobbies: await n(lobbies),
      moves: await n(matchMoves),
      chat: await n(chatMessages),
      tokens: await n(apiTokens),
      version: (await api.app.services.matches.load(matchId))!.row.version,
    };
  }

  /** Each operation with one text argument `$t` (the others well-formed): where the reported crashes were. */
  const TEXT_OPERATIONS: readonly (readonly [string, string, (t: string) => Record<string, unknown>])[] = [
    ['an API token name', 'mutation($t:String!){createApiToken(name:$t){token}}', (t) => ({ t })],
    [
      "Niska's Debt additional rules",
      'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
      (t) => ({ i: { gameId: 'niskas-debt', seats: 2, options: { additionalRules: t } } }),
    ],
    [
      'a move field',
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
      (t) => ({ id: matchId, v: 0, m: { type: 'draw', card: t } }),
    ],
    [
      'a chat message',
      'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id}}',
      (t) => ({ id: matchId, t }),
    ],
    ['the lobbies game filter', 'query($t:ID){lobbies(gameId:$t){edges{cursor}}}', (t) => ({ t })],
    ['the matches game filter', 'query($t:ID){matches(gameId:$t){edges{cursor}}}', (t) => ({ t })],
    ['the campaigns game filter', 'query($t:ID){campaigns(gameId:$t){edges{cursor}}}', (t) => ({ t })],
    ['a username', 'query($t:String!){user(username:$t){id}}', (t) => ({ t })],
    [
      'a JSON key',
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
      (t) => ({ id: matchId, v: 0, m: { type: 'draw', [t]: 1 } }),
    ],
  ];

  // Variables are built inside each test: the match and lobby ids exist only once beforeAll has run.
  test.each(
    TEXT_OPERATIONS.flatMap(([what, doc, vars]) =>
      BAD_TEXT.map(([bad, text]) => [what, bad, doc, vars, text] as const),
    ),
  )('%s with %s is BAD_USER_INPUT and changes nothing', async (_what, _bad, doc, vars, text) => {
    const before = await snapshot();
    const r = await gql(api.url, doc, vars(text), { token });
    expect(r.status).toBeLessThan(500);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe('Text may not contain NUL characters or unpaired UTF-16 surrogates.');
    expect(await snapshot()).toEqual(before);
  });

  test.each(BAD_TEXT)('%s written into the document itself is refused too', async (_bad, text) => {
    const before = await snapshot();
    const r = await gql(api.url, `mutation{createApiToken(name:${JSON.stringify(text)}){token}}`, {}, { token });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(await snapshot()).toEqual(before);
  });

  test('over the WebSocket: a subscription or a mutation with unsafe text is refused in protocol', async () => {
    const client = wsClient(api.wsUrl, token);
    try {
      for (const [, text] of BAD_TEXT) {
        await expect(
          subscribeUntil(
            client,
            'subscription($id:ID!){matchUpdated(matchId:$id){id}}',
            { id: text },
            () => true,
            5_000,
          ),
        ).rejects.toThrow(/unpaired UTF-16 surrogates/);
        await expect(
          subscribeUntil(
            client,
            'mutation($t:String!){createApiToken(name:$t){token}}',
            { t: text },
            () => true,
            5_000,
          ),
        ).rejects.toThrow(/unpaired UTF-16 surrogates/);
      }
    } finally {
      await client.dispose();
    }
  });

  const CURSOR_OPERATIONS: readonly (readonly [string, string, (c: string) => Record<string, unknown>])[] = [
    ['lobbies', 'query($c:String){lobbies(after:$c){edges{cursor}}}', (c) => ({ c })],
    ['matches', 'query($c:String){matches(after:$c){edges{cursor}}}', (c) => ({ c })],
    ['campaigns', 'query($c:String){campaigns(after:$c){edges{cursor}}}', (c) => ({ c })],
    ['the leaderboard', 'query($c:String){leaderboard(gameId:"test-pairs",after:$c){edges{cursor}}}', (c) => ({ c })],
    [
      'a match log',
      'query($id:ID!,$c:String){match(id:$id){log(after:$c){edges{cursor}}}}',
      (c) => ({ id: matchId, c }),
    ],
    [
      'a match log before',
      'query($id:ID!,$c:String){match(id:$id){log(last:5,before:$c){edges{cursor}}}}',
      (c) => ({ id: matchId, c }),
    ],
    [
      'a match chat',
      'query($id:ID!,$c:String){match(id:$id){chat(after:$c){edges{cursor}}}}',
      (c) => ({ id: matchId, c }),
    ],
    [
      'a lobby chat',
      'query($id:ID!,$c:String){lobby(id:$id){chat(after:$c){edges{cursor}}}}',
      (c) => ({ id: lobbyId, c }),
    ],
  ];

  test.each(
    CURSOR_OPERATIONS.flatMap(([what, doc, vars]) =>
      FORGED.map(([forged, c]) => [what, forged, doc, vars, c] as const),
    ),
  )('%s after a cursor with %s is BAD_USER_INPUT', async (_what, _forged, doc, vars, c) => {
    const r = await gql(api.url, doc, vars(c), { token });
    expect(r.status).toBeLessThan(500);
    expect([codeOf(r), r.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'That cursor is not one this server gave out.',
    ]);
  });

  test.each(CURSOR_OPERATIONS)('%s still pages with the cursors it gives out', async (_what, doc, vars) => {
    const first = await ok<Record<string, unknown>>(api.url, doc, vars(null as unknown as string), { token });
    const edges = JSON.stringify(first).match(/"cursor":"([^"]+)"/);
    if (!edges) return expect(JSON.stringify(first)).toContain('"edges":[]');
    await ok(api.url, doc, vars(edges[1]!), { token });
  });
});
