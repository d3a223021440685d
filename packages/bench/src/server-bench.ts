// Cortex and boardgame.io side by side: the same counter game, the same ping-pong load, 1-200 concurrent matches.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bgioCounterMatch } from './bgio/client';
import { BareWsClient } from './cortex/bareWs';
import { CortexCounterMatch, endpoint, signUp, startMatch } from './cortex/client';
import { dropSchema } from './cortex/schema';
import { LoadRecorder, MatchPool, runLoad, sleep, type LoadFigures } from './load';
import {
  cpuSeconds,
  ioCalls,
  machineCpu,
  postgresCpu,
  postgresCpuBetween,
  rssMiB,
  startServer,
  type MachineCpu,
  type ServerProcess,
} from './proc';
import { fmt, fmtInt, median, spread, table } from './stats';

export interface ServerRow {
  readonly server: string;
  readonly matches: number;
  /** Which pass over every (concurrency, server) pair measured this row, from 1. */
  readonly round: number;
  readonly figures: LoadFigures;
  readonly cpuPercent: number;
  readonly cpuPerMoveUs: number;
  /** The server processes' read and write system calls per move (socket reads and writes: round trips and frames). */
  readonly ioCallsPerMove: number;
  /** PostgreSQL's CPU per move over the same span (all its processes), for the Cortex rows on Postgres. */
  readonly pgCpuPerMoveUs: number | null;
  /** The load generator's own CPU per move (this process: the clients of every seat). */
  readonly clientCpuPerMoveUs: number;
  /** The whole machine's busy share of all its cores over the window, in per cent (every process and the kernel). */
  readonly machineCpuPercent: number;
  /**
   * The whole machine's CPU per move: server, database, clients and the kernel's network work together, what a move
   * costs the machine. `cores` × 1e6 over it is the most moves a second this machine could run that way.
   */
  readonly machineCpuPerMoveUs: number;
  readonly rssMiB: number;
  /** Subscribers that had not received their match's newest state 3 s after the load stopped. */
  readonly behind: number;
}

