// Bot writers' match record: Match.moves paged (own moves only while active), Match.record, the record file, and replaying it offline.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replayRecord } from '@cortex/engine';
import { pairsGame } from '@cortex/engine/testing';
import { testDbKinds } from '@cortex/db/testing';
import { checkRecord } from '../scripts/replay-record';
import { codeOf, gql, ok, playToEnd, signUp, startApi, type TestApi } from './helpers';

interface MoveNode {
  seq: number;
  seat: number;
  by: string | null;
  label: string | null;
  move: unknown;
  at: string;
  timedOut: boolean;
  byBot: boolean;
}
interface MovesPage {
  match: {
    moves: {
      edges: { cursor: string; node: MoveNode }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
}
type RecordJson = Record<string, unknown> & {
  moves: { seat: number; move: unknown }[];
  result: { winners: number[] } | null;
  players: { seat: number; name: string; bot: string | null }[];
};

const MOVES =
  'query($id:ID!,$first:Int,$after:String){match(id:$id){moves(first:$first,after:$after){edges{cursor node{seq seat by label move at timedOut byBot}}pageInfo{hasNextPage endCursor}}}}';
const RECORD =
  'query($id:ID!){match(id:$id){record{format matchId gameId status endReason options seed seedHash players{seat name bot} moves result startedAt endedAt}}}';
const repoRoot = join(import.meta.dirname, '..', '..', '..');

describe.each(testDbKinds())('match records on %s', (kind) => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await startApi(kind);
    base = api.url.replace(/\/graphql$/, '');
  });
  afterAll(async () => {
    await api.close();
  });

