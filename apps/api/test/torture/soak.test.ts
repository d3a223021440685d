// Soak: a bounded run at steady load through the real API process; its live heap stays flat after warm-up and nothing fails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { Random, seedToRngState } from '@cortex/engine';
import { gql, ok, signUp } from '../helpers';
import { durableDb, inspectHeap, rssKb, spawnApi, stop, type ChildApi, type DurableDb } from './child-api';
import { recordingWsClient } from './recording-ws';
import { scaled } from './scale';

const SECONDS = scaled(60, 600);
const WARM_UP_SECONDS = scaled(15, 60);
const CONCURRENT_MATCHES = scaled(3, 6);
const SAMPLE_MS = scaled(3000, 10_000);
const KINDS = scaled(testDbKinds().slice(-1), testDbKinds());
const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

describe.each(KINDS)('soak on %s', (kind) => {
  let durable: DurableDb;
  let api: ChildApi;
  beforeAll(async () => {
    durable = await durableDb(kind, 'soak');
    api = await spawnApi(durable.env, { inspect: true });
  });
  afterAll(async () => {
    await stop(api);
    await durable.cleanup();
  });

  test(`steady load for ${SECONDS} s: the JS heap grows under 10 % after warm-up, no error`, async () => {
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
        const lobby = (
          await ok<{ createLobby: { id: string } }>(
            api.url,
            'mutation{createLobby(input:{gameId:"test-pairs",seats:2,options:{maxTurns:30}}){id}}',
            {},
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
        const spectator = recordingWsClient(api.wsUrl, () => undefined);
        const off = spectator.subscribe<{ matchUpdated: { version: number } }>(
          {
            query: 'subscription($id:ID!){matchUpdated(matchId:$id){version view log(last:3){edges{node{text}}}}}',
            variables: { id },
          },
          {
            next: (v) => (v.errors ? errors.push(JSON.stringify(v.errors)) : counts.updates++),
            error: (e) => errors.push(`subscription: ${String(e)}`),
            complete: () => undefined,
          },
        );
        for (;;) {
          const m = (
            await ok<{ match: { status: string; version: number; toAct: number[] } }>(
              api.url,
              'query($id:ID!){match(id:$id){status version toAct}}',
              { id },
              { token: alice.token },
            )
          ).match;
          counts.reads++;
          if (m.status !== 'ACTIVE') break;
          const token = tokens[m.toAct[0]!]!;
          const mine = (
            await ok<{ match: { version: number; legalMoves: unknown[]; log: unknown } }>(
              api.url,
              'query($id:ID!){match(id:$id){version legalMoves log(last:10){edges{node{text}}}}}',
              { id },
              { token },
            )
          ).match;
          counts.reads++;
          const r = await gql(api.url, SUBMIT, { id, v: mine.version, m: random.pick(mine.legalMoves) }, { token });
          if (r.errors) errors.push(`submit: ${JSON.stringify(r.errors)}`);
          else counts.moves++;
          // A little browsing between moves, as a lobby page would.
          if (counts.moves % 20 === 0) {
            await ok(
              api.url,
              '{ lobbies(first: 20) { edges { node { id players { seat } } } } leaderboard(gameId: "test-pairs", first: 20) { edges { node { rank } } } }',
            );
            counts.reads++;
          }
        }
        off();
        await spectator.dispose();
        counts.matches++;
      }
    };

    // Each sample forces a full collection in the API through its inspector and reads what survived, and its RSS.
    const heap = await inspectHeap(api);
    const samples: { at: number; rss: number; live: number; external: number }[] = [];
    const started = Date.now();
    // An object, not a let: sampling is stopped by another async step, which the type checker cannot follow.
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        const { heapUsed, external } = await heap.live();
        samples.push({ at: (Date.now() - started) / 1000, rss: rssKb(api.proc.pid!) * 1024, live: heapUsed, external });
        await new Promise((r) => setTimeout(r, SAMPLE_MS));
      }
    })();
    try {
      await Promise.all(
        Array.from({ length: CONCURRENT_MATCHES }, (_, i) =>
          table(i).catch((e: unknown) => void errors.push(String(e))),
        ),
      );
    } finally {
      sampling.on = false;
      await sampler;
      heap.close();
    }
    expect((await fetch(api.url.replace('/graphql', '/health'))).ok).toBe(true);

    // RSS saw-tooths and V8 returns space lazily (a 60 s run once ended 11.6 % above its first trough with no leak), so
    // the verdict is on the JavaScript heap after a forced collection: the lowest of the first and of the last third
    // after warm-up (requests in flight only ever add to a sample). A leak raises the last third. External memory
    // (PGlite's WebAssembly memory, buffers) is reported, not judged: PGlite's grows with its own caches.
    // Sensitivity, measured: retaining 2 kB per move fails the short run on Postgres; the long run catches less.
    const after = samples.filter((s) => s.at >= WARM_UP_SECONDS);
    const third = Math.max(1, Math.floor(after.length / 3));
    const trough = (xs: typeof after, key: 'rss' | 'live') => Math.min(...xs.map((s) => s[key]));
    const first = trough(after.slice(0, third), 'live');
    const last = trough(after.slice(-third), 'live');
    const growth = (last - first) / first;
    const rssGrowth =
      (trough(after.slice(-third), 'rss') - trough(after.slice(0, third), 'rss')) /
      trough(after.slice(0, third), 'rss');
    const seconds = (Date.now() - started) / 1000;
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `soak on ${kind}: ${seconds.toFixed(0)} s, ${counts.matches} matches, ${counts.moves} moves (${(counts.moves / seconds).toFixed(0)}/s), ${counts.reads} reads, ${counts.updates} subscription updates; ` +
        `JS heap after GC ${mb(samples[0]!.live)} at start, ${mb(first)} lowest in the first third after a ${WARM_UP_SECONDS} s warm-up, ${mb(last)} lowest in the last third (${(growth * 100).toFixed(1)} %), external ${mb(samples[0]!.external)} → ${mb(samples.at(-1)!.external)}; ` +
        `RSS ${mb(samples[0]!.rss)} at start, troughs ${(rssGrowth * 100).toFixed(1)} % apart, peak ${mb(Math.max(...samples.map((s) => s.rss)))}; ${samples.length} samples; ${errors.length} errors, ${api.errorLines.length} error log lines`,
    );
    expect(after.length).toBeGreaterThanOrEqual(6);
    expect(errors.slice(0, 5)).toEqual([]);
    expect(api.errorLines.slice(0, 5)).toEqual([]);
    expect(growth).toBeLessThan(0.1);
  }, 900_000);
});
