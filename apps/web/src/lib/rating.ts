// A competitive rating in words: OpenSkill's conservative estimate on a 1,000-point scale, provisional for new players.

/** Matches before a rating stops being marked provisional. */
export const PROVISIONAL_MATCHES = 10;

/** How the site shows the API's rating (OpenSkill's ordinal, μ − 3σ, which starts at 0 for a new player). */
export function displayRating(ordinal: number): number {
  return Math.round(1000 + 40 * ordinal);
}

export const RATING_EXPLAINED =
  'A cautious estimate of skill: it starts at 1,000, rises as you win against strong players and falls as you lose, and it only counts what your results show for sure, so it climbs as the games add up. Shown as provisional for your first 10 rated matches.';

export function ratingWords(r: { rating: number | null | undefined; matches: number }): {
  value: string;
  provisional: boolean;
} {
  if (r.rating == null) return { value: '—', provisional: false };
  return { value: displayRating(r.rating).toLocaleString('en-US'), provisional: r.matches < PROVISIONAL_MATCHES };
}
