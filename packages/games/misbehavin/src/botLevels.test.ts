// The four bot levels: all registered, and none of them decides differently when only cards hidden from its seat differ (no peeking).
import { BOT_LEVELS, type GameDefinition } from '@cortex/engine';
import { checkNoPeeking } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import type { GameData } from './state';

const game: GameDefinition<GameData, MisbehavinMove, unknown> = misbehavin;

describe('bot levels', () => {
  test('every level is registered under its own name', () => {
    for (const level of BOT_LEVELS) expect(game.bots?.[level]?.level).toBe(level);
  });

  test.each(['hard', 'normal', 'easy'] as const)('the %s bot never peeks: re-dealt hidden cards give the same decision for the same seed', (level) => {
    const report = checkNoPeeking(game, game.bots![level]!, { players: 2, positions: 14, maxDepth: 80, budget: { iterations: 6 }, seed: `${game.id}:${level}` });
    expect(report.checked).toBeGreaterThan(4);
    expect(report.differing).toBeGreaterThan(0);
    expect(report.mismatches).toEqual([]);
  });
});
