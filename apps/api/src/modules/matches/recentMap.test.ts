import { describe, expect, test } from 'vitest';
import { keepRecent } from './recentMap';

const keys = (map: Map<string, { used: number }>) => [...map.keys()];

describe('keepRecent', () => {
  test.each([
    [
      'the newest goes last, a re-kept key moves to the end',
      10,
      100,
      ['b', 'a'],
      [
        ['a', 0],
        ['b', 1],
        ['a', 2],
      ],
    ],
    [
      'beyond the count, the least recently used go',
      2,
      100,
      ['b', 'c'],
      [
        ['a', 0],
        ['b', 1],
        ['c', 2],
      ],
    ],
    [
      'entries idle longer than idleMs go; the rest stay',
      10,
      5,
      ['b', 'c'],
      [
        ['a', 0],
        ['b', 6],
        ['c', 10],
      ],
    ],
  ] as const)('%s', (_label, max, idleMs, expected, steps) => {
    const map = new Map<string, { used: number }>();
    for (const [key, used] of steps) keepRecent(map, key, { used }, max, idleMs);
    expect(keys(map)).toEqual(expected);
  });
});
