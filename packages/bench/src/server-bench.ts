// Cortex and boardgame.io side by side: the same counter game, the same ping-pong load, 1-200 concurrent matches.
import { createDb } from '@cortex/db';
import { bgioCounterMatch } from './bgio/client';
import { CortexCounterMatch, endpoint, signUp, startMatch, wsClient } from './cortex/client';
import { LoadRecorder, runLoad, sleep, type LoadFigures, type MatchDriver } from './load';
import { cpuSeconds, rssMiB, startServer, type ServerProcess } from './proc';
import { fmt, fmtInt, table } from './stats';

export interface ServerRow {
  readonly server: string;
  readonly matches: number;
  readonly figures: LoadFigures;
  readonly cpuPercent: number;
  readonly cpuPerMoveUs: number;
  readonly rssMiB: number;
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
  /** Creates `matches` matches on the running servers, ready to start. */
  connect(procs: ServerProcess[], matches: number, recorder: LoadRecorder): Promise<MatchDriver[]>;
}

let userSeq = 0;

async function cortexDrivers(procs: ServerProcess[], matches: number, recorder: LoadRecorder): Promise<MatchDriver[]> {
  const api = procs.map((p) => endpoint(p.port));
  const first = api[0]!;
  const tag = `${process.pid.toString(36)}${(userSeq++).toString(36)}`;
  const host = await signUp(first.http, `bench_a_${tag}`);
  const guest = await signUp(first.http, `bench_b_${tag}`);
  const drivers: MatchDriver[] = [];
  const batch = 10;
  for (let i = 0; i < matches; i += batch) {
    const started = await Promise.all(Array.from({ length: Math.min(batch, matches - i) }, () => startMatch(first.http, host, guest, 'bench-counter', 2)));
    started.forEach((m, j) => {
      // With two instances, each match's seats sit on different instances: every move crosses between them.
      const a = api[(i + j) % api.length]!;
      const b = api[(i + j + 1) % api.length]!;
      drivers.push(new CortexCounterMatch(m, [wsClient(a.ws, host), wsClient(b.ws, guest)], recorder));
    });
  }
  // graphql-ws does not acknowledge subscriptions: give the sockets time to connect and subscribe before the first move.
  await sleep(500 + matches * 5);
  return drivers;
}

function cortexCase(name: string, db: 'pg' | 'pglite', pgUrl: string, instances = 1): ServerCase {
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
          if (db === 'pg') {
            const handle = await createDb({ url: pgUrl });
            try {
              if (handle.driver === 'pg') await handle.client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
            } finally {
              await handle.close();
            }
          }
        },
      };
    },
    connect: cortexDrivers,
  };
}

function bgioCase(name: string, storage: 'memory' | 'flatfile'): ServerCase {
  return {
    name,
    async start() {
      const env: Record<string, string> = { BGIO_STORAGE: storage };
      const proc = await startServer(name, './bgio/server.ts', env);
      return { procs: [proc], cleanup: () => proc.stop() };
    },
    async connect(procs, matches, recorder) {
      const port = procs[0]!.port;
      const drivers: MatchDriver[] = [];
      for (let i = 0; i < matches; i += 10) {
        drivers.push(...(await Promise.all(Array.from({ length: Math.min(10, matches - i) }, () => bgioCounterMatch(port, recorder)))));
      }
      await sleep(200);
      return drivers;
    },
  };
}

export const SERVER_CASES = ['cortex-pg', 'cortex-pglite', 'cortex-pg-2x', 'bgio-memory', 'bgio-flatfile'] as const;

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
        const drivers = await c.connect(procs, matches, recorder);
        let cpu0 = 0;
        let cpu1 = 0;
        const cpuNow = (): number => procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
        const figures = await runLoad(drivers, recorder, opts.warmupMs, opts.measureMs, (phase) => {
          if (phase === 'begin') cpu0 = cpuNow();
          else cpu1 = cpuNow();
        });
        const rss = procs.reduce((sum, p) => sum + rssMiB(p.pid), 0);
        await Promise.all(drivers.map((d) => d.close()));
        const seconds = opts.measureMs / 1000;
        const row: ServerRow = {
          server: name,
          matches,
          figures,
          cpuPercent: ((cpu1 - cpu0) / seconds) * 100,
          cpuPerMoveUs: figures.moves > 0 ? ((cpu1 - cpu0) / figures.moves) * 1e6 : Number.NaN,
          rssMiB: rss,
        };
        rows.push(row);
        opts.log(`${name} × ${matches}: ${fmtInt(figures.movesPerSecond)} moves/s, p50 ${fmt(figures.latency.p50, 2)} ms, p99 ${fmt(figures.latency.p99, 2)} ms${figures.errors ? `, ${figures.errors} errors (${recorder.lastError ?? ''})` : ''}`);
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
    ['server', 'matches', 'moves/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU %', 'CPU µs/move', 'RSS MiB', 'errors', 'states missed'],
    rows.map((r) => [
      r.server,
      String(r.matches),
      fmtInt(r.figures.movesPerSecond),
      fmt(r.figures.latency.p50, 2),
      fmt(r.figures.latency.p95, 2),
      fmt(r.figures.latency.p99, 2),
      fmtInt(r.cpuPercent),
      fmtInt(r.cpuPerMoveUs),
      fmtInt(r.rssMiB),
      String(r.figures.errors),
      r.server.startsWith('cortex') ? String(r.figures.missed) : '—',
    ]),
  );
}

/** Cortex / boardgame.io in-memory (and FlatFile) at each concurrency: throughput ratio (>1 is better) and p99 ratio (<1 is better). */
export function ratioTable(rows: readonly ServerRow[]): string {
  const find = (server: string, matches: number): ServerRow | undefined => rows.find((r) => r.server === server && r.matches === matches);
  const out: string[][] = [];
  for (const cortex of ['cortex-pg', 'cortex-pglite', 'cortex-pg-2x']) {
    for (const baseline of ['bgio-memory', 'bgio-flatfile']) {
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
