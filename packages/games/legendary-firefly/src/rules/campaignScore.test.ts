// The rulebook's two campaign scoring examples, the bonus table and the Final Score Chart's edges.
import { describe, expect, test } from 'vitest';
import { campaignScore, type CampaignGameScore } from './campaignScore';

const games = (won: readonly boolean[], points: readonly number[]): CampaignGameScore[] =>
  won.map((w, i) => ({ won: w, points: points[i]! }));

describe('campaignScore', () => {
  test('Example 1: all five won with 6, 4, 3, 6, 5 → 24 + 50 + 20 = 94 points', () => {
    const score = campaignScore(games([true, true, true, true, true], [6, 4, 3, 6, 5]));
    expect(score.total).toBe(94);
    expect(score.rating).toBe("Everything's Shiny, Cap'n");
    expect(score.lines).toEqual([
      'Game scores 6, 4, 3, 6, 5: 24',
      'Winning games 2, 3, 4, 5: 50',
      'All five games won: 20',
    ]);
  });

  test('Example 2: games 1, 4 and 5 won with 6, 3, 1, 6, 5 → 21 + 35 = 56 points', () => {
    const score = campaignScore(games([true, false, false, true, true], [6, 3, 1, 6, 5]));
    expect(score.total).toBe(56);
    expect(score.rating).toBe('Keep Flying');
  });

  test.each([
    { won: [true, true, true, true, true], points: [6, 6, 6, 6, 6], total: 100, rating: 'Big Damn Heroes' },
    { won: [true, true, true, true, true], points: [3, 3, 3, 3, 3], total: 85, rating: "Everything's Shiny, Cap'n" },
    {
      won: [false, false, false, true, true],
      points: [0, 0, 0, 6, 5],
      total: 46,
      rating: 'Time to Retire and Give Up This Life of Crime',
    },
    {
      won: [false, true, true, true, false],
      points: [0, 3, 3, 3, 2],
      total: 41,
      rating: 'Time to Retire and Give Up This Life of Crime',
    },
    { won: [true, true, false, true, true], points: [6, 6, 0, 6, 6], total: 64, rating: 'Keep Flying' },
  ])('$won / $points → $total, $rating', ({ won, points, total, rating }) => {
    const score = campaignScore(games(won, points));
    expect(score.total).toBe(total);
    expect(score.rating).toBe(rating);
  });

  test('winning game 1 earns no bonus; the rating waits for the fifth game', () => {
    expect(campaignScore(games([true], [6]))).toEqual({
      total: 6,
      rating: null,
      lines: ['Game scores 6: 6', 'No bonus for later wins yet: 0'],
    });
    expect(campaignScore(games([true, true], [3, 3])).total).toBe(11);
  });

  test('impossible inputs are refused', () => {
    expect(() => campaignScore(games([true, true, true, true, true, true], [1, 1, 1, 1, 1, 1]))).toThrow(RangeError);
    expect(() => campaignScore(games([true], [7]))).toThrow(/0 to 6/);
  });
});
