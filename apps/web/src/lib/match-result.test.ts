// Tests for a finished match's result in words on history and profile lists.
import { describe, expect, test } from 'vitest';
import { resultWords, type ResultMatch } from './match-result';

const match = (winners: readonly boolean[]): ResultMatch => ({
  status: 'FINISHED',
  players: winners.map((winner, seat) => ({ seat, winner, ...(seat === 0 ? { user: { id: 'u', username: 'zoe' } } : { bot: 'normal' }) })),
});

describe('resultWords', () => {
  test.each([
    { winners: [true, false], viewer: undefined, words: 'Won by zoe' },
    { winners: [false, true], viewer: undefined, words: 'Won by Bot (normal)' },
    { winners: [true, true, true, true, true], viewer: undefined, words: 'Won by the whole table' },
    { winners: [false, false], viewer: undefined, words: 'Finished' },
    { winners: [true, true], viewer: 'zoe', words: 'Won (shared)' },
    { winners: [false, true], viewer: 'zoe', words: 'Lost — Bot (normal) won' },
  ])('$winners seen by $viewer reads "$words"', ({ winners, viewer, words }) => {
    expect(resultWords(match(winners), viewer)).toBe(words);
  });
});
