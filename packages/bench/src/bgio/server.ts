// Child process: boardgame.io 0.50's server with the counter game, in-memory or FlatFile storage (BGIO_STORAGE=flatfile).
// Prints one JSON line {"port":N} once listening.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FlatFile, Server } from 'boardgame.io/server';
import { bgioCounter } from './counter';

const flatDir =
  process.env['BGIO_STORAGE'] === 'flatfile' ? mkdtempSync(path.join(tmpdir(), 'bgio-flatfile-')) : undefined;
const server = Server({
  games: [bgioCounter(Number(process.env['BENCH_LENGTH'] ?? '0'))],
  ...(flatDir ? { db: new FlatFile({ dir: flatDir, logging: false }) } : {}),
});
const port = Number(process.env['BENCH_PORT'] ?? '0');
const running = await server.run(port);
const address = running.appServer.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : port })}\n`);

function stop(): void {
  server.kill(running);
  if (flatDir) rmSync(flatDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