  /**
   * GET of a record file on a connection of its own: the CLI runs leave pooled keep-alive sockets idle for seconds,
   * and fetch reusing one the server has just closed fails with ECONNRESET.
   */
  const file = (id: string, token?: string) =>
    new Promise<Response>((resolve, reject) => {
      const req = httpGet(
        `${base}/matches/${id}/record.json`,
        { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
          });
        },
      );
      req.on('error', reject);
    });

  /** Every move of the match through pages of `first`, as `token` may see them. */
  async function allMoves(id: string, first: number, token?: string): Promise<MoveNode[]> {
    const nodes: MoveNode[] = [];
    let after: string | null = null;
    for (let page = 0; page < 1000; page++) {
      const { moves }: MovesPage['match'] = (
        await ok<MovesPage>(api.url, MOVES, { id, first, after }, token ? { token } : {})
      ).match;
      expect(moves.edges.length).toBeLessThanOrEqual(first);
      nodes.push(...moves.edges.map((e) => e.node));
      if (!moves.pageInfo.hasNextPage) return nodes;
      after = moves.pageInfo.endCursor;
    }
    throw new Error('the pages never end');
  }

  /** A 2-player Pairs match between two people, in a lobby public or private. */
  async function twoPlayerMatch(opts: { private?: boolean } = {}) {
    const alice = await signUp(api.url);
    const bob = await signUp(api.url);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 2, options: { maxTurns: 12 }, private: opts.private ?? false } },
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const match = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch;
    return { alice, bob, id: match.id };
  }

  /** Makes one legal move for whoever is awaited; false once the match is over. */
  async function step(id: string, tokens: Map<number, string>): Promise<boolean> {
    const m = (
      await ok<{ match: { status: string; toAct: number[] } }>(api.url, 'query($id:ID!){match(id:$id){status toAct}}', {
        id,
      })
    ).match;
    if (m.status !== 'ACTIVE') return false;
    const token = tokens.get(m.toAct[0]!)!;
    const mine = (
      await ok<{ match: { version: number; legalMoves: unknown[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){version legalMoves}}',
        { id },
        { token },
      )
    ).match;
    await ok(
      api.url,
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
      { id, v: mine.version, m: mine.legalMoves.at(-1) },
      { token },
    );
    return true;
  }

  test('while active: each player lists only their own seat’s moves, a spectator none, and there is no record', async () => {
    const { alice, bob, id } = await twoPlayerMatch();
    const tokens = new Map([
      [0, alice.token],
      [1, bob.token],
    ]);
    for (let i = 0; i < 6; i++) expect(await step(id, tokens)).toBe(true);
    const mine = await allMoves(id, 100, alice.token);
    const theirs = await allMoves(id, 100, bob.token);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.every((n) => n.seat === 0)).toBe(true);
    expect(theirs.every((n) => n.seat === 1)).toBe(true);
    // Together they are every move so far, each once, with their seq the replay step.
    expect([...mine, ...theirs].map((n) => n.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mine.every((n) => typeof n.label === 'string' && n.label.length > 0 && n.by === alice.username)).toBe(true);
    expect(await allMoves(id, 100)).toEqual([]);
    const stranger = await signUp(api.url);
    expect(await allMoves(id, 100, stranger.token)).toEqual([]);
    expect(
      (await ok<{ match: { record: unknown } }>(api.url, RECORD, { id }, { token: alice.token })).match.record,
    ).toBeNull();
    const res = await file(id, alice.token);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/still being played/);
  });

  test('once over: moves page through every move once, the record and its file agree, and the file replays to the result', async () => {
    const { alice, bob, id } = await twoPlayerMatch();
    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const done = (
      await ok<{ match: { version: number; seed: string; result: { winners: number[] } } }>(
        api.url,
        'query($id:ID!){match(id:$id){version seed result}}',
        { id },
      )
    ).match;

    // Pages of 7 for a spectator: every seq from 1 to the last version, in order, once.
    const moves = await allMoves(id, 7);
    expect(moves.map((n) => n.seq)).toEqual(Array.from({ length: done.version }, (_, i) => i + 1));
    expect(await allMoves(id, 100)).toEqual(moves);
    expect(
      moves.every(
        (n) =>
          (n.seat === 0 || n.seat === 1) &&
          n.by === [alice.username, bob.username][n.seat] &&
          !n.byBot &&
          !n.timedOut &&
          !Number.isNaN(Date.parse(n.at)),
      ),
    ).toBe(true);
    // Each move, its seat and its label (the move as its player read it when choosing) are the replay's at that step.
    for (const n of moves) {
      const replayed = (
        await ok<{ match: { replay: { label: string; seat: number; move: unknown } } }>(
          api.url,
          'query($id:ID!,$s:Int!){match(id:$id){replay(step:$s){label seat move}}}',
          { id, s: n.seq },
        )
      ).match.replay;
      expect([n.seq, { label: n.label, seat: n.seat, move: n.move }]).toEqual([n.seq, replayed]);
    }

    // Forged cursors and pages too big are refused in words.
    for (const after of [
      'bm9wZQ',
      Buffer.from(JSON.stringify(['x'])).toString('base64url'),
      Buffer.from('[-1]').toString('base64url'),
    ]) {
      const r = await gql(api.url, MOVES, { id, first: 5, after });
      expect([after, codeOf(r)]).toEqual([after, 'BAD_USER_INPUT']);
    }
    expect(codeOf(await gql(api.url, MOVES, { id, first: 101 }))).toBe('BAD_USER_INPUT');

    // The record: the moves as { seat, move }, the seed, the players, the result.
    const record = (await ok<{ match: { record: RecordJson } }>(api.url, RECORD, { id })).match.record;
    expect(record).toMatchObject({
      format: 'cortex-match-record/1',
      matchId: id,
      gameId: 'test-pairs',
      status: 'FINISHED',
      endReason: 'RULES',
      options: { maxTurns: 12 },
      seed: done.seed,
    });
    expect(record.moves).toEqual(moves.map((n) => ({ seat: n.seat, move: n.move })));
    expect(record.players).toEqual([
      { seat: 0, name: alice.username, bot: null },
      { seat: 1, name: bob.username, bot: null },
    ]);
    expect(record.result!.winners).toEqual(done.result.winners);

    // The file: the same JSON, as an attachment named after the game and match.
    const res = await file(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cortex-test-pairs-${id}.json"`);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(record);

    // Anyone can replay it: the engine reproduces the result, and so does the CLI (from the repository's root script).
    const again = replayRecord(pairsGame, JSON.parse(text));
    expect(again).toMatchObject({ ok: true, moves: record.moves.length, winners: done.result.winners });
    const verdict = checkRecord(text);
    expect(verdict.ok).toBe(true);
    expect(verdict.message).toMatch(new RegExp(`^Replayed ${record.moves.length} moves of Pairs \\(test game\\)`));
    const dir = mkdtempSync(join(tmpdir(), 'cortex-record-'));
    writeFileSync(join(dir, 'good.json'), text);
    const cli = (name: string) =>
      spawnSync('npm', ['run', '--silent', 'replay-record', '--', relative(repoRoot, join(dir, name))], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
    const good = cli('good.json');
    expect([good.status, good.stdout]).toEqual([
      0,
      expect.stringMatching(/every move was legal when it came\.\nThe rules end it as recorded: /) as unknown,
    ]);

    // A changed move is refused, naming it, and the CLI exits non-zero.
    const tampered = {
      ...record,
      moves: record.moves.map((m, i) => (i === 2 ? { seat: m.seat, move: { type: 'discard', card: 'c999' } } : m)),
    };
    expect(replayRecord(pairsGame, tampered)).toMatchObject({
      ok: false,
      failure: { kind: 'move', step: 3, code: 'ILLEGAL_MOVE' },
    });
    writeFileSync(join(dir, 'tampered.json'), JSON.stringify(tampered));
    const bad = cli('tampered.json');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(
      /^The record does not reproduce its match: Move 3 \(seat \d: \{"card":"c999","type":"discard"\}\) is refused: ILLEGAL_MOVE/,
    );
    // So is a seed that is not the one published at the start, and a forged winner.
    expect(checkRecord(JSON.stringify({ ...record, seedHash: 'f'.repeat(64) }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/\(seedHash\)\.$/) as unknown,
    });
    expect(
      checkRecord(
        JSON.stringify({
          ...record,
          result: {
            ...record.result,
            winners: record.result!.winners.length === 1 ? [1 - record.result!.winners[0]!] : [0],
          },
        }),
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/the record says/) as unknown });
  });

  test('the file: 400 for an id that is no uuid, 404 in words for an unknown match, 401 for a bad token', async () => {
    const notUuid = await file('not-a-match');
    expect(notUuid.status).toBe(400);
    expect(await notUuid.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/not a match id/) as unknown }],
    });
    const unknown = await file('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      errors: [
        { extensions: { code: 'NOT_FOUND' }, message: expect.stringMatching(/No match with that id/) as unknown },
      ],
    });
    expect((await file('00000000-0000-4000-8000-000000000000', 'not-a-token')).status).toBe(401);
  });

  test('a private match’s record is for its players: strangers get null and the 404 of an unknown match', async () => {
    const { alice, bob, id } = await twoPlayerMatch({ private: true });
    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const stranger = await signUp(api.url);
    for (const token of [stranger.token, undefined]) {
      expect(
        (await ok<{ match: { record: unknown } }>(api.url, RECORD, { id }, token ? { token } : {})).match.record,
      ).toBeNull();
      const res = await file(id, token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(await (await file('00000000-0000-4000-8000-000000000000', token)).json());
    }
    for (const player of [alice, bob]) {
      const record = (
        await ok<{ match: { record: RecordJson | null } }>(api.url, RECORD, { id }, { token: player.token })
      ).match.record;
      expect(record?.matchId).toBe(id);
      const res = await file(id, player.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(record);
    }
  });

  test('what the record holds stays with the players of a private match: strangers get no seed, no replay and none of the moves', async () => {
    const { alice, bob, id } = await twoPlayerMatch({ private: true });
    await playToEnd(
      api.url,
      id,
      new Map([
        [0, alice.token],
        [1, bob.token],
      ]),
    );
    const stranger = await signUp(api.url);
    const READ = 'query($id:ID!){match(id:$id){seed moves(first:100){edges{node{seq}}}}}';
    const REPLAY = 'query($id:ID!){match(id:$id){replay(step:1){step}}}';
    for (const token of [stranger.token, undefined]) {
      const seen = (
        await ok<{ match: { seed: string | null; moves: { edges: unknown[] } } }>(
          api.url,
          READ,
          { id },
          token ? { token } : {},
        )
      ).match;
      expect(seen).toEqual({ seed: null, moves: { edges: [] } });
      const replay = await gql(api.url, REPLAY, { id }, token ? { token } : {});
      expect(replay.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const player of [alice, bob]) {
      const seen = (
        await ok<{ match: { seed: string | null; moves: { edges: unknown[] } } }>(
          api.url,
          READ,
          { id },
          { token: player.token },
        )
      ).match;
      expect(seen.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(seen.moves.edges.length).toBeGreaterThan(0);
      expect(
        (await ok<{ match: { replay: { step: number } } }>(api.url, REPLAY, { id }, { token: player.token })).match
          .replay.step,
      ).toBe(1);
    }
  });
});
