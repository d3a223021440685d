// The Serenity deck: the discard pile reshuffled when it runs out, and "limit X in hand".
import { describe, expect, test } from 'vitest';
import { Z } from '../state';
import { play, scene, stack, start } from '../testkit';

describe('Serenity Cards', () => {
  test('when the Serenity deck runs out, the discard pile is reshuffled into a new deck', () => {
    let s = scene({ chars: ['shepherd', 'zoe', 'jayne'] });
    const all = [...s.zones[Z.serenity]!.cards];
    s = {
      ...s,
      zones: {
        ...s.zones,
        [Z.serenity]: { visibility: [], cards: all.slice(0, 1) },
        [Z.discard]: { visibility: 'all', cards: all.slice(1) },
      },
    };
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.discard]!.cards).toHaveLength(0);
    expect(s.zones[Z.serenity]!.cards).toHaveLength(all.length - 3);
  });
});

describe('"limit X in hand": X or fewer cards gain the benefit, more do not', () => {
  test.each([
    [3, 4],
    [4, 5],
    [5, 5],
  ])('Zoe (A: 1 Credit: draw one card, limit 4 in hand) holding %i cards ends with %i', (holding, after) => {
    const hand = (['fightin1', 'flyin1', 'thinkin1', 'wild1', 'copilot'] as const).slice(0, holding);
    let s = start(['zoe', 'mal', 'jayne']);
    s = stack(s, { 0: hand, 1: [], 2: [] });
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(after);
    expect(s.game.credits).toBe(7);
  });
});
