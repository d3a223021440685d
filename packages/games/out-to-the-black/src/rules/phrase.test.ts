// Shared phrases: signs, amounts, cards and limits, skill modifiers.
import { describe, expect, test } from 'vitest';
import { amountOf, cardsPhrase, limitPhrase, modsText, signed } from './phrase';

describe('phrases', () => {
  test.each([
    [signed(2), '+2'],
    [signed(-1), '-1'],
    [signed(0), '0'],
    [amountOf('credits', 1), '1 Credit'],
    [amountOf('credits', 3), '3 Credits'],
    [amountOf('honor', 2), '2 Honor'],
    [cardsPhrase(1), 'one card'],
    [cardsPhrase(3), '3 cards'],
    [limitPhrase(5), ', limit 5 in hand'],
    [limitPhrase(), ''],
    [modsText([0, -2, 0]), "-2 Flyin'"],
    [modsText([-1, 0, 1]), "-1 Fightin', +1 Thinkin'"],
  ])('%s', (phrase, expected) => {
    expect(phrase).toBe(expected);
  });
});
