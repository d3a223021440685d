// Victory Levels and the best placement of Wilds.
import { describe, expect, test } from 'vitest';
import { bestWildAssignment, victoryLevel } from './scoring';

describe('victoryLevel', () => {
  test.each([
    [[9, 7, 6], [9, 7, 6], 3],
    [[8, 7, 6], [9, 7, 6], 2],
    [[7, 4, 8], [9, 7, 6], 1],
    [[0, 0, 0], [9, 7, 6], 0],
  ] as const)('totals %j against %j: VL%i', (totals, target, vl) => {
    expect(victoryLevel([...totals], [...target])).toBe(vl);
  });
});

describe('bestWildAssignment', () => {
  test('a Wild +1 cannot rescue a skill 2 short (the Example of Play)', () => {
    expect(bestWildAssignment([7, 4, 8], [9, 7, 6], [1]).vl).toBe(1);
  });
  test('two Wilds go to different skills when that wins more', () => {
    const best = bestWildAssignment([8, 6, 5], [9, 7, 6], [1, 1]);
    expect(best.vl).toBe(2);
  });
  test('a Wild +2 is never split: it cannot fix two skills each 1 short', () => {
    expect(bestWildAssignment([8, 6, 6], [9, 7, 6], [2]).vl).toBe(2);
  });
});
