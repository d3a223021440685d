// The API's environment, read and validated in one place: a bad value stops start-up with a message in words.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIMITS } from './lib/limits';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** A real Postgres; without it the embedded PGlite under CORTEX_DATA_DIR is used. */
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CORTEX_DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Also host the engine's test game (tests and e2e only). */
  CORTEX_TEST_GAMES: flag,
  /** Comma-separated browser origins allowed to call the API with cookies. */
  WEB_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  /** Pause before each bot move, so people can follow (0 in tests). */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(600),
  /** Thinking time per decision of the `hard` bot (ISMCTS), and the budget of the other levels, in milliseconds. */
  BOT_HARD_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  BOT_NORMAL_MS: z.coerce.number().int().min(1).max(60_000).default(50),
  /** Worker threads deciding bot moves (0 decides on the event loop, as the random level always is: BotPool.decide). */
  BOT_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** How often deadlines and pending bot decisions are checked. */
  SWEEP_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** Mail about async matches ("your move", "deadline near") goes through this SMTP server, e.g. smtp://user:pass@host:587. */
  SMTP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of that mail. */
  MAIL_FROM: z.string().default('Cortex <cortex@localhost>'),
  /** The site's address, for links in mail. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Which peers are proxies whose X-Forwarded-For / -Proto are believed (client address, Secure cookies): "loopback", addresses or CIDRs separated by commas, or "none". */
  TRUST_PROXY: z.string().default('loopback'),
  /** Accounts one address may create per hour. */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_LIMITS.signUpsPerAddressPerHour),
  /** Lobbies one address may open per hour. */
  LOBBIES_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_LIMITS.lobbiesPerAddressPerHour),
  /** Request points one address may spend per minute (a request costs 1, replays and records more); a twentieth of them per second. */
  REQUESTS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(DEFAULT_LIMITS.requestPointsPerAddressPerMinute),
  /** The same for one signed-in account, wherever it connects from. */
  REQUESTS_PER_ACCOUNT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(DEFAULT_LIMITS.requestPointsPerCallerPerMinute),
  /** WebSockets one address may hold open. */
  WEBSOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_LIMITS.socketsPerAddress),
  /**
   * Where this instance takes direct links from other API instances on the same Postgres (a batch's moves go over them
   * instead of through the database, sealed): an address the others reach, best on a network only they share (a
   * stranger who knocks is refused, but still knocks), or "off".
   */
  PEER_HOST: z
    .string()
    .min(1)
    .refine((host) => !['0.0.0.0', '::', '[::]'].includes(host), {
      message:
        'PEER_HOST is the address other instances connect to, so it cannot be the wildcard: give this host an address they reach (or "off").',
    })
    .default('127.0.0.1'),
  /** The port for those links (0: any free one; each instance tells the others its own through the database). */
  PEER_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${problems}`);
  }
  return parsed.data;
}

export function allowedOrigins(env: Env): string[] {
  return env.WEB_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
