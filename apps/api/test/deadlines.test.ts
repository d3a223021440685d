// Missed deadlines through a real API: Niska's Debt's GM moves play on (rule 6.b) where other games' stand-in bots decide.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { ok, signUp, startApi, type TestApi } from './helpers';

const SUBMIT =
  'mutation($id:ID!,$v:Int!,$m:JSON!,$s:Int){submitMove(matchId:$id,expectedVersion:$v,move:$m,seat:$s){version}}';
const READ = 'query($id:ID!){match(id:$id){status version toAct players{seat away} seatMoves{seat moves}}}';
const TIME_UP = { type: 'timeUp' };

interface Read {
  status: string;
  version: number;
  toAct: number[];
  players: { seat: number; away: boolean }[];
  seatMoves: { seat: number; moves: { type: string }[] }[];
}

type User = Awaited<ReturnType<typeof signUp>>;

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDbKinds())("Niska's Debt deadlines on %s", (kind) => {
  let api: TestApi;
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    api = await startApi(kind);
    [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
  });
  afterAll(async () => {
    await api.close();
  });

  const read = async (id: string, user: User) =>
    (await ok<{ match: Read }>(api.url, READ, { id }, { token: user.token })).match;

  test('6.b: a missed deadline passes the turn (no bot plays it), and no number of them makes a seat forfeit', async () => {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'niskas-debt', seats: 2, timeControl: { kind: 'REALTIME', seconds: 60 } } },
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const id = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
    const people = [alice, bob];
    // Both play their own decisions (the first option that is not letting the time run out) until one is on turn in play.
    for (let i = 0; ; i++) {
      expect(i).toBeLessThan(300);
      const m = await read(id, alice);
      const awaited = m.toAct[0]!;
      const theirs = (await read(id, people[awaited]!)).seatMoves.find((s) => s.seat === awaited)!.moves;
      if (m.toAct.length === 1 && theirs.some((mv) => mv.type === TIME_UP.type)) break;
      await ok(
        api.url,
        SUBMIT,
        { id, v: m.version, m: theirs.find((mv) => mv.type !== TIME_UP.type) ?? theirs[0], s: awaited },
        { token: people[awaited]!.token },
      );
    }
    const late: number[] = [];
    for (let miss = 0; miss < 6; miss++) {
      const before = await read(id, alice);
      late.push(before.toAct[0]!);
      await api.db.db
        .update(matches)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(matches.id, id));
      await waitFor(async () => (await read(id, alice)).version > before.version, 'the sweeper');
      const after = await read(id, alice);
      // The turn passed to the other captain, and the late one is neither away nor forfeited.
      expect(after.toAct).toEqual([1 - before.toAct[0]!]);
      expect(after.status).toBe('ACTIVE');
      expect(after.players.map((p) => p.away)).toEqual([false, false]);
    }
    expect(late).toEqual([late[0], 1 - late[0]!, late[0], 1 - late[0]!, late[0], 1 - late[0]!]);
    // While the match runs each player reads only their own seat's moves: both together are every timed-out move.
    const timedOut: { seat: number; move: { type: string } }[] = [];
    for (const person of people) {
      const moves = await ok<{
        match: { moves: { edges: { node: { seat: number; move: { type: string }; timedOut: boolean } }[] } };
      }>(
        api.url,
        'query($id:ID!){match(id:$id){moves(first:100){edges{node{seat move timedOut}}}}}',
        { id },
        { token: person.token },
      );
      timedOut.push(...moves.match.moves.edges.map((e) => e.node).filter((n) => n.timedOut));
    }
    // Each missed deadline is the GM's one move for the seat: no stand-in bot flew, bought or worked for anyone.
    expect(timedOut.map((n) => n.move.type)).toEqual(Array(6).fill(TIME_UP.type));
    expect(timedOut.filter((n) => n.seat === 0)).toHaveLength(3);
  });
});
