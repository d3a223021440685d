import { expect, test } from 'vitest';
import { postgresCpuBetween } from './proc';

test('PostgreSQL CPU between readings counts each process once: ended ones drop out, new ones count from zero', () => {
  // 11: had 5 s, now 5.5 s; 12: had 40 s and ended (another server's idle connection); 13: new, 0.25 s.
  const before = new Map([
    [11, 5],
    [12, 40],
  ]);
  const after = new Map([
    [11, 5.5],
    [13, 0.25],
  ]);
  expect(postgresCpuBetween(before, after)).toBeCloseTo(0.75);
});
