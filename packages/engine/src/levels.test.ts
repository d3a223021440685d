// The four levels built from a game's heuristic bot: the hard search chosen by the game, and the lead reward that scores unfinished rollouts.
import { describe, expect, test } from 'vitest';
import { botInputFor, type Bot } from './bot';
import type { GameDefinition } from './game';
import { botLevels, leadReward } from './levels';
import { createMatch } from './match';
import { Random, seedToRngState } from './rng';
import { pairsGame, type PairsData, type PairsMove } from './testing/pairs';

const game = pairsGame as unknown as GameDefinition<PairsData, PairsMove, unknown>;
const first: Bot<PairsData, PairsMove> = { level: 'normal', chooseMove: ({ legalMoves }) => legalMoves[0]! };

describe('botLevels', () => {
  test.each([
    ['ISMCTS by default', undefined, undefined],
    ['the rollout search when asked', { search: 'rollout', iterations: 12 } as const, { iterations: 12 }],
  ])('hard is %s', (_, hard, budget) => {
    const levels = botLevels({ game: () => game, normal: first, ...(hard ? { hard } : {}) });
    expect(levels.hard.level).toBe('hard');
    expect(levels.hard.defaultBudget).toEqual(budget);
    const { state } = createMatch(game, { players: 2, seed: 'levels' });
    const input = botInputFor(game, state, 0, new Random(seedToRngState('l')), { iterations: 8 });
    expect(input.legalMoves).toContainEqual(levels.hard.chooseMove(input));
  });
});

describe('leadReward', () => {
  test.each([
    ['level with the best rival', [5, 5], [0.5, 0.5]],
    ['a clear lead', [9, 5], [0.5 + 0.5 * Math.tanh(1), 0.5 - 0.5 * Math.tanh(1)]],
    ['three seats: each against its best rival', [3, 7, 7], [0.5 - 0.5 * Math.tanh(1), 0.5, 0.5]],
  ])('%s', (_, values, expected) => {
    const got = leadReward(values, 4);
    got.forEach((g, i) => expect(g).toBeCloseTo(expected[i]!, 10));
  });
});
