// Moves in words over real HTTP: choices and prompts, zones, results naming the players, replay labels, strict moves, auto-pass.
import { ONE_MACHINE_LIMITS } from '../src/lib/limits';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { matchMoves } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { defineGame, PLAIN_VOCABULARY, seatRef, type AnyGame } from '@cortex/engine';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { codeOf, gql, ok, playToEnd, signUp, WEB_ORIGIN, type TestApi } from './helpers';
import { createTestDb } from '@cortex/db/testing';

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

type CallsMove =
  | { readonly type: 'call' }
  | { readonly type: 'pass' }
  | { readonly type: 'block'; readonly card: string };
interface CallsData {
  readonly caller: number;
  readonly answering: number | null;
  readonly calls: number;
}

/**
 * "Calls", a test game with a response window: the caller calls, the other seat answers by blocking with a Shield
 * from its hidden hand or by passing. Seat 1 is dealt no Shield, so passing is all it can ever do: auto-pass material.
 */
const callsGame = defineGame<CallsData, CallsMove, Record<string, never>>({
  ...PLAIN_VOCABULARY,
  id: 'test-calls',
  name: 'Calls (test game)',
  minPlayers: 2,
  maxPlayers: 2,
  mode: 'competitive',
  options: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  moves: {
    call: z.object({ type: z.literal('call') }),
    pass: z.object({ type: z.literal('pass') }),
    block: z.object({ type: z.literal('block'), card: z.string() }),
  },
  setup(t) {
    t.createZone('hand:0', [0]);
    t.createZone('hand:1', [1]);
    t.createZone('discard', 'all');
    t.createCards('hand:0', ['shield', 'shield', 'blank']);
    t.createCards('hand:1', ['blank', 'blank', 'blank']);
    return { caller: 0, answering: null, calls: 0 };
  },
  legalMoves(state, seat) {
    const g = state.game;
    if (g.answering === null) return seat === g.caller ? [{ type: 'call' }] : [];
    if (seat !== g.answering) return [];
    const shields = state.zones[`hand:${seat}`]!.cards.filter((c) => c.kind === 'shield');
    return [{ type: 'pass' }, ...shields.map((c) => ({ type: 'block', card: c.id }) as const)];
  },
  applyMove(t, seat, move) {
    const g = t.game;
    if (move.type === 'call') {
      t.game = { ...g, answering: 1 - seat, calls: g.calls + 1 };
      t.log`${seatRef(seat)} called.`;
    } else {
      if (move.type === 'block') t.move(move.card, 'discard');
      t.log`${seatRef(seat)} ${move.type === 'block' ? 'blocked' : 'passed'}.`;
      t.game = { ...g, answering: null, caller: seat };
    }
  },
  status(state) {
    const g = state.game;
    if (g.calls >= 6 && g.answering === null)
      return { kind: 'finished', result: { winners: [0], ranks: [1, 2], summary: 'Done.' } };
    return { kind: 'active', toAct: [g.answering ?? g.caller] };
  },
  autoPass: (_state, _seat, legal) => (legal.length === 1 && legal[0]!.type === 'pass' ? legal[0] : undefined),
  cardName: (k) => (k === 'shield' ? 'Shield' : 'Blank'),
});

