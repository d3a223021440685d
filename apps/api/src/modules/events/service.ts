// User events: one stream per signed-in subscriber of the `user` channel, led by what was already due when it opened.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { challenges, lobbies, matches, matchPlayers, type DbHandle } from '@cortex/db';
import type { PubSub } from '../../lib/pubsub';
import type { UserEventKind, UserEventMessage } from './publish';

/** An event as the UserEvent type resolves it. */
export interface UserEvent {
  readonly kind: UserEventKind;
  readonly matchId: string | null;
  readonly lobbyId: string | null;
  readonly challengeId: string | null;
  readonly at: Date;
}

/**
 * Unread events a subscriber may hold. Events are hints (the client reads the match or challenge they name), so a
 * subscriber that reads too slowly loses the oldest instead of holding memory without bound.
 */
export const MAX_UNREAD_EVENTS = 100;

/** How many already-due matches and challenges a new stream starts with. */
const DUE_LIMIT = 100;

function eventOf(message: UserEventMessage, at = new Date()): UserEvent {
  return {
    kind: message.kind,
    matchId: message.ids.matchId ?? null,
    lobbyId: message.ids.lobbyId ?? null,
    challengeId: message.ids.challengeId ?? null,
    at,
  };
}

const keyOf = (e: UserEvent): string => `${e.kind}:${e.matchId}:${e.lobbyId}:${e.challengeId}`;

export class EventsService {
  /** Streams by user, so a notification wakes its own user's subscribers only. */
  readonly #byUser = new Map<string, Set<(event: UserEvent) => void>>();

  constructor(
    private readonly db: DbHandle,
    pubsub: PubSub,
  ) {
    pubsub.on('user', (message) => {
      const streams = this.#byUser.get(message.userId);
      if (!streams) return;
      const event = eventOf(message);
      for (const push of streams) push(event);
    });
  }

  /** How many event streams the user has open on this instance (tests wait on it before acting). */
  openStreams(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * The user's events from now on. It opens with what is already due, so a client connecting late misses nothing:
   * YOUR_TURN for each active match awaiting one of their seats, CHALLENGE_RECEIVED for each pending challenge to them.
   */
  stream(userId: string): AsyncIterableIterator<UserEvent> {
    const queue: UserEvent[] = [];
    let wake: (() => void) | undefined;
    let done = false;
    let failure: unknown;
    const push = (event: UserEvent): void => {
      // The same event twice in a row unread says nothing new (a due turn found at the start, then announced live).
      if (queue.some((e) => keyOf(e) === keyOf(event))) return;
      queue.push(event);
      if (queue.length > MAX_UNREAD_EVENTS) queue.shift();
      wake?.();
    };
    const streams = this.#byUser.get(userId) ?? new Set();
    streams.add(push);
    this.#byUser.set(userId, streams);
    const stop = (): void => {
      done = true;
      streams.delete(push);
      if (streams.size === 0 && this.#byUser.get(userId) === streams) this.#byUser.delete(userId);
      wake?.();
    };
    // Listening began above, before the look at what is due: an event in between is not lost, at worst seen twice.
    this.due(userId).then(
      (events) => events.forEach(push),
      (error: unknown) => {
        failure = error;
        wake?.();
      },
    );
    const iterator: AsyncIterableIterator<UserEvent> = {
      async next() {
        while (queue.length === 0 && !done && failure === undefined)
          await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        if (failure !== undefined) {
          stop();
          throw failure;
        }
        const event = queue.shift();
        if (done || !event) return { done: true, value: undefined };
        return { done: false, value: event };
      },
      async return() {
        stop();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** What is already due for the user: their turns in active matches and the challenges awaiting their answer. */
  private async due(userId: string): Promise<UserEvent[]> {
    const turns = await this.db.db
      .selectDistinct({ id: matches.id })
      .from(matchPlayers)
      .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
      .where(
        and(
          eq(matchPlayers.userId, userId),
          isNull(matchPlayers.bot),
          eq(matchPlayers.resigned, false),
          eq(matches.status, 'ACTIVE'),
          sql`${matchPlayers.seat} = any(${matches.toAct})`,
        ),
      )
      .limit(DUE_LIMIT);
    const asked = await this.db.db
      .select({ id: challenges.id, lobbyId: challenges.lobbyId })
      .from(challenges)
      .innerJoin(lobbies, eq(lobbies.id, challenges.lobbyId))
      .where(and(eq(challenges.challengedId, userId), eq(challenges.status, 'PENDING'), eq(lobbies.status, 'OPEN')))
      .limit(DUE_LIMIT);
    return [
      ...turns.map((t) => eventOf({ userId, kind: 'YOUR_TURN', ids: { matchId: t.id } })),
      ...asked.map((c) =>
        eventOf({ userId, kind: 'CHALLENGE_RECEIVED', ids: { challengeId: c.id, lobbyId: c.lobbyId } }),
      ),
    ];
  }
}
