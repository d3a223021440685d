// Test helpers: a real API on an ephemeral port over a fresh database, and small HTTP / WebSocket GraphQL clients.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { pino } from 'pino';
import { createTestDb, type TestDbKind } from '@cortex/db/testing';
import type { AnyGame } from '@cortex/engine';
import { createApp, type App } from '../src/app';
import type { PeerLinksAddress } from '../src/lib/pubsub';
import { ONE_MACHINE_LIMITS, type AbuseLimits } from '../src/lib/limits';

export const WEB_ORIGIN = 'http://localhost:3000';

export interface TestApi {
  app: App;
  url: string;
  wsUrl: string;
  db: Awaited<ReturnType<typeof createTestDb>>;
  close(): Promise<void>;
}

export async function startApi(
  kind: TestDbKind,
  opts: {
    db?: TestApi['db'];
    sweepMs?: number;
    limits?: Partial<AbuseLimits>;
    extraGames?: readonly AnyGame[];
    peerLinks?: PeerLinksAddress;
  } = {},
): Promise<TestApi> {
  const db = opts.db ?? (await createTestDb(kind));
  const app = await createApp({
    db,
    log: pino({ level: process.env['TEST_API_LOG'] ?? 'silent' }),
    origins: [WEB_ORIGIN],
    includeTestGames: true,
    botDelayMs: 0,
    sweepMs: opts.sweepMs ?? 100,
    limits: { ...ONE_MACHINE_LIMITS, ...opts.limits },
    ...(opts.extraGames ? { extraGames: opts.extraGames } : {}),
    ...(opts.peerLinks === undefined ? {} : { peerLinks: opts.peerLinks }),
  });
  const { port } = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}/graphql`;
  return {
    app,
    url,
    wsUrl: url.replace('http', 'ws'),
    db,
    close: async () => {
      await app.close();
      if (!opts.db) await db.cleanup();
    },
  };
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
  headers: Headers;
}

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  opts: {
    token?: string;
    origin?: string;
    cookie?: string;
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
  if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
  if (opts.origin) headers['origin'] = opts.origin;
  if (opts.cookie) headers['cookie'] = opts.cookie;
  Object.assign(headers, opts.headers);
  const res = await fetch(url, { method: 'POST', headers, body: opts.body ?? JSON.stringify({ query, variables }) });
  const text = await res.text();
  let json: { data?: T; errors?: GqlResult['errors'] } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = { errors: [{ message: text }] };
  }
  return { status: res.status, ...json, headers: res.headers };
}

/** Throws with the errors' words when a call that must succeed did not. */
export async function ok<T = Record<string, unknown>>(...args: Parameters<typeof gql>): Promise<T> {
  const r = await gql<T>(...args);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL failed: ${JSON.stringify(r.errors)}`);
  return r.data;
}

export function codeOf(r: GqlResult): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}

let counter = 0;
export function uniqueName(prefix = 'u'): string {
  counter++;
  return `${prefix}${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1e6)}`.slice(0, 24);
}

export async function signUp(
  url: string,
  username = uniqueName(),
  request: Parameters<typeof gql>[3] = {},
): Promise<{ token: string; id: string; username: string }> {
  const d = await ok<{ signUp: { token: string; user: { id: string; username: string } } }>(
    url,
    'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token user{id username}}}',
    { u: username, p: 'correct horse battery' },
    request,
  );
  return { token: d.signUp.token, id: d.signUp.user.id, username: d.signUp.user.username };
}

export function wsClient(wsUrl: string, token?: string, headers?: Record<string, string>): Client {
  return createClient({
    url: wsUrl,
    lazy: false,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, headers ? { headers } : {});
      }
    },
  });
}

/** Collects a subscription's results until `until` is satisfied (or rejects on error / timeout). */
export function subscribeUntil<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  until: (items: T[]) => boolean,
  timeoutMs = 15_000,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    const timer = setTimeout(() => {
      off();
      reject(new Error(`subscription timed out after ${items.length} events`));
    }, timeoutMs);
    const off = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) {
            clearTimeout(timer);
            off();
            reject(new Error(JSON.stringify(value.errors)));
            return;
          }
          items.push(value.data as T);
          if (until(items)) {
            clearTimeout(timer);
            off();
            resolve(items);
          }
        },
        error: (e) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
        },
        complete: () => undefined,
      },
    );
  });
}

export const MATCH_FIELDS =
  'id status version toAct viewerSeat view legalMoves seedHash seed result players { seat bot winner score rank away user { username } }';

/** Plays a match to its end for every human through legalMoves (a random legal move each time); bots play themselves. */
export async function playToEnd(
  url: string,
  matchId: string,
  tokensBySeat: Map<number, string>,
  maxMoves = 3000,
): Promise<Record<string, unknown>> {
  for (let i = 0; i < maxMoves; i++) {
    const anyToken = [...tokensBySeat.values()][0];
    const m = (
      await ok<{ match: { status: string; version: number; toAct: number[] } }>(
        url,
        'query($id:ID!){match(id:$id){status version toAct}}',
        { id: matchId },
        anyToken ? { token: anyToken } : {},
      )
    ).match;
    if (m.status !== 'ACTIVE') return m;
    const seat = m.toAct.find((s) => tokensBySeat.has(s));
    if (seat === undefined) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const token = tokensBySeat.get(seat)!;
    const mine = (
      await ok<{ match: { version: number; legalMoves: unknown[] } }>(
        url,
        'query($id:ID!){match(id:$id){version legalMoves}}',
        { id: matchId },
        { token },
      )
    ).match;
    if (mine.legalMoves.length === 0) continue;
    const pick = mine.legalMoves[Math.floor(Math.random() * mine.legalMoves.length)];
    await gql(
      url,
      'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}',
      { id: matchId, v: mine.version, m: pick },
      { token },
    );
  }
  throw new Error('match did not finish');
}
