// Together again, over real HTTP and WebSocket: the rematch offered live to every player, lobby chat, hosts removing people.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

type User = Awaited<ReturnType<typeof signUp>>;

const CREATE = 'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}';
const JOIN = 'mutation($l:ID!){joinLobby(lobbyId:$l){id players{seat bot user{username}}}}';
const START = 'mutation($l:ID!){startMatch(lobbyId:$l){id}}';
const SEND = 'mutation($l:ID!,$t:String!){sendLobbyMessage(lobbyId:$l,text:$t){id seat text user{username}}}';
const REMOVE = 'mutation($l:ID!,$u:ID!){removePlayer(lobbyId:$l,userId:$u){id players{seat user{username}}}}';
const CHAT = 'query($id:ID!){lobby(id:$id){chat(last:100){edges{node{text seat user{username}}}}}}';
const REMATCH_OF = 'query($id:ID!){match(id:$id){rematch{id}}}';

interface ChatOut {
  lobby: { chat: { edges: { node: { text: string; seat: number | null; user: { username: string } } }[] } };
}

describe.each(testDbKinds())('together again on %s', (kind) => {
  let api: TestApi;
  let host: User;
  let guest: User;
  let outsider: User;
  beforeAll(async () => {
    api = await startApi(kind);
    [host, guest, outsider] = await Promise.all([signUp(api.url), signUp(api.url), signUp(api.url)]);
  });
  afterAll(async () => {
    await api.close();
  });

  const lobbyWith = async (input: Record<string, unknown>, guests: User[] = [guest]): Promise<string> => {
    const id = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        CREATE,
        { i: { gameId: 'test-pairs', seats: 2, ...input } },
        { token: host.token },
      )
    ).createLobby.id;
    for (const g of guests) await ok(api.url, JOIN, { l: id }, { token: g.token });
    return id;
  };
  const chatOf = async (lobbyId: string, token?: string) =>
    (await ok<ChatOut>(api.url, CHAT, { id: lobbyId }, token ? { token } : {})).lobby.chat.edges.map(
      (e) => `${e.node.user.username}: ${e.node.text}`,
    );

  test('a rematch is offered live to the other player of a private match, who accepts it with one call', async () => {
    const lobbyId = await lobbyWith({ private: true, options: { maxTurns: 4 } });
    const matchId = (await ok<{ startMatch: { id: string } }>(api.url, START, { l: lobbyId }, { token: host.token }))
      .startMatch.id;
    await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, host.token],
        [1, guest.token],
      ]),
    );
    expect(
      (await ok<{ match: { rematch: null } }>(api.url, REMATCH_OF, { id: matchId }, { token: guest.token })).match
        .rematch,
    ).toBeNull();

    const client = wsClient(api.wsUrl, guest.token);
    const offered = subscribeUntil<{
      matchUpdated: { rematch: { id: string; host: { username: string }; status: string } | null };
    }>(
      client,
      'subscription($m:ID!){matchUpdated(matchId:$m){rematch{id status host{username}}}}',
      { m: matchId },
      (items) => items.some((i) => i.matchUpdated.rematch !== null),
    );
    // The first push is the current state (no rematch yet); then the host asks.
    await new Promise((r) => setTimeout(r, 200));
    const rematch = (
      await ok<{
        rematch: { id: string; private: boolean; players: { seat: number; user: { username: string } | null }[] };
      }>(
        api.url,
        'mutation($m:ID!){rematch(matchId:$m){id private players{seat user{username}}}}',
        { m: matchId },
        { token: host.token },
      )
    ).rematch;
    expect(rematch.private).toBe(true);
    expect(rematch.players).toEqual([{ seat: 0, user: { username: host.username } }]);
    const seen = await offered;
    await client.dispose();
    expect(seen.at(-1)!.matchUpdated.rematch).toEqual({
      id: rematch.id,
      status: 'OPEN',
      host: { username: host.username },
    });

    // The private lobby's link is the players' invitation only: a spectator and a signed-out caller do not see it.
    expect(
      (await ok<{ match: { rematch: null } }>(api.url, REMATCH_OF, { id: matchId }, { token: outsider.token })).match
        .rematch,
    ).toBeNull();
    expect((await ok<{ match: { rematch: null } }>(api.url, REMATCH_OF, { id: matchId })).match.rematch).toBeNull();

    // Accepting: the guest takes their old seat; asking for the rematch again changes nothing.
    const joined = (
      await ok<{ joinLobby: { players: { seat: number; user: { username: string } | null }[] } }>(
        api.url,
        JOIN,
        { l: rematch.id },
        { token: guest.token },
      )
    ).joinLobby;
    expect(joined.players).toEqual([
      { seat: 0, bot: null, user: { username: host.username } },
      { seat: 1, bot: null, user: { username: guest.username } },
    ]);
    const again = await ok<{ rematch: { id: string; players: unknown[] } }>(
      api.url,
      'mutation($m:ID!){rematch(matchId:$m){id players{seat}}}',
      { m: matchId },
      { token: guest.token },
    );
    expect(again.rematch).toEqual({ id: rematch.id, players: [{ seat: 0 }, { seat: 1 }] });
    await ok(api.url, START, { l: rematch.id }, { token: host.token });
  });

  test('asking for the existing rematch seats the other player, in their old seat, next to the re-seated bot', async () => {
    const lobbyId = await lobbyWith({ seats: 3, options: { maxTurns: 4 } });
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}', { l: lobbyId }, { token: host.token });
    const matchId = (await ok<{ startMatch: { id: string } }>(api.url, START, { l: lobbyId }, { token: host.token }))
      .startMatch.id;
    await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, host.token],
        [1, guest.token],
      ]),
    );
    const QUERY = 'mutation($m:ID!){rematch(matchId:$m){id players{seat bot user{username}}}}';
    type Out = {
      rematch: { id: string; players: { seat: number; bot: string | null; user: { username: string } | null }[] };
    };
    // The guest asks first this time: they host it; the host accepts by asking too.
    const first = (await ok<Out>(api.url, QUERY, { m: matchId }, { token: guest.token })).rematch;
    expect(first.players).toEqual([
      { seat: 1, bot: null, user: { username: guest.username } },
      { seat: 2, bot: 'random', user: null },
    ]);
    // Public: anyone looking at the match sees the offer.
    expect(
      (await ok<{ match: { rematch: { id: string } } }>(api.url, REMATCH_OF, { id: matchId })).match.rematch,
    ).toEqual({ id: first.id });
    const second = (await ok<Out>(api.url, QUERY, { m: matchId }, { token: host.token })).rematch;
    expect(second.id).toBe(first.id);
    expect(second.players.map((p) => [p.seat, p.bot ?? p.user?.username])).toEqual([
      [0, host.username],
      [1, guest.username],
      [2, 'random'],
    ]);
    expect(codeOf(await gql(api.url, QUERY, { m: matchId }, { token: outsider.token }))).toBe('FORBIDDEN');
  });

  test('lobby chat reaches the other player live, escaped text kept as written', async () => {
    const lobbyId = await lobbyWith({});
    const client = wsClient(api.wsUrl, guest.token);
    const live = subscribeUntil<{ lobbyUpdated: { chat: { edges: { node: { text: string } }[] } } }>(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){chat(last:10){edges{node{text}}}}}',
      { l: lobbyId },
      (items) => items.some((i) => i.lobbyUpdated.chat.edges.some((e) => e.node.text === '<b>Shiny</b> & bright')),
    );
    await new Promise((r) => setTimeout(r, 200));
    const sent = (
      await ok<{ sendLobbyMessage: { seat: number; text: string; user: { username: string } } }>(
        api.url,
        SEND,
        { l: lobbyId, t: '  <b>Shiny</b> & bright  ' },
        { token: host.token },
      )
    ).sendLobbyMessage;
    expect(sent).toMatchObject({ seat: 0, text: '<b>Shiny</b> & bright', user: { username: host.username } });
    await live;
    await client.dispose();
    await ok(api.url, SEND, { l: lobbyId, t: 'Aye.' }, { token: guest.token });
    // Anyone who can see the lobby reads it, signed in or not.
    expect(await chatOf(lobbyId)).toEqual([`${host.username}: <b>Shiny</b> & bright`, `${guest.username}: Aye.`]);
    // Lobby chat is its own: the match chat of an unrelated match does not show it, and it pages like match chat.
    const page = await ok<{ lobby: { chat: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } } }>(
      api.url,
      'query($id:ID!){lobby(id:$id){chat(first:1){edges{cursor} pageInfo{hasNextPage}}}}',
      { id: lobbyId },
    );
    expect(page.lobby.chat.edges).toHaveLength(1);
    expect(page.lobby.chat.pageInfo.hasNextPage).toBe(true);
  });

  test('lobby chat refuses with typed errors and stores nothing', async () => {
    const lobbyId = await lobbyWith({});
    await ok(api.url, SEND, { l: lobbyId, t: 'first' }, { token: host.token });
    const cases: [string, Record<string, unknown>, string | undefined, string][] = [
      ['empty', { l: lobbyId, t: '   ' }, host.token, 'BAD_USER_INPUT'],
      ['too long', { l: lobbyId, t: 'x'.repeat(501) }, host.token, 'BAD_USER_INPUT'],
      ['NUL', { l: lobbyId, t: 'a\u0000b' }, host.token, 'BAD_USER_INPUT'],
      ['not seated', { l: lobbyId, t: 'hi' }, outsider.token, 'FORBIDDEN'],
      ['signed out', { l: lobbyId, t: 'hi' }, undefined, 'UNAUTHENTICATED'],
      ['no such lobby', { l: '00000000-0000-4000-8000-000000000000', t: 'hi' }, host.token, 'NOT_FOUND'],
      ['not an id', { l: 'nope', t: 'hi' }, host.token, 'NOT_FOUND'],
    ];
    for (const [name, vars, token, code] of cases)
      expect(codeOf(await gql(api.url, SEND, vars, token ? { token } : {})), name).toBe(code);
    expect(
      codeOf(await gql(api.url, SEND, { l: lobbyId, t: 'x'.repeat(500) }, { token: guest.token })),
    ).toBeUndefined();
    expect(await chatOf(lobbyId)).toEqual([`${host.username}: first`, `${guest.username}: ${'x'.repeat(500)}`]);
    // Once started the lobby chat is closed; the match has its own.
    await ok(api.url, START, { l: lobbyId }, { token: host.token });
    expect(codeOf(await gql(api.url, SEND, { l: lobbyId, t: 'late' }, { token: host.token }))).toBe('CONFLICT');
    expect(await chatOf(lobbyId)).toHaveLength(2);
  });

  test('one rate limit for match and lobby chat together', async () => {
    const talker = await signUp(api.url);
    const other = await signUp(api.url);
    const lobbyId = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        CREATE,
        { i: { gameId: 'test-pairs', seats: 2 } },
        { token: talker.token },
      )
    ).createLobby.id;
    const matchLobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        CREATE,
        { i: { gameId: 'test-pairs', seats: 2 } },
        { token: other.token },
      )
    ).createLobby.id;
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: matchLobby }, { token: other.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(api.url, START, { l: matchLobby }, { token: other.token })
    ).startMatch.id;
    for (let i = 0; i < 10; i++)
      await ok(
        api.url,
        'mutation($m:ID!,$t:String!){sendChatMessage(matchId:$m,text:$t){id}}',
        { m: matchId, t: `m${i}` },
        { token: talker.token },
      );
    for (let i = 0; i < 10; i++) await ok(api.url, SEND, { l: lobbyId, t: `l${i}` }, { token: talker.token });
    const refused = await gql(api.url, SEND, { l: lobbyId, t: 'one too many' }, { token: talker.token });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBe(60);
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($m:ID!,$t:String!){sendChatMessage(matchId:$m,text:$t){id}}',
          { m: matchId, t: 'also too many' },
          { token: talker.token },
        ),
      ),
    ).toBe('RATE_LIMITED');
    expect(await chatOf(lobbyId)).toHaveLength(10);
  });

  test('the host removes a person, who sees it live and can no longer act; a private lobby does not take them back', async () => {
    const third = await signUp(api.url);
    const lobbyId = await lobbyWith({ seats: 3, private: true }, [guest, third]);
    // Only the host, never themselves, only someone seated.
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: third.id }, { token: guest.token }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: host.id }, { token: host.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: outsider.id }, { token: host.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: 'nobody' }, { token: host.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: guest.id }))).toBe('UNAUTHENTICATED');
    const seats = async () =>
      (
        await ok<{ lobby: { players: { user: { username: string } | null }[] } }>(
          api.url,
          'query($id:ID!){lobby(id:$id){players{user{username}}}}',
          { id: lobbyId },
        )
      ).lobby.players.map((p) => p.user?.username);
    expect(await seats()).toEqual([host.username, guest.username, third.username]);

    const client = wsClient(api.wsUrl, guest.token);
    const told = subscribeUntil<{ lobbyUpdated: { viewerRemoved: boolean } }>(
      client,
      'subscription($l:ID!){lobbyUpdated(lobbyId:$l){viewerRemoved}}',
      { l: lobbyId },
      (items) => items.some((i) => i.lobbyUpdated.viewerRemoved),
    );
    await new Promise((r) => setTimeout(r, 200));
    const after = (
      await ok<{ removePlayer: { players: { seat: number; user: { username: string } | null }[] } }>(
        api.url,
        REMOVE,
        { l: lobbyId, u: guest.id },
        { token: host.token },
      )
    ).removePlayer;
    expect(after.players).toEqual([
      { seat: 0, user: { username: host.username } },
      { seat: 2, user: { username: third.username } },
    ]);
    const seen = await told;
    await client.dispose();
    expect(seen[0]!.lobbyUpdated.viewerRemoved).toBe(false);

    // Only the removed person is told so.
    const removedFor = async (token?: string) =>
      (
        await ok<{ lobby: { viewerRemoved: boolean } }>(
          api.url,
          'query($id:ID!){lobby(id:$id){viewerRemoved}}',
          { id: lobbyId },
          token ? { token } : {},
        )
      ).lobby.viewerRemoved;
    expect([
      await removedFor(guest.token),
      await removedFor(third.token),
      await removedFor(host.token),
      await removedFor(),
    ]).toEqual([true, false, false, false]);
    expect(
      codeOf(
        await gql(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobbyId }, { token: guest.token }),
      ),
    ).toBe('CONFLICT');
    expect(codeOf(await gql(api.url, SEND, { l: lobbyId, t: 'let me back' }, { token: guest.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await gql(api.url, JOIN, { l: lobbyId }, { token: guest.token }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: guest.id }, { token: host.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await seats()).toEqual([host.username, third.username]);

    // Once started, nobody can be removed.
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobbyId }, { token: host.token });
    await ok(api.url, START, { l: lobbyId }, { token: host.token });
    expect(codeOf(await gql(api.url, REMOVE, { l: lobbyId, u: third.id }, { token: host.token }))).toBe('CONFLICT');
    // The bot took the freed seat 2 (index 1); the third player kept theirs.
    expect(await seats()).toEqual([host.username, undefined, third.username]);
  });

  test('someone removed from a public lobby may join it again, and is no longer marked removed', async () => {
    const lobbyId = await lobbyWith({});
    await ok(api.url, REMOVE, { l: lobbyId, u: guest.id }, { token: host.token });
    const joined = (
      await ok<{ joinLobby: { players: { seat: number; user: { username: string } | null }[] } }>(
        api.url,
        JOIN,
        { l: lobbyId },
        { token: guest.token },
      )
    ).joinLobby;
    expect(joined.players.map((p) => p.user?.username)).toEqual([host.username, guest.username]);
    expect(
      (
        await ok<{ lobby: { viewerRemoved: boolean } }>(
          api.url,
          'query($id:ID!){lobby(id:$id){viewerRemoved}}',
          { id: lobbyId },
          { token: guest.token },
        )
      ).lobby.viewerRemoved,
    ).toBe(false);
  });
});
