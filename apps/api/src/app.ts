// Composes the API from a database handle: services, pub/sub, bots and deadline sweeper, HTTP + WebSocket server.
import { DEFAULT_LIMITS, type AbuseLimits } from './lib/limits';
import { DEFAULT_TRUST_PROXY } from './lib/clientAddress';
import type { DbHandle } from '@cortex/db';
import type { AnyGame } from '@cortex/engine';
import type { Services } from './context';
import { createGameRegistry } from './games';
import { BotPool } from './lib/botPool';
import { CampaignsService } from './modules/campaigns/service';
import { PubSub, type PeerLinksAddress } from './lib/pubsub';
import type { Logger } from './logger';
import { AccountsService } from './modules/accounts/service';
import { ChallengesService } from './modules/challenges/service';
import { EventsService } from './modules/events/service';
import { LobbiesService } from './modules/lobbies/service';
import { MatchesService } from './modules/matches/service';
import { ReplayCache } from './modules/matches/replayCache';
import { RequestLimiter } from './lib/requestLimits';
import { NotificationsService } from './modules/notifications/service';
import { smtpMailer } from './lib/mailer';
import { buildServer, type RunningServer } from './server';

export { ONE_MACHINE_LIMITS } from './lib/limits';

export interface AppOptions {
  readonly db: DbHandle;
  readonly log: Logger;
  readonly origins: readonly string[];
  readonly includeTestGames?: boolean;
  readonly extraGames?: readonly AnyGame[];
  readonly botDelayMs?: number;
  readonly sweepMs?: number;
  /** Worker threads deciding bot moves (default 1; 0 decides in-process). */
  readonly botWorkers?: number;
  /** Thinking time of the `hard` bot, and of every other level, per decision in milliseconds. */
  readonly botHardMs?: number;
  readonly botNormalMs?: number;
  /** Start the bot workers at once instead of on the first bot move (the server does; tests need not). */
  readonly warmBots?: boolean;
  /** Mail about async matches: the SMTP server (none: no mail is sent), the sender and the site's address for links. */
  readonly mail?: { readonly smtpUrl?: string; readonly from?: string; readonly siteUrl?: string };
  /** Proxies whose forwarded headers are believed (TRUST_PROXY; default "loopback"). */
  readonly trustProxy?: string;
  /** Abuse limits that differ from lib/limits.ts DEFAULT_LIMITS. */
  readonly limits?: Partial<AbuseLimits>;
  /**
   * Where this instance takes direct links from other instances on the same Postgres (PEER_HOST, PEER_PORT; default
   * 127.0.0.1 on any free port), or false for none: every change between instances then goes through Postgres.
   */
  readonly peerLinks?: PeerLinksAddress;
}

/** The games the bot worker threads load (lib/botWorker.ts); any other game's bots decide in-process. */
const HOSTED_BY_WORKERS: ReadonlySet<string> = new Set([
  'legendary-firefly',
  'out-to-the-black',
  'misbehavin',
  'niskas-debt',
  'test-pairs',
]);

export interface App extends RunningServer {
  readonly services: Services;
}

export async function createApp(opts: AppOptions): Promise<App> {
  const limits: AbuseLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const games = createGameRegistry({
    includeTestGames: opts.includeTestGames ?? false,
    ...(opts.extraGames ? { extra: opts.extraGames } : {}),
  });
  const pubsub = new PubSub(opts.db, opts.log, opts.peerLinks);
  await pubsub.start();
  const bots = new BotPool({ workers: opts.botWorkers ?? 1, hosted: HOSTED_BY_WORKERS });
  if (opts.warmBots) bots.warm();
  const mailer = opts.mail?.smtpUrl
    ? smtpMailer(opts.mail.smtpUrl, opts.mail.from ?? 'Cortex <cortex@localhost>')
    : null;
  const notifications = new NotificationsService(
    opts.db,
    mailer,
    opts.log,
    opts.mail?.siteUrl ?? 'http://localhost:3000',
    (id) => games.get(id)?.name ?? id,
  );
  const matches = new MatchesService(opts.db, games, pubsub, opts.log, {
    notifications,
    botDelayMs: opts.botDelayMs ?? 0,
    sweepMs: opts.sweepMs ?? 2000,
    bots,
    botBudgetMs: { hard: opts.botHardMs ?? 1000, other: opts.botNormalMs ?? 50 },
  });
  const campaigns = new CampaignsService(opts.db, games, matches);
  const accounts = new AccountsService(opts.db, pubsub, limits);
  const lobbies = new LobbiesService(opts.db, games, pubsub, matches, campaigns, limits);
  const services: Services = {
    db: opts.db,
    games,
    log: opts.log,
    pubsub,
    limits,
    accounts,
    lobbies,
    matches,
    campaigns,
    notifications,
    replays: new ReplayCache(),
    requests: new RequestLimiter(limits),
    challenges: new ChallengesService(opts.db, pubsub, accounts, lobbies),
    events: new EventsService(opts.db, pubsub),
  };
  const server = await buildServer({
    services,
    origins: opts.origins,
    trustProxy: opts.trustProxy ?? DEFAULT_TRUST_PROXY,
  });
  matches.startSweeper();
  return {
    ...server,
    services,
    close: async () => {
      await matches.stop();
      await notifications.settle();
      mailer?.close();
      await bots.close();
      await server.close();
      await pubsub.stop();
    },
  };
}
