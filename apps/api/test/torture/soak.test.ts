// Soak: a bounded run at steady load through the real API process; its memory stays flat after warm-up and nothing fails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { Random, seedToRngState } from '@cortex/engine';
import { gql, ok, signUp } from '../helpers';
import { durableDb, rssKb, spawnApi, stop, type ChildApi, type DurableDb } from './child-api';
import { recordingWsClient } from './recording-ws';
import { scaled } from './scale';

const SECONDS = scaled(60, 600);
const WARM_UP_SECONDS = scaled(15, 60);
const CONCURRENT_MATCHES = scaled(3, 6);
const SAMPLE_MS = scaled(1000, 5000);
const KINDS = scaled(testDbKinds().slice(-1), testDbKinds());
const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

describe.each(KINDS)('soak on %s', (kind) => {
  let durable: DurableDb;
  let api: ChildApi;
  beforeAll(async () => {
    durable = await durableDb(kind, 'soak');
    api = await spawnApi(durable.env);
  });
  afterAll(async () => {
    await stop(api);
    await durable.cleanup();
  });

  test(`steady load for ${SECONDS} s: RSS grows under 10 % after warm-up, no error`, async () => {
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const tokens = [alice.token, bob.token];
    const errors: string[] = [];
    const counts = { matches: 0, moves: 0, reads: 0, updates: 0 };
    const until = Date.now() + SECONDS * 1000;

    /** One table that keeps playing: a match to its end with a live spectator, then the next one. */
    const table = async (index: number) => {
      const random = new Random(seedToRngState(`soak:${kind}:${index}`));
      while (Date.now() < until) {
        const lobby = (await ok<{ createLobby: { id: string } }>(api.url, 'mutation{createLobby(input:{gameId:"test-pairs",seats:2,options:{maxTurns:30}}){id}}', {}, { token: alice.token })).createLobby;
        await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
        const id = (await ok<{ startMatch: { id: string } }>(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: lobby.id }, { token: alice.token })).startMatch.id;
        const spectator = recordingWsClient(api.wsUrl, () => undefined);
        const off = spectator.subscribe<{ matchUpdated: { version: number } }>(
          { query: 'subscription($id:ID!){matchUpdated(matchId:$id){version view log(last:3){edges{node{text}}}}}', variables: { id } },
          { next: (v) => (v.errors ? errors.push(JSON.stringify(v.errors)) : counts.updates++), error: (e) => errors.push(`subscription: ${String(e)}`), complete: () => undefined },
        );
        for (;;) {
          const m = (await ok<{ match: { status: string; version: number; toAct: number[] } }>(api.url, 'query($id:ID!){match(id:$id){status version toAct}}', { id }, { token: alice.token })).match;
          counts.reads++;
          if (m.status !== 'ACTIVE') break;
          const token = tokens[m.toAct[0]!]!;
          const mine = (await ok<{ match: { version: number; legalMoves: unknown[]; log: unknown } }>(api.url, 'query($id:ID!){match(id:$id){version legalMoves log(last:10){edges{node{text}}}}}', { id }, { token })).match;
          counts.reads++;
          const r = await gql(api.url, SUBMIT, { id, v: mine.version, m: random.pick(mine.legalMoves) }, { token });
          if (r.errors) errors.push(`submit: ${JSON.stringify(r.errors)}`);
          else counts.moves++;
          // A little browsing between moves, as a lobby page would.
          if (counts.moves % 20 === 0) {
            await ok(api.url, '{ lobbies(first: 20) { edges { node { id players { seat } } } } leaderboard(gameId: "test-pairs", first: 20) { edges { node { rank } } } }');
            counts.reads++;
          }
        }
        off();
        await spectator.dispose();
        counts.matches++;
      }
    };

    const samples: { at: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rss: rssKb(api.proc.pid!) }), SAMPLE_MS);
    try {
      await Promise.all(Array.from({ length: CONCURRENT_MATCHES }, (_, i) => table(i).catch((e: unknown) => void errors.push(String(e)))));
    } finally {
      clearInterval(sampler);
    }
    expect((await fetch(api.url.replace('/graphql', '/health'))).ok).toBe(true);

    // RSS saw-tooths with garbage collection (a 120 s run here went 246 MB → peak 333 MB → 212 MB): compare the
    // troughs of the first and last thirds after warm-up, which follow what stays alive; a leak raises them.
    const after = samples.filter((s) => s.at >= WARM_UP_SECONDS);
    const third = Math.max(1, Math.floor(after.length / 3));
    const first = Math.min(...after.slice(0, third).map((s) => s.rss));
    const last = Math.min(...after.slice(-third).map((s) => s.rss));
    const growth = (last - first) / first;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `soak on ${kind}: ${seconds.toFixed(0)} s, ${counts.matches} matches, ${counts.moves} moves (${(counts.moves / seconds).toFixed(0)}/s), ${counts.reads} reads, ${counts.updates} subscription updates; ` +
        `RSS ${Math.round(samples[0]!.rss / 1024)} MB at start, ${Math.round(first / 1024)} MB lowest in the first third after a ${WARM_UP_SECONDS} s warm-up, ${Math.round(last / 1024)} MB lowest in the last third (${(growth * 100).toFixed(1)} %, peak ${Math.round(Math.max(...samples.map((s) => s.rss)) / 1024)} MB); ${errors.length} errors, ${api.errorLines.length} error log lines`,
    );
    expect(after.length).toBeGreaterThanOrEqual(6);
    expect(errors.slice(0, 5)).toEqual([]);
    expect(api.errorLines.slice(0, 5)).toEqual([]);
    expect(growth).toBeLessThan(0.1);
  }, 900_000);
});
