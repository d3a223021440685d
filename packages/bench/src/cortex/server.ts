// Child process: one Cortex API serving the bench-only counter game (plus the real games) on an ephemeral port.
// Prints one JSON line {"port":N} once listening; SIGTERM closes it cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp, ONE_MACHINE_LIMITS } from '@cortex/api/app';
import { createDb, migrateDb } from '@cortex/db';
import { pino } from 'pino';
import { counterGame } from '../counter-game';

const kind = process.env['BENCH_DB'] === 'pglite' ? 'pglite' : 'pg';
const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env['BENCH_SCHEMA'];

const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'cortex-bench-')) : undefined;
const db = await createDb(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : { url, ...(schema ? { schema } : {}) });
await migrateDb(db);
const app = await createApp({
  db,
  log: pino({ level: 'silent' }),
  origins: [],
  extraGames: [counterGame],
  botDelayMs: 0,
  sweepMs: 2000,
  // Every bench player signs up from this machine.
  limits: ONE_MACHINE_LIMITS,
});
const { port } = await app.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A backstop only: app.close() is prompt (it once raced Apollo's own signal handler and idled ~9 s).
  setTimeout(() => process.exit(0), 3000).unref();
  await app.close();
  await db.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// BENCH_COMMIT_STATS=1: every 2 s, the group committer's batches, moves and statement time, and how other instances'
// moves were taken in (applied from their notification, or read), and the event loop's delay (on the bench's stderr).
if (process.env['BENCH_COMMIT_STATS']) {
  const { committer } = app.services.matches.writer;
  const { counts } = app.services.matches.store;
  let last = { ...committer.stats, ...counts };
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  setInterval(() => {
    const s = { ...committer.stats, ...counts };
    const batches = s.batches - last.batches;
    process.stderr.write(
      `commit stats: ${batches} batches, ${s.moves - last.moves} moves, statement ${((s.statementMs - last.statementMs) / Math.max(1, batches)).toFixed(1)} ms per batch; others' moves: ${s.advanced - last.advanced} applied, ${s.caughtUp - last.caughtUp} read; event loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} max ${(loopDelay.max / 1e6).toFixed(1)} ms\n`,
    );
    loopDelay.reset();
    last = s;
  }, 2000).unref();
}
