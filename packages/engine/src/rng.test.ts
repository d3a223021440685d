// Tests for the seeded PRNG: determinism, ranges, unbiased shuffles.
import { describe, expect, test } from 'vitest';
import { Random, seedToRngState } from './rng';

describe('seedToRngState', () => {
  test('is deterministic and sensitive to every character', () => {
    expect(seedToRngState('abc')).toEqual(seedToRngState('abc'));
    expect(seedToRngState('abc')).not.toEqual(seedToRngState('abd'));
    expect(seedToRngState('a'.repeat(64) + 'x')).not.toEqual(seedToRngState('a'.repeat(64) + 'y'));
  });
  test('never yields the all-zero state', () => {
    for (const seed of ['', '0', 'seed']) expect(seedToRngState(seed).some((w) => w !== 0)).toBe(true);
  });
});

describe('Random', () => {
  test('same state gives the same sequence, and the state round-trips', () => {
    const a = new Random(seedToRngState('s'));
    const b = new Random(seedToRngState('s'));
    const xs = Array.from({ length: 50 }, () => a.int(0, 1000));
    expect(Array.from({ length: 50 }, () => b.int(0, 1000))).toEqual(xs);
    const c = new Random(a.state());
    const d = new Random(a.state());
    expect(c.int(0, 1e6)).toBe(d.int(0, 1e6));
  });

  test.each([
    [1, 6],
    [0, 0],
    [-3, 3],
    [0, 2 ** 31],
  ])('int(%i, %i) stays within bounds', (min, max) => {
    const r = new Random(seedToRngState(`bounds${min}${max}`));
    for (let i = 0; i < 2000; i++) {
      const x = r.int(min, max);
      expect(Number.isInteger(x) && x >= min && x <= max).toBe(true);
    }
  });

  test('rejects empty ranges', () => {
    const r = new Random(seedToRngState('x'));
    expect(() => r.int(3, 2)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  test('every permutation of 4 items is about equally likely (chi-square)', () => {
    const r = new Random(seedToRngState('perm'));
    const counts = new Map<string, number>();
    const n = 48_000;
    for (let i = 0; i < n; i++) {
      const key = r.shuffleInPlace([0, 1, 2, 3]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = n / 24;
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 23 degrees of freedom: p = 0.001 at 49.7.
    expect(chi).toBeLessThan(49.7);
  });
});
