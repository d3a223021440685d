// Ratings as people read them: a 1,000-point scale from OpenSkill's ordinal, provisional for a player's first matches.
import { describe, expect, it } from 'vitest';
import { displayRating, ratingWords } from './rating';

describe('ratings in words', () => {
  it.each([
    [0, 1000],
    [-1.8, 928],
    [12.5, 1500],
  ])('ordinal %d shows as %d', (ordinal, shown) => {
    expect(displayRating(ordinal)).toBe(shown);
  });

  it('marks a rating provisional until ten matches are played, and never prints a deviation', () => {
    expect(ratingWords({ rating: -1.8, matches: 1 })).toEqual({ value: '928', provisional: true });
    expect(ratingWords({ rating: 12.5, matches: 10 })).toEqual({ value: '1,500', provisional: false });
    expect(ratingWords({ rating: null, matches: 0 })).toEqual({ value: '—', provisional: false });
  });
});
