// Pushes that cost what changed, over real WebSockets: the log as lines new since the previous push, one execution per
// viewer shared by every subscriber who sees the same, and the move log as the record (a state snapshot every few moves).
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { defineGame, PLAIN_VOCABULARY, seatRef } from '@cortex/engine';
import { z } from 'zod';
import { SNAPSHOT_EVERY } from '../src/modules/matches/store';
import { gql, ok, signUp, startApi, wsClient, type TestApi } from './helpers';

/** Two players take turns counting, one log line each: a match as long as the test wants, with a log as long. */
const counting = defineGame<{ readonly n: number }, { readonly type: 'count' }, Record<string, never>>({
  id: 'test-counting',
  name: 'Counting',
  minPlayers: 2,
  maxPlayers: 2,
  mode: 'competitive',
  ...PLAIN_VOCABULARY,
  options: z.object({}),
  moves: { count: z.object({ type: z.literal('count') }) },
  setup: () => ({ n: 0 }),
  legalMoves: (state, seat) => (state.game.n % 2 === seat ? [{ type: 'count' }] : []),
  applyMove(t, seat) {
    t.game = { n: t.game.n + 1 };
    t.log`${seatRef(seat)} counted ${String(t.game.n)}.`;
  },
  status: (state) => ({ kind: 'active', toAct: [state.game.n % 2] }),
  cardName: (kind) => kind,
});

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';
const WATCH =
  'subscription($m:ID!){matchUpdated(matchId:$m){version view logUpdate(last:500){from total lines{seq text}}}}';

/** The site's own push (web operations.ts MATCH_UPDATED with MatchCoreFields and MatchPlayerFields), written out. */
const SITE_PUSH = `subscription($m: ID!) { matchUpdated(matchId: $m) {
  id status version toAct mayAct viewerSeat viewerSeats view
  seatMoves { seat moves prompt choices { label group short cards move } blocked { cards reason } }
  deadline result createdAt endedAt seedHash seed moveCount
  game { id name chatPhrases }
  players { seat bot away resigned score winner rank user { id username } }
  timeControl { kind seconds hours } lobby { id } rated casualReason endReason
  mayResign mayAbort mayOfferDraw drawOffers campaignGame campaign { id gamesTotal status }
  logSinceMyMove
  logUpdate(last: 100) { from total startCursor lines { seq seat text at } }
} }`;

