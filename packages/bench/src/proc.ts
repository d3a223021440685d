// Child server processes for the bench: spawn, wait for their {"port"} line, sample CPU time and RSS from /proc, stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <entry>` with env (one process, so its pid is the server's); resolves once it prints {"port":N}. */
export async function startServer(name: string, entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL(entry, import.meta.url)),
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    if (process.env['BENCH_COMMIT_STATS']) process.stderr.write(d);
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 120 s: ${stderr}`)), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${String(code)} before listening: ${stderr}`));
    });
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { port?: unknown };
        if (typeof parsed.port === 'number') {
          clearTimeout(timer);
          resolve(parsed.port);
        }
      } catch {
        // Not our line: servers may print other things.
      }
    });
  });
  const pid = child.pid!;
  return {
    name,
    port,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the ")" that closes the command name; utime and stime are fields 14 and 15 overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * Read and write system calls the process has made so far (/proc/…/io syscr + syscw): every socket read or write, so per
 * move it counts the round trips and frames a move costs, and hardly moves with the machine's load as CPU time does.
 */
export function ioCalls(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const field = (name: string): number => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? Number.NaN);
  return field('syscr') + field('syscw');
}

/** Resident set size in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU seconds the process's threads have run so far, to the nanosecond (the scheduler's own count, /proc/…/schedstat). */
export function cpuSecondsPrecise(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e9;
}

/** Process ids of the PostgreSQL server's processes on this machine (its backends, writer, WAL writer…). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm === 'postgres' || comm.startsWith('postgres:')) pids.push(Number(entry));
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return pids;
}

/** CPU seconds used so far by each of PostgreSQL's processes, by pid. */
export function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of postgresPids()) {
    try {
      cpu.set(pid, cpuSeconds(pid));
    } catch {
      // Ended meanwhile.
    }
  }
  return cpu;
}

/**
 * PostgreSQL's CPU seconds between two readings, process by process: a process that ended in between (another server's
 * idle pooled connection timing out) drops out instead of taking its whole past CPU off the sum, and one that started
 * counts from zero.
 */
export function postgresCpuBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** The whole machine's CPU time so far, in seconds summed over its cores: busy (any process or the kernel) and in all. */
export interface MachineCpu {
  readonly busy: number;
  readonly total: number;
}

/**
 * The first line of /proc/stat read as busy and total CPU seconds: idle and iowait are not busy; user, nice, system,
 * irq, softirq and steal are (guest time is already inside user). The kernel's own network work for the loopback
 * sockets (softirq) counts here although no process's time holds it.
 */
export function parseMachineCpu(procStat: string): MachineCpu {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no "cpu" line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLOCK_TICKS, total: (busy + idle + iowait) / CLOCK_TICKS };
}

/** The machine's CPU time so far (see parseMachineCpu). */
export function machineCpu(): MachineCpu {
  return parseMachineCpu(readFileSync('/proc/stat', 'utf8'));
}