describe.each(testDbKinds())('moves in words on %s', (kind) => {
  let api: TestApi;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    const db = await createTestDb(kind);
    const app = await createApp({
      db,
      log: pino({ level: 'silent' }),
      origins: [WEB_ORIGIN],
      includeTestGames: true,
      extraGames: [callsGame as unknown as AnyGame],
      botDelayMs: 0,
      sweepMs: 100,
      limits: ONE_MACHINE_LIMITS,
    });
    const { port } = await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${port}/graphql`;
    api = {
      app,
      url,
      wsUrl: url.replace('http', 'ws'),
      db,
      close: async () => (await app.close(), await db.cleanup()),
    };
    [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
  });
  afterAll(async () => {
    await api.close();
  });

  async function match(gameId: string): Promise<string> {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId, seats: 2 } },
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

  test('choices carry a label, a group and the move; the prompt says what is asked; zones are titled per viewer', async () => {
    const id = await match('test-pairs');
    const q =
      'query($id:ID!){match(id:$id){version legalMoves prompt choices{label group short cards seat move} zones{name title owner role count cards{id kind name}}}}';
    const a = (
      await ok<{
        match: {
          version: number;
          legalMoves: unknown[];
          prompt: string;
          choices: {
            label: string;
            group: string;
            cards: string[];
            seat: number;
            move: { type: string; card?: string };
          }[];
          zones: {
            name: string;
            title: string;
            owner: number | null;
            role: string;
            cards: ({ id: string; name: string } | null)[];
          }[];
        };
      }>(api.url, q, { id }, { token: alice.token })
    ).match;
    expect(a.choices.map((c) => c.move)).toEqual(a.legalMoves);
    expect(a.prompt).toMatch(/^Your turn: draw, lay down a pair or discard/);
    const hand = a.zones.find((z) => z.role === 'HAND' && z.owner === 0)!;
    expect(hand.title).toBe('Your hand');
    expect(a.zones.find((z) => z.role === 'HAND' && z.owner === 1)!.title).toBe(`${bob.username}'s hand`);
    const discard = a.choices.find((c) => c.move.type === 'discard')!;
    const card = hand.cards.find((c) => c?.id === discard.move.card)!;
    expect(discard.label).toBe(`Discard ${card.name}`);
    expect(discard.cards).toEqual([card.id]);
    expect(discard.seat).toBe(0);
    // Bob is not asked anything, sees no names of Alice's cards and may not read another seat's choices.
    const b = (
      await ok<{
        match: {
          prompt: string | null;
          choices: unknown[];
          zones: { owner: number | null; role: string; cards: unknown[] }[];
        };
      }>(api.url, q, { id }, { token: bob.token })
    ).match;
    expect(b.prompt).toBeNull();
    expect(b.choices).toEqual([]);
    expect(b.zones.find((z) => z.role === 'HAND' && z.owner === 0)!.cards.every((c) => c === null)).toBe(true);
    const other = await gql(
      api.url,
      'query($id:ID!){match(id:$id){choices(seat:0){label}}}',
      { id },
      { token: bob.token },
    );
    expect(codeOf(other)).toBe('FORBIDDEN');
  });

  test('a legal move with an extra field is refused with BAD_USER_INPUT and nothing changes or is stored', async () => {
    const id = await match('test-pairs');
    const before = (
      await ok<{ match: { version: number; legalMoves: Record<string, unknown>[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){version legalMoves}}',
        { id },
        { token: alice.token },
      )
    ).match;
    const tampered = { ...before.legalMoves[0]!, note: '<img src=x onerror=alert(1)>'.padEnd(9000, 'x') };
    const r = await gql(api.url, SUBMIT, { id, v: before.version, m: tampered }, { token: alice.token });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toContain('"note"');
    const after = (
      await ok<{ match: { version: number } }>(
        api.url,
        'query($id:ID!){match(id:$id){version}}',
        { id },
        { token: alice.token },
      )
    ).match;
    expect(after.version).toBe(before.version);
    await ok(api.url, SUBMIT, { id, v: before.version, m: before.legalMoves[0] }, { token: alice.token });
    const stored = await api.db.db.select({ move: matchMoves.move }).from(matchMoves).where(eq(matchMoves.matchId, id));
    expect(stored.map((s) => s.move)).toEqual([before.legalMoves[0]]);
  });

  test('the result names the players per viewer, and replay steps carry the label their player read', async () => {
    const id = await match('test-pairs');
    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const q =
      'query($id:ID!){match(id:$id){result moveCount replay(step:1){label by seat move} zero:replay(step:0){label by}}}';
    const a = (
      await ok<{
        match: {
          result: { summary: string; winners: number[]; narration?: unknown };
          moveCount: number;
          replay: { label: string; by: string; seat: number };
          zero: { label: null; by: null };
        };
      }>(api.url, q, { id }, { token: alice.token })
    ).match;
    const c = (
      await ok<{ match: { result: { summary: string } } }>(api.url, 'query($id:ID!){match(id:$id){result}}', { id })
    ).match;
    expect(a.result.narration).toBeUndefined();
    const aliceWon = a.result.winners.includes(0);
    expect(a.result.summary).toMatch(aliceWon ? /^You (and|won)/ : new RegExp(`^${bob.username} won`));
    expect(c.result.summary).toContain(aliceWon ? alice.username : bob.username);
    expect(c.result.summary).not.toMatch(/seat|Player \d/i);
    expect(a.replay.seat).toBe(0);
    expect(a.replay.by).toBe(alice.username);
    expect(a.replay.label).toMatch(
      /^(Draw the top card of the deck|Look at the top card of the deck|Discard \w+|Lay down a pair of \w+s)$/,
    );
    expect(a.zero).toEqual({ label: null, by: null });
  });

  test('the log says how much came after your own last move, and pages back through older lines', async () => {
    const id = await match('test-pairs');
    const q = 'query($id:ID!){match(id:$id){version legalMoves logSinceMyMove log(last:500){edges{node{seq text}}}}}';
    type Read = {
      match: {
        version: number;
        legalMoves: { type: string }[];
        logSinceMyMove: number | null;
        log: { edges: { node: { seq: number; text: string } }[] };
      };
    };
    const before = (await ok<Read>(api.url, q, { id }, { token: alice.token })).match;
    // Nobody has moved: everything is new (the setup's lines).
    expect(before.logSinceMyMove).toBe(before.log.edges.length);
    await ok(
      api.url,
      SUBMIT,
      { id, v: 0, m: before.legalMoves.find((m) => m.type === 'draw') },
      { token: alice.token },
    );
    const mine = (await ok<Read>(api.url, q, { id }, { token: alice.token })).match;
    expect(mine.logSinceMyMove).toBe(0);
    const bobs = (await ok<Read>(api.url, q, { id }, { token: bob.token })).match;
    await ok(api.url, SUBMIT, { id, v: 1, m: bobs.legalMoves.find((m) => m.type === 'draw') }, { token: bob.token });
    const after = (await ok<Read>(api.url, q, { id }, { token: alice.token })).match;
    expect(after.logSinceMyMove).toBe(after.log.edges.length - mine.log.edges.length);
    expect(after.logSinceMyMove).toBeGreaterThan(0);
    const spectator = (await ok<Read>(api.url, q, { id })).match;
    expect(spectator.logSinceMyMove).toBeNull();

    // Older pages on demand: the page before the newest line holds everything older, in order.
    const page =
      'query($id:ID!,$b:String){match(id:$id){log(last:1,before:$b){edges{node{seq}} pageInfo{hasPreviousPage startCursor}}}}';
    type Page = {
      match: {
        log: { edges: { node: { seq: number } }[]; pageInfo: { hasPreviousPage: boolean; startCursor: string | null } };
      };
    };
    const newest = (await ok<Page>(api.url, page, { id, b: null }, { token: alice.token })).match.log;
    expect(newest.edges.map((e) => e.node.seq)).toEqual([after.log.edges.length - 1]);
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = (await ok<Page>(api.url, page, { id, b: newest.pageInfo.startCursor }, { token: alice.token })).match
      .log;
    expect(older.edges.map((e) => e.node.seq)).toEqual([after.log.edges.length - 2]);
  });

  test('preferences are private; with auto-pass on, a pass that is all a player can do is made for them at once', async () => {
    const off = (
      await ok<{ viewer: { preferences: { autoPass: boolean } } }>(
        api.url,
        '{viewer{preferences{autoPass}}}',
        {},
        { token: bob.token },
      )
    ).viewer;
    expect(off.preferences.autoPass).toBe(false);
    const seen = (
      await ok<{ user: { preferences: unknown } }>(
        api.url,
        'query($u:String!){user(username:$u){preferences{autoPass}}}',
        { u: bob.username },
        { token: alice.token },
      )
    ).user;
    expect(seen.preferences).toBeNull();

    // Off: Bob is asked, though passing is all he can do.
    const first = await match('test-calls');
    await ok(api.url, SUBMIT, { id: first, v: 0, m: { type: 'call' } }, { token: alice.token });
    const waiting = (
      await ok<{ match: { version: number; toAct: number[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){version toAct}}',
        { id: first },
        { token: bob.token },
      )
    ).match;
    expect(waiting).toEqual({ version: 1, toAct: [1] });

    const on = (
      await ok<{ updatePreferences: { autoPass: boolean } }>(
        api.url,
        'mutation{updatePreferences(input:{autoPass:true}){autoPass}}',
        {},
        { token: bob.token },
      )
    ).updatePreferences;
    expect(on.autoPass).toBe(true);
    // On: the server passes for him (also in the match already waiting for him, once anything happens there).
    const second = await match('test-calls');
    await ok(api.url, SUBMIT, { id: second, v: 0, m: { type: 'call' } }, { token: alice.token });
    let m = { version: 0, toAct: [1] as number[] };
    for (let i = 0; i < 100 && m.version < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      m = (
        await ok<{ match: { version: number; toAct: number[] } }>(
          api.url,
          'query($id:ID!){match(id:$id){version toAct}}',
          { id: second },
          { token: bob.token },
        )
      ).match;
    }
    expect(m).toEqual({ version: 2, toAct: [1] });
    const log = (
      await ok<{ match: { log: { edges: { node: { text: string } }[] } } }>(
        api.url,
        'query($id:ID!){match(id:$id){log(last:5){edges{node{text}}}}}',
        { id: second },
        { token: bob.token },
      )
    ).match.log.edges.map((e) => e.node.text);
    expect(log.slice(-2)).toEqual([`${alice.username} called.`, 'You passed.']);

    // Alice holds Shields: passing is not all she can do, so she is asked even with auto-pass on.
    await ok(api.url, 'mutation{updatePreferences(input:{autoPass:true}){autoPass}}', {}, { token: alice.token });
    await ok(api.url, SUBMIT, { id: second, v: 2, m: { type: 'call' } }, { token: bob.token });
    await new Promise((r) => setTimeout(r, 200));
    const asked = (
      await ok<{ match: { version: number; toAct: number[]; legalMoves: unknown[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){version toAct legalMoves}}',
        { id: second },
        { token: alice.token },
      )
    ).match;
    expect(asked.version).toBe(3);
    expect(asked.toAct).toEqual([0]);
    expect(asked.legalMoves.length).toBe(3);

    const bad = await gql(api.url, 'mutation{updatePreferences(input:{autoPass:true}){autoPass}}', {});
    expect(codeOf(bad)).toBe('UNAUTHENTICATED');
  });
});