interface Push {
  version: number;
  view: unknown;
  logUpdate: { from: number; total: number; lines: { seq: number; text: string }[] };
}

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(testDbKinds())('pushes and the move log on %s', (kind) => {
  let api: TestApi;
  let alice: User;
  let bob: User;
  let carol: User;
  beforeAll(async () => {
    api = await startApi(kind, { extraGames: [counting] });
    [alice, bob, carol] = await Promise.all([signUp(api.url), signUp(api.url), signUp(api.url)]);
  });
  afterAll(async () => {
    await api.close();
  });

  /** A match of the game between two players (alice and bob unless told), through an API (this suite's unless told). */
  async function startMatch(
    gameId: string,
    on: { url: string } = api,
    [host, guest]: readonly [User, User] = [alice, bob],
  ): Promise<string> {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        on.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId, seats: 2 } },
        { token: host.token },
      )
    ).createLobby;
    await ok(on.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    return (
      await ok<{ startMatch: { id: string } }>(
        on.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: host.token },
      )
    ).startMatch.id;
  }

  /** Plays `moves` counting moves, each seat through its own token. */
  async function count(id: string, from: number, moves: number): Promise<void> {
    for (let v = from; v < from + moves; v++)
      await ok(api.url, SUBMIT, { id, v, m: { type: 'count' } }, { token: (v % 2 === 0 ? alice : bob).token });
  }

  /** Every push a subscriber receives, until one shows `version`. */
  function watch<P extends { version: number } = Push>(
    token: string | undefined,
    id: string,
    version: number,
    query = WATCH,
  ): Promise<P[]> {
    const client = wsClient(api.wsUrl, token);
    return new Promise((resolve, reject) => {
      const pushes: P[] = [];
      const timer = setTimeout(
        () => reject(new Error(`no push of version ${version} (${pushes.length} pushes)`)),
        20_000,
      );
      client.subscribe<{ matchUpdated: P }>(
        { query, variables: { m: id } },
        {
          next: (msg) => {
            if (msg.errors) return reject(new Error(JSON.stringify(msg.errors)));
            const push = msg.data!.matchUpdated;
            pushes.push(push);
            if (push.version >= version) {
              clearTimeout(timer);
              void client.dispose();
              resolve(pushes);
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
  }

  test('logUpdate lists only the lines new since the previous push, which together are the whole log as that viewer reads it', async () => {
    const id = await startMatch('test-pairs');
    const watched = [watch(alice.token, id, 6), watch(undefined, id, 6)];
    await new Promise((r) => setTimeout(r, 300));
    // Random legal moves of the test game until version 6 (it deals hidden hands, so the viewers read different lines).
    for (let v = 0; v < 6; v++) {
      const seat = (await ok<{ match: { toAct: number[] } }>(api.url, 'query($id:ID!){match(id:$id){toAct}}', { id }))
        .match.toAct[0]!;
      const token = seat === 0 ? alice.token : bob.token;
      const moves = (
        await ok<{ match: { legalMoves: unknown[] } }>(
          api.url,
          'query($id:ID!){match(id:$id){legalMoves}}',
          { id },
          { token },
        )
      ).match.legalMoves;
      await ok(api.url, SUBMIT, { id, v, m: moves[0] }, { token });
    }
    const [mine, signedOut] = await Promise.all(watched);
    for (const [pushes, token] of [
      [mine!, alice.token],
      [signedOut!, undefined],
    ] as const) {
      let sent = 0;
      const lines: string[] = [];
      for (const push of pushes) {
        // Each push starts where the one before ended: nothing twice, nothing skipped.
        expect(push.logUpdate.from).toBe(sent);
        expect(push.logUpdate.lines.map((l) => l.seq)).toEqual(
          Array.from({ length: push.logUpdate.total - sent }, (_, i) => sent + i),
        );
        lines.push(...push.logUpdate.lines.map((l) => l.text));
        sent = push.logUpdate.total;
      }
      const log = (
        await ok<{ match: { log: { edges: { node: { text: string } }[] } } }>(
          api.url,
          'query($id:ID!){match(id:$id){log(first:100){edges{node{text}}}}}',
          { id },
          token ? { token } : {},
        )
      ).match.log;
      expect(lines).toEqual(log.edges.map((e) => e.node.text));
    }
  });

  test('subscribers who see the same share one execution of each push; each seat and the spectators still get their own view', async () => {
    const id = await startMatch('test-pairs');
    const before = { ...api.app.pushes.counts };
    const watched = {
      alice1: watch(alice.token, id, 2),
      alice2: watch(alice.token, id, 2),
      bob: watch(bob.token, id, 2),
      carol: watch(carol.token, id, 2),
      anonymous1: watch(undefined, id, 2),
      anonymous2: watch(undefined, id, 2),
    };
    await new Promise((r) => setTimeout(r, 300));
    for (let v = 0; v < 2; v++) {
      const seat = (await ok<{ match: { toAct: number[] } }>(api.url, 'query($id:ID!){match(id:$id){toAct}}', { id }))
        .match.toAct[0]!;
      const token = seat === 0 ? alice.token : bob.token;
      const moves = (
        await ok<{ match: { legalMoves: unknown[] } }>(
          api.url,
          'query($id:ID!){match(id:$id){legalMoves}}',
          { id },
          { token },
        )
      ).match.legalMoves;
      await ok(api.url, SUBMIT, { id, v, m: moves[0] }, { token });
    }
    const got = Object.fromEntries(
      await Promise.all(Object.entries(watched).map(async ([k, p]) => [k, await p] as const)),
    );
    const at = (name: string, version: number) => got[name]!.find((p) => p.version === version);
    const byVersion = (name: string) => new Map(got[name]!.map((p) => [p.version, JSON.stringify(p)]));
    // What two sockets of one person, or two spectators, both received of one version is the same to the byte.
    for (const [a, b] of [
      ['alice1', 'alice2'],
      ['anonymous1', 'anonymous2'],
      ['carol', 'anonymous1'],
    ] as const) {
      const other = byVersion(b);
      for (const [version, text] of byVersion(a))
        if (other.has(version) && at(a, version)!.logUpdate.from === at(b, version)!.logUpdate.from)
          expect(text).toBe(other.get(version));
    }
    // Hidden hands: a seat's view is its own, and no spectator's view is a seat's.
    const last = (name: string) => JSON.stringify(at(name, 2)!.view);
    expect(last('alice1')).not.toBe(last('bob'));
    expect(last('anonymous1')).not.toBe(last('alice1'));
    expect(last('anonymous1')).not.toBe(last('bob'));
    const received = Object.values(got).reduce((n, pushes) => n + pushes.length, 0);
    const executed = api.app.pushes.counts.executed - before.executed;
    const shared = api.app.pushes.counts.shared - before.shared;
    expect(executed + shared).toBe(received);
    expect(shared).toBeGreaterThan(0);
  });

  test(`the match row keeps a snapshot every ${SNAPSHOT_EVERY} moves; a cold read replays the moves after it, and play goes on`, async () => {
    const id = await startMatch('test-counting');
    const moves = 2 * SNAPSHOT_EVERY + 6;
    await count(id, 0, moves);
    const [row] = await api.db.db
      .select({ version: matches.version, stateVersion: matches.stateVersion, state: matches.state })
      .from(matches)
      .where(eq(matches.id, id));
    expect(row!.version).toBe(moves);
    expect(row!.stateVersion).toBe(2 * SNAPSHOT_EVERY);
    expect((row!.state as { game: { n: number } }).game.n).toBe(2 * SNAPSHOT_EVERY);
    // A second instance on the same database holds nothing of the match: it reads the snapshot and replays the rest.
    const other = await startApi(kind, { db: api.db, extraGames: [counting] });
    try {
      const read = await ok<{ match: { version: number; view: { game: { n: number } }; toAct: number[] } }>(
        other.url,
        'query($id:ID!){match(id:$id){version view toAct}}',
        { id },
      );
      expect(read.match).toEqual({
        version: moves,
        view: expect.objectContaining({ game: { n: moves } }),
        toAct: [moves % 2],
      });
      // A move through the other instance, then one through the first: each brings its copy up to date from the log.
      await ok(other.url, SUBMIT, { id, v: moves, m: { type: 'count' } }, { token: alice.token });
      const late = await gql(api.url, SUBMIT, { id, v: moves, m: { type: 'count' } }, { token: alice.token });
      expect(late.errors?.[0]?.extensions?.code).toBe('STALE_VERSION');
      await ok(api.url, SUBMIT, { id, v: moves + 1, m: { type: 'count' } }, { token: bob.token });
      // The other instance hears of the move from its notification, a moment after the commit.
      let after = { version: 0, view: { game: { n: 0 } } };
      for (let tries = 0; tries < 100 && after.version < moves + 2; tries++) {
        after = (await ok<{ match: typeof after }>(other.url, 'query($id:ID!){match(id:$id){version view}}', { id }))
          .match;
        if (after.version < moves + 2) await new Promise((r) => setTimeout(r, 20));
      }
      expect(after.version).toBe(moves + 2);
      expect(after.view.game.n).toBe(moves + 2);
    } finally {
      await other.close();
    }
  });

  test("a push or a query asking for the match's lobby's id alone reads no lobby; asking for more of it reads it", async () => {
    const id = await startMatch('test-counting');
    const reads = vi.spyOn(api.app.services.lobbies, 'get');
    try {
      const { lobby } = (
        await ok<{ match: { lobby: { id: string; status: string } } }>(
          api.url,
          'query($id:ID!){match(id:$id){lobby{id status}}}',
          { id },
        )
      ).match;
      expect(lobby.status).toBe('STARTED');
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockClear();
      // The site's own selection (MatchCoreFields), over several pushes: the first runs interpreted, the rest compiled.
      type LobbyPush = { version: number; lobby: { id: string; __typename: string } };
      const pushes = watch<LobbyPush>(
        alice.token,
        id,
        4,
        'subscription($m:ID!){matchUpdated(matchId:$m){version lobby{__typename ...L}}} fragment L on Lobby{id}',
      );
      await new Promise((r) => setTimeout(r, 300));
      await count(id, 0, 4);
      const got = await pushes;
      expect(got.map((p) => p.version)).toEqual([0, 1, 2, 3, 4]);
      for (const p of got) expect(p.lobby).toEqual({ __typename: 'Lobby', id: lobby.id });
      const plain = await ok<{ match: { lobby: { id: string } } }>(
        api.url,
        'query($id:ID!){match(id:$id){lobby{id}}}',
        {
          id,
        },
      );
      expect(plain.match.lobby.id).toBe(lobby.id);
      expect(reads).not.toHaveBeenCalled();
      // Another field beside the id, after the match moved on: read again, for the new version. Under an alias of its
      // own the id alone still reads nothing; the alias asking for more reads it.
      const both = await ok<{ match: { lobby: { id: string }; more: { id: string; status: string } } }>(
        api.url,
        'query($id:ID!){match(id:$id){lobby{id} more:lobby{id status}}}',
        { id },
      );
      expect(both.match).toEqual({ lobby: { id: lobby.id }, more: { id: lobby.id, status: 'STARTED' } });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  // Statements are counted at node-postgres's pool, so this one runs on Postgres (PGlite has no pool).
  if (kind === 'pg')
    test("a move of a match the site's page watches reads nothing: its only statement is its commit", async () => {
      // An instance of its own whose sweeper never runs in the test, so every statement counted is the moves'.
      const quiet = await startApi(kind, { sweepMs: 3_600_000, extraGames: [counting] });
      const sockets: ReturnType<typeof wsClient>[] = [];
      try {
        const [a, b] = await Promise.all([signUp(quiet.url), signUp(quiet.url)]);
        const id = await startMatch('test-counting', quiet, [a, b]);
        const movers = [wsClient(quiet.wsUrl, a.token), wsClient(quiet.wsUrl, b.token)];
        sockets.push(...movers);
        // Both players' pages and a spectator's, each counting the pushes it receives.
        const seen = [0, 0, 0];
        let refused: Error | undefined;
        let pushed = (): void => undefined;
        for (const [i, token] of [a.token, b.token, undefined].entries()) {
          const socket = wsClient(quiet.wsUrl, token);
          sockets.push(socket);
          socket.subscribe<{ matchUpdated: { version: number } }>(
            { query: SITE_PUSH, variables: { m: id } },
            {
              next: (msg) => {
                if (msg.errors) refused = new Error(JSON.stringify(msg.errors));
                else seen[i] = msg.data!.matchUpdated.version;
                pushed();
              },
              error: () => undefined,
              complete: () => undefined,
            },
          );
        }
        const move = (v: number): Promise<void> =>
          new Promise((resolve, reject) => {
            const all = (): void => {
              if (refused) reject(refused);
              else if (seen.every((s) => s === v + 1)) resolve();
            };
            pushed = all;
            movers[v % 2]!.subscribe(
              { query: SUBMIT, variables: { id, v, m: { type: 'count' } } },
              {
                next: (msg) => (msg.errors ? reject(new Error(JSON.stringify(msg.errors))) : all()),
                error: reject,
                complete: () => undefined,
              },
            );
          });
        await new Promise((r) => setTimeout(r, 300));
        // Two moves first: until both people have moved, whether the match may still be aborted is read once a version.
        await move(0);
        await move(1);
        if (quiet.db.driver !== 'pg') throw new Error('a Postgres pool was expected');
        // Statements outside a transaction go through the pool (drizzle's, and db.query's named ones alike).
        const sent = vi.spyOn(quiet.db.client, 'query');
        try {
          // The sweeper's first pass runs at start-up and may still be under way: counting starts once all is quiet.
          for (let before = -1; before !== sent.mock.calls.length; ) {
            before = sent.mock.calls.length;
            await new Promise((r) => setTimeout(r, 300));
          }
          sent.mockClear();
          for (let v = 2; v < 8; v++) await move(v);
          const texts = sent.mock.calls.map(([q]) =>
            typeof q === 'string' ? q : ((q as { name?: string }).name ?? (q as { text?: string }).text ?? ''),
          );
          expect(texts).toEqual(Array.from({ length: 6 }, () => 'cortex_commit_move'));
        } finally {
          sent.mockRestore();
        }
      } finally {
        await Promise.all(sockets.map((s) => s.dispose()));
        await quiet.close();
      }
    });
});
