// Starts the Cortex API: opens the database (embedded PGlite unless DATABASE_URL), applies migrations, serves, stops cleanly.
import path from 'node:path';
import { createDb, migrateDb } from '@cortex/db';
import { allowedOrigins, readEnv } from './env';
import { createGameRegistry } from './games';
import { createLogger } from './logger';
import { buildServer } from './server';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const db = await createDb(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.CORTEX_DATA_DIR, 'pglite') });
log.info({ driver: db.driver }, 'database open; applying migrations');
await migrateDb(db);
const games = createGameRegistry({ includeTestGames: env.CORTEX_TEST_GAMES });
const server = await buildServer({ services: { db, games, log }, origins: allowedOrigins(env) });
const { url } = await server.listen(env.PORT, env.HOST);
log.info({ url, games: games.list().map((g) => g.id) }, `Cortex API ready at ${url}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
