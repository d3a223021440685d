// Per-request context shared by every resolver: services, the caller, and the logger.
import type { DbHandle } from '@cortex/db';
import type { GameRegistry } from './games';
import type { Logger } from './logger';

export interface Services {
  readonly db: DbHandle;
  readonly games: GameRegistry;
  readonly log: Logger;
}

export interface Context {
  readonly services: Services;
}
