// Cortex and boardgame.io side by side: the same counter game, the same ping-pong load, 1-200 concurrent matches.
import { bgioCounterMatch } from './bgio/client';
import { BareWsClient } from './cortex/bareWs';
import { CortexCounterMatch, endpoint, signUp, startMatch } from './cortex/client';
import { dropSchema } from './cortex/schema';
import { LoadRecorder, MatchPool, runLoad, sleep, type LoadFigures } from './load';
import { cpuSeconds, ioCalls, postgresCpuSeconds, rssMiB, startServer, type ServerProcess } from './proc';
import { fmt, fmtInt, table } from './stats';

export interface ServerRow {
  readonly server: string;
  readonly matches: number;
  readonly figures: LoadFigures;
  readonly cpuPercent: number;
  readonly cpuPerMoveUs: number;
  /** The server processes' read and write system calls per move (socket reads and writes: round trips and frames). */
  readonly ioCallsPerMove: number;
  /** PostgreSQL's CPU per move over the same span (all its processes), for the Cortex rows on Postgres. */
  readonly pgCpuPerMoveUs: number | null;
  /** The load generator's own CPU per move (this process: the clients of every seat). */
  readonly clientCpuPerMoveUs: number;
  readonly rssMiB: number;
  /** Subscribers that had not received their match's newest state 3 s after the load stopped. */
  readonly behind: number;
}

export interface ServerBenchOptions {
  readonly concurrency: readonly number[];
  readonly warmupMs: number;
  readonly measureMs: number;
  readonly servers: readonly string[];
  readonly pgUrl: string;
  readonly log: (line: string) => void;
}

interface ServerCase {
  readonly name: string;
  start(): Promise<{ procs: ServerProcess[]; cleanup: () => Promise<void> }>;
  /** A pool of `matches` matches on the running servers, ready to start. */
  connect(procs: ServerProcess[], matches: number, recorder: LoadRecorder): Promise<MatchPool>;
}

let userSeq = 0;

function cortexConnect(length: number) {
  return async (procs: ServerProcess[], matches: number, recorder: LoadRecorder): Promise<MatchPool> => {
    const api = procs.map((p) => endpoint(p.port));
    const first = api[0]!;
    const tag = `${process.pid.toString(36)}${(userSeq++).toString(36)}`;
    const host = await signUp(first.http, `bench_a_${tag}`);
    const guest = await signUp(first.http, `bench_b_${tag}`);
    let n = 0;
    const pool = new MatchPool(async (onFinished) => {
      const m = await startMatch(first.http, host, guest, 'bench-counter', 2, { length });
      // With two instances, each match's seats sit on different instances: every move crosses between them.
      const i = n++;
      const a = api[i % api.length]!;
      const b = api[(i + 1) % api.length]!;
      // Bare graphql-transport-ws sockets, as boardgame.io's seats are bare socket.io clients (see bareWs.ts).
      const seats = await Promise.all([BareWsClient.connect(a.ws, host), BareWsClient.connect(b.ws, guest)]);
      const driver = new CortexCounterMatch(m, seats, recorder, { type: 'add' }, onFinished);
      // graphql-ws does not acknowledge subscriptions: give the sockets time to connect and subscribe before a move.
      await driver.ready;
      return driver;
    }, recorder);
    await pool.fill(matches);
    return pool;
  };
}

function cortexCase(name: string, db: 'pg' | 'pglite', pgUrl: string, instances = 1, length = 0): ServerCase {
  return {
    name,
    async start() {
      const schema = `bench_${process.pid}_${Math.floor(performance.now())}`;
      const env = { BENCH_DB: db, BENCH_DATABASE_URL: pgUrl, BENCH_SCHEMA: schema };
      const procs: ServerProcess[] = [];
      for (let i = 0; i < instances; i++) procs.push(await startServer(`${name}#${i}`, './cortex/server.ts', env));
      return {
        procs,
        cleanup: async () => {
          await Promise.all(procs.map((p) => p.stop()));
          if (db === 'pg') await dropSchema(pgUrl, schema);
        },
      };
    },
    connect: cortexConnect(length),
  };
}

function bgioCase(name: string, storage: 'memory' | 'flatfile', length = 0): ServerCase {
  return {
    name,
    async start() {
      const env: Record<string, string> = { BGIO_STORAGE: storage, BENCH_LENGTH: String(length) };
      const proc = await startServer(name, './bgio/server.ts', env);
      return { procs: [proc], cleanup: () => proc.stop() };
    },
    async connect(procs, matches, recorder) {
      const port = procs[0]!.port;
      const pool = new MatchPool((onFinished) => bgioCounterMatch(port, recorder, length, onFinished), recorder);
      await pool.fill(matches);
      return pool;
    },
  };
}

export const SERVER_CASES = [
  'cortex-pg',
  'cortex-pglite',
  'cortex-pg-2x',
  'bgio-memory',
  'bgio-flatfile',
  'cortex-pg/100',
  'bgio-memory/100',
] as const;

function caseFor(name: string, pgUrl: string): ServerCase {
  switch (name) {
    case 'cortex-pg':
      return cortexCase(name, 'pg', pgUrl);
    case 'cortex-pglite':
      return cortexCase(name, 'pglite', pgUrl);
    case 'cortex-pg-2x':
      return cortexCase(name, 'pg', pgUrl, 2);
    case 'bgio-memory':
      return bgioCase(name, 'memory');
    case 'bgio-flatfile':
      return bgioCase(name, 'flatfile');
    case 'cortex-pg/100':
      return cortexCase(name, 'pg', pgUrl, 1, 100);
    case 'bgio-memory/100':
      return bgioCase(name, 'memory', 100);
    default:
      throw new Error(`Unknown server "${name}"; one of ${SERVER_CASES.join(', ')}`);
  }
}

