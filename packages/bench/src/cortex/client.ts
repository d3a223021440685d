// Load clients for Cortex: real GraphQL over HTTP for setup, one graphql-ws connection per seat for moves and updates.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { LoadRecorder, MatchDriver } from '../load';
import type { WsClient } from './bareWs';

export interface CortexEndpoint {
  readonly http: string;
  readonly ws: string;
}

export function endpoint(port: number): CortexEndpoint {
  return { http: `http://127.0.0.1:${port}/graphql`, ws: `ws://127.0.0.1:${port}/graphql` };
}

interface GqlResponse<T> {
  data?: T;
  errors?: { message: string }[];
}

export async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GqlResponse<T>;
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL error: ${body.errors?.map((e) => e.message).join('; ') ?? res.status}`);
  return body.data;
}

export async function signUp(url: string, username: string): Promise<string> {
  const data = await gql<{ signUp: { token: string } }>(
    url,
    'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token}}',
    {
      u: username,
      p: 'bench-password-123',
    },
  );
  return data.signUp.token;
}

export interface StartedMatch {
  readonly id: string;
  readonly version: number;
}

/** Opens a lobby as the host, seats the guest (or bots), starts it. */
export async function startMatch(
  url: string,
  host: string,
  guest: string | null,
  gameId: string,
  seats: number,
  options: Record<string, unknown> = {},
  botLevel = 'random',
): Promise<StartedMatch> {
  const lobby = await gql<{ createLobby: { id: string } }>(
    url,
    'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
    { i: { gameId, seats, options } },
    host,
  );
  const lobbyId = lobby.createLobby.id;
  if (guest) await gql(url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobbyId }, guest);
  for (let s = guest ? 2 : 1; s < seats; s++)
    await gql(url, 'mutation($l:ID!,$v:String){addBot(lobbyId:$l,level:$v){id}}', { l: lobbyId, v: botLevel }, host);
  const started = await gql<{ startMatch: StartedMatch }>(
    url,
    'mutation($l:ID!){startMatch(lobbyId:$l){id version}}',
    { l: lobbyId },
    host,
  );
  return started.startMatch;
}

export function wsClient(url: string, token: string): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
}

const UPDATES = 'subscription($m:ID!){matchUpdated(matchId:$m){version toAct status}}';
const SUBMIT = 'mutation($m:ID!,$v:Int!,$mv:JSON!){submitMove(matchId:$m,expectedVersion:$v,move:$mv){version}}';

interface Update {
  version: number;
  toAct: number[];
  status: string;
}

/** A counter match: two seats, each with its own WebSocket; the seat to act answers every update it sees. */
export class CortexCounterMatch implements MatchDriver {
  private sentAt = new Map<number, number>();
  private lastVersion: number;
  private closed = false;
  private paused = false;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly seen: number[];
  /** Resolves once both seats' subscriptions delivered their first state, so no update can be missed. */
  readonly ready: Promise<void>;
  private readonly firstState: (() => void)[] = [];

  constructor(
    private readonly match: StartedMatch,
    private readonly seats: readonly [WsClient, WsClient],
    private readonly recorder: LoadRecorder,
    private readonly move: unknown = { type: 'add' },
    /** Called when a match ends, so the load can replace it. */
    private readonly onFinished?: () => void,
  ) {
    this.lastVersion = match.version;
    this.seen = [match.version, match.version];
    this.ready = Promise.all([0, 1].map((i) => new Promise<void>((resolve) => (this.firstState[i] = resolve)))).then(
      () => undefined,
    );
    seats.forEach((client, seat) => {
      this.unsubscribe.push(
        client.subscribe(
          { query: UPDATES, variables: { m: match.id } },
          {
            next: (msg) => {
              const u = (msg.data as { matchUpdated?: Update } | undefined)?.matchUpdated;
              if (u) this.onUpdate(seat, u);
            },
            error: (e) =>
              this.recorder.error(`subscription: ${String(e instanceof Error ? e.message : JSON.stringify(e))}`),
            complete: () => undefined,
          },
        ),
      );
    });
  }

  /** Seat 0 starts: its first move is sent straight away, the rest are answers to updates. */
  start(): void {
    this.submit(0, this.match.version);
  }

  private onUpdate(seat: number, u: Update): void {
    // Subscriptions open with the current state: once both have it, the match may start.
    this.firstState[seat]?.();
    if (this.closed) return;
    this.seen[seat] = Math.max(this.seen[seat]!, u.version);
    const sent = this.sentAt.get(u.version - 1);
    // The opponent of the mover is the one whose receipt counts: it is the seat now to act.
    if (sent !== undefined && u.toAct.includes(seat)) {
      this.sentAt.delete(u.version - 1);
      this.recorder.moveSeen(performance.now() - sent);
    }
    if (u.status !== 'ACTIVE') {
      if (seat === 0) this.onFinished?.();
      return;
    }
    if (u.toAct.includes(seat) && u.version > this.lastVersion) {
      this.lastVersion = u.version;
      this.submit(seat, u.version);
    }
  }

  pause(): void {
    this.paused = true;
  }

  /** Subscriptions coalesce (a slow reader gets the latest state, not every one), but each must end on the newest. */
  behind(): number {
    const newest = Math.max(...this.seen);
    return this.seen.filter((v) => v < newest).length;
  }

  private submit(seat: number, version: number): void {
    if (this.paused) return;
    this.sentAt.set(version, performance.now());
    const client = this.seats[seat]!;
    const stop = client.subscribe(
      { query: SUBMIT, variables: { m: this.match.id, v: version, mv: this.move } },
      {
        next: (msg) => {
          if (msg.errors?.length) this.recorder.error(`submit: ${msg.errors.map((e) => e.message).join('; ')}`);
        },
        error: (e) => this.recorder.error(`submit: ${String(e instanceof Error ? e.message : JSON.stringify(e))}`),
        complete: () => undefined,
      },
    );
    void stop;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const u of this.unsubscribe) u();
    await Promise.all(this.seats.map((c) => c.dispose()));
  }
}