export interface ServerBenchOptions {
  readonly concurrency: readonly number[];
  readonly warmupMs: number;
  readonly measureMs: number;
  /** Passes over every (concurrency, server) pair; the tables report each pair's median pass. */
  readonly rounds: number;
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

/** How a Cortex case runs: its database, how many API instances, and the counter's length (0: endless). */
interface CortexSpec {
  readonly db: 'pg' | 'pglite';
  readonly instances: number;
  readonly length: number;
}

const CORTEX_CASES: Readonly<Record<string, CortexSpec>> = {
  'cortex-pg': { db: 'pg', instances: 1, length: 0 },
  'cortex-pglite': { db: 'pglite', instances: 1, length: 0 },
  'cortex-pg-2x': { db: 'pg', instances: 2, length: 0 },
  'cortex-pg/100': { db: 'pg', instances: 1, length: 100 },
};

function cortexCase(name: string, { db, instances, length }: CortexSpec, pgUrl: string, entry: string): ServerCase {
  return {
    name,
    async start() {
      const schema = `bench_${process.pid}_${Math.floor(performance.now())}`;
      const env = { BENCH_DB: db, BENCH_DATABASE_URL: pgUrl, BENCH_SCHEMA: schema };
      const procs: ServerProcess[] = [];
      for (let i = 0; i < instances; i++) procs.push(await startServer(`${name}#${i}`, entry, env));
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

/** `<case>@<directory>` split into the case and the checkout it runs from (none: this one). */
function checkoutOf(name: string): { base: string; dir: string | undefined } {
  const at = name.indexOf('@');
  return at < 0 ? { base: name, dir: undefined } : { base: name.slice(0, at), dir: name.slice(at + 1) };
}

/**
 * A case by name. `<cortex case>@<directory>` is the same case served by another checkout of this repository (with its
 * own npm install), e.g. `--servers cortex-pg,cortex-pg@/tmp/base`: an A/B of two versions measured round by round.
 */
function caseFor(name: string, pgUrl: string): ServerCase {
  const { base, dir } = checkoutOf(name);
  const cortex = CORTEX_CASES[base];
  if (dir !== undefined) {
    if (!cortex) throw new Error(`Only Cortex cases run from another checkout, not "${base}"`);
    const entry = pathToFileURL(path.resolve(dir, 'packages/bench/src/cortex/server.ts')).href;
    if (!existsSync(new URL(entry))) throw new Error(`No Cortex checkout at ${dir} (for "${name}")`);
    return cortexCase(name, cortex, pgUrl, entry);
  }
  if (cortex) return cortexCase(name, cortex, pgUrl, './cortex/server.ts');
  switch (name) {
    case 'bgio-memory':
      return bgioCase(name, 'memory');
    case 'bgio-flatfile':
      return bgioCase(name, 'flatfile');
    case 'bgio-memory/100':
      return bgioCase(name, 'memory', 100);
    default:
      throw new Error(`Unknown server "${name}"; one of ${SERVER_CASES.join(', ')}`);
  }
}

/**
 * The servers in the order a round measures them: each round starts one further along, so no server always goes first.
 * With a fixed order, one A/B pair at 10 matches gave 0.93 and, the order swapped, 1.23 (2026-12-07): whether the first
 * place costs something or the machine drifted, no server now holds the same place every round.
 */
export function turnOrder<T>(servers: readonly T[], round: number): T[] {
  const at = (round - 1) % Math.max(servers.length, 1);
  return [...servers.slice(at), ...servers.slice(0, at)];
}

/**
 * Every server is started once; then each round measures every (concurrency, server) pair in turn, so the servers compared
 * at one concurrency run minutes apart at most, never a whole server's sweep apart: on a machine whose speed drifts (a
 * shared VM here drifted ±30 % within minutes) side by side means interleaved. Rows carry their round.
 */
export async function runServerBench(opts: ServerBenchOptions): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  const started: { name: string; c: ServerCase; procs: ServerProcess[]; cleanup: () => Promise<void> }[] = [];
  try {
    for (const name of opts.servers) {
      const c = caseFor(name, opts.pgUrl);
      opts.log(`${name}: starting`);
      started.push({ name, c, ...(await c.start()) });
    }
    for (let round = 1; round <= opts.rounds; round++)
      for (const matches of opts.concurrency)
        for (const { name, c, procs } of turnOrder(started, round)) {
          rows.push(await measure(name, c, procs, matches, round, opts));
          await sleep(300);
        }
  } finally {
    for (const { cleanup } of started) await cleanup();
  }
  return rows;
}

/** The counters a row is the difference of (CPU seconds, system calls), read at the start and at the end of a window. */
interface Readings {
  /** The server processes' CPU seconds. */
  readonly cpu: number;
  /** The server processes' read and write system calls. */
  readonly io: number;
  /** This process's (the clients') CPU seconds. */
  readonly client: number;
  readonly machine: MachineCpu;
  /** PostgreSQL's processes' CPU seconds by pid (empty when the case does not use it). */
  readonly pg: ReadonlyMap<number, number>;
}

async function measure(
  name: string,
  c: ServerCase,
  procs: ServerProcess[],
  matches: number,
  round: number,
  opts: ServerBenchOptions,
): Promise<ServerRow> {
  const recorder = new LoadRecorder();
  const pool = await c.connect(procs, matches, recorder);
  const onPostgres = name.startsWith('cortex') && !name.includes('pglite');
  /** Every counter the row is made of, read at once: at the window's start and at its end. */
  const read = (): Readings => {
    const client = process.cpuUsage();
    return {
      cpu: procs.reduce((sum, p) => sum + cpuSeconds(p.pid), 0),
      io: procs.reduce((sum, p) => sum + ioCalls(p.pid), 0),
      client: (client.user + client.system) / 1e6,
      machine: machineCpu(),
      pg: onPostgres ? postgresCpu() : new Map(),
    };
  };
  const at: Partial<Record<'begin' | 'end', Readings>> = {};
  const figures = await runLoad(pool, recorder, opts.warmupMs, opts.measureMs, (phase) => {
    at[phase] = read();
  });
  const { begin: start, end } = at;
  if (!start || !end) throw new Error(`${name} × ${matches}: the load reported no measured window`);
  const rss = procs.reduce((sum, p) => sum + rssMiB(p.pid), 0);
  const behind = await pool.settle(3000);
  await pool.close();
  const seconds = opts.measureMs / 1000;
  const perMoveUs = (spent: number): number => (figures.moves > 0 ? (spent / figures.moves) * 1e6 : Number.NaN);
  const machineBusy = end.machine.busy - start.machine.busy;
  opts.log(
    `round ${round}: ${name} × ${matches}: ${fmtInt(figures.movesPerSecond)} moves/s, p50 ${fmt(figures.latency.p50, 2)} ms, p99 ${fmt(figures.latency.p99, 2)} ms${figures.errors ? `, ${figures.errors} errors (${recorder.lastError ?? ''})` : ''}`,
  );
  return {
    server: name,
    matches,
    round,
    figures,
    cpuPercent: ((end.cpu - start.cpu) / seconds) * 100,
    cpuPerMoveUs: perMoveUs(end.cpu - start.cpu),
    ioCallsPerMove: figures.moves > 0 ? (end.io - start.io) / figures.moves : Number.NaN,
    pgCpuPerMoveUs: onPostgres ? perMoveUs(postgresCpuBetween(start.pg, end.pg)) : null,
    clientCpuPerMoveUs: perMoveUs(end.client - start.client),
    machineCpuPercent: (machineBusy / Math.max(end.machine.total - start.machine.total, 1e-9)) * 100,
    machineCpuPerMoveUs: perMoveUs(machineBusy),
    rssMiB: rss,
    behind,
  };
}

/**
 * One row per (server, concurrency): the round whose moves/s is the median of its rounds (the lower of the middle two
 * for an even count), so each row's figures come from one real pass; `rounds` holds every pass's row.
 */
export interface MedianRow {
  readonly row: ServerRow;
  readonly rounds: readonly ServerRow[];
}

export function medianRows(rows: readonly ServerRow[]): MedianRow[] {
  const groups = new Map<string, ServerRow[]>();
  for (const r of rows) {
    const key = `${r.server}\u0000${r.matches}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map((rounds) => {
    const sorted = [...rounds].sort((a, b) => a.figures.movesPerSecond - b.figures.movesPerSecond);
    return { row: sorted[(sorted.length - 1) >> 1]!, rounds };
  });
}

/** The most moves a second `cores` cores could run at the row's whole-machine CPU per move, were they busy throughout. */
const ceilingMovesPerSecond = (row: ServerRow, cores: number): number => (cores * 1e6) / row.machineCpuPerMoveUs;

/**
 * The server table. Its last CPU columns are the whole machine's: busy share of all cores, CPU per move, and the
 * ceiling that per-move cost sets on `cores` cores (were the machine busy all the time): a server whose ceiling is
 * below another's measured moves/s cannot match it on this machine however its work is overlapped.
 */
export function serverTable(rows: readonly ServerRow[], cores = availableParallelism()): string {
  return table(
    [
      'server',
      'matches',
      'moves/s',
      'moves/s, every round',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU %',
      'CPU µs/move',
      'syscalls/move',
      'Postgres µs/move',
      'clients µs/move',
      'machine CPU %',
      'machine µs/move',
      `ceiling moves/s (${cores} cores)`,
      'RSS MiB',
      'errors',
      'subscribers behind',
    ],
    medianRows(rows).map(({ row: r, rounds }) => [
      r.server,
      String(r.matches),
      fmtInt(r.figures.movesPerSecond),
      spread(
        rounds.map((x) => x.figures.movesPerSecond),
        fmtInt,
      ),
      fmt(r.figures.latency.p50, 2),
      fmt(r.figures.latency.p95, 2),
      fmt(r.figures.latency.p99, 2),
      fmtInt(r.cpuPercent),
      fmtInt(r.cpuPerMoveUs),
      fmt(r.ioCallsPerMove, 1),
      r.pgCpuPerMoveUs === null ? '—' : fmtInt(r.pgCpuPerMoveUs),
      fmtInt(r.clientCpuPerMoveUs),
      fmtInt(r.machineCpuPercent),
      fmtInt(r.machineCpuPerMoveUs),
      fmtInt(ceilingMovesPerSecond(r, cores)),
      fmtInt(r.rssMiB),
      String(rounds.reduce((sum, x) => sum + x.figures.errors, 0)),
      r.server.startsWith('cortex') ? String(Math.max(...rounds.map((x) => x.behind))) : '—',
    ]),
  );
}

/**
 * Cortex / boardgame.io in-memory (and FlatFile) at each concurrency: throughput ratio (>1 is better) and p99 ratio (<1
 * is better), each taken within one round (the two ran minutes apart at most), then the median over rounds with the
 * lowest and highest beside it. Errors in either row are counted in the table above, not hidden here. The last column
 * is the first server's machine ceiling (see serverTable) over the second's measured moves/s, in the same round: under
 * 1, the first could not have matched the second on this machine however well its work overlapped.
 */
export function ratioTable(rows: readonly ServerRow[], cores = availableParallelism()): string {
  const out: string[][] = [];
  const pairs: [string, string][] = [
    ['cortex-pg', 'bgio-memory'],
    ['cortex-pglite', 'bgio-memory'],
    ['cortex-pg-2x', 'bgio-memory'],
    ['cortex-pg-2x', 'cortex-pg'],
    ['cortex-pg', 'bgio-flatfile'],
    ['cortex-pglite', 'bgio-flatfile'],
    ['cortex-pg/100', 'bgio-memory/100'],
  ];
  for (const server of new Set(rows.map((r) => r.server))) {
    const { base, dir } = checkoutOf(server);
    if (dir !== undefined) pairs.push([base, server]);
  }
  const matchesSeen = [...new Set(rows.map((r) => r.matches))];
  for (const [cortex, baseline] of pairs)
    for (const matches of matchesSeen) {
      const ratios: number[] = [];
      const p99s: number[] = [];
      const ceilings: number[] = [];
      for (const r of rows.filter((x) => x.server === cortex && x.matches === matches)) {
        const b = rows.find((x) => x.server === baseline && x.matches === matches && x.round === r.round);
        if (!b) continue;
        ratios.push(r.figures.movesPerSecond / b.figures.movesPerSecond);
        p99s.push(r.figures.latency.p99 / b.figures.latency.p99);
        if (r.machineCpuPerMoveUs > 0) ceilings.push(ceilingMovesPerSecond(r, cores) / b.figures.movesPerSecond);
      }
      if (ratios.length === 0) continue;
      const two = (n: number): string => fmt(n, 2);
      out.push([
        `${cortex} / ${baseline}`,
        String(matches),
        two(median(ratios)),
        spread(ratios, two),
        two(median(p99s)),
        spread(p99s, two),
        ceilings.length > 0 ? two(median(ceilings)) : '—',
      ]);
    }
  return table(
    [
      'ratio',
      'matches',
      'moves/s ratio (>1 better), median',
      'every round',
      'p99 ratio (<1 better), median',
      'every round',
      'machine ceiling / moves/s, median',
    ],
    out,
  );
}
