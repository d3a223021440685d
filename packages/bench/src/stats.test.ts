import { describe, expect, test } from 'vitest';
import { median, percentile, spread, summarize, table } from './stats';

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

test.each([
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 2.5],
  [[7], 7],
])('median of %j is %s', (values, expected) => {
  expect(median(values)).toBe(expected);
});

test('median and spread of nothing say so', () => {
  expect(median([])).toBeNaN();
  expect(spread([], String)).toBe('—');
});

test('spread shows the lowest and highest value', () => {
  expect(spread([2.5, 0.75, 1], (n) => n.toFixed(2))).toBe('0.75–2.50');
});
