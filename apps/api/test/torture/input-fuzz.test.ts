// Input fuzz: thousands of malformed requests, moves and WebSocket frames; each gets a typed error, no 5xx, no crash, no change.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { chatMessages, lobbies, matchMoves, users } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { Random, seedToRngState } from '@cortex/engine';
import WebSocket from 'ws';
import { gql, ok, signUp, startApi, type TestApi } from '../helpers';
import { scaled } from './scale';

const HTTP_CASES = scaled(1_000, 20_000);
const WS_CASES = scaled(200, 4_000);
const KINDS = scaled(testDbKinds().slice(0, 1), testDbKinds());
const CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'ILLEGAL_MOVE',
  'STALE_VERSION',
  'CONFLICT',
  'RATE_LIMITED',
]);
const PAIRS_MOVE_TYPES = ['draw', 'peek', 'pair', 'discard', 'pass', 'give', 'refuse'];

interface Fixture {
  matchId: string;
  otherMatchId: string;
  lobbyId: string;
  actorToken: string;
  otherToken: string;
  cardIds: string[];
}

/** One fuzzed HTTP request: a body (maybe not JSON), its content type, and whether it is allowed to succeed. */
interface Probe {
  readonly kind: string;
  readonly body: string;
  readonly contentType: string | null;
  readonly token?: string;
  /** A well-formed read may answer with data (e.g. null for an unknown id); everything else must be refused. */
  readonly mayAnswer: boolean;
}

