// Rated or casual through the real API: only people, with standard options, in a lobby left rated, move the ratings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matches } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { ok, playToEnd, signUp, startApi, type TestApi } from './helpers';

type Person = { token: string; username: string };
interface LobbyOut {
  id: string;
  rated: boolean;
  casualReason: string | null;
}
interface MatchOut {
  id: string;
  status: string;
  rated: boolean;
  casualReason: string | null;
  players: { seat: number; rank: number | null; away: boolean; user: { username: string } | null }[];
  lobby: LobbyOut | null;
}

const LOBBY = 'id rated casualReason';
const MATCH = `id status rated casualReason players { seat rank away user { username } } lobby { ${LOBBY} }`;
const BOARD =
  '{ leaderboard(gameId:"test-pairs"){ edges { node { rank rating deviation matches wins user { username } } } } }';
type BoardRow = {
  rank: number;
  rating: number;
  deviation: number;
  matches: number;
  wins: number;
  user: { username: string };
};

describe.each(testDbKinds())('rated and casual matches on %s', (kind) => {
  let api: TestApi;
  let alice: Person;
  let bob: Person;
  beforeAll(async () => {
    api = await startApi(kind);
    alice = await signUp(api.url);
    bob = await signUp(api.url);
  });
  afterAll(() => api.close());

  const lobbyOf = async (id: string) =>
    (await ok<{ lobby: LobbyOut }>(api.url, `query($id:ID!){lobby(id:$id){${LOBBY}}}`, { id })).lobby;
  const matchOf = async (id: string) =>
    (await ok<{ match: MatchOut }>(api.url, `query($id:ID!){match(id:$id){${MATCH}}}`, { id })).match;
  const board = async () =>
    (await ok<{ leaderboard: { edges: { node: BoardRow }[] } }>(api.url, BOARD)).leaderboard.edges.map((e) => e.node);
  const ratingsOf = async (p: Person) =>
    (
      await ok<{
        user: { ratings: { rating: number; deviation: number; matches: number }[]; record: { played: number } };
      }>(api.url, 'query($n:String!){user(username:$n){ratings{rating deviation matches} record{played}}}', {
        n: p.username,
      })
    ).user;

  /** A two-seat test-pairs lobby opened by `host`, with `guest` (or a random bot) in the second seat. */
  async function lobby(host: Person, guest: Person | 'bot', input: Record<string, unknown> = {}): Promise<string> {
    const id = (
      await ok<{ createLobby: LobbyOut }>(
        api.url,
        `mutation($i:CreateLobbyInput!){createLobby(input:$i){${LOBBY}}}`,
        { i: { gameId: 'test-pairs', seats: 2, ...input } },
        { token: host.token },
      )
    ).createLobby.id;
    if (guest === 'bot')
      await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}', { l: id }, { token: host.token });
    else await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: id }, { token: guest.token });
    return id;
  }
  const start = async (lobbyId: string, host: Person) =>
    (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobbyId },
        { token: host.token },
      )
    ).startMatch.id;

  test('a bot seat, non-standard options or the host choosing casual: kept in history, never on the leaderboard or in ratings', async () => {
    // The lobby says what its match would be as the seats fill: rated with two people, casual once a bot sits down.
    const open = (
      await ok<{ createLobby: LobbyOut }>(
        api.url,
        `mutation{createLobby(input:{gameId:"test-pairs",seats:2}){${LOBBY}}}`,
        {},
        { token: alice.token },
      )
    ).createLobby;
    expect(open).toMatchObject({ rated: true, casualReason: null });
    await ok(
      api.url,
      'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}',
      { l: open.id },
      { token: alice.token },
    );
    expect(await lobbyOf(open.id)).toMatchObject({ rated: false, casualReason: 'BOTS' });
    const withBot = await start(open.id, alice);

    const shortOptions = await lobby(alice, bob, { options: { targetPairs: 1, maxTurns: 4 } });
    expect(await lobbyOf(shortOptions)).toMatchObject({ rated: false, casualReason: 'OPTIONS' });
    const withOptions = await start(shortOptions, alice);

    const chosen = await lobby(alice, bob, { rated: false });
    expect(await lobbyOf(chosen)).toMatchObject({ rated: false, casualReason: 'HOST' });
    const casual = await start(chosen, alice);

    // The defaults spelled out, in another key order, are the standard game.
    const spelled = await lobby(bob, alice, { options: { maxTurns: 40, targetPairs: 3 } });
    expect(await lobbyOf(spelled)).toMatchObject({ rated: true, casualReason: null });

    await playToEnd(api.url, withBot, new Map([[0, alice.token]]));
    await playToEnd(
      api.url,
      withOptions,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    await playToEnd(
      api.url,
      casual,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    for (const [id, reason] of [
      [withBot, 'BOTS'],
      [withOptions, 'OPTIONS'],
      [casual, 'HOST'],
    ] as const) {
      const m = await matchOf(id);
      expect(m).toMatchObject({
        status: 'FINISHED',
        rated: false,
        casualReason: reason,
        lobby: { rated: false, casualReason: reason },
      });
      expect(m.players.every((p) => p.rank !== null)).toBe(true);
    }

    expect(await board()).toEqual([]);
    const a = await ratingsOf(alice);
    const b = await ratingsOf(bob);
    expect(a.ratings).toEqual([]);
    expect(b.ratings).toEqual([]);
    // Still in the players' records and history.
    expect(a.record.played).toBe(3);
    expect(b.record.played).toBe(2);
    const history = await ok<{ matches: { edges: { node: { id: string; rated: boolean } }[] } }>(
      api.url,
      'query($u:String){matches(username:$u){edges{node{id rated}}}}',
      { u: alice.username },
    );
    expect(history.matches.edges.map((e) => e.node.id)).toEqual(expect.arrayContaining([withBot, withOptions, casual]));

    // A rematch keeps the host's choice of casual.
    const again = (
      await ok<{ rematch: LobbyOut }>(
        api.url,
        `mutation($m:ID!){rematch(matchId:$m){${LOBBY}}}`,
        { m: casual },
        { token: alice.token },
      )
    ).rematch;
    expect(again).toMatchObject({ rated: false, casualReason: 'HOST' });
  });

  test('two people, the standard game, a rated lobby: the leaderboard and both ratings move by OpenSkill', async () => {
    const lobbyId = await lobby(alice, bob);
    const id = await start(lobbyId, alice);
    expect(await matchOf(id)).toMatchObject({ rated: true, casualReason: null });
    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const m = await matchOf(id);
    expect(m).toMatchObject({
      status: 'FINISHED',
      rated: true,
      casualReason: null,
      lobby: { rated: true, casualReason: null },
    });

    const rows = await board();
    expect(rows.map((r) => r.user.username).sort()).toEqual([alice.username, bob.username].sort());
    expect(rows.every((r) => r.matches === 1)).toBe(true);
    const [first, second] = m.players;
    // From the start (ordinal 0: mu 25, sigma 25/3) one win is about +3.44, one loss about -1.83, a tie about +0.80.
    const expected = (rank: number | null, other: number | null) =>
      rank === other ? 0.8023 : rank! < other! ? 3.4377 : -1.8331;
    for (const [me, p, other] of [
      [alice, first!, second!],
      [bob, second!, first!],
    ] as const) {
      const mine = await ratingsOf(me);
      expect(mine.ratings).toHaveLength(1);
      expect(mine.ratings[0]!.matches).toBe(1);
      expect(mine.ratings[0]!.rating).toBeCloseTo(expected(p.rank, other.rank), 3);
      expect(mine.ratings[0]!.deviation).toBeLessThan(25 / 3);
      expect(rows.find((r) => r.user.username === me.username)!.rating).toBeCloseTo(mine.ratings[0]!.rating, 6);
    }
  });

  test('a player who becomes away (a stand-in bot after missed deadlines) does not make a rated match casual', async () => {
    const carol = await signUp(api.url);
    const dave = await signUp(api.url);
    const id = await start(await lobby(carol, dave, { timeControl: { kind: 'REALTIME', seconds: 10 } }), carol);
    expect((await matchOf(id)).rated).toBe(true);
    const read = async (token: string) =>
      (
        await ok<{ match: { status: string; version: number; toAct: number[]; legalMoves: unknown[] } }>(
          api.url,
          'query($id:ID!){match(id:$id){status version toAct legalMoves}}',
          { id },
          { token },
        )
      ).match;
    // Carol moves once (a first deadline passing without a move would abort the match), then lets her deadline pass
    // three times in a row (dave plays in between): she is away, the bot plays her seat.
    const first = await read(carol.token);
    await ok(
      api.url,
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){id}}',
      { id, v: first.version, m: first.legalMoves[0] },
      { token: carol.token },
    );
    for (let timeouts = 0; timeouts < 3; ) {
      const now = await read(dave.token);
      if (now.status !== 'ACTIVE') break;
      if (now.toAct[0] === 1) {
        await ok(
          api.url,
          'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){id}}',
          { id, v: now.version, m: now.legalMoves[0] },
          { token: dave.token },
        );
        continue;
      }
      await api.db.db
        .update(matches)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(matches.id, id));
      for (let i = 0; i < 200 && (await read(dave.token)).version === now.version; i++)
        await new Promise((r) => setTimeout(r, 25));
      timeouts++;
    }
    await playToEnd(api.url, id, new Map([[1, dave.token]]));
    const m = await matchOf(id);
    expect(m.players.find((p) => p.seat === 0)!.away).toBe(true);
    expect(m).toMatchObject({ status: 'FINISHED', rated: true, casualReason: null });
    // The forfeited seat ranks last: a loss for carol, a win for dave, both counted.
    expect((await ratingsOf(carol)).ratings[0]!.rating).toBeCloseTo(-1.8331, 3);
    expect((await ratingsOf(dave)).ratings[0]!.rating).toBeCloseTo(3.4377, 3);
  });

  test("a campaign between people with standard options is rated game after game; the host's casual choice carries on too", async () => {
    const erin = await signUp(api.url);
    const frank = await signUp(api.url);
    for (const rated of [true, false]) {
      const first = await start(await lobby(erin, frank, { campaign: true, rated }), erin);
      expect(await matchOf(first)).toMatchObject({ rated, casualReason: rated ? null : 'HOST' });
      await playToEnd(
        api.url,
        first,
        new Map([
          [0, erin.token],
          [1, frank.token],
        ]),
      );
      const campaignId = (
        await ok<{ match: { campaign: { id: string } } }>(api.url, 'query($id:ID!){match(id:$id){campaign{id}}}', {
          id: first,
        })
      ).match.campaign.id;
      const next = (
        await ok<{ continueCampaign: { id: string; campaignGame: number } }>(
          api.url,
          'mutation($c:ID!){continueCampaign(campaignId:$c){id campaignGame}}',
          { c: campaignId },
          { token: erin.token },
        )
      ).continueCampaign;
      expect(next.campaignGame).toBe(1);
      // The second game's own options follow from the first (more pairs after a win); the campaign's are still standard.
      expect(await matchOf(next.id)).toMatchObject({ rated, casualReason: rated ? null : 'HOST' });
    }
    expect((await ratingsOf(erin)).ratings[0]!.matches).toBe(1);
  });
});
