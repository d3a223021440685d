// The real API (src/main.ts) as a child process on its own database, so tests can kill -9 it, restart it and read its RSS.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { createDb, type DbHandle } from '@cortex/db';
import type { TestDbKind } from '@cortex/db/testing';

export interface ChildApi {
  readonly proc: ChildProcess;
  readonly url: string;
  readonly wsUrl: string;
  /** Log lines at level error or fatal the process has written so far. */
  readonly errorLines: string[];
  /** The V8 inspector's WebSocket address, when spawned with `inspect`. */
  readonly inspectorUrl: string | undefined;
}

/** A database that outlives API processes: a fresh Postgres database, or a PGlite data directory. */
export interface DurableDb {
  readonly env: Record<string, string>;
  /** Opens the database from the test process (for PGlite only once no API process holds it). */
  open(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

export async function durableDb(kind: TestDbKind, label: string): Promise<DurableDb> {
  if (kind === 'pg') {
    const base = process.env['TEST_DATABASE_URL']!;
    const name = `cortex_${label}_${process.pid}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => createDb({ url: url.toString() }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `cortex-${label}-`));
  return {
    env: { CORTEX_DATA_DIR: dir },
    open: () => createDb({ dataDir: path.join(dir, 'pglite') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function spawnApi(env: Record<string, string>, options: { inspect?: boolean } = {}): Promise<ChildApi> {
  const port = await freePort();
  const inspect = options.inspect ? ['--inspect=127.0.0.1:0'] : [];
  const proc = spawn(process.execPath, [...inspect, '--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      SWEEP_MS: '200',
      CORTEX_TEST_GAMES: '1',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000',
      LOBBIES_PER_ADDRESS_PER_HOUR: '1000000',
      REQUESTS_PER_ADDRESS_PER_MINUTE: '100000000',
      REQUESTS_PER_ACCOUNT_PER_MINUTE: '100000000',
      WEBSOCKETS_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let inspectorUrl: string | undefined;
  proc.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(text)?.[1];
    // The inspector's own chatter is expected; everything else the child says on stderr is shown.
    const rest = text.replace(
      /^(Debugger listening on .*|For help, see: .*|Debugger attached\.|Debugger ending on .*|Waiting for the debugger to disconnect\.\.\.)\n?/gm,
      '',
    );
    if (rest) process.stderr.write(rest);
  });
  const errorLines: string[] = [];
  let pending = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    // pino writes one JSON object per line; 50 is error, 60 fatal.
    for (const line of lines) if (/"level":(50|60)\b/.test(line)) errorLines.push(line);
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`API exited with ${proc.exitCode}`);
    try {
      if ((await fetch(url.replace('/graphql', '/health'))).ok) {
        if (options.inspect && !inspectorUrl) throw new Error('the API started without an inspector address');
        return { proc, url, wsUrl: url.replace('http', 'ws'), errorLines, inspectorUrl };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function killHard(api: ChildApi): Promise<void> {
  api.proc.kill('SIGKILL');
  return exited(api);
}

export function stop(api: ChildApi): Promise<void> {
  api.proc.kill('SIGTERM');
  return exited(api);
}

function exited(api: ChildApi): Promise<void> {
  return new Promise((resolve) =>
    api.proc.exitCode !== null || api.proc.signalCode !== null ? resolve() : api.proc.once('exit', () => resolve()),
  );
}

/** Resident set size of a process in kB, from /proc. */
export function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]);
}

/**
 * The child's live heap: a full garbage collection through the V8 inspector, then `process.memoryUsage()` inside it.
 * RSS after a collection still follows V8's lazily shrinking spaces; what survives a collection follows leaks.
 */
export async function inspectHeap(
  api: ChildApi,
): Promise<{ live(): Promise<{ heapUsed: number; external: number }>; close(): void }> {
  if (!api.inspectorUrl) throw new Error('spawn the API with { inspect: true }');
  const socket = new WebSocket(api.inspectorUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  socket.on('message', (data: Buffer) => {
    const reply = JSON.parse(data.toString('utf8')) as { id?: number; result?: unknown; error?: { message: string } };
    const w = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id!);
    if (reply.error) w.reject(new Error(reply.error.message));
    else w.resolve(reply.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async live() {
      await call('HeapProfiler.collectGarbage');
      const r = (await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(r.result.value) as { heapUsed: number; external: number };
      return { heapUsed: usage.heapUsed, external: usage.external };
    },
    close: () => socket.close(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
