// Properties of whole bot-played matches: they end, the token supply holds, and no card is created or lost.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playBotGame } from './simulate';

describe('bot-played matches (property)', () => {
  test('any seed and player count: the match ends in a win or a loss with all 36+22+14+16 cards accounted for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.string({ maxLength: 12 }), (players, seed) => {
        const game = playBotGame(players, `prop:${seed}`);
        const cards = Object.values(game.state.zones).reduce((n, z) => n + z.cards.length, 0);
        expect(cards).toBe(36 + 22 + 14 + 16);
        expect(game.state.game.credits).toBeLessThanOrEqual(15);
        expect(game.state.game.honor).toBeLessThanOrEqual(15);
        expect(game.state.game.end).not.toBeNull();
        expect(game.summary).toMatch(/^(Victory|Defeat): /);
      }),
      { numRuns: 25 },
    );
  });
});
