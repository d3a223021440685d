import { describe, expect, test } from 'vitest';
import { longMatchTable, pushCostLine, summariseSlices, type Slice } from './long-match';

const slices = (perPush: readonly number[]): Slice[] =>
  perPush.map((us) => ({ moves: 10, pushes: 260, cpuSeconds: (us * 260) / 1e6 }));

describe('summariseSlices', () => {
  test('sums the slices and keeps each one’s cost per push', () => {
    const row = summariseSlices(10, slices([100, 50, 150]));
    expect(row.atMove).toBe(10);
    expect(row.moves).toBe(30);
    expect(row.pushes).toBe(780);
    expect(row.cpuPerPushUs).toBeCloseTo(100, 9);
    expect(row.cpuPerMoveUs).toBeCloseTo(2600, 9);
    expect(row.sliceCpuPerPushUs.map((n) => Math.round(n))).toEqual([100, 50, 150]);
  });
});

describe('pushCostLine', () => {
  test.each([
    // One slow slice (a garbage collection) moves the whole windows' ratio, not the medians'.
    [[80, 80, 80], [80, 80, 320], '1.00 (median slices; whole windows 2.00)'],
    [[100, 100, 100], [50, 50, 50], '0.50 (median slices; whole windows 0.50)'],
    [[60, 100, 140], [120, 110, 100], '1.10 (median slices; whole windows 1.10)'],
  ])('early %j, late %j: %s', (early, late, expected) => {
    expect(pushCostLine(summariseSlices(10, slices(early)), summariseSlices(1000, slices(late)))).toBe(
      `Push cost at move 1,000 / at move 10: ${expected}`,
    );
  });
});

test('longMatchTable prints each point with its median slice and the spread of its slices', () => {
  const lines = longMatchTable([summariseSlices(10, slices([90, 60, 120])), summariseSlices(1000, slices([70]))], {
    subscribersPerSeat: 3,
    spectators: 20,
  }).split('\n');
  expect(lines).toHaveLength(4);
  const cells = (line: string) => line.split('|').map((c) => c.trim());
  expect(cells(lines[0]!)).toContain('per push, median slice');
  expect(cells(lines[2]!).slice(1, -1)).toEqual([
    '3 subscribers per seat + 20 spectators',
    '10',
    '30',
    '780',
    '90.0',
    '90.0',
    '60.0–120.0',
    '2,340',
  ]);
  expect(cells(lines[3]!).slice(2, 8)).toEqual(['1,000', '10', '260', '70.0', '70.0', '70.0–70.0']);
});
