import { describe, expect, test } from 'vitest';
import { percentile, summarize, table } from './stats';

describe('percentile', () => {
  test.each([
    [0.5, 50],
    [0.95, 95],
    [0.99, 99],
    [1, 100],
    [0, 1],
  ])('q=%s of 1..100 is %s (nearest rank)', (q, expected) => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, q)).toBe(expected);
  });

  test('no samples give NaN, not zero', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

test('summarize sorts its input and averages it', () => {
  const s = summarize([5, 1, 3]);
  expect(s).toMatchObject({ count: 3, p50: 3, p99: 5, mean: 3 });
});

test('table renders Markdown rows', () => {
  expect(table(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
});
