// Leaderboards: competitive games by OpenSkill ordinal, cooperative ones by wins, win rate and best score (see results/ratings.ts).
import { desc, eq, sql } from 'drizzle-orm';
import { ratings, users, type DbHandle } from '@cortex/db';
import type { AnyGame } from '@cortex/engine';

export interface LeaderboardRow {
  userId: string;
  username: string;
  mu: number;
  sigma: number;
  ordinal: number;
  matches: number;
  wins: number;
  bestScore: number | null;
}

/** Competitive: by ordinal. Cooperative: by wins, then win rate, then best score. */
export async function leaderboardPage(
  db: DbHandle,
  game: AnyGame,
  offset: number,
  limit: number,
): Promise<LeaderboardRow[]> {
  const order =
    game.mode === 'competitive'
      ? [desc(ratings.ordinal), desc(ratings.matches), users.username]
      : [
          desc(ratings.wins),
          desc(sql`${ratings.wins}::float / greatest(${ratings.matches}, 1)`),
          desc(sql`coalesce(${ratings.bestScore}, -1e9)`),
          users.username,
        ];
  return db.db
    .select({
      userId: ratings.userId,
      username: users.username,
      mu: ratings.mu,
      sigma: ratings.sigma,
      ordinal: ratings.ordinal,
      matches: ratings.matches,
      wins: ratings.wins,
      bestScore: ratings.bestScore,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.gameId, game.id))
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
}
