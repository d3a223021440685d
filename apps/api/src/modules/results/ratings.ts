// Ratings from a finished match: OpenSkill (Weng-Lin) for competitive games, wins / win rate / best score for cooperative ones.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rating as osRating, rate as osRate, ordinal as osOrdinal } from 'openskill';
import { ratings, type Executor } from '@cortex/db';
import type { AnyGame, MatchResult } from '@cortex/engine';

export interface SeatOutcome {
  readonly seat: number;
  readonly userId: string | null;
  readonly winner: boolean;
  readonly rank: number;
  readonly score: number | null;
}

/** Updates ratings inside the transaction that ends the match. Bots are not rated and do not count. */
export async function updateRatings(tx: Executor, game: AnyGame, outcomes: readonly SeatOutcome[]): Promise<void> {
  const humans = outcomes.filter((o): o is SeatOutcome & { userId: string } => o.userId !== null);
  if (humans.length === 0) return;
  const ids = [...new Set(humans.map((h) => h.userId))];
  const existing = await tx
    .select()
    .from(ratings)
    .where(and(eq(ratings.gameId, game.id), inArray(ratings.userId, ids)));
  const byUser = new Map(existing.map((r) => [r.userId, r]));

  if (game.mode === 'competitive') {
    // Every seat takes part in the rating update (bots as fixed default players), so ranks stay meaningful.
    const teams = outcomes.map((o) => {
      const prior = o.userId ? byUser.get(o.userId) : undefined;
      return [prior ? osRating({ mu: prior.mu, sigma: prior.sigma }) : osRating()];
    });
    const rated = osRate(teams, { rank: outcomes.map((o) => o.rank) });
    for (const [i, o] of outcomes.entries()) {
      if (!o.userId) continue;
      const next = rated[i]![0]!;
      await upsert(tx, game.id, o.userId, {
        mu: next.mu,
        sigma: next.sigma,
        ordinal: osOrdinal(next),
        win: o.winner,
        score: o.score,
      });
    }
    return;
  }
  // A person holding several seats of a cooperative match played it once.
  const once = humans.filter((o, i) => humans.findIndex((h) => h.userId === o.userId) === i);
  for (const o of once) {
    const prior = byUser.get(o.userId);
    const base = prior ?? { mu: 25, sigma: 25 / 3 };
    await upsert(tx, game.id, o.userId, { mu: base.mu, sigma: base.sigma, ordinal: 0, win: o.winner, score: o.score });
  }
}

async function upsert(
  tx: Executor,
  gameId: string,
  userId: string,
  r: { mu: number; sigma: number; ordinal: number; win: boolean; score: number | null },
): Promise<void> {
  await tx
    .insert(ratings)
    .values({
      userId,
      gameId,
      mu: r.mu,
      sigma: r.sigma,
      ordinal: r.ordinal,
      matches: 1,
      wins: r.win ? 1 : 0,
      bestScore: r.score,
    })
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.gameId],
      set: {
        mu: r.mu,
        sigma: r.sigma,
        ordinal: r.ordinal,
        matches: sql`${ratings.matches} + 1`,
        wins: sql`${ratings.wins} + ${r.win ? 1 : 0}`,
        bestScore:
          r.score === null
            ? sql`${ratings.bestScore}`
            : sql`greatest(coalesce(${ratings.bestScore}, ${r.score}), ${r.score})`,
        updatedAt: new Date(),
      },
    });
}

/**
 * Turns an engine result into per-seat outcomes; forfeited seats rank last (together) and never win. The others keep
 * their order and are ranked among themselves, so ranks run 1..seats as in a game that ended by its rules.
 */
export function outcomesOf(
  result: MatchResult,
  seats: readonly { seat: number; userId: string | null }[],
  forfeited: ReadonlySet<number>,
): SeatOutcome[] {
  const worst = Math.max(...result.ranks, 0) + 1;
  const gameRank = (seat: number) => result.ranks[seat] ?? worst;
  const playing = seats.filter((s) => !forfeited.has(s.seat));
  return seats.map(({ seat, userId }) => ({
    seat,
    userId,
    winner: !forfeited.has(seat) && result.winners.includes(seat),
    rank: forfeited.has(seat)
      ? playing.length + 1
      : 1 + playing.filter((o) => gameRank(o.seat) < gameRank(seat)).length,
    score: result.scores?.[seat] ?? null,
  }));
}
