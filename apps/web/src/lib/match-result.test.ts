// Tests for a finished match's result in words on history and profile lists.
import { describe, expect, test } from 'vitest';
import { endReasonWords, resultWords, type ResultMatch } from './match-result';

const match = (winners: readonly boolean[]): ResultMatch => ({
  status: 'FINISHED',
  players: winners.map((winner, seat) => ({
    seat,
    winner,
    ...(seat === 0 ? { user: { id: 'u', username: 'zoe' } } : { bot: 'normal' }),
  })),
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

describe('endReasonWords', () => {
  test.each([
    { reason: 'RULES', words: '' },
    { reason: null, words: '' },
    { reason: 'RESIGNED', words: 'Ended by resignation.' },
    { reason: 'TIMEOUT', words: 'Ended on timeouts: every other player forfeited.' },
    { reason: 'DRAW_AGREED', words: 'Drawn by agreement: nobody won.' },
    { reason: 'ABORTED', words: 'Aborted before every player had moved: no result and no ratings.' },
  ] as const)('$reason reads "$words"', ({ reason, words }) => {
    expect(endReasonWords(reason)).toBe(words);
  });
});
