// Bots make optional moves (an off-turn innate) while a human is awaited, through the real API: the log shows them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { Random, seedToRngState } from '@cortex/engine';
import { gql, ok, signUp, startApi, type TestApi } from './helpers';

interface Polled {
  status: string;
  version: number;
  toAct: number[];
  legalMoves: unknown[];
  log: { edges: { node: { seat: number | null; text: string } }[] };
}

const POLL = 'status version toAct legalMoves log(last: 40) { edges { node { seat text } } }';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDbKinds())('bots answering optional moments, on %s', (kind) => {
  let api: TestApi;
  let alice: { token: string };
  beforeAll(async () => {
    api = await startApi(kind);
    alice = await signUp(api.url);
  });
  afterAll(() => api.close());

  const poll = async (matchId: string) => (await ok<{ match: Polled }>(api.url, `query($id:ID!){match(id:$id){${POLL}}}`, { id: matchId }, { token: alice.token })).match;

  /**
   * The bot lines of the human's current turn that only an optional answer makes: a bot using a card-drawing innate
   * with no fight going on (in a fight the bot may be awaited and use an innate as its answer; a cancel may be an
   * awaited answer to the human's deal, so cancels are not counted).
   */
  function offTurnBotLines(m: Polled): string[] {
    const lines = m.log.edges.map((e) => e.node);
    const turnAt = lines.findLastIndex((n) => n.text.startsWith('Turn of'));
    if (turnAt < 0 || lines[turnAt]!.seat !== 0) return [];
    const found: string[] = [];
    for (const n of lines.slice(turnAt + 1)) {
      if (/fight/i.test(n.text)) break;
      if (n.seat !== null && n.seat !== 0 && /used the innate ability of (Nervous Informant|Whitefall Mining Claim)/.test(n.text)) found.push(n.text);
    }
    return found;
  }

  /** Plays the human seat (0) with seeded random legal moves until a bot acts off-turn; null if the match ends first. */
  async function untilBotActsOffTurn(matchId: string, random: Random): Promise<string[] | null> {
    for (let i = 0; i < 5000; i++) {
      const m = await poll(matchId);
      if (m.status !== 'ACTIVE') return null;
      if (!m.toAct.includes(0)) {
        await sleep(5);
        continue;
      }
      const found = offTurnBotLines(m);
      if (found.length > 0) return found;
      if (m.legalMoves.length === 0) continue;
      await gql(api.url, 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}', { id: matchId, v: m.version, m: random.pick(m.legalMoves) }, { token: alice.token });
    }
    return null;
  }

  test('in Misbehavin a normal bot uses a card-drawing innate on the human\'s turn, while the human is awaited', async () => {
    let added: string[] | null = null;
    // Match seeds are secret and random: a match may end before any bot holds such a card while the human is on turn
    // (many do), so up to 15 matches are played, each over in seconds.
    for (let attempt = 0; attempt < 15 && !added; attempt++) {
      const lobbyId = (await ok<{ createLobby: { id: string } }>(api.url, 'mutation{createLobby(input:{gameId:"misbehavin",seats:4}){id}}', {}, { token: alice.token })).createLobby.id;
      await ok(api.url, 'mutation($l:ID!){a:addBot(lobbyId:$l,level:"normal"){id} b:addBot(lobbyId:$l,level:"normal"){id} c:addBot(lobbyId:$l,level:"normal"){id}}', { l: lobbyId }, { token: alice.token });
      const matchId = (await ok<{ startMatch: { id: string } }>(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobbyId }, { token: alice.token })).startMatch.id;
      added = await untilBotActsOffTurn(matchId, new Random(seedToRngState(`human:${attempt}`)));
    }
    expect(added).not.toBeNull();
    expect(added!.join('\n')).toMatch(/^Bot \d \(normal\) used the innate ability of (Nervous Informant|Whitefall Mining Claim)\./);
  }, 300_000);
});
