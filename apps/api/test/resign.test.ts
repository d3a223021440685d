// Ending one's part cleanly, over real HTTP: resigning (competitive forfeits, cooperative seats left to a bot), aborting
// before everyone has moved (by hand or at a no-show's first deadline), draws by agreement, and refusals that change nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lobbies, matches, matchMoves } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

type Person = Awaited<ReturnType<typeof signUp>>;

interface MatchOut {
  id: string;
  status: string;
  version: number;
  endReason: string | null;
  mayResign: boolean;
  mayAbort: boolean;
  mayOfferDraw: boolean;
  drawOffers: number[];
  toAct: number[];
  viewerSeat: number | null;
  legalMoves: unknown[];
  result: { winners: number[]; ranks: number[]; summary: string } | null;
  players: {
    seat: number;
    away: boolean;
    resigned: boolean;
    winner: boolean | null;
    rank: number | null;
    user: { username: string } | null;
  }[];
  log: { edges: { node: { text: string } }[] };
}

const MATCH = `id status version endReason mayResign mayAbort mayOfferDraw drawOffers toAct viewerSeat legalMoves result
  players { seat away resigned winner rank user { username } } log(last: 20) { edges { node { text } } }`;
const SUBMIT =
  'mutation($id:ID!,$v:Int!,$m:JSON!,$s:Int){submitMove(matchId:$id,expectedVersion:$v,move:$m,seat:$s){version}}';
const RESIGN = 'mutation($id:ID!,$s:Int){resign(matchId:$id,seat:$s){id status endReason}}';
const ABORT = 'mutation($id:ID!){abortMatch(matchId:$id){id status endReason}}';
const OFFER = 'mutation($id:ID!){offerDraw(matchId:$id){id status endReason drawOffers}}';
const DECLINE = 'mutation($id:ID!){declineDraw(matchId:$id){id drawOffers}}';
const RATINGS = 'query($n:String!){user(username:$n){ratings{rating matches game{id}}}}';

