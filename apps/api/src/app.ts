// Composes the API from a database handle: services, pub/sub, bots and deadline sweeper, HTTP + WebSocket server.
import type { DbHandle } from '@cortex/db';
import type { AnyGame } from '@cortex/engine';
import type { Services } from './context';
import { createGameRegistry } from './games';
import { PubSub } from './lib/pubsub';
import type { Logger } from './logger';
import { AccountsService } from './modules/accounts/service';
import { LobbiesService } from './modules/lobbies/service';
import { MatchesService } from './modules/matches/service';
import { buildServer, type RunningServer } from './server';

export interface AppOptions {
  readonly db: DbHandle;
  readonly log: Logger;
  readonly origins: readonly string[];
  readonly includeTestGames?: boolean;
  readonly extraGames?: readonly AnyGame[];
  readonly botDelayMs?: number;
  readonly sweepMs?: number;
}

export interface App extends RunningServer {
  readonly services: Services;
}

export async function createApp(opts: AppOptions): Promise<App> {
  const games = createGameRegistry({ includeTestGames: opts.includeTestGames ?? false, ...(opts.extraGames ? { extra: opts.extraGames } : {}) });
  const pubsub = new PubSub(opts.db, opts.log);
  await pubsub.start();
  const matches = new MatchesService(opts.db, games, pubsub, opts.log, { botDelayMs: opts.botDelayMs ?? 0, sweepMs: opts.sweepMs ?? 2000 });
  const services: Services = {
    db: opts.db,
    games,
    log: opts.log,
    pubsub,
    accounts: new AccountsService(opts.db, pubsub),
    lobbies: new LobbiesService(opts.db, games, pubsub, matches),
    matches,
  };
  const server = await buildServer({ services, origins: opts.origins });
  matches.startSweeper();
  return {
    ...server,
    services,
    close: async () => {
      await matches.stop();
      await server.close();
      await pubsub.stop();
    },
  };
}
