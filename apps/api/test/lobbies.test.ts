// Lobbies over real HTTP and WebSocket: validation, seats, bots, host rights, privacy, live updates, rematch.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

const CREATE =
  'mutation($i:CreateLobbyInput!){createLobby(input:$i){id seats status private options timeControl{kind seconds hours} players{seat bot user{username}}}}';
const LOBBY = 'query($id:ID!){lobby(id:$id){id status seats players{seat bot user{username}} match{id}}}';

interface LobbyOut {
  id: string;
  status: string;
  options: Record<string, unknown>;
  timeControl: { kind: string; seconds: number | null; hours: number | null };
  players: { seat: number; bot: string | null; user: { username: string } | null }[];
}

describe.each(testDbKinds())('lobbies on %s', (kind) => {
  let api: TestApi;
  let host: Awaited<ReturnType<typeof signUp>>;
  let guest: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    api = await startApi(kind);
    host = await signUp(api.url);
    guest = await signUp(api.url);
  });
  afterAll(async () => {
    await api.close();
  });

  const create = (input: Record<string, unknown>, token = host.token) =>
    gql<{ createLobby: LobbyOut }>(api.url, CREATE, { i: input }, { token });

  test.each([
    ['unknown game', { gameId: 'chess', seats: 2 }],
    ['too few seats', { gameId: 'test-pairs', seats: 1 }],
    ['too many seats', { gameId: 'test-pairs', seats: 5 }],
    ['option out of range', { gameId: 'test-pairs', seats: 2, options: { targetPairs: 99 } }],
    ['option of the wrong type', { gameId: 'test-pairs', seats: 2, options: { maxTurns: 'many' } }],
    ['options not an object', { gameId: 'test-pairs', seats: 2, options: [1, 2] }],
    ['real-time too fast', { gameId: 'test-pairs', seats: 2, timeControl: { kind: 'REALTIME', seconds: 1 } }],
  ])('refuses %s with BAD_USER_INPUT and creates nothing', async (_name, input) => {
    const before = await ok<{ lobbies: { edges: unknown[] } }>(api.url, '{ lobbies(first: 100) { edges { cursor } } }');
    const r = await create(input);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    const after = await ok<{ lobbies: { edges: unknown[] } }>(api.url, '{ lobbies(first: 100) { edges { cursor } } }');
    expect(after.lobbies.edges.length).toBe(before.lobbies.edges.length);
  });

  test('signed-out callers cannot create lobbies', async () => {
    expect(codeOf(await gql(api.url, CREATE, { i: { gameId: 'test-pairs', seats: 2 } }))).toBe('UNAUTHENTICATED');
  });

  test('options get their defaults; time control defaults to 24 h async', async () => {
    const lobby = (await create({ gameId: 'test-pairs', seats: 2, options: { maxTurns: 12 } })).data!.createLobby;
    expect(lobby.options).toEqual({ maxTurns: 12, targetPairs: 3 });
    expect(lobby.timeControl).toEqual({ kind: 'ASYNC', seconds: null, hours: 24 });
    expect(lobby.players).toEqual([{ seat: 0, bot: null, user: { username: host.username } }]);
  });

  test('join, leave, host-only bots and start, full seats, live updates', async () => {
    const lobby = (await create({ gameId: 'test-pairs', seats: 3, timeControl: { kind: 'REALTIME', seconds: 30 } }))
      .data!.createLobby;
    const client = wsClient(api.wsUrl, guest.token);
    const updates = subscribeUntil<{ lobbyUpdated: LobbyOut }>(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){id status players{seat bot}}}',
      { l: lobby.id },
      (items) => items.some((i) => i.lobbyUpdated.status === 'STARTED'),
    );

    expect(
      codeOf(await gql(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token })),
    ).toBe('FORBIDDEN');
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    expect(
      codeOf(
        await gql(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token }),
      ),
    ).toBe('CONFLICT');
    expect(
      codeOf(
        await gql(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobby.id }, { token: host.token }),
      ),
    ).toBe('CONFLICT');
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($l:ID!){addBot(lobbyId:$l,level:"godlike"){id}}',
          { l: lobby.id },
          { token: host.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l,level:"easy"){id}}', { l: lobby.id }, { token: host.token });
    const full = (await ok<{ lobby: LobbyOut }>(api.url, LOBBY, { id: lobby.id })).lobby;
    expect(full.players.map((p) => p.bot ?? p.user?.username)).toEqual([host.username, guest.username, 'easy']);
    expect(
      codeOf(await gql(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: host.token })),
    ).toBe('CONFLICT');
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($l:ID!){removeBot(lobbyId:$l,seat:1){id}}',
          { l: lobby.id },
          { token: host.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    await ok(api.url, 'mutation($l:ID!){removeBot(lobbyId:$l,seat:2){id}}', { l: lobby.id }, { token: host.token });
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: host.token });
    expect(
      codeOf(
        await gql(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token }),
      ),
    ).toBe('FORBIDDEN');

    // Two simultaneous starts produce one match.
    const starts = await Promise.all(
      [1, 2].map(() =>
        gql<{ startMatch: { id: string } }>(
          api.url,
          'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
          { l: lobby.id },
          { token: host.token },
        ),
      ),
    );
    expect(starts.filter((s) => s.data?.startMatch).length).toBe(1);
    expect(starts.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    const seen = await updates;
    await client.dispose();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(
      codeOf(
        await gql(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token }),
      ),
    ).toBe('CONFLICT');
  });

  test('private lobbies are reachable by link only', async () => {
    const lobby = (await create({ gameId: 'test-pairs', seats: 2, private: true })).data!.createLobby;
    const listed = await ok<{ lobbies: { edges: { node: { id: string } }[] } }>(
      api.url,
      '{ lobbies(first: 100) { edges { node { id } } } }',
    );
    expect(listed.lobbies.edges.map((e) => e.node.id)).not.toContain(lobby.id);
    expect((await ok<{ lobby: { id: string } }>(api.url, LOBBY, { id: lobby.id })).lobby.id).toBe(lobby.id);
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
  });

  test('the host leaving hands the lobby over; the last human leaving closes it', async () => {
    const lobby = (await create({ gameId: 'test-pairs', seats: 3 })).data!.createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    await ok(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: host.token });
    const after = await ok<{ lobby: { status: string; host: { username: string } } }>(
      api.url,
      'query($id:ID!){lobby(id:$id){status host{username}}}',
      { id: lobby.id },
    );
    expect(after.lobby).toEqual({ status: 'OPEN', host: { username: guest.username } });
    await ok(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    expect((await ok<{ lobby: { status: string } }>(api.url, LOBBY, { id: lobby.id })).lobby.status).toBe('CLOSED');
  });

  test('pagination: first is capped at 100, cursors page without overlap', async () => {
    for (let i = 0; i < 3; i++) await create({ gameId: 'test-pairs', seats: 2 });
    expect(codeOf(await gql(api.url, '{ lobbies(first: 101) { edges { cursor } } }'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(api.url, '{ lobbies(first: 2, after: "garbage!") { edges { cursor } } }'))).toBe(
      'BAD_USER_INPUT',
    );
    const page1 = await ok<{
      lobbies: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
    }>(api.url, '{ lobbies(first: 2) { edges { node { id } } pageInfo { endCursor hasNextPage } } }');
    expect(page1.lobbies.pageInfo.hasNextPage).toBe(true);
    const page2 = await ok<{ lobbies: { edges: { node: { id: string } }[] } }>(
      api.url,
      'query($a:String){ lobbies(first: 2, after: $a) { edges { node { id } } } }',
      { a: page1.lobbies.pageInfo.endCursor },
    );
    const ids1 = page1.lobbies.edges.map((e) => e.node.id);
    expect(page2.lobbies.edges.map((e) => e.node.id).some((id) => ids1.includes(id))).toBe(false);
  });

  test('rematch opens one new lobby with the same seats', async () => {
    const lobby = (await create({ gameId: 'test-pairs', seats: 2, options: { maxTurns: 6 } })).data!.createLobby;
    await ok(
      api.url,
      'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}',
      { l: lobby.id },
      { token: host.token },
    );
    const match = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: host.token },
      )
    ).startMatch;
    expect(
      codeOf(await gql(api.url, 'mutation($m:ID!){rematch(matchId:$m){id}}', { m: match.id }, { token: host.token })),
    ).toBe('CONFLICT');
    await playToEnd(api.url, match.id, new Map([[0, host.token]]));
    expect(
      codeOf(await gql(api.url, 'mutation($m:ID!){rematch(matchId:$m){id}}', { m: match.id }, { token: guest.token })),
    ).toBe('FORBIDDEN');
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        ok<{
          rematch: { id: string; rematchOf: string; players: { seat: number; bot: string | null }[]; options: unknown };
        }>(
          api.url,
          'mutation($m:ID!){rematch(matchId:$m){id rematchOf options players{seat bot}}}',
          { m: match.id },
          { token: host.token },
        ),
      ),
    );
    expect(a!.rematch.id).toBe(b!.rematch.id);
    expect(a!.rematch.rematchOf).toBe(match.id);
    expect(a!.rematch.players).toEqual([
      { seat: 0, bot: null },
      { seat: 1, bot: 'random' },
    ]);
    expect(a!.rematch.options).toEqual({ maxTurns: 6, targetPairs: 3 });
  });
});
