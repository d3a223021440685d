// Who hears of what when a match, lobby or challenge changes: user events, published in the transaction that made the change.
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { lobbies, lobbySeats, type Executor } from '@cortex/db';
import type { PubSub } from '../../lib/pubsub';

export const USER_EVENT_KINDS = [
  'YOUR_TURN',
  'MATCH_STARTED',
  'MATCH_FINISHED',
  'LOBBY_UPDATED',
  'REMATCH_OFFERED',
  'CHALLENGE_RECEIVED',
  'CHALLENGE_ANSWERED',
] as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

/** The ids an event is about; never anything secret, as every instance (and the database) sees the payload. */
export interface UserEventIds {
  readonly matchId?: string;
  readonly lobbyId?: string;
  readonly challengeId?: string;
}

/** The `user` channel's payload: one event for one user. */
export interface UserEventMessage {
  readonly userId: string;
  readonly kind: UserEventKind;
  readonly ids: UserEventIds;
}

/** A seat as matches and lobbies hold it; `away` and `resigned` only matter once a match runs. */
interface SeatHolder {
  readonly seat: number;
  readonly userId: string | null;
  readonly bot: string | null;
  readonly away?: boolean;
  readonly resigned?: boolean;
}

/** Each person once, however many seats they hold (one person may play several characters of a cooperative game). */
function peopleOf(seats: readonly SeatHolder[]): string[] {
  return [...new Set(seats.filter((s) => s.userId !== null && s.bot === null).map((s) => s.userId!))];
}

/**
 * YOUR_TURN for each person the match awaits now and did not await before the change. A seat awaited again right after
 * its own move gets no second event: a client keeps playing while Match.toAct holds its seat. A seat its person gave up
 * (resigned), or forfeited (away in a competitive game), has no moves left for them, so they are not told.
 */
export function turnEvents(
  matchId: string,
  players: readonly SeatHolder[],
  before: readonly number[],
  after: readonly number[],
  competitive: boolean,
): UserEventMessage[] {
  const awaited = players.filter(
    (p) =>
      after.includes(p.seat) && !before.includes(p.seat) && p.resigned !== true && !(competitive && p.away === true),
  );
  return peopleOf(awaited).map((userId) => ({ userId, kind: 'YOUR_TURN', ids: { matchId } }));
}

/** A new match: MATCH_STARTED for every person seated, then YOUR_TURN for those it awaits first. */
export function startEvents(
  matchId: string,
  lobbyId: string | null,
  seats: readonly SeatHolder[],
  toAct: readonly number[],
): UserEventMessage[] {
  const ids = lobbyId ? { matchId, lobbyId } : { matchId };
  return [
    ...peopleOf(seats).map((userId): UserEventMessage => ({ userId, kind: 'MATCH_STARTED', ids })),
    ...turnEvents(matchId, seats, [], toAct, false),
  ];
}

/** A rematch opened: REMATCH_OFFERED for every person of the match but the one who opened it. */
export function rematchEvents(
  matchId: string,
  lobbyId: string,
  players: readonly SeatHolder[],
  by: string,
): UserEventMessage[] {
  return peopleOf(players)
    .filter((userId) => userId !== by)
    .map((userId) => ({ userId, kind: 'REMATCH_OFFERED', ids: { matchId, lobbyId } }));
}

/** A match over: MATCH_FINISHED for every person seated. */
export function finishEvents(matchId: string, players: readonly SeatHolder[]): UserEventMessage[] {
  return peopleOf(players).map((userId) => ({ userId, kind: 'MATCH_FINISHED', ids: { matchId } }));
}

/** Publishes the events; inside a transaction they are delivered only if it commits. */
export async function publishUserEvents(
  pubsub: PubSub,
  exec: Executor | undefined,
  events: readonly UserEventMessage[],
): Promise<void> {
  for (const event of events) await pubsub.publish('user', event, exec);
}

/**
 * The events as `, pg_notify(…)` items to append to a statement's select list, for a write that notifies as part of
 * its own statement (and so only when that statement commits); empty when there are none.
 */
export function userEventNotifies(pubsub: PubSub, events: readonly UserEventMessage[]): SQL {
  return sql.join(
    events.map((event) => {
      const wire = pubsub.wire('user', event);
      return sql`, pg_notify(${wire.channel}, ${wire.payload})`;
    }),
  );
}

/** LOBBY_UPDATED for the lobby's host and everyone seated in it, as the lobby stands in `exec`. */
export async function publishLobbyEvents(pubsub: PubSub, exec: Executor, lobbyId: string): Promise<void> {
  const seated = await exec
    .selectDistinct({ userId: lobbySeats.userId })
    .from(lobbySeats)
    .where(and(eq(lobbySeats.lobbyId, lobbyId), isNotNull(lobbySeats.userId)));
  const [lobby] = await exec.select({ hostId: lobbies.hostId }).from(lobbies).where(eq(lobbies.id, lobbyId));
  const people = new Set([...(lobby ? [lobby.hostId] : []), ...seated.map((s) => s.userId!)]);
  await publishUserEvents(
    pubsub,
    exec,
    [...people].map((userId) => ({ userId, kind: 'LOBBY_UPDATED', ids: { lobbyId } })),
  );
}