describe.each(KINDS)('input fuzz on %s', (kind) => {
  let api: TestApi;
  let fx: Fixture;

  beforeAll(async () => {
    api = await startApi(kind);
    const [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
    const start = async () => {
      const lobby = (
        await ok<{ createLobby: { id: string } }>(
          api.url,
          'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
          {},
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
    };
    const matchId = await start();
    const otherMatchId = await start();
    const openLobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: bob.token },
      )
    ).createLobby;
    const view = (
      await ok<{ match: { view: { zones: Record<string, { cards: ({ id: string } | null)[] }> } } }>(
        api.url,
        'query($id:ID!){match(id:$id){view}}',
        { id: matchId },
        { token: alice.token },
      )
    ).match.view;
    const cardIds = Object.values(view.zones).flatMap((z) => z.cards.flatMap((c) => (c ? [c.id] : [])));
    fx = { matchId, otherMatchId, lobbyId: openLobby.id, actorToken: alice.token, otherToken: bob.token, cardIds };
  });
  afterAll(async () => {
    await api.close();
  });

  async function snapshot() {
    const db = api.db.db;
    const n = async (table: typeof users | typeof lobbies | typeof matchMoves | typeof chatMessages) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    const versions = await Promise.all(
      [fx.matchId, fx.otherMatchId].map(async (id) => (await api.app.services.matches.load(id))!.row.version),
    );
    return {
      users: await n(users),
      lobbies: await n(lobbies),
      moves: await n(matchMoves),
      chat: await n(chatMessages),
      versions,
    };
  }

  test('the two crashes fuzzing found stay fixed: a move nested 49,000 deep, and a persisted-query hash that does not match', async () => {
    const deep = `{"query":${JSON.stringify(DOCS[0])},"variables":{"id":${JSON.stringify(fx.matchId)},"v":0,"m":${'['.repeat(49_000)}1${']'.repeat(49_000)}}}`;
    const apq = '{"query":"{games{id}}","extensions":{"persistedQuery":{"version":1,"sha256Hash":"00"}}}';
    for (const body of [deep, apq]) {
      const res = await fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fx.actorToken}` },
        body,
      });
      const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(res.status).toBeLessThan(500);
      expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  test('the long fuzz found this one: a username lookup with a NUL byte or a lone surrogate is refused in words, not a 500', async () => {
    for (const u of ['a\u0000b', '\u0000', 'x\udff1y']) {
      const user = await gql(api.url, 'query($u:String!){ user(username:$u){ id } }', { u });
      expect([u, user.errors?.[0]?.extensions?.code]).toEqual([u, 'BAD_USER_INPUT']);
      const logIn = await gql(api.url, 'mutation($u:String!){ logIn(username:$u, password:"whatever123"){ token } }', {
        u,
      });
      expect(logIn.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  test('HTTP: every malformed request gets a typed error, never a 5xx, and changes nothing', async () => {
    const before = await snapshot();
    const random = new Random(seedToRngState(`fuzz:http:${kind}`));
    const problems: string[] = [];
    const byKind = new Map<string, number>();
    let bytes = 0;
    for (let i = 0; i < HTTP_CASES; i++) {
      const probe = makeProbe(random, fx);
      byKind.set(probe.kind, (byKind.get(probe.kind) ?? 0) + 1);
      bytes += probe.body.length;
      const headers: Record<string, string> = {};
      if (probe.contentType) headers['content-type'] = probe.contentType;
      if (probe.token) headers['authorization'] = `Bearer ${probe.token}`;
      // Apollo's CSRF guard would refuse a simple request anyway; this header lets the body reach the parser.
      headers['apollo-require-preflight'] = 'true';
      const res = await fetch(api.url, { method: 'POST', headers, body: probe.body });
      const text = await res.text();
      const problem = judge(res.status, text, probe);
      if (problem)
        problems.push(`${probe.kind} [${res.status}] ${problem}: ${probe.body.slice(0, 160)} -> ${text.slice(0, 200)}`);
    }
    expect((await fetch(api.url.replace('/graphql', '/health'))).ok).toBe(true);
    const after = await snapshot();
    console.log(
      `input fuzz over HTTP on ${kind}: ${HTTP_CASES} requests (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}), ${(bytes / 1e6).toFixed(1)} MB sent, ${problems.length} problems; state ${JSON.stringify(after)}`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(after).toEqual(before);
  }, 900_000);

  test('WebSocket: random frames and malformed subscriptions are refused in protocol, and the server stays up', async () => {
    const before = await snapshot();
    const random = new Random(seedToRngState(`fuzz:ws:${kind}`));
    const problems: string[] = [];
    const outcomes = new Map<string, number>();
    for (let i = 0; i < WS_CASES; i++) {
      const frames = wsFrames(random, fx);
      const outcome = await sendFrames(api.wsUrl, frames, random.int(0, 1) === 1 ? fx.actorToken : undefined);
      outcomes.set(outcome.kind, (outcomes.get(outcome.kind) ?? 0) + 1);
      if (outcome.problem) problems.push(`${outcome.problem}: ${frames.map((f) => f.slice(0, 80)).join(' | ')}`);
    }
    expect((await fetch(api.url.replace('/graphql', '/health'))).ok).toBe(true);
    const after = await snapshot();
    console.log(
      `input fuzz over WebSocket on ${kind}: ${WS_CASES} connections (${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}), ${problems.length} problems`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(after).toEqual(before);
  }, 900_000);
});

/** Why an answer is wrong, or undefined when it is a proper refusal (or a permitted answer to a well-formed read). */
function judge(status: number, text: string, probe: Probe): string | undefined {
  if (status >= 500) return 'server error';
  let json: { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    return 'not JSON';
  }
  if (/stack|node_modules|\.ts:\d|SELECT |INSERT |postgres|pglite/i.test(text)) return 'internals in the answer';
  const errors = json.errors ?? [];
  if (errors.length === 0) return probe.mayAnswer && json.data ? undefined : 'answered without an error';
  for (const e of errors) {
    const code = e.extensions?.code;
    if (typeof code !== 'string' || !CODES.has(code)) return `error code ${String(code)}`;
    if (typeof e.message !== 'string' || e.message.length === 0) return 'error without words';
  }
  return undefined;
}

const UNICODE = ['💥', '\u0000', '\ud800', '\u202e', 'é', '𝕏', '\uffff', 'ﷺ', '\n\r\t', 'Ω≈ç√', '🏳️‍🌈', '\\u0000'];
const NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 3.5, 1e-320, Number.MAX_SAFE_INTEGER];

function junkString(r: Random, fx: Fixture): string {
  switch (r.int(0, 7)) {
    case 0:
      return '';
    case 1:
      return r.pick(UNICODE).repeat(r.int(1, 50));
    case 2:
      return 'x'.repeat(r.pick([255, 1000, 10_000, 60_000]));
    case 3:
      return r.pick([
        fx.otherMatchId,
        fx.matchId,
        fx.lobbyId,
        '00000000-0000-0000-0000-000000000000',
        `${fx.matchId}x`,
        fx.matchId.toUpperCase(),
      ]);
    case 4:
      return r.pick(fx.cardIds.length ? fx.cardIds : ['c0']);
    case 5:
      return r.pick([
        "' or 1=1 --",
        '"; drop table users; --',
        '${7*7}',
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '%00',
        'null',
        'undefined',
        '__proto__',
      ]);
    case 6:
      return Array.from({ length: r.int(1, 40) }, () => String.fromCharCode(r.int(0, 0xffff))).join('');
    default:
      return r.pick(PAIRS_MOVE_TYPES);
  }
}

function junkValue(r: Random, fx: Fixture, depth = 0): unknown {
  switch (r.int(0, depth > 2 ? 4 : 8)) {
    case 0:
      return null;
    case 1:
      return r.int(0, 1) === 1;
    case 2:
      return r.pick(NUMBERS);
    case 3:
    case 4:
      return junkString(r, fx);
    case 5:
      return Array.from({ length: r.int(0, 5) }, () => junkValue(r, fx, depth + 1));
    case 6: {
      const out: Record<string, unknown> = {};
      for (let i = r.int(0, 5); i > 0; i--)
        out[r.pick(['type', 'card', 'cards', '__proto__', 'constructor', junkString(r, fx).slice(0, 20)])] = junkValue(
          r,
          fx,
          depth + 1,
        );
      return out;
    }
    case 7: {
      // Deep nesting (deeper than this, up to the body limit, is sent as raw text: see 'deep JSON').
      let v: unknown = 1;
      for (let i = r.pick([50, 500, 2_000]); i > 0; i--) v = r.int(0, 1) ? [v] : { a: v };
      return v;
    }
    default:
      return { type: junkString(r, fx), card: junkValue(r, fx, depth + 1), cards: junkValue(r, fx, depth + 1) };
  }
}

/** A move for submitMove that can never be legal where it would apply: either the move or one of its companions is wrong. */
function junkMove(r: Random, fx: Fixture): { id: unknown; v: unknown; m: unknown; token?: string } {
  const wrongPlace = r.int(0, 3);
  const id = wrongPlace === 0 ? junkValue(r, fx) : wrongPlace === 1 ? fx.otherMatchId : fx.matchId;
  const v = r.int(0, 2) === 0 ? junkValue(r, fx) : r.pick([0, 1, -1, 2 ** 31, 99]);
  const token = r.pick([fx.actorToken, fx.otherToken, undefined, 'not-a-token', `${fx.actorToken}x`]);
  const placedRight = id === fx.matchId && v === 0 && token === fx.actorToken;
  let m = junkValue(r, fx);
  // At the real match, current version and the awaited seat, only a move type the game does not know is safe to send.
  if (
    placedRight &&
    (typeof m !== 'object' ||
      m === null ||
      Array.isArray(m) ||
      PAIRS_MOVE_TYPES.includes(String((m as { type?: unknown }).type)))
  ) {
    m = { type: `no-such-move-${r.int(0, 1e6)}`, card: junkValue(r, fx) };
  }
  return { id, v, m, ...(token ? { token } : {}) };
}

const DOCS = [
  'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
  'query($id:ID!){match(id:$id){id version view legalMoves log(last:5){edges{node{text}}}}}',
  'query($id:ID!){lobby(id:$id){id players{seat}}}',
  'query($f:Int,$a:String){lobbies(first:$f,after:$a){edges{cursor}}}',
  'query($u:String!){user(username:$u){id}}',
  'mutation($id:ID!,$t:String!){sendChatMessage(matchId:$id,text:$t){id}}',
  'mutation($l:ID!){joinLobby(lobbyId:$l){id}}',
  'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
  'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
  'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token}}',
  'mutation($id:ID!){revokeApiToken(id:$id)}',
  'query($id:ID!,$s:Int!){match(id:$id){replay(step:$s){step}}}',
];

/** Variables for one of DOCS that can only be refused (or, for reads, answered without changing anything). */
function junkVariables(
  r: Random,
  fx: Fixture,
  doc: string,
): { vars: Record<string, unknown>; token?: string; mayAnswer: boolean } {
  if (doc.includes('submitMove')) {
    const { id, v, m, token } = junkMove(r, fx);
    return { vars: { id, v, m }, ...(token ? { token } : {}), mayAnswer: false };
  }
  if (doc.includes('sendChatMessage')) {
    // Text that is blank or too long, or a place that is not a match: never a valid message.
    const text = r.pick(['', '   ', '\n\t', 'x'.repeat(501), junkString(r, fx).padEnd(600, '!')]);
    return {
      vars: {
        id: r.int(0, 1) ? fx.matchId : junkValue(r, fx),
        t: r.int(0, 3) ? text : r.pick([42, null, ['hi'], { text: 'hi' }, true]),
      },
      token: fx.actorToken,
      mayAnswer: false,
    };
  }
  if (doc.includes('signUp')) {
    // Never a valid username (too short, upper case, unicode) or password (too short), so no user can appear.
    const u = r.pick(['A', 'ab', 'UPPER_case', '💥💥💥💥', 'x'.repeat(25), junkString(r, fx).toUpperCase() + '!']);
    return {
      vars: { u: r.int(0, 3) ? u : junkValue(r, fx), p: r.pick(['short', '', 'x'.repeat(257)]) },
      mayAnswer: false,
    };
  }
  if (doc.includes('createLobby')) {
    const input = {
      gameId: r.pick(['no-such-game', '', junkString(r, fx)]),
      seats: junkValue(r, fx),
      options: junkValue(r, fx),
    };
    return {
      vars: { i: r.int(0, 3) ? input : junkValue(r, fx) },
      token: r.pick([fx.actorToken, 'bad']),
      mayAnswer: false,
    };
  }
  if (doc.includes('joinLobby') || doc.includes('startMatch')) {
    // The host's own half-empty lobby (already seated, too few players to start), a match id, or junk.
    return {
      vars: { l: r.pick([junkValue(r, fx), fx.matchId, fx.lobbyId]) },
      token: r.pick([fx.otherToken, undefined as unknown as string]),
      mayAnswer: false,
    };
  }
  if (doc.includes('revokeApiToken'))
    return { vars: { id: junkValue(r, fx) }, token: r.pick([fx.actorToken, 'bad']), mayAnswer: false };
  // An id that names no match answers null (no replay to refuse); the running match's replay must be refused.
  if (doc.includes('replay'))
    return { vars: { id: r.pick([fx.matchId, junkValue(r, fx)]), s: junkValue(r, fx) }, mayAnswer: true };
  // Reads: odd ids and numbers may legitimately answer null or an empty page.
  const vars = {
    id: junkValue(r, fx),
    u: junkValue(r, fx),
    f: r.pick([junkValue(r, fx), r.pick(NUMBERS)]),
    a: junkValue(r, fx),
  };
  return { vars, token: r.pick([fx.actorToken, 'bad', undefined as unknown as string]), mayAnswer: true };
}

/** Small edits of a valid document: cut, duplicated or swapped characters, and inline literals of the wrong kind. */
function mangle(r: Random, doc: string): string {
  let out = doc;
  for (let i = r.int(1, 4); i > 0; i--) {
    const at = r.int(0, out.length);
    switch (r.int(0, 4)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + r.int(1, 5));
        break;
      case 1:
        out =
          out.slice(0, at) +
          r.pick(['{', '}', '(', ')', '$', '"', '...', '@skip', '#', ':', '!', '[', ']', ' __typename ', '💥']) +
          out.slice(at);
        break;
      case 2:
        out = out.slice(0, at) + out.slice(at, at + 10).repeat(r.int(2, 30)) + out.slice(at + 10);
        break;
      default:
        out = out.replace(
          /\$\w+/,
          r.pick(['123', '"x"', '1e999', '-99999999999', '[1,2]', '{a:1}', 'null', 'true', '$undefined']),
        );
    }
  }
  return out;
}

function makeProbe(r: Random, fx: Fixture): Probe {
  const doc = r.pick(DOCS);
  switch (r.int(0, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: {
      const { vars, token, mayAnswer } = junkVariables(r, fx, doc);
      return {
        kind: 'variables',
        body: JSON.stringify({ query: doc, variables: vars }),
        contentType: 'application/json',
        ...(token ? { token } : {}),
        mayAnswer,
      };
    }
    case 4:
      // A mangled document may still parse (e.g. an inline literal for a read): reads may answer.
      return {
        kind: 'documents',
        body: JSON.stringify({ query: mangle(r, doc), variables: junkVariables(r, fx, doc).vars }),
        contentType: 'application/json',
        token: fx.actorToken,
        mayAnswer: !doc.startsWith('mutation'),
      };
    case 5: {
      const depth = r.pick([11, 50, 300]);
      const deep = `{ viewer { ${'ratings { game { '.repeat(depth)}id${' } }'.repeat(depth)} } }`;
      const aliases = `{ ${Array.from({ length: r.int(16, 400) }, (_, i) => `a${i}: games { id }`).join(' ')} }`;
      const costly = `{ lobbies(first: 100) { edges { node { players { user { ratings { game { id } } } } match { log(first: 100) { edges { node { text } } } } } } } }`;
      return {
        kind: 'limits',
        body: JSON.stringify({
          query: r.pick([
            deep,
            aliases,
            costly,
            '{'.repeat(r.int(1, 5000)),
            `query ${'@skip(if:true) '.repeat(50)}{ games { id } }`,
          ]),
        }),
        contentType: 'application/json',
        mayAnswer: false,
      };
    }
    case 6: {
      const bodies = [
        '',
        '{',
        '{"query": ',
        'null',
        '[]',
        '[{"query":"{games{id}}"},{"query":"{games{id}}"}]',
        '{"query": 5}',
        '{"query": "{games{id}}", "variables": "x"}',
        '{"query": null}',
        '"just a string"',
        '{"query":"{games{id}}","extensions":{"persistedQuery":{"version":1,"sha256Hash":"00"}}}',
        '\u0000\u0001\u0002',
      ];
      return { kind: 'bodies', body: r.pick(bodies), contentType: 'application/json', mayAnswer: false };
    }
    case 7:
      return {
        kind: 'content types',
        body: JSON.stringify({ query: doc, variables: {} }),
        contentType: r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/graphql',
          'application/json; charset=utf-16',
          'image/png',
        ]),
        mayAnswer: false,
      };
    case 8: {
      const bytes = Array.from({ length: r.int(1, 2000) }, () => String.fromCharCode(r.int(0, 255))).join('');
      return {
        kind: 'random bytes',
        body: bytes,
        contentType: r.pick(['application/json', null as unknown as string]),
        mayAnswer: false,
      };
    }
    case 9: {
      // Nesting as deep as the body limit allows: built as text, since the test's own JSON.stringify would overflow.
      const depth = r.pick([5_000, 20_000, 49_000]);
      const [open, close] = r.int(0, 1) ? ['[', ']'] : ['{"a":', '}'];
      const deep = open.repeat(depth) + '1' + close.repeat(depth);
      const body = `{"query":${JSON.stringify(DOCS[0])},"variables":{"id":${JSON.stringify(fx.matchId)},"v":0,"m":${deep}}}`;
      return { kind: 'deep JSON', body, contentType: 'application/json', token: fx.actorToken, mayAnswer: false };
    }
    default: {
      // A valid document, with operationName that names nothing, or several operations and no name.
      const two = `query A { games { id } } query B { viewer { id } }`;
      return {
        kind: 'operations',
        body: JSON.stringify(r.int(0, 1) ? { query: two } : { query: doc, operationName: 'Nope' }),
        contentType: 'application/json',
        mayAnswer: false,
      };
    }
  }
}

/** Frames for one connection: garbage, protocol misuse, or subscriptions with bad documents and variables. */
function wsFrames(r: Random, fx: Fixture): string[] {
  const init = JSON.stringify({ type: 'connection_init', payload: {} });
  const subscribe = (query: string, variables: unknown) =>
    JSON.stringify({ id: String(r.int(1, 99)), type: 'subscribe', payload: { query, variables } });
  switch (r.int(0, 5)) {
    case 0:
      return [Array.from({ length: r.int(1, 500) }, () => String.fromCharCode(r.int(0, 0xffff))).join('')];
    case 1:
      return [
        init,
        r.pick([
          '{}',
          '[]',
          'null',
          '{"type":"nope"}',
          '{"type":"subscribe"}',
          '{"type":"subscribe","id":5,"payload":{}}',
          '{"type":"complete"}',
          init,
          '{"type":"ping","payload":"x"}',
        ]),
      ];
    case 2:
      return [subscribe('subscription($id:ID!){matchUpdated(matchId:$id){version}}', { id: fx.matchId })];
    case 3:
      return [
        init,
        subscribe(mangle(r, 'subscription($id:ID!){matchUpdated(matchId:$id){version view}}'), {
          id: junkValue(r, fx),
        }),
      ];
    case 4:
      return [init, subscribe('subscription($id:ID!){matchUpdated(matchId:$id){version}}', { id: junkValue(r, fx) })];
    default:
      return [init, subscribe(r.pick(DOCS), junkVariables(r, fx, r.pick(DOCS)).vars)];
  }
}

/**
 * Sends frames on a fresh connection and classifies the outcome. Acceptable: the server closes the socket with a
 * 44xx protocol code, or answers an operation with errors that all carry a contract code; never a crash, never data.
 */
function sendFrames(
  wsUrl: string,
  frames: readonly string[],
  token?: string,
): Promise<{ kind: string; problem?: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
    let settled = false;
    const done = (kind: string, problem?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.terminate();
      resolve(problem ? { kind, problem } : { kind });
    };
    // Frames that the protocol ignores (or a subscription of a match that never moves) get no answer: that is fine.
    const timer = setTimeout(() => done('no answer'), 300);
    ws.on('open', () => {
      if (token && frames[0]?.includes('connection_init'))
        frames = [
          JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
          ...frames.slice(1),
        ];
      for (const f of frames) ws.send(f);
    });
    ws.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      let msg: { type?: string; payload?: unknown };
      try {
        msg = JSON.parse(text) as typeof msg;
      } catch {
        return done('bad frame', `server sent non-JSON ${text.slice(0, 100)}`);
      }
      if (msg.type === 'connection_ack' || msg.type === 'pong' || msg.type === 'ping') return;
      if (msg.type === 'error') {
        const errors = Array.isArray(msg.payload) ? (msg.payload as { extensions?: { code?: unknown } }[]) : [];
        const bad = errors.find((e) => typeof e.extensions?.code !== 'string' || !CODES.has(e.extensions.code));
        return done('typed error', bad || errors.length === 0 ? `untyped error ${text.slice(0, 200)}` : undefined);
      }
      if (msg.type === 'next') {
        const payload = msg.payload as { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
        if (payload.errors?.length) {
          const bad = payload.errors.find(
            (e) => typeof e.extensions?.code !== 'string' || !CODES.has(e.extensions.code),
          );
          return done('typed error', bad ? `untyped error ${text.slice(0, 200)}` : undefined);
        }
        // Subscribing to the real match without credentials is allowed (spectators): data there is fine.
        return done('data');
      }
      if (msg.type === 'complete') return done('complete');
    });
    // 44xx: graphql-ws refusals; 1009: a frame over the size limit; 1000/1005/1006: plain closes.
    ws.on('close', (code: number) =>
      done(
        `closed ${code}`,
        (code >= 4400 && code < 4500) || [1000, 1005, 1006, 1009].includes(code) ? undefined : `closed with ${code}`,
      ),
    );
    ws.on('error', () => done('socket error'));
  });
}
