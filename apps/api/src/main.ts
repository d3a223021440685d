// Starts the Cortex API: opens the database (embedded PGlite unless DATABASE_URL), applies migrations, serves, stops cleanly.
import path from 'node:path';
import { createDb, migrateDb } from '@cortex/db';
import { createApp } from './app';
import { allowedOrigins, readEnv } from './env';
import { burstOf } from './lib/limits';
import { createLogger } from './logger';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const db = await createDb(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.CORTEX_DATA_DIR, 'pglite') },
);
log.info({ driver: db.driver }, 'database open; applying migrations');
await migrateDb(db);
const app = await createApp({
  db,
  log,
  origins: allowedOrigins(env),
  includeTestGames: env.CORTEX_TEST_GAMES,
  botDelayMs: env.BOT_DELAY_MS,
  sweepMs: env.SWEEP_MS,
  botWorkers: env.BOT_WORKERS,
  botHardMs: env.BOT_HARD_MS,
  botNormalMs: env.BOT_NORMAL_MS,
  warmBots: true,
  trustProxy: env.TRUST_PROXY,
  peerLinks: env.PEER_HOST === 'off' ? false : { host: env.PEER_HOST, port: env.PEER_PORT },
  limits: {
    signUpsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    lobbiesPerAddressPerHour: env.LOBBIES_PER_ADDRESS_PER_HOUR,
    requestPointsPerAddressPerMinute: env.REQUESTS_PER_ADDRESS_PER_MINUTE,
    requestPointsPerAddressPerSecond: burstOf(env.REQUESTS_PER_ADDRESS_PER_MINUTE),
    requestPointsPerCallerPerMinute: env.REQUESTS_PER_ACCOUNT_PER_MINUTE,
    requestPointsPerCallerPerSecond: burstOf(env.REQUESTS_PER_ACCOUNT_PER_MINUTE),
    socketsPerAddress: env.WEBSOCKETS_PER_ADDRESS,
  },
  ...(env.SMTP_URL
    ? { mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, siteUrl: env.SITE_URL } }
    : { mail: { siteUrl: env.SITE_URL } }),
});
const { url } = await app.listen(env.PORT, env.HOST);
log.info({ url, games: app.services.games.list().map((g) => g.id) }, `Cortex API ready at ${url}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
