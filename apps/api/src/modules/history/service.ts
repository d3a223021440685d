// Match history: anyone's public matches and your own private ones, newest first, filtered by player, game, status, result.
import { and, desc, eq, exists, lt, or, sql, type SQL } from 'drizzle-orm';
import { campaigns, lobbies, matches, matchPlayers, type DbHandle, type MatchStatus } from '@cortex/db';

export interface HistoryFilter {
  userId?: string;
  gameId?: string | null;
  status?: MatchStatus | null;
  result?: 'WON' | 'LOST' | null;
  viewerId?: string;
  after?: { at: string; id: string };
  limit: number;
}

export async function historyPage(db: DbHandle, f: HistoryFilter): Promise<{ id: string; createdAt: Date }[]> {
  const conditions: SQL[] = [];
  const playedBy = (userId: string, extra?: SQL) =>
    exists(
      db.db
        .select({ one: sql`1` })
        .from(matchPlayers)
        .where(and(eq(matchPlayers.matchId, matches.id), eq(matchPlayers.userId, userId), extra)),
    );
  if (f.userId) conditions.push(playedBy(f.userId));
  if (f.gameId) conditions.push(eq(matches.gameId, f.gameId));
  if (f.status) conditions.push(eq(matches.status, f.status));
  const subject = f.userId ?? f.viewerId;
  if (f.result && subject) {
    conditions.push(eq(matches.status, 'FINISHED'));
    conditions.push(
      playedBy(subject, f.result === 'WON' ? eq(matchPlayers.winner, true) : sql`${matchPlayers.winner} is not true`),
    );
  }
  // Matches of private lobbies (and private campaigns, whose later games have no lobby) are history only for their own players.
  const isPublic = sql`coalesce(${lobbies.private}, ${campaigns.private}, false) = false`;
  conditions.push(f.viewerId ? or(isPublic, playedBy(f.viewerId))! : isPublic);
  if (f.after) {
    const at = new Date(f.after.at);
    conditions.push(or(lt(matches.createdAt, at), and(eq(matches.createdAt, at), lt(matches.id, f.after.id)))!);
  }
  return db.db
    .select({ id: matches.id, createdAt: matches.createdAt })
    .from(matches)
    .leftJoin(lobbies, eq(lobbies.id, matches.lobbyId))
    .leftJoin(campaigns, eq(campaigns.id, matches.campaignId))
    .where(and(...conditions))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(f.limit);
}

/** Finished matches, wins and losses of a user. */
export async function userRecord(
  db: DbHandle,
  userId: string,
): Promise<{ played: number; wins: number; losses: number }> {
  const [row] = await db.db
    .select({
      // Distinct matches: one person may hold several seats of a cooperative match.
      played: sql<number>`count(distinct ${matchPlayers.matchId})::int`,
      wins: sql<number>`count(distinct ${matchPlayers.matchId}) filter (where ${matchPlayers.winner})::int`,
    })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .where(and(eq(matchPlayers.userId, userId), eq(matches.status, 'FINISHED')));
  const played = row?.played ?? 0;
  const wins = row?.wins ?? 0;
  return { played, wins, losses: played - wins };
}
