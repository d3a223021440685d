// Matches over real HTTP and WebSocket: move checks, exactly-once under races, what each kind of caller may see, deadlines, chat.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches, matchMoves } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, signUp, startApi, subscribeUntil, wsClient, type TestApi } from './helpers';

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';
const MATCH =
  'query($id:ID!){match(id:$id){status version toAct viewerSeat view legalMoves seed log(last:100){edges{node{seq seat text}}}}}';

interface MatchOut {
  status: string;
  version: number;
  toAct: number[];
  viewerSeat: number | null;
  view: { zones: Record<string, { count: number; cards: ({ id: string; kind: string } | null)[] }> };
  legalMoves: { type: string }[];
  seed: string | null;
  log: { edges: { node: { seq: number; seat: number | null; text: string } }[] };
}

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(testDbKinds())('matches on %s', (kind) => {
  let api: TestApi;
  let alice: User;
  let bob: User;
  let carol: User;
  beforeAll(async () => {
    api = await startApi(kind);
    [alice, bob, carol] = await Promise.all([signUp(api.url), signUp(api.url), signUp(api.url)]);
  });
  afterAll(async () => {
    await api.close();
  });

  /** Alice (seat 0) and Bob (seat 1) in a two-player match of the test game. */
  async function twoPlayerMatch(
    options: Record<string, unknown> = {},
    timeControl?: Record<string, unknown>,
  ): Promise<string> {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 2, options, ...(timeControl ? { timeControl } : {}) } },
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    return (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
  }
  const read = async (id: string, token?: string) =>
    (await ok<{ match: MatchOut }>(api.url, MATCH, { id }, token ? { token } : {})).match;

  test('authorization matrix: each caller sees exactly its own cards and gets moves only for its own decisions', async () => {
    const id = await twoPlayerMatch();
    const personal = await ok<{ createApiToken: { token: string } }>(
      api.url,
      'mutation{createApiToken(name:"t"){token}}',
      {},
      { token: bob.token },
    );
    const views = {
      owner: await read(id, alice.token),
      otherSeat: await read(id, bob.token),
      spectator: await read(id, carol.token),
      signedOut: await read(id),
      token: await read(id, personal.createApiToken.token),
    };
    expect(views.owner.viewerSeat).toBe(0);
    expect(views.otherSeat.viewerSeat).toBe(1);
    expect(views.token.viewerSeat).toBe(1);
    expect(views.spectator.viewerSeat).toBeNull();
    expect(views.signedOut.viewerSeat).toBeNull();
    const ids = (v: MatchOut, zone: string) => v.view.zones[zone]!.cards.map((c) => c?.id ?? null);
    expect(ids(views.owner, 'hand:0').every((c) => c !== null)).toBe(true);
    expect(ids(views.owner, 'hand:1').every((c) => c === null)).toBe(true);
    expect(ids(views.otherSeat, 'hand:0').every((c) => c === null)).toBe(true);
    expect(ids(views.token, 'hand:1')).toEqual(ids(views.otherSeat, 'hand:1'));
    for (const v of [views.spectator, views.signedOut]) {
      expect(ids(v, 'hand:0').every((c) => c === null)).toBe(true);
      expect(ids(v, 'hand:1').every((c) => c === null)).toBe(true);
      expect(v.legalMoves).toEqual([]);
    }
    // No id of a card hidden from a caller appears anywhere in what it receives.
    const aliceHand = ids(views.owner, 'hand:0') as string[];
    for (const v of [views.otherSeat, views.spectator, views.signedOut, views.token])
      for (const cardId of aliceHand) expect(JSON.stringify(v)).not.toContain(`"${cardId}"`);
    expect(views.owner.legalMoves.length).toBeGreaterThan(0);
    expect(views.otherSeat.legalMoves).toEqual([]);
    expect(views.owner.seed).toBeNull();
    expect(JSON.stringify(views.owner)).not.toMatch(/"rng"/);

    // Logs are worded per viewer.
    const aliceCardMove = views.owner.legalMoves.find((m) => m.type === 'draw')!;
    await ok(api.url, SUBMIT, { id, v: 0, m: aliceCardMove }, { token: alice.token });
    const aliceLog = (await read(id, alice.token)).log.edges.map((e) => e.node.text);
    const bobLog = (await read(id, bob.token)).log.edges.map((e) => e.node.text);
    expect(aliceLog[aliceLog.length - 1]).toMatch(/^You drew (One|Two|Three|Four|Five)\.$/);
    expect(bobLog[bobLog.length - 1]).toBe(`${alice.username} drew a card.`);
    // Replays stay closed while the match runs.
    expect(codeOf(await gql(api.url, 'query($id:ID!){match(id:$id){replay(step:0){step}}}', { id }))).toBe('FORBIDDEN');
  });

  test("Match.mayAct: seats that may move without being awaited (Out to the Black's Action phase), none in the test game", async () => {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"out-to-the-black",seats:3}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    for (const u of [bob, carol])
      await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: u.token });
    const id = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
    const q = 'query($id:ID!){match(id:$id){version toAct mayAct viewerSeat legalMoves}}';
    const users = [alice, bob, carol];
    // Each player chooses a character in turn (awaited, nobody optional), then the Action phase begins.
    for (let i = 0; i < 3; i++) {
      const m = (
        await ok<{ match: { version: number; toAct: number[]; mayAct: number[] } }>(
          api.url,
          q,
          { id },
          { token: alice.token },
        )
      ).match;
      expect(m.mayAct).toEqual([]);
      const token = users[m.toAct[0]!]!.token;
      const mine = (await ok<{ match: { version: number; legalMoves: unknown[] } }>(api.url, q, { id }, { token }))
        .match;
      await ok(api.url, SUBMIT, { id, v: mine.version, m: mine.legalMoves[0] }, { token });
    }
    const seen = await Promise.all(
      users.map(
        async (u) =>
          (
            await ok<{
              match: { toAct: number[]; mayAct: number[]; viewerSeat: number; legalMoves: { type: string }[] };
            }>(api.url, q, { id }, { token: u.token })
          ).match,
      ),
    );
    const active = seen[0]!.toAct;
    expect(active).toHaveLength(1);
    expect([...seen[0]!.mayAct].sort()).toEqual([0, 1, 2].filter((s) => s !== active[0]));
    for (const m of seen) {
      // Optional seats only ever get off-turn cards (Sacrifice) to play, never the active player's actions.
      if (m.viewerSeat === active[0]) expect(m.legalMoves.length).toBeGreaterThan(0);
      else expect(m.legalMoves.every((move) => move.type === 'playCard')).toBe(true);
    }
    const spectator = (
      await ok<{ match: { mayAct: number[]; legalMoves: unknown[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){mayAct legalMoves}}',
        { id },
      )
    ).match;
    expect(spectator.mayAct).toEqual(seen[0]!.mayAct);
    expect(spectator.legalMoves).toEqual([]);
    const pairs = await twoPlayerMatch();
    expect(
      (await ok<{ match: { mayAct: number[] } }>(api.url, 'query($id:ID!){match(id:$id){mayAct}}', { id: pairs })).match
        .mayAct,
    ).toEqual([]);
  });

  test("a seated bot answers a window it is not awaited in (Legendary Encounters' Coordinate), so the human is not left waiting on it", async () => {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"legendary-firefly",seats:2}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    await ok(
      api.url,
      'mutation($l:ID!){addBot(lobbyId:$l,level:"normal"){id}}',
      { l: lobby.id },
      { token: alice.token },
    );
    const id = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
    const read = async () =>
      (
        await ok<{
          match: { version: number; toAct: number[]; mayAct: number[]; log: { edges: { node: { text: string } }[] } };
        }>(
          api.url,
          'query($id:ID!){match(id:$id){version toAct mayAct log(last:5){edges{node{text}}}}}',
          { id },
          { token: alice.token },
        )
      ).match;
    // The host opens, with the bot's Coordinate window open beside her turn.
    let m = await read();
    expect(m.toAct).toEqual([0]);
    for (let i = 0; i < 150 && m.mayAct.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      m = await read();
    }
    expect(m.mayAct).toEqual([]);
    expect(m.toAct).toEqual([0]);
    expect(m.version).toBeGreaterThan(0);
  });

  test('submitMove refusals are typed and change nothing', async () => {
    const id = await twoPlayerMatch();
    const start = await read(id, alice.token);
    const legal = start.legalMoves[0]!;
    const cases: [string, Record<string, unknown>, string | undefined, string][] = [
      ['signed out', { id, v: 0, m: legal }, undefined, 'UNAUTHENTICATED'],
      ['not a player', { id, v: 0, m: legal }, carol.token, 'FORBIDDEN'],
      ['not your decision', { id, v: 0, m: legal }, bob.token, 'ILLEGAL_MOVE'],
      ['stale version', { id, v: 7, m: legal }, alice.token, 'STALE_VERSION'],
      ['unknown move type', { id, v: 0, m: { type: 'fly' } }, alice.token, 'BAD_USER_INPUT'],
      ['malformed move', { id, v: 0, m: { type: 'discard', card: 12 } }, alice.token, 'BAD_USER_INPUT'],
      ['not a legal move', { id, v: 0, m: { type: 'discard', card: 'c9999' } }, alice.token, 'ILLEGAL_MOVE'],
      ['not an object', { id, v: 0, m: 'draw' }, alice.token, 'BAD_USER_INPUT'],
      ['unknown match', { id: '00000000-0000-0000-0000-000000000000', v: 0, m: legal }, alice.token, 'NOT_FOUND'],
      ['garbage match id', { id: "1' or 1=1 --", v: 0, m: legal }, alice.token, 'NOT_FOUND'],
    ];
    for (const [name, vars, token, code] of cases) {
      const r = await gql(api.url, SUBMIT, vars, token ? { token } : {});
      expect([name, codeOf(r)]).toEqual([name, code]);
      expect(r.errors![0]!.message).not.toMatch(/select|insert|stack|\.ts:/i);
    }
    const after = await read(id, alice.token);
    expect(after.version).toBe(0);
    expect(after.view).toEqual(start.view);
  });

  test('50 parallel submits of one version: exactly one applies, every other caller hears STALE_VERSION', async () => {
    const id = await twoPlayerMatch();
    const move = (await read(id, alice.token)).legalMoves.find((m) => m.type === 'discard')!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gql(api.url, SUBMIT, { id, v: 0, m: move }, { token: alice.token })),
    );
    const applied = results.filter((r) => r.data?.['submitMove']);
    expect(applied).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'STALE_VERSION')).toHaveLength(49);
    const rows = await api.db.db.select().from(matchMoves).where(eq(matchMoves.matchId, id));
    expect(rows).toHaveLength(1);
    expect((await read(id)).version).toBe(1);
  });

  test('matchUpdated gives each subscriber its own view after every change', async () => {
    const id = await twoPlayerMatch();
    const aliceWs = wsClient(api.wsUrl, alice.token);
    const specWs = wsClient(api.wsUrl);
    const q = 'subscription($id:ID!){matchUpdated(matchId:$id){version viewerSeat view legalMoves}}';
    type U = {
      matchUpdated: { version: number; viewerSeat: number | null; view: MatchOut['view']; legalMoves: unknown[] };
    };
    const aliceSees = subscribeUntil<U>(aliceWs, q, { id }, (items) => items.some((i) => i.matchUpdated.version === 2));
    const specSees = subscribeUntil<U>(specWs, q, { id }, (items) => items.some((i) => i.matchUpdated.version === 2));
    await new Promise((r) => setTimeout(r, 300));
    const a = await read(id, alice.token);
    await ok(api.url, SUBMIT, { id, v: 0, m: a.legalMoves.find((m) => m.type === 'draw') }, { token: alice.token });
    const b = await read(id, bob.token);
    await ok(api.url, SUBMIT, { id, v: 1, m: b.legalMoves.find((m) => m.type === 'draw') }, { token: bob.token });
    const [aItems, sItems] = await Promise.all([aliceSees, specSees]);
    await Promise.all([aliceWs.dispose(), specWs.dispose()]);
    const aLast = aItems[aItems.length - 1]!.matchUpdated;
    const sLast = sItems[sItems.length - 1]!.matchUpdated;
    expect(aLast.viewerSeat).toBe(0);
    expect(aLast.view.zones['hand:0']!.cards.every((c) => c !== null)).toBe(true);
    expect(sLast.viewerSeat).toBeNull();
    expect(sLast.view.zones['hand:0']!.cards.every((c) => c === null)).toBe(true);
    expect(sLast.legalMoves).toEqual([]);
    for (const c of aLast.view.zones['hand:0']!.cards) expect(JSON.stringify(sItems)).not.toContain(`"${c!.id}"`);
  });

  test('a subscriber that reconnects catches up at once', async () => {
    const id = await twoPlayerMatch();
    const a = await read(id, alice.token);
    await ok(api.url, SUBMIT, { id, v: 0, m: a.legalMoves[0] }, { token: alice.token });
    // Nobody was listening: a new subscription still starts from the current state.
    const ws = wsClient(api.wsUrl, bob.token);
    const first = await subscribeUntil<{ matchUpdated: { version: number } }>(
      ws,
      'subscription($id:ID!){matchUpdated(matchId:$id){version}}',
      { id },
      (items) => items.length >= 1,
    );
    await ws.dispose();
    expect(first[0]!.matchUpdated.version).toBe(1);
  });

  test('an expired deadline lets the bot decide, the log says so, and three in a row mark a competitive seat forfeited', async () => {
    const id = await twoPlayerMatch({ maxTurns: 200, targetPairs: 10 }, { kind: 'REALTIME', seconds: 10 });
    // Alice moves once first: a person whose deadline passes before their first move aborts the match instead (resign.test.ts).
    await ok(api.url, SUBMIT, { id, v: 0, m: (await read(id, alice.token)).legalMoves[0] }, { token: alice.token });
    for (let i = 0; i < 3; i++) {
      const before = await read(id, alice.token);
      const awaited = before.toAct[0]!;
      if (awaited !== 0) {
        await ok(
          api.url,
          SUBMIT,
          { id, v: before.version, m: (await read(id, bob.token)).legalMoves[0] },
          { token: bob.token },
        );
        i--;
        continue;
      }
      await api.db.db
        .update(matches)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(matches.id, id));
      await waitFor(async () => (await read(id, alice.token)).version > before.version);
    }
    const after = await ok<{
      match: {
        status: string;
        players: { seat: number; away: boolean; winner: boolean | null }[];
        log: MatchOut['log'];
        result: { summary: string } | null;
      };
    }>(
      api.url,
      'query($id:ID!){match(id:$id){status result players{seat away winner} log(last:100){edges{node{seq seat text}}}}}',
      { id },
      { token: bob.token },
    );
    const texts = after.match.log.edges.map((e) => e.node.text);
    expect(
      texts.filter((t) => t === `${alice.username} ran out of time; the bot made that decision.`).length,
    ).toBeGreaterThanOrEqual(2);
    expect(texts.some((t) => t.includes(`${alice.username} forfeited after 3 timeouts in a row`))).toBe(true);
    // Two players: the one left standing wins at once.
    expect(after.match.status).toBe('FINISHED');
    expect(after.match.players).toEqual([
      { seat: 0, away: true, winner: false },
      { seat: 1, away: false, winner: true },
    ]);
  });

  test('chat: persisted, pushed live, length- and rate-limited', async () => {
    const id = await twoPlayerMatch();
    expect(codeOf(await gql(api.url, 'mutation($id:ID!){sendChatMessage(matchId:$id,text:"hi"){id}}', { id }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id}}',
          { id, t: 'x'.repeat(501) },
          { token: alice.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($id:ID!){sendChatMessage(matchId:$id,text:"   "){id}}',
          { id },
          { token: alice.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    // Postgres text cannot hold NUL: refused in words, not a database error.
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id}}',
          { id, t: 'a\u0000b' },
          { token: alice.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(
        await gql(
          api.url,
          'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id text seat user{username}}}',
          { id, t: `message ${i}` },
          { token: carol.token },
        ),
      );
    expect(results.slice(0, 20).every((r) => !r.errors)).toBe(true);
    expect(codeOf(results[20]!)).toBe('RATE_LIMITED');
    const chat = await ok<{ match: { chat: { edges: { node: { text: string; seat: number | null } }[] } } }>(
      api.url,
      'query($id:ID!){match(id:$id){chat(last:3){edges{node{text seat}}}}}',
      { id },
    );
    expect(chat.match.chat.edges.map((e) => e.node.text)).toEqual(['message 17', 'message 18', 'message 19']);
    expect(chat.match.chat.edges[0]!.node.seat).toBeNull();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached in time');
}