export async function runServerBench(opts: ServerBenchOptions): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  for (const name of opts.servers) {
    const c = caseFor(name, opts.pgUrl);
    opts.log(`${name}: starting`);
    const { procs, cleanup } = await c.start();
    try {
      for (const matches of opts.concurrency) {
        const recorder = new LoadRecorder();
        const pool = await c.connect(procs, matches, recorder);
        let cpu0 = 0;
        let cpu1 = 0;
        let io0 = 0;
        let io1 = 0;
        let pg0 = 0;
        let pg1 = 0;
        let client0 = 0;
        let client1 = 0;
        const onPostgres = name.startsWith('cortex') && !name.includes('pglite');
        const cpuNow = (): number => procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
        const ioNow = (): number => procs.reduce((sum, p) => sum + ioCalls(p.pid), 0);
        const clientNow = (): number => {
          const u = process.cpuUsage();
          return (u.user + u.system) / 1e6;
        };
        const figures = await runLoad(pool, recorder, opts.warmupMs, opts.measureMs, (phase) => {
          if (phase === 'begin') {
            cpu0 = cpuNow();
            io0 = ioNow();
            client0 = clientNow();
            if (onPostgres) pg0 = postgresCpuSeconds();
          } else {
            cpu1 = cpuNow();
            io1 = ioNow();
            client1 = clientNow();
            if (onPostgres) pg1 = postgresCpuSeconds();
          }
        });
        const rss = procs.reduce((sum, p) => sum + rssMiB(p.pid), 0);
        const behind = await pool.settle(3000);
        await pool.close();
        const seconds = opts.measureMs / 1000;
        const row: ServerRow = {
          server: name,
          matches,
          figures,
          cpuPercent: ((cpu1 - cpu0) / seconds) * 100,
          cpuPerMoveUs: figures.moves > 0 ? ((cpu1 - cpu0) / figures.moves) * 1e6 : Number.NaN,
          ioCallsPerMove: figures.moves > 0 ? (io1 - io0) / figures.moves : Number.NaN,
          pgCpuPerMoveUs: onPostgres && figures.moves > 0 ? ((pg1 - pg0) / figures.moves) * 1e6 : null,
          clientCpuPerMoveUs: figures.moves > 0 ? ((client1 - client0) / figures.moves) * 1e6 : Number.NaN,
          rssMiB: rss,
          behind,
        };
        rows.push(row);
        opts.log(
          `${name} × ${matches}: ${fmtInt(figures.movesPerSecond)} moves/s, p50 ${fmt(figures.latency.p50, 2)} ms, p99 ${fmt(figures.latency.p99, 2)} ms${figures.errors ? `, ${figures.errors} errors (${recorder.lastError ?? ''})` : ''}`,
        );
        await sleep(300);
      }
    } finally {
      await cleanup();
    }
  }
  return rows;
}

export function serverTable(rows: readonly ServerRow[]): string {
  return table(
    [
      'server',
      'matches',
      'moves/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU %',
      'CPU µs/move',
      'syscalls/move',
      'Postgres µs/move',
      'clients µs/move',
      'RSS MiB',
      'errors',
      'subscribers behind',
    ],
    rows.map((r) => [
      r.server,
      String(r.matches),
      fmtInt(r.figures.movesPerSecond),
      fmt(r.figures.latency.p50, 2),
      fmt(r.figures.latency.p95, 2),
      fmt(r.figures.latency.p99, 2),
      fmtInt(r.cpuPercent),
      fmtInt(r.cpuPerMoveUs),
      fmt(r.ioCallsPerMove, 1),
      r.pgCpuPerMoveUs === null ? '—' : fmtInt(r.pgCpuPerMoveUs),
      fmtInt(r.clientCpuPerMoveUs),
      fmtInt(r.rssMiB),
      String(r.figures.errors),
      r.server.startsWith('cortex') ? String(r.behind) : '—',
    ]),
  );
}

/** Cortex / boardgame.io in-memory (and FlatFile) at each concurrency: throughput ratio (>1 is better) and p99 ratio (<1 is better). */
export function ratioTable(rows: readonly ServerRow[]): string {
  const find = (server: string, matches: number): ServerRow | undefined =>
    rows.find((r) => r.server === server && r.matches === matches);
  const out: string[][] = [];
  const pairs: [string, string][] = [
    ['cortex-pg', 'bgio-memory'],
    ['cortex-pglite', 'bgio-memory'],
    ['cortex-pg-2x', 'bgio-memory'],
    ['cortex-pg', 'bgio-flatfile'],
    ['cortex-pglite', 'bgio-flatfile'],
    ['cortex-pg/100', 'bgio-memory/100'],
  ];
  for (const [cortex, baseline] of pairs) {
    {
      for (const r of rows.filter((x) => x.server === cortex)) {
        const b = find(baseline, r.matches);
        if (!b) continue;
        out.push([
          `${cortex} / ${baseline}`,
          String(r.matches),
          fmt(r.figures.movesPerSecond / b.figures.movesPerSecond, 2),
          fmt(r.figures.latency.p99 / b.figures.latency.p99, 2),
        ]);
      }
    }
  }
  return table(['ratio', 'matches', 'moves/s ratio (>1 better)', 'p99 ratio (<1 better)'], out);
}
