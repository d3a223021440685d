// Per-request context shared by every resolver: services, the caller, and transport hooks (cookies, client IP).
import type { DbHandle } from '@cortex/db';
import type { GameRegistry } from './games';
import type { AbuseLimits } from './lib/limits';
import type { RequestLimiter } from './lib/requestLimits';
import type { PubSub } from './lib/pubsub';
import type { Logger } from './logger';
import type { AccountsService, Caller } from './modules/accounts/service';
import type { CampaignsService } from './modules/campaigns/service';
import type { ChallengesService } from './modules/challenges/service';
import type { EventsService } from './modules/events/service';
import type { LobbiesService } from './modules/lobbies/service';
import type { MatchesService } from './modules/matches/service';
import type { NotificationsService } from './modules/notifications/service';
import type { ReplayCache } from './modules/matches/replayCache';

/** A stored move as the matches service reads it back. */
export type StoredMove = Awaited<ReturnType<MatchesService['moves']>>[number];

export interface Services {
  readonly db: DbHandle;
  readonly games: GameRegistry;
  readonly log: Logger;
  readonly pubsub: PubSub;
  readonly limits: AbuseLimits;
  readonly accounts: AccountsService;
  readonly lobbies: LobbiesService;
  readonly matches: MatchesService;
  readonly campaigns: CampaignsService;
  readonly notifications: NotificationsService;
  readonly challenges: ChallengesService;
  readonly events: EventsService;
  /** Request rates per address and caller, and chat per address (lib/requestLimits.ts). */
  readonly requests: RequestLimiter;
  /** Snapshots of ended matches' replays. */
  readonly replays: ReplayCache<StoredMove>;
}

export interface Context {
  readonly services: Services;
  readonly caller: Caller | null;
  readonly ip: string;
  /** The client's User-Agent, for the session list. */
  readonly userAgent?: string;
  /** Set when the request came from an allowed browser origin over HTTP: the session travels in a cookie. */
  readonly cookies?: { set(token: string): void; clear(): void };
}
