// The "paths" table: one signed-in operation (a query, a move) over HTTP, as a bot posting with its token does, and over
// the WebSocket, as the site's match page sends its moves; latency one at a time and the server's CPU per operation.
import { Agent, request } from 'node:http';
import { BareWsClient } from './cortex/bareWs';
import { startMatch } from './cortex/client';
import { startTwoPlayerServer } from './cortex/twoPlayers';
import { cpuSecondsPrecise } from './proc';
import { turnOrder } from './server-bench';
import { fmt, median, spread, summarize, table } from './stats';

const VIEWER = 'query Viewer{viewer{id}}';
const SUBMIT =
  'mutation SubmitMove($m:ID!,$v:Int!){submitMove(matchId:$m,expectedVersion:$v,move:{type:"add"}){version}}';

export type PathName = 'HTTP' | 'WebSocket';
type Operation = 'query' | 'move';

export interface PathRow {
  readonly path: PathName;
  readonly operation: Operation;
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Server CPU per operation, µs: the median over the rounds, and every round's. */
  readonly cpuUs: number;
  readonly cpuUsRounds: readonly number[];
}

export interface PathsOptions {
  readonly pgUrl: string;
  /** Operations measured per path, operation and round. */
  readonly count: number;
  readonly rounds: number;
  readonly log: (line: string) => void;
}

interface Answer {
  readonly data?: Record<string, unknown>;
  readonly errors?: readonly { readonly message: string }[];
}

/** Sends one operation and resolves with its answer's data; throws with the server's words on an error. */
type Send = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

function checked(answer: Answer): Record<string, unknown> {
  if (answer.errors?.length || !answer.data)
    throw new Error(`GraphQL error: ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return answer.data;
}

/** HTTP POST with a kept-alive connection (node:http, lighter than fetch, so the client weighs little on the cores). */
function httpSender(url: string, token: string, agent: Agent): Send {
  return (query, variables) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ query, variables });
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            try {
              resolve(checked(JSON.parse(text) as Answer));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

function wsSender(client: BareWsClient): Send {
  return (query, variables) =>
    new Promise((resolve, reject) => {
      let data: Record<string, unknown> | undefined;
      client.subscribe(
        { query, variables },
        {
          next: (message) => {
            try {
              data = checked(message as Answer);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          },
          error: (error) => reject(new Error(`refused: ${JSON.stringify(error)}`)),
          complete: () => (data ? resolve(data) : reject(new Error('completed without data'))),
        },
      );
    });
}

export async function runPathsBench(opts: PathsOptions): Promise<PathRow[]> {
  const { server, api, tokens, close } = await startTwoPlayerServer('cortex-pg paths', 'paths', opts.pgUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets: BareWsClient[] = [];
  try {
    // An endless counter match: the two seats move in turn.
    const match = await startMatch(api.http, tokens[0], tokens[1], 'bench-counter', 2, { length: 0 });
    let version = match.version;
    for (const token of tokens) sockets.push(await BareWsClient.connect(api.ws, token));
    const senders: Record<PathName, readonly [Send, Send]> = {
      HTTP: [httpSender(api.http, tokens[0], agent), httpSender(api.http, tokens[1], agent)],
      WebSocket: [wsSender(sockets[0]!), wsSender(sockets[1]!)],
    };
    const run = async (path: PathName, operation: Operation, count: number): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        if (operation === 'query') await senders[path][i % 2]!(VIEWER, {});
        else {
          // Seat 0 moves at even versions, seat 1 at odd ones.
          const answer = await senders[path][version % 2]!(SUBMIT, { m: match.id, v: version });
          version = (answer['submitMove'] as { version: number }).version;
        }
        times.push(performance.now() - started);
      }
      return times;
    };
    const cases = (['query', 'move'] as const).flatMap((operation) =>
      (['HTTP', 'WebSocket'] as const).map((path) => ({ path, operation, times: [] as number[], cpu: [] as number[] })),
    );
    for (let round = 1; round <= opts.rounds; round++)
      for (const c of turnOrder(cases, round)) {
        await run(c.path, c.operation, Math.min(200, opts.count));
        const cpuBefore = cpuSecondsPrecise(server.pid);
        c.times.push(...(await run(c.path, c.operation, opts.count)));
        const cpu = ((cpuSecondsPrecise(server.pid) - cpuBefore) * 1e6) / opts.count;
        c.cpu.push(cpu);
        opts.log(`paths round ${round}: ${c.operation} over ${c.path}, ${fmt(cpu, 0)} µs server CPU each`);
      }
    return cases.map(({ path, operation, times, cpu }) => {
      const s = summarize(times);
      return {
        path,
        operation,
        count: s.count,
        p50: s.p50,
        p95: s.p95,
        p99: s.p99,
        cpuUs: median(cpu),
        cpuUsRounds: cpu,
      };
    });
  } finally {
    await Promise.all(sockets.map((s) => s.dispose()));
    agent.destroy();
    await close();
  }
}

export function pathsTable(rows: readonly PathRow[]): string {
  return table(
    ['operation', 'path', 'operations', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU µs/operation', 'every round'],
    rows.map((r) => [
      r.operation === 'query' ? 'signed-in query (viewer)' : 'move (submitMove)',
      r.path,
      String(r.count),
      fmt(r.p50, 2),
      fmt(r.p95, 2),
      fmt(r.p99, 2),
      fmt(r.cpuUs, 0),
      spread(r.cpuUsRounds, (n) => fmt(n, 0)),
    ]),
  );
}
