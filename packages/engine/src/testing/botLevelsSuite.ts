// The test suite every game runs for its bot levels: each registered under its own name, and none peeks at hidden cards.
// Imports vitest, so it has its own entry point (@cortex/engine/testing/suites): the API loads @cortex/engine/testing at run time.
import { describe, expect, test } from 'vitest';
import { BOT_LEVELS, type GameDefinition } from '../game';
import type { Move } from '../types';
import { checkNoPeeking } from './noPeeking';

export interface BotLevelsSuiteOptions {
  /** Also check every level's optional answers (chooseOptionalMove) for peeking; for games whose levels answer them. */
  readonly optional?: boolean;
  /** Playouts for that check and their length: optional moments may come late or rarely in random play. */
  readonly optionalWalk?: { readonly positions: number; readonly maxDepth: number };
}

/** Registers the bot-level tests for `game`, played at `players` seats. */
export function botLevelsSuite<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  players: number,
  suite: BotLevelsSuiteOptions = {},
): void {
  describe('bot levels', () => {
    test('every level is registered under its own name', () => {
      for (const level of BOT_LEVELS) expect(game.bots?.[level]?.level).toBe(level);
    });

    test.each(['hard', 'normal', 'easy'] as const)(
      'the %s bot never peeks: re-dealt hidden cards give the same decision for the same seed',
      (level) => {
        const report = checkNoPeeking(game, game.bots![level]!, {
          players,
          positions: 14,
          maxDepth: 80,
          budget: { iterations: 16 },
          seed: `${game.id}:${level}`,
        });
        expect(report.checked).toBeGreaterThan(4);
        expect(report.differing).toBeGreaterThan(0);
        expect(report.mismatches).toEqual([]);
      },
    );

    if (suite.optional) {
      test.each(BOT_LEVELS)('the %s bot never peeks when it answers an optional moment', (level) => {
        const bot = game.bots![level]!;
        const report = checkNoPeeking(game, bot, {
          players,
          ...(suite.optionalWalk ?? { positions: 40, maxDepth: 150 }),
          budget: { iterations: 16 },
          seed: `${game.id}:optional:${level}`,
          optional: true,
        });
        expect(report.checked).toBeGreaterThan(4);
        expect(report.differing).toBeGreaterThan(0);
        expect(report.mismatches).toEqual([]);
      });
    }
  });
}
