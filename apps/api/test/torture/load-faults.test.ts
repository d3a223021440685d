// Load with faults: concurrent matches (humans and random bots) while the API is kill -9'd and restarted mid-load.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { matches, matchMoves } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import {
  applyMove,
  canonicalJson,
  createMatch,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import type { Client } from 'graphql-ws';
import { createGameRegistry } from '../../src/games';
import { codeOf, gql, ok, signUp } from '../helpers';
import { recordingWsClient } from './recording-ws';
import { durableDb, killHard, spawnApi, stop, type ChildApi, type DurableDb } from './child-api';
import { scaled } from './scale';

const PAIRS_MATCHES = scaled(6, 40);
const BOT_MATCHES = scaled(1, 4);
const KILLS = scaled(1, 3);
/** Real Postgres when there is one (the deployment that restarts instances); the long form runs on each kind. */
const KINDS = scaled(testDbKinds().slice(-1), testDbKinds());
const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

interface Ack {
  readonly matchId: string;
  readonly seq: number;
  readonly seat: number;
  readonly move: unknown;
}

/** What a subscriber was told: the version and the view that came with it. */
interface Seen {
  readonly matchId: string;
  readonly version: number;
  readonly view: unknown;
  readonly connection: number;
}

describe.each(KINDS)('load with kill -9 on %s', (kind) => {
  let durable: DurableDb;
  beforeAll(async () => {
    durable = await durableDb(kind, 'faults');
  });
  afterAll(async () => {
    await durable.cleanup();
  });

  test('no acknowledged move is lost, no subscriber sees an uncommitted version, every match finishes', async () => {
    let api: ChildApi = await spawnApi(durable.env);
    let restarting: Promise<void> | undefined;
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);

    const start = async (gameId: string, seats: number, options: Record<string, unknown>, bots: number) => {
      const lobby = (
        await ok<{ createLobby: { id: string } }>(
          api.url,
          'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
          { i: { gameId, seats, options } },
          { token: alice.token },
        )
      ).createLobby;
      if (bots === 0)
        await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
      for (let b = 0; b < bots; b++)
        await ok(
          api.url,
          'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}',
          { l: lobby.id },
          { token: alice.token },
        );
      return (
        await ok<{ startMatch: { id: string } }>(
          api.url,
          'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
          { l: lobby.id },
          { token: alice.token },
        )
      ).startMatch.id;
    };
    const plans: { id: string; tokens: Map<number, string> }[] = [];
    for (let i = 0; i < PAIRS_MATCHES; i++)
      plans.push({
        id: await start('test-pairs', 2, { maxTurns: 30, targetPairs: 3 }, 0),
        tokens: new Map([
          [0, alice.token],
          [1, bob.token],
        ]),
      });
    for (let i = 0; i < BOT_MATCHES; i++)
      plans.push({ id: await start('legendary-firefly', 2, {}, 1), tokens: new Map([[0, alice.token]]) });

    const acks: Ack[] = [];
    const seen: Seen[] = [];
    const problems: string[] = [];
    let networkErrors = 0;
    let connections = 0;
    // An object, not a let: the run's end is set by another async step, which the type checker cannot follow.
    const run = { finished: false };

    // A signed-out spectator per match, reconnecting to whichever instance is up.
    const subscribers = plans.map((plan) => {
      let client: Client | undefined;
      const connect = () => {
        if (run.finished) return;
        const connection = ++connections;
        client = recordingWsClient(api.wsUrl, () => undefined);
        client.on('closed', () => {
          if (!run.finished) setTimeout(() => void (restarting ?? Promise.resolve()).then(connect), 50);
        });
        client.subscribe<{ matchUpdated: { version: number; view: unknown } }>(
          { query: 'subscription($id:ID!){matchUpdated(matchId:$id){version view}}', variables: { id: plan.id } },
          {
            next: (v) => {
              if (v.data)
                seen.push({
                  matchId: plan.id,
                  version: v.data.matchUpdated.version,
                  view: v.data.matchUpdated.view,
                  connection,
                });
              else problems.push(`subscription error ${JSON.stringify(v.errors)}`);
            },
            error: () => undefined,
            complete: () => undefined,
          },
        );
      };
      connect();
      return { dispose: () => client?.dispose() };
    });

    const drive = async (plan: (typeof plans)[number], index: number) => {
      const random = new Random(seedToRngState(`faults:${kind}:${index}`));
      for (let guard = 0; guard < 20_000; guard++) {
        try {
          await restarting;
          const url = api.url;
          const anyToken = plan.tokens.get(0)!;
          const m = (
            await ok<{ match: { status: string; version: number; toAct: number[] } }>(
              url,
              'query($id:ID!){match(id:$id){status version toAct}}',
              { id: plan.id },
              { token: anyToken },
            )
          ).match;
          if (m.status !== 'ACTIVE') return;
          const seat = m.toAct.find((s) => plan.tokens.has(s));
          if (seat === undefined) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          const token = plan.tokens.get(seat)!;
          const mine = (
            await ok<{ match: { version: number; legalMoves: unknown[] } }>(
              url,
              'query($id:ID!){match(id:$id){version legalMoves}}',
              { id: plan.id },
              { token },
            )
          ).match;
          if (mine.legalMoves.length === 0) continue;
          const move = random.pick(mine.legalMoves);
          const r = await gql<{ submitMove: { version: number } }>(
            url,
            SUBMIT,
            { id: plan.id, v: mine.version, m: move },
            { token },
          );
          if (r.data?.submitMove) acks.push({ matchId: plan.id, seq: mine.version + 1, seat, move });
          // Races a client can lose: another move came first, or a bot's move ended the match meanwhile.
          else if (codeOf(r) !== 'STALE_VERSION' && r.errors?.[0]?.extensions?.['reason'] !== 'GAME_OVER')
            problems.push(`submit refused: ${JSON.stringify(r.errors)}`);
        } catch {
          // The instance is down (or died mid-request): wait for the restart, then carry on from what is committed.
          networkErrors++;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      problems.push(`match ${plan.id} did not finish`);
    };

    // A low estimate of the moves the load makes (pairs matches take about 45, firefly about 55), so every kill lands mid-load.
    const expectedMoves = (PAIRS_MATCHES + BOT_MATCHES) * 20;
    let kills = 0;
    const killer = (async () => {
      for (let k = 1; k <= KILLS; k++) {
        const at = Math.floor((expectedMoves * k) / (KILLS + 1));
        while (acks.length < at && plans.length > 0 && !run.finished) await new Promise((r) => setTimeout(r, 20));
        if (run.finished) return;
        let release!: () => void;
        restarting = new Promise((r) => (release = r));
        await killHard(api);
        kills++;
        const down = Date.now();
        api = await spawnApi(durable.env);
        console.log(
          `load with faults on ${kind}: kill -9 #${k} after ${acks.length} acknowledged moves; back in ${Date.now() - down} ms`,
        );
        restarting = undefined;
        release();
      }
    })();

    const started = Date.now();
    await Promise.all(plans.map((p, i) => drive(p, i)));
    run.finished = true;
    await killer;
    // Let the last updates reach the subscribers before reading the log.
    await new Promise((r) => setTimeout(r, 500));
    for (const s of subscribers) await s.dispose();
    const seconds = (Date.now() - started) / 1000;
    await stop(api);

    const handle = await durable.open();
    const games = createGameRegistry({ includeTestGames: true });
    let committed = 0;
    try {
      for (const plan of plans) {
        const [row] = await handle.db.select().from(matches).where(eq(matches.id, plan.id));
        expect(row!.status).toBe('FINISHED');
        const log = await handle.db
          .select()
          .from(matchMoves)
          .where(eq(matchMoves.matchId, plan.id))
          .orderBy(asc(matchMoves.seq));
        committed += log.length;
        expect(log.map((m) => m.seq)).toEqual(log.map((_, i) => i + 1));
        // Every acknowledged move is in the log, at its place, as sent; acknowledgements come in log order.
        const mine = acks.filter((a) => a.matchId === plan.id);
        expect(mine.map((a) => a.seq)).toEqual([...mine.map((a) => a.seq)].sort((x, y) => x - y));
        for (const a of mine) {
          const at = log[a.seq - 1];
          expect([a.seq, at?.seat, canonicalJson(at?.move)]).toEqual([a.seq, a.seat, canonicalJson(a.move)]);
        }
        // Every view a subscriber received is the committed state at that version, as a spectator may see it.
        const game = games.get(row!.gameId)!;
        const states: MatchState<unknown>[] = [
          createMatch(game, { players: row!.players, options: row!.options, seed: row!.seed })
            .state as MatchState<unknown>,
        ];
        for (const m of log) {
          const next = applyMove(game, states[states.length - 1]!, m.seat, m.move);
          if (!next.ok) throw new Error(`committed move ${m.seq} does not replay`);
          states.push(next.state);
        }
        const views = states.map((s) => canonicalJson(redactView(s, 'spectator')));
        const told = seen.filter((s) => s.matchId === plan.id);
        expect(told.length).toBeGreaterThan(0);
        for (const s of told) {
          if (s.version > log.length || views[s.version] !== canonicalJson(s.view))
            problems.push(`match ${plan.id}: a subscriber saw version ${s.version} that is not the committed one`);
        }
        for (let i = 1; i < told.length; i++) {
          if (told[i]!.connection === told[i - 1]!.connection && told[i]!.version < told[i - 1]!.version)
            problems.push(`match ${plan.id}: versions went backwards on one subscription`);
        }
      }
    } finally {
      await handle.close();
    }
    console.log(
      `load with faults on ${kind}: ${plans.length} matches (${PAIRS_MATCHES} pairs, ${BOT_MATCHES} vs random bot), ${committed} moves committed, ${acks.length} acknowledged to clients, ` +
        `${kills} kill -9, ${networkErrors} failed requests during outages, ${connections} subscriber connections, ${seen.length} updates checked, ${seconds.toFixed(1)} s, ${problems.length} problems`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(kills).toBe(KILLS);
    expect(api.errorLines).toEqual([]);
  }, 900_000);
});
