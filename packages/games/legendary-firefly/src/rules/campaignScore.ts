// The campaign score of "Winning a Campaign": per-game points, bonuses for later wins, all five won, and the Final Score Chart.

/** One finished campaign game: won or lost, and its Victory Points (0-6: 1 for A, 2 for B, 3 for winning). */
export interface CampaignGameScore {
  readonly won: boolean;
  readonly points: number;
}

export const CAMPAIGN_GAMES = 5;
/** Bonus for winning game 2, 3, 4 and 5 (index 1-4); game 1 earns none. */
export const WIN_BONUS: readonly number[] = [0, 5, 10, 15, 20];
export const ALL_WON_BONUS = 20;

/** The Final Score Chart, best first: the lowest score of each rating. */
export const FINAL_SCORE_CHART: readonly (readonly [number, string])[] = [
  [100, 'Big Damn Heroes'],
  [85, "Everything's Shiny, Cap'n"],
  [51, 'Keep Flying'],
  [0, 'Time to Retire and Give Up This Life of Crime'],
];

export interface CampaignTotal {
  readonly total: number;
  /** Set once all five games are played. */
  readonly rating: string | null;
  readonly lines: readonly string[];
}

/** Scores the games played so far; the rating comes with the fifth. */
export function campaignScore(games: readonly CampaignGameScore[]): CampaignTotal {
  if (games.length > CAMPAIGN_GAMES)
    throw new RangeError(`A campaign has ${CAMPAIGN_GAMES} games, not ${games.length}.`);
  for (const g of games) {
    if (!Number.isInteger(g.points) || g.points < 0 || g.points > 6)
      throw new RangeError(`A game scores 0 to 6 points, not ${g.points}.`);
  }
  const points = games.reduce((sum, g) => sum + g.points, 0);
  const wins = games.flatMap((g, i) => (g.won && WIN_BONUS[i]! > 0 ? [i] : []));
  const bonus = wins.reduce((sum, i) => sum + WIN_BONUS[i]!, 0);
  const allWon = games.length === CAMPAIGN_GAMES && games.every((g) => g.won);
  const total = points + bonus + (allWon ? ALL_WON_BONUS : 0);
  const lines = [
    `Game scores ${games.map((g) => g.points).join(', ') || '—'}: ${points}`,
    wins.length > 0
      ? `Winning game${wins.length > 1 ? 's' : ''} ${wins.map((i) => i + 1).join(', ')}: ${bonus}`
      : 'No bonus for later wins yet: 0',
    ...(allWon ? [`All five games won: ${ALL_WON_BONUS}`] : []),
  ];
  const rating = games.length === CAMPAIGN_GAMES ? FINAL_SCORE_CHART.find(([least]) => total >= least)![1] : null;
  return { total, rating, lines };
}