describe.each(testDbKinds())('resign, abort and draws on %s', (kind) => {
  let api: TestApi;
  let spectator: Person;
  beforeAll(async () => {
    api = await startApi(kind);
    spectator = await signUp(api.url);
  });
  afterAll(() => api.close());

  const read = async (id: string, who?: Person) =>
    (
      await ok<{ match: MatchOut }>(
        api.url,
        `query($id:ID!){match(id:$id){${MATCH}}}`,
        { id },
        who ? { token: who.token } : {},
      )
    ).match;
  const texts = (m: MatchOut) => m.log.edges.map((e) => e.node.text);
  /** The person's rating of one game, or undefined before a rated match of it. */
  const ratingOf = async (p: Person, gameId: string) =>
    (
      await ok<{ user: { ratings: { rating: number; matches: number; game: { id: string } }[] } }>(api.url, RATINGS, {
        n: p.username,
      })
    ).user.ratings.find((r) => r.game.id === gameId);

  /** A started match of `gameId` with `people` seated in order (a person named twice takes another seat), then `bots`. */
  async function matchOf(
    gameId: string,
    people: Person[],
    opts: {
      bots?: number;
      options?: Record<string, unknown>;
      rated?: boolean;
      timeControl?: Record<string, unknown>;
    } = {},
  ): Promise<string> {
    const host = people[0]!;
    const input = {
      gameId,
      seats: people.length + (opts.bots ?? 0),
      ...(opts.options ? { options: opts.options } : {}),
      ...(opts.rated === false ? { rated: false } : {}),
      ...(opts.timeControl ? { timeControl: opts.timeControl } : {}),
    };
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: input },
        { token: host.token },
      )
    ).createLobby.id;
    const seated = new Set([host.id]);
    for (const p of people.slice(1)) {
      await ok(
        api.url,
        seated.has(p.id)
          ? 'mutation($l:ID!){takeAnotherSeat(lobbyId:$l){id}}'
          : 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}',
        { l: lobby },
        { token: p.token },
      );
      seated.add(p.id);
    }
    for (let b = 0; b < (opts.bots ?? 0); b++)
      await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}', { l: lobby }, { token: host.token });
    return (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby },
        { token: host.token },
      )
    ).startMatch.id;
  }

  /** The awaited person of a two-person match makes one legal move; returns the new version. */
  async function moveOnce(id: string, byToAct: Map<number, Person>): Promise<number> {
    const now = await read(id);
    const who = byToAct.get(now.toAct[0]!)!;
    const mine = await read(id, who);
    return (
      await ok<{ submitMove: { version: number } }>(
        api.url,
        SUBMIT,
        { id, v: mine.version, m: mine.legalMoves[0], s: null },
        { token: who.token },
      )
    ).submitMove.version;
  }

  /** Moves until each of `people` has moved at least once (a two- or three-seat test-pairs match). */
  async function everyoneMoves(id: string, people: Person[]): Promise<void> {
    const bySeat = new Map(people.map((p, seat) => [seat, p]));
    const moved = new Set<number>();
    for (let i = 0; i < 50 && moved.size < people.length; i++) {
      moved.add((await read(id)).toAct[0]!);
      await moveOnce(id, bySeat);
    }
    expect(moved.size).toBe(people.length);
  }

  async function waitFor<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await what();
      if (done(value) || Date.now() > until) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  test.each([
    { rated: true, ratings: { loser: -1.8331, winner: 3.4377 } },
    { rated: false, ratings: null },
  ])(
    'resigning a two-person competitive match: the other wins at once, endReason RESIGNED, ratings only when rated ($rated)',
    async ({ rated, ratings }) => {
      const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
      const id = await matchOf('test-pairs', [alice, bob], { rated });
      await everyoneMoves(id, [alice, bob]);
      expect((await read(id, alice)).mayResign).toBe(true);
      expect((await read(id, spectator)).mayResign).toBe(false);

      // Bob follows the match live and hears of the end.
      const client = wsClient(api.wsUrl, bob.token);
      const pushed = subscribeUntil<{ matchUpdated: { status: string; endReason: string | null } }>(
        client,
        'subscription($id:ID!){matchUpdated(matchId:$id){status endReason}}',
        { id },
        (items) => items.some((i) => i.matchUpdated.endReason === 'RESIGNED'),
      );
      await new Promise((r) => setTimeout(r, 200));
      const resigned = await ok<{ resign: { status: string; endReason: string } }>(
        api.url,
        RESIGN,
        { id, s: null },
        { token: alice.token },
      );
      expect(resigned.resign).toMatchObject({ status: 'FINISHED', endReason: 'RESIGNED' });
      expect((await pushed).at(-1)!.matchUpdated).toEqual({ status: 'FINISHED', endReason: 'RESIGNED' });
      await client.dispose();

      const m = await read(id, bob);
      expect(
        m.players.map(({ seat, away, resigned: r, winner, rank }) => ({ seat, away, resigned: r, winner, rank })),
      ).toEqual([
        { seat: 0, away: true, resigned: true, winner: false, rank: 2 },
        { seat: 1, away: false, resigned: false, winner: true, rank: 1 },
      ]);
      expect(m.result?.summary).toBe(`You won: ${alice.username} resigned.`);
      expect(texts(m)).toContain(`${alice.username} resigned.`);
      expect(texts(await read(id, alice))).toContain('You resigned.');
      expect(m).toMatchObject({ mayResign: false, mayAbort: false, mayOfferDraw: false });

      for (const [p, expected] of [
        [alice, ratings?.loser],
        [bob, ratings?.winner],
      ] as const) {
        const got = await ratingOf(p, 'test-pairs');
        if (expected === undefined) expect(got).toBeUndefined();
        else expect(got!.rating).toBeCloseTo(expected, 3);
      }
      // Resigning again, or once it is over, is refused in words.
      const again = await gql(api.url, RESIGN, { id }, { token: alice.token });
      expect(codeOf(again)).toBe('BAD_USER_INPUT');
      expect(again.errors![0]!.message).toBe('The match is already over.');
    },
  );

  test('resigning one of three competitive seats: the seat forfeits, a bot plays it out, and it ranks last at the end', async () => {
    const [alice, bob, carol] = [await signUp(api.url), await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', [alice, bob, carol], { options: { maxTurns: 12 } });
    await everyoneMoves(id, [alice, bob, carol]);
    const before = await read(id);
    await ok(api.url, RESIGN, { id }, { token: carol.token });
    const m = await read(id, alice);
    expect(m.status).toBe('ACTIVE');
    expect(m.version).toBe(before.version + 1);
    expect(m.players[2]).toMatchObject({ away: true, resigned: true });
    expect(texts(m)).toContain(`${carol.username} resigned; a bot plays the seat out.`);
    const asCarol = await read(id, carol);
    expect(asCarol).toMatchObject({ mayResign: false, legalMoves: [] });
    expect(codeOf(await gql(api.url, RESIGN, { id }, { token: carol.token }))).toBe('BAD_USER_INPUT');

    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const end = await read(id);
    expect(end).toMatchObject({ status: 'FINISHED', endReason: 'RULES' });
    expect(end.players[2]).toMatchObject({ winner: false, rank: 3 });
    expect(end.players.slice(0, 2).every((p) => p.rank! <= 2)).toBe(true);
  });

  test('co-op, two people: one resigning hands their seat to a bot that moves for it, play goes on; the last one resigning loses for the team', async () => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('legendary-firefly', [alice, bob]);
    await ok(api.url, RESIGN, { id }, { token: bob.token });
    const m = await read(id, alice);
    expect(m).toMatchObject({ status: 'ACTIVE', endReason: null });
    expect(m.players[1]).toMatchObject({ resigned: true, away: true, user: { username: bob.username } });
    expect(texts(m)).toContain(`${bob.username} left; a bot plays their seat from now on.`);
    expect(texts(await read(id, bob))).toContain('You left; a bot plays your seat from now on.');
    expect(await read(id, bob)).toMatchObject({ mayResign: false, mayAbort: false, legalMoves: [] });

    // Alice plays on until the bot has moved for Bob's seat.
    const botMoved = async () =>
      (
        await api.db.db
          .select({ seq: matchMoves.seq })
          .from(matchMoves)
          .where(and(eq(matchMoves.matchId, id), eq(matchMoves.seat, 1), eq(matchMoves.byBot, true)))
      ).length > 0;
    for (let i = 0; i < 400 && !(await botMoved()); i++) {
      const mine = await read(id, alice);
      if (mine.status !== 'ACTIVE') break;
      if (mine.legalMoves.length === 0) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      await gql(
        api.url,
        SUBMIT,
        { id, v: mine.version, m: mine.legalMoves[Math.floor(Math.random() * mine.legalMoves.length)], s: null },
        { token: alice.token },
      );
    }
    expect(await botMoved()).toBe(true);
    expect((await read(id)).status).toBe('ACTIVE');

    await ok(api.url, RESIGN, { id }, { token: alice.token });
    const end = await read(id, alice);
    expect(end).toMatchObject({ status: 'FINISHED', endReason: 'RESIGNED' });
    expect(end.result?.winners).toEqual([]);
    expect(end.players.every((p) => p.winner === false)).toBe(true);
    expect(texts(end)).toContain('You resigned; with nobody left to play, the crew lost.');
    // A rated cooperative match: a played match and a loss for both (a cooperative rating counts wins).
    for (const p of [alice, bob])
      expect(await ratingOf(p, 'legendary-firefly')).toMatchObject({ rating: 0, matches: 1 });
  });

  test('co-op, one person holding two seats: resigning the one named leaves it to a bot; resigning the rest ends the match', async () => {
    const carol = await signUp(api.url);
    const id = await matchOf('out-to-the-black', [carol, carol, carol]);
    await ok(api.url, RESIGN, { id, s: 2 }, { token: carol.token });
    const m = await read(id, carol);
    expect(m.status).toBe('ACTIVE');
    expect(m.players.map((p) => p.resigned)).toEqual([false, false, true]);
    expect(m.mayResign).toBe(true);
    // That seat takes no more moves from the person.
    const forbidden = await gql(
      api.url,
      SUBMIT,
      { id, v: m.version, m: { type: 'pass' }, s: 2 },
      { token: carol.token },
    );
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
    expect(forbidden.errors![0]!.message).toMatch(/left this match/);

    await ok(api.url, RESIGN, { id }, { token: carol.token });
    const end = await read(id, carol);
    expect(end).toMatchObject({ status: 'FINISHED', endReason: 'RESIGNED' });
    expect(end.players.every((p) => p.resigned && p.winner === false)).toBe(true);
  });

  test.each([
    { when: 'before anyone moved', moves: 0, by: 0 },
    { when: 'after only the first player moved, by the one still to move', moves: 1, by: 1 },
  ])('abort $when: ABORTED, no result, no ratings, the lobby closed', async ({ moves, by }) => {
    const people = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', people);
    const bySeat = new Map(people.map((p, s) => [s, p]));
    for (let i = 0; i < moves; i++) await moveOnce(id, bySeat);
    // Still the first player's turn, or the second's first: nobody else has moved.
    expect((await read(id, people[by])).mayAbort).toBe(true);
    expect((await read(id, spectator)).mayAbort).toBe(false);
    const aborted = await ok<{ abortMatch: { status: string; endReason: string } }>(
      api.url,
      ABORT,
      { id },
      { token: people[by]!.token },
    );
    expect(aborted.abortMatch).toEqual({ id, status: 'ABORTED', endReason: 'ABORTED' });
    const m = await read(id, people[0]);
    expect(m).toMatchObject({ result: null, toAct: [], mayAbort: false, mayResign: false });
    expect(m.players.every((p) => p.winner === null && p.rank === null)).toBe(true);
    expect(texts(m).at(-1)).toBe(
      `${by === 0 ? 'You' : people[by]!.username} aborted the match before every player had moved.`,
    );
    const [row] = await api.db.db.select({ lobbyId: matches.lobbyId }).from(matches).where(eq(matches.id, id));
    const [lobby] = await api.db.db
      .select({ status: lobbies.status })
      .from(lobbies)
      .where(eq(lobbies.id, row!.lobbyId!));
    expect(lobby!.status).toBe('CLOSED');
    for (const p of people) expect(await ratingOf(p, 'test-pairs')).toBeUndefined();
  });

  test('abort is refused once every player has moved, in words, and nothing changes', async () => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', [alice, bob]);
    await everyoneMoves(id, [alice, bob]);
    const before = await read(id, alice);
    expect(before.mayAbort).toBe(false);
    const refused = await gql(api.url, ABORT, { id }, { token: alice.token });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('Too late to abort: every player has moved; resign instead.');
    expect(await read(id, alice)).toEqual(before);
  });

  test('the sweeper aborts a match whose first deadline passes before that person ever moved, instead of forfeiting them', async () => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', [alice, bob], { timeControl: { kind: 'REALTIME', seconds: 10 } });
    await api.db.db
      .update(matches)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(matches.id, id));
    const m = await waitFor(
      () => read(id, bob),
      (x) => x.status !== 'ACTIVE',
    );
    expect(m).toMatchObject({ status: 'ABORTED', endReason: 'ABORTED', result: null });
    expect(texts(m).at(-1)).toBe(`${alice.username} made no first move in time; the match is aborted.`);
  });

  test('draws: offered, declined, lapsing when another seat moves, then agreed: nobody wins, both share first place, ratings as a tie', async () => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', [alice, bob]);
    const bySeat = new Map([
      [0, alice],
      [1, bob],
    ]);
    await everyoneMoves(id, [alice, bob]);
    expect((await read(id, alice)).mayOfferDraw).toBe(true);

    expect(
      (
        await ok<{ offerDraw: { drawOffers: number[]; status: string } }>(
          api.url,
          OFFER,
          { id },
          { token: alice.token },
        )
      ).offerDraw,
    ).toMatchObject({ status: 'ACTIVE', drawOffers: [0] });
    expect(await read(id, alice)).toMatchObject({ drawOffers: [0], mayOfferDraw: false });
    expect((await read(id, bob)).mayOfferDraw).toBe(true);
    // Offering again changes nothing; declining clears it.
    expect(
      (await ok<{ offerDraw: { drawOffers: number[] } }>(api.url, OFFER, { id }, { token: alice.token })).offerDraw
        .drawOffers,
    ).toEqual([0]);
    expect(
      (await ok<{ declineDraw: { drawOffers: number[] } }>(api.url, DECLINE, { id }, { token: bob.token })).declineDraw
        .drawOffers,
    ).toEqual([]);
    expect(codeOf(await gql(api.url, DECLINE, { id }, { token: bob.token }))).toBe('BAD_USER_INPUT');

    // An offer survives its offerer's own move and lapses when the other seat moves instead of accepting.
    const offerer = bySeat.get((await read(id)).toAct[0]!)!;
    const offererSeat = offerer === alice ? 0 : 1;
    await ok(api.url, OFFER, { id }, { token: offerer.token });
    for (let i = 0; i < 50 && (await read(id)).toAct[0] === offererSeat; i++) {
      await moveOnce(id, bySeat);
      expect((await read(id)).drawOffers).toEqual([offererSeat]);
    }
    await moveOnce(id, bySeat);
    expect((await read(id)).drawOffers).toEqual([]);

    await ok(api.url, OFFER, { id }, { token: bob.token });
    const agreed = await ok<{ offerDraw: { status: string; endReason: string } }>(
      api.url,
      OFFER,
      { id },
      { token: alice.token },
    );
    expect(agreed.offerDraw).toMatchObject({ status: 'FINISHED', endReason: 'DRAW_AGREED' });
    const m = await read(id, alice);
    expect(m.result).toMatchObject({
      winners: [],
      ranks: [1, 1],
      summary: `Drawn by agreement between you and ${bob.username}.`,
    });
    expect(m.players.map((p) => [p.winner, p.rank])).toEqual([
      [false, 1],
      [false, 1],
    ]);
    expect(texts(m).at(-1)).toBe(`You and ${bob.username} agreed to a draw.`);
    for (const p of [alice, bob]) expect((await ratingOf(p, 'test-pairs'))!.rating).toBeCloseTo(0.8023, 3);
  });

  test('which games have draws: only competitive games whose rules can share a result', async () => {
    const games = (
      await ok<{ games: { id: string; drawByAgreement: boolean }[] }>(api.url, '{games{id drawByAgreement}}')
    ).games;
    expect(Object.fromEntries(games.map((g) => [g.id, g.drawByAgreement]))).toEqual({
      'legendary-firefly': false,
      'out-to-the-black': false,
      misbehavin: false,
      'niskas-debt': true,
      'test-pairs': true,
    });
  });

  test.each([
    { name: 'a game without draws (Misbehavin)', setup: 'misbehavin', message: /has no draw by agreement/ },
    { name: 'a cooperative game', setup: 'legendary-firefly', message: /has no draw by agreement/ },
    { name: 'a match with a bot still in it', setup: 'bot', message: /a bot never agrees/ },
  ])('offering a draw in $name is refused (BAD_USER_INPUT) and changes nothing', async ({ setup, message }) => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = setup === 'bot' ? await matchOf('test-pairs', [alice], { bots: 1 }) : await matchOf(setup, [alice, bob]);
    const before = await read(id, alice);
    expect(before.mayOfferDraw).toBe(false);
    const refused = await gql(api.url, OFFER, { id }, { token: alice.token });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toMatch(message);
    expect((await read(id, alice)).version).toBe(before.version);
    expect((await read(id, alice)).drawOffers).toEqual([]);
  });

  test('wrong callers are refused with typed errors in words, and nothing changes', async () => {
    const [alice, bob] = [await signUp(api.url), await signUp(api.url)];
    const id = await matchOf('test-pairs', [alice, bob]);
    const reader = (
      await ok<{ createApiToken: { token: string } }>(
        api.url,
        'mutation{createApiToken(name:"reader",scopes:[READ]){token}}',
        {},
        { token: alice.token },
      )
    ).createApiToken.token;
    const before = await read(id, alice);
    const cases: [string, string, Record<string, unknown>, { token?: string }, string][] = [];
    for (const [name, doc] of [
      ['resign', RESIGN],
      ['abortMatch', ABORT],
      ['offerDraw', OFFER],
      ['declineDraw', DECLINE],
    ] as const) {
      cases.push([`${name} signed out`, doc, { id }, {}, 'UNAUTHENTICATED']);
      cases.push([`${name} by a spectator`, doc, { id }, { token: spectator.token }, 'FORBIDDEN']);
      cases.push([
        `${name} of an unknown match`,
        doc,
        { id: '00000000-0000-4000-8000-000000000000' },
        { token: alice.token },
        'NOT_FOUND',
      ]);
      cases.push([`${name} with a READ token`, doc, { id }, { token: reader }, 'FORBIDDEN']);
    }
    cases.push(['resign of a seat not held', RESIGN, { id, s: 1 }, { token: alice.token }, 'FORBIDDEN']);
    for (const [name, doc, vars, who, code] of cases) {
      const r = await gql(api.url, doc, vars, who);
      expect(codeOf(r), name).toBe(code);
      expect(r.errors![0]!.message.length, name).toBeGreaterThan(10);
    }
    expect((await gql(api.url, ABORT, { id }, { token: spectator.token })).errors![0]!.message).toBe(
      'You are not playing in this match.',
    );
    expect(await read(id, alice)).toEqual(before);
  });
});
