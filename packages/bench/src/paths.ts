// The "paths" table: one signed-in operation (a query, a move) over HTTP, as a bot posting with its token does, and over
// the WebSocket, as the site's match page sends its moves; latency one at a time and the server's CPU per operation.
import { Agent, request } from 'node:http';
import { BareWsClient } from './cortex/bareWs';
import { endpoint, signUp, startMatch } from './cortex/client';
import { dropSchema } from './cortex/schema';
import { cpuSecondsPrecise, startServer } from './proc';
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
  const schema = `bench_paths_${process.pid}`;
  const server = await startServer('cortex-pg paths', './cortex/server.ts', {
    BENCH_DB: 'pg',
    BENCH_DATABASE_URL: opts.pgUrl,
    BENCH_SCHEMA: schema,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets: BareWsClient[] = [];
  try {
    const api = endpoint(server.port);
    const tokens = [
      await signUp(api.http, `paths_a_${process.pid}`),
      await signUp(api.http, `paths_b_${process.pid}`),
    ] as const;
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
      (['HTTP', 'WebSocket'] as const).map((path) => ({ path, operation })),
    );
    const samples = new Map<string, { times: number[]; cpu: number[] }>();
    for (let round = 0; round < opts.rounds; round++) {
      // Each round starts one case further along, so none always runs first.
      for (let k = 0; k < cases.length; k++) {
        const { path, operation } = cases[(k + round) % cases.length]!;
        await run(path, operation, Math.min(200, opts.count));
        const cpuBefore = cpuSecondsPrecise(server.pid);
        const times = await run(path, operation, opts.count);
        const cpu = ((cpuSecondsPrecise(server.pid) - cpuBefore) * 1e6) / opts.count;
        const key = `${path}|${operation}`;
        const into = samples.get(key) ?? { times: [], cpu: [] };
        into.times.push(...times);
        into.cpu.push(cpu);
        samples.set(key, into);
        opts.log(`paths round ${round + 1}: ${operation} over ${path}, ${fmt(cpu, 0)} µs server CPU each`);
      }
    }
    return cases.map(({ path, operation }) => {
      const { times, cpu } = samples.get(`${path}|${operation}`)!;
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
    await server.stop();
    await dropSchema(opts.pgUrl, schema);
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
