// One person holding several seats of a cooperative match (Legendary Encounters solo with two Avatars), through the real API.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, type TestApi } from './helpers';

interface ZoneView {
  count: number;
  cards: ({ id: string; kind: string } | null)[];
}

interface MatchOut {
  id: string;
  version: number;
  toAct: number[];
  viewerSeat: number | null;
  viewerSeats: number[];
  legalMoves: unknown[];
  seatMoves: { seat: number; moves: unknown[] }[];
  view: { zones: Record<string, ZoneView> };
  log: { edges: { node: { seat: number | null; text: string } }[] };
}

const MATCH =
  'id version toAct viewerSeat viewerSeats legalMoves seatMoves { seat moves } view log(last: 5) { edges { node { seat text } } }';

describe.each(testDbKinds())('one person, several seats, on %s', (kind) => {
  let api: TestApi;
  let alice: { token: string; username: string };
  let bob: { token: string; username: string };
  beforeAll(async () => {
    api = await startApi(kind);
    alice = await signUp(api.url);
    bob = await signUp(api.url);
  });
  afterAll(() => api.close());

  const lobbyFor = async (gameId: string, seats: number) =>
    (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($g:ID!,$s:Int!){createLobby(input:{gameId:$g,seats:$s}){id}}',
        { g: gameId, s: seats },
        { token: alice.token },
      )
    ).createLobby.id;
  const seatsOf = async (lobbyId: string) =>
    (
      await ok<{ lobby: { players: { seat: number; user: { username: string } | null }[] } }>(
        api.url,
        'query($l:ID!){lobby(id:$l){players{seat user{username}}}}',
        { l: lobbyId },
      )
    ).lobby.players;
  const matchAs = async (id: string, token?: string) =>
    (await ok<{ match: MatchOut }>(api.url, `query($id:ID!){match(id:$id){${MATCH}}}`, { id }, token ? { token } : {}))
      .match;

  test('only a seated player of a cooperative game takes another seat, and only a free one', async () => {
    const lobbyId = await lobbyFor('legendary-firefly', 2);
    const again = await gql(
      api.url,
      'mutation($l:ID!){joinLobby(lobbyId:$l){id}}',
      { l: lobbyId },
      { token: alice.token },
    );
    expect(codeOf(again)).toBe('CONFLICT');
    const stranger = await gql(
      api.url,
      'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}',
      { l: lobbyId },
      { token: bob.token },
    );
    expect(codeOf(stranger)).toBe('CONFLICT');
    expect(stranger.errors?.[0]?.message).toMatch(/Join the lobby first/);
    await ok(api.url, 'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}', { l: lobbyId }, { token: alice.token });
    expect((await seatsOf(lobbyId)).map((p) => [p.seat, p.user?.username])).toEqual([
      [0, alice.username],
      [1, alice.username],
    ]);
    const full = await gql(
      api.url,
      'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}',
      { l: lobbyId },
      { token: alice.token },
    );
    expect(codeOf(full)).toBe('CONFLICT');
    expect(full.errors?.[0]?.message).toMatch(/full/);

    // Leaving gives up both seats (the host leaving closes a lobby with no other human).
    await ok(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobbyId }, { token: alice.token });
    expect(await seatsOf(lobbyId)).toEqual([]);

    const competitive = await lobbyFor('misbehavin', 2);
    const refused = await gql(
      api.url,
      'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}',
      { l: competitive },
      { token: alice.token },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/competitive/);
    expect((await seatsOf(competitive)).map((p) => p.seat)).toEqual([0]);
  });

  test('a solo match with two Avatars: both hands seen by their player only, moves per seat, the awaited seat by default', async () => {
    const lobbyId = await lobbyFor('legendary-firefly', 2);
    await ok(api.url, 'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}', { l: lobbyId }, { token: alice.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobbyId },
        { token: alice.token },
      )
    ).startMatch.id;

    const m = await matchAs(matchId, alice.token);
    expect(m.viewerSeats).toEqual([0, 1]);
    expect(m.toAct.length).toBeGreaterThan(0);
    expect(m.viewerSeat).toBe(m.toAct[0]);
    // Two players' worth of setup: each Avatar has a hand of its own, and their one player sees both.
    for (const hand of ['hand:0', 'hand:1']) {
      const zone = m.view.zones[hand]!;
      expect(zone.count).toBeGreaterThan(0);
      expect(zone.cards.every((c) => c !== null)).toBe(true);
    }
    const spectator = await matchAs(matchId, bob.token);
    expect(spectator.viewerSeats).toEqual([]);
    expect(spectator.viewerSeat).toBeNull();
    for (const hand of ['hand:0', 'hand:1'])
      expect(spectator.view.zones[hand]!.cards.every((c) => c === null)).toBe(true);
    expect(spectator.seatMoves).toEqual([]);

    // Moves per seat; the acting seat's are Match.legalMoves.
    expect(m.seatMoves.map((s) => s.seat)).toEqual([0, 1]);
    const acting = m.seatMoves.find((s) => s.seat === m.viewerSeat)!;
    expect(acting.moves).toEqual(m.legalMoves);
    expect(acting.moves.length).toBeGreaterThan(0);

    // A seat the caller does not hold is refused, and nothing changes.
    const notMine = await gql(
      api.url,
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m,seat:4){version}}',
      { id: matchId, v: m.version, m: acting.moves[0] },
      { token: alice.token },
    );
    expect(codeOf(notMine)).toBe('FORBIDDEN');
    // The words use the number the request used (seats count from 0).
    expect(notMine.errors?.[0]?.message).toMatch(/seat 4 /);
    const idle = m.seatMoves.find((s) => s.seat !== m.viewerSeat)!;
    const key = (x: unknown) => JSON.stringify(x);
    const notIdles = acting.moves.find((mv) => !idle.moves.some((i) => key(i) === key(mv)))!;
    const wrongSeat = await gql(
      api.url,
      'mutation($id:ID!,$v:Int!,$m:JSON!,$s:Int){submitMove(matchId:$id,expectedVersion:$v,move:$m,seat:$s){version}}',
      { id: matchId, v: m.version, m: notIdles, s: idle.seat },
      { token: alice.token },
    );
    expect(codeOf(wrongSeat)).toBe('ILLEGAL_MOVE');
    expect((await matchAs(matchId, alice.token)).version).toBe(m.version);

    // The Avatar not awaited answers its own optional window when named (here: passes on Coordinating).
    expect(idle.moves).toContainEqual({ type: 'pass' });
    const passed = await ok<{ submitMove: { version: number } }>(
      api.url,
      'mutation($id:ID!,$v:Int!,$m:JSON!,$s:Int){submitMove(matchId:$id,expectedVersion:$v,move:$m,seat:$s){version}}',
      { id: matchId, v: m.version, m: { type: 'pass' }, s: idle.seat },
      { token: alice.token },
    );
    expect(passed.submitMove.version).toBe(m.version + 1);
    const m2 = await matchAs(matchId, alice.token);
    expect(m2.viewerSeat).toBe(m.viewerSeat);

    // Without a seat the move goes to the awaited seat, and the log names that Avatar.
    const next = m2.seatMoves
      .find((x) => x.seat === m2.viewerSeat)!
      .moves.find((mv) => key(mv) !== key({ type: 'pass' }))!;
    const moved = (
      await ok<{ submitMove: { version: number } }>(
        api.url,
        'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
        { id: matchId, v: m2.version, m: next },
        { token: alice.token },
      )
    ).submitMove;
    expect(moved.version).toBe(m2.version + 1);
    const after = await matchAs(matchId, alice.token);
    const lastMoveLines = after.log.edges.map((e) => e.node).filter((n) => n.seat !== null);
    expect(lastMoveLines.at(-1)?.seat).toBe(m.viewerSeat);
    // A person holding both seats reads each seat's name, not "You", so the two Avatars stay apart.
    expect(lastMoveLines.at(-1)?.text).not.toMatch(/^You\b/);
    expect(lastMoveLines.at(-1)?.text).toContain(`${alice.username} (${m.viewerSeat === 0 ? 'first' : 'second'} seat)`);

    // The match is listed once among the player's active matches.
    const active = (
      await ok<{ myActiveMatches: { id: string }[] }>(api.url, '{myActiveMatches{id}}', {}, { token: alice.token })
    ).myActiveMatches;
    expect(active.filter((a) => a.id === matchId)).toHaveLength(1);
  });

  test('a finished match played with two seats counts once in the record and on the leaderboard', async () => {
    const carol = await signUp(api.url);
    const lobbyId = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"legendary-firefly",seats:2}){id}}',
        {},
        { token: carol.token },
      )
    ).createLobby.id;
    await ok(api.url, 'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}', { l: lobbyId }, { token: carol.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobbyId },
        { token: carol.token },
      )
    ).startMatch.id;
    const end = await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, carol.token],
        [1, carol.token],
      ]),
    );
    expect(end['status']).toBe('FINISHED');
    const user = (
      await ok<{ user: { record: { played: number }; ratings: { matches: number; game: { id: string } }[] } }>(
        api.url,
        'query($n:String!){user(username:$n){record{played} ratings{matches game{id}}}}',
        { n: carol.username },
      )
    ).user;
    expect(user.record.played).toBe(1);
    expect(user.ratings.find((r) => r.game.id === 'legendary-firefly')?.matches).toBe(1);
  });
});
