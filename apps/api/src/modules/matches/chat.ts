// Chat: a match's own, and the rules it shares with lobby chat (what a message may be, one rate limit per person, paging).
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { chatMessages, lobbyMessages, type DbHandle, type Executor } from '@cortex/db';
import { apiError, badInput, notFound } from '../../lib/errors';
import { connection, decodeIndexCursor, encodeCursor, pageSize } from '../../lib/pagination';
import type { PubSub } from '../../lib/pubsub';
import type { Caller } from '../accounts/service';
import type { MatchStore } from './store';

export const CHAT_MAX_LENGTH = 500;
export const CHAT_PER_MINUTE = 20;

/** The message as it will be stored (trimmed), or a BAD_USER_INPUT saying what is wrong with it. */
export function chatText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw badInput('Write something first.');
  if (trimmed.length > CHAT_MAX_LENGTH) throw badInput(`Chat messages are at most ${CHAT_MAX_LENGTH} characters.`);
  if (trimmed.includes('\u0000')) throw badInput('Chat messages cannot contain NUL characters.', { field: 'text' });
  return trimmed;
}

/**
 * Inside the transaction that will insert the message: serialises one person's messages and refuses the one over
 * the limit. Match and lobby messages count together, so moving from one chat to another does not reset it.
 */
export async function checkChatRate(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${userId}`}))`);
  const since = new Date(Date.now() - 60_000);
  const [inMatches] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gt(chatMessages.createdAt, since)));
  const [inLobbies] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(lobbyMessages)
    .where(and(eq(lobbyMessages.userId, userId), gt(lobbyMessages.createdAt, since)));
  if ((inMatches?.n ?? 0) + (inLobbies?.n ?? 0) >= CHAT_PER_MINUTE) {
    throw apiError('RATE_LIMITED', `At most ${CHAT_PER_MINUTE} chat messages a minute; wait a little.`, {
      retryAfterSeconds: 60,
    });
  }
}

/** A page of a chat (ChatConnection): oldest first, or with `last` the newest messages. */
export async function chatConnection<T extends { id: number }>(
  page: (opts: { afterId?: number; limit: number; newest: boolean }) => Promise<T[]>,
  args: { first?: number | null; after?: string | null; last?: number | null },
) {
  // Checked even with last, which ignores it: a cursor the server never gave out is refused.
  const after = decodeIndexCursor(args.after);
  if (args.last != null) {
    const n = pageSize(args.last, 50);
    const rows = (await page({ limit: n, newest: true })).reverse();
    return connection(rows, n, (r: T) => encodeCursor([r.id]));
  }
  const first = pageSize(args.first, 50);
  const rows = await page({ limit: first + 1, newest: false, ...(after !== undefined ? { afterId: after } : {}) });
  return connection(rows, first, (r: T) => encodeCursor([r.id]));
}

/** A match's chat: players and spectators write, everyone subscribed to the match hears of each message. */
export class MatchChat {
  constructor(
    private readonly db: DbHandle,
    private readonly store: MatchStore,
    private readonly pubsub: PubSub,
  ) {}

  async send(caller: Caller, matchId: string, text: string) {
    const match = await this.store.load(matchId);
    if (!match) throw notFound('That match');
    const trimmed = chatText(text);
    const phrases = match.game.chatPhrases;
    if (phrases && match.row.status === 'ACTIVE' && !phrases.includes(trimmed)) {
      throw badInput(
        `${match.game.name} is played fair: during play the chat takes only these phrases: ${phrases.map((p) => `"${p}"`).join(', ')}.`,
        { field: 'text' },
      );
    }
    const seat = match.players.find((p) => p.userId === caller.userId)?.seat ?? null;
    return this.db.db.transaction(async (tx) => {
      await checkChatRate(tx, caller.userId);
      const [row] = await tx
        .insert(chatMessages)
        .values({ matchId, userId: caller.userId, seat, text: trimmed })
        .returning();
      await this.pubsub.publish('match', { matchId, version: match.row.version }, tx);
      return row!;
    });
  }

  page(matchId: string, opts: { afterId?: number; limit: number; newest: boolean }) {
    const where =
      opts.afterId !== undefined
        ? and(eq(chatMessages.matchId, matchId), gt(chatMessages.id, opts.afterId))
        : eq(chatMessages.matchId, matchId);
    return this.db.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(opts.newest ? desc(chatMessages.id) : asc(chatMessages.id))
      .limit(opts.limit);
  }
}
