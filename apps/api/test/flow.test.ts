// The outside client's journey from the contract alone: sign up, lobby, bots, play through legalMoves, follow, history, a rated match, leaderboard.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { gql, MATCH_FIELDS, ok, playToEnd, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

describe.each(testDbKinds())('full journey on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  test('sign up, open a lobby, seat bots, play to the end, follow it live, find it in history (casual), then a rated match on the leaderboard', async () => {
    const me = await signUp(api.url);
    const games = await ok<{ games: { id: string; minPlayers: number; optionsSchema: unknown }[] }>(
      api.url,
      '{ games { id minPlayers optionsSchema } }',
    );
    expect(games.games.map((g) => g.id)).toContain('test-pairs');

    const lobby = (
      await ok<{ createLobby: { id: string; players: { seat: number }[] } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id players{seat user{username} bot}}}',
        { i: { gameId: 'test-pairs', seats: 3, options: { maxTurns: 20 } } },
        { token: me.token },
      )
    ).createLobby;
    await ok(
      api.url,
      'mutation($l:ID!){a:addBot(lobbyId:$l,level:"random"){id}}',
      { l: lobby.id },
      { token: me.token },
    );
    await ok(api.url, 'mutation($l:ID!){b:addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: me.token });
    const started = (
      await ok<{ startMatch: { id: string; seedHash: string; seed: string | null } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id seedHash seed}}',
        { l: lobby.id },
        { token: me.token },
      )
    ).startMatch;
    expect(started.seed).toBeNull();
    expect(started.seedHash).toMatch(/^[0-9a-f]{64}$/);

    // Follow it by subscription while playing.
    const client = wsClient(api.wsUrl, me.token);
    const followed = subscribeUntil<{ matchUpdated: { status: string; version: number } }>(
      client,
      'subscription($id:ID!){matchUpdated(matchId:$id){status version}}',
      { id: started.id },
      (items) => items.some((i) => i.matchUpdated.status === 'FINISHED'),
      60_000,
    );
    await playToEnd(api.url, started.id, new Map([[0, me.token]]));
    const updates = await followed;
    await client.dispose();
    const versions = updates.map((u) => u.matchUpdated.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);

    const done = (
      await ok<{
        match: {
          status: string;
          seed: string;
          seedHash: string;
          players: { seat: number; winner: boolean | null; rank: number | null }[];
          version: number;
        };
      }>(api.url, `query($id:ID!){match(id:$id){${MATCH_FIELDS}}}`, { id: started.id }, { token: me.token })
    ).match;
    expect(done.status).toBe('FINISHED');
    expect(createHash('sha256').update(done.seed).digest('hex')).toBe(done.seedHash);
    expect(done.players.every((p) => p.rank !== null && p.winner !== null)).toBe(true);
    expect(versions[versions.length - 1]).toBe(done.version);

    const history = await ok<{ matches: { edges: { node: { id: string } }[] } }>(
      api.url,
      'query($u:String){matches(username:$u){edges{node{id}}}}',
      { u: me.username },
    );
    expect(history.matches.edges.map((e) => e.node.id)).toContain(started.id);

    // Against bots (and with short options) the match is casual: in the history, not on the leaderboard.
    const rated = (
      await ok<{ match: { rated: boolean; casualReason: string | null } }>(
        api.url,
        'query($id:ID!){match(id:$id){rated casualReason}}',
        { id: started.id },
      )
    ).match;
    expect(rated).toEqual({ rated: false, casualReason: 'BOTS' });
    const boardQuery =
      '{ leaderboard(gameId:"test-pairs"){ edges { node { rank user { username } matches wins rating } } } }';
    type Board = { leaderboard: { edges: { node: { rank: number; user: { username: string }; matches: number } }[] } };
    expect((await ok<Board>(api.url, boardQuery)).leaderboard.edges.map((e) => e.node.user.username)).not.toContain(
      me.username,
    );

    // A rated match against another person, the standard game, puts both on the leaderboard.
    const rival = await signUp(api.url);
    const ratedLobby = (
      await ok<{ createLobby: { id: string; rated: boolean } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id rated}}',
        {},
        { token: me.token },
      )
    ).createLobby;
    expect(ratedLobby.rated).toBe(true);
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: ratedLobby.id }, { token: rival.token });
    const ratedMatch = (
      await ok<{ startMatch: { id: string; rated: boolean } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id rated}}',
        { l: ratedLobby.id },
        { token: me.token },
      )
    ).startMatch;
    expect(ratedMatch.rated).toBe(true);
    await playToEnd(
      api.url,
      ratedMatch.id,
      new Map([
        [0, me.token],
        [1, rival.token],
      ]),
    );
    const board = await ok<Board>(api.url, boardQuery);
    expect(board.leaderboard.edges.map((e) => e.node.user.username)).toEqual(
      expect.arrayContaining([me.username, rival.username]),
    );
    expect(board.leaderboard.edges.find((e) => e.node.user.username === me.username)!.node.matches).toBe(1);

    const replay = await ok<{
      match: { replay: { step: number; view: { zones: Record<string, { cards: unknown[] }> } } };
    }>(api.url, 'query($id:ID!){match(id:$id){replay(step:1){step view}}}', { id: started.id });
    const hiddenSomewhere = Object.values(replay.match.replay.view.zones).some((z) => z.cards.some((c) => c === null));
    expect(hiddenSomewhere).toBe(false);
  });
});

describe.each(testDbKinds())('every hosted game plays to the end through the API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  test('each product game: a human and bots finish a match, the result is recorded, fair-play chat holds', async () => {
    const games = (
      await ok<{ games: { id: string; minPlayers: number; chatPhrases: string[] | null }[] }>(
        api.url,
        '{ games { id minPlayers chatPhrases } }',
      )
    ).games.filter((g) => g.id !== 'test-pairs');
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const me = await signUp(api.url);
      const lobby = (
        await ok<{ createLobby: { id: string } }>(
          api.url,
          'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
          { i: { gameId: game.id, seats: game.minPlayers } },
          { token: me.token },
        )
      ).createLobby;
      for (let s = 1; s < game.minPlayers; s++)
        await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: me.token });
      const match = (
        await ok<{ startMatch: { id: string } }>(
          api.url,
          'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
          { l: lobby.id },
          { token: me.token },
        )
      ).startMatch;
      if (game.chatPhrases) {
        const free = await gql(
          api.url,
          'mutation($id:ID!){sendChatMessage(matchId:$id,text:"I hold two Fightin cards"){id}}',
          { id: match.id },
          { token: me.token },
        );
        expect(free.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        await ok(
          api.url,
          'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id}}',
          { id: match.id, t: game.chatPhrases[0] },
          { token: me.token },
        );
      }
      const end = await playToEnd(api.url, match.id, new Map([[0, me.token]]), 5000);
      expect([game.id, end['status']]).toEqual([game.id, 'FINISHED']);
      const done = (
        await ok<{
          match: { result: { summary: string }; players: { winner: boolean | null }[]; log: { edges: unknown[] } };
        }>(api.url, 'query($id:ID!){match(id:$id){result players{winner} log(last:5){edges{node{text}}}}}', {
          id: match.id,
        })
      ).match;
      expect(done.result.summary.length).toBeGreaterThan(0);
      expect(done.players.every((p) => p.winner !== null)).toBe(true);
      expect(done.log.edges.length).toBeGreaterThan(0);
    }
  });
});
