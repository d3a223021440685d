import { expect, test } from 'vitest';
import { machineCpu, parseMachineCpu, postgresCpuBetween } from './proc';

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

test.each([
  // user nice system idle iowait irq softirq steal guest guest_nice (clock ticks of 10 ms)
  ['cpu  100 5 50 800 40 1 4 0 0 0\ncpu0 50 0 25 400 20 0 2 0 0 0\n', 1.6, 10],
  ['cpu  0 0 0 1000 0 0 0 0 0 0\n', 0, 10],
  ['intr 1 2\ncpu  300 0 100 0 0 0 0 100 0 0\n', 5, 5],
])('the machine CPU line of /proc/stat %#: busy and total seconds', (text, busy, total) => {
  expect(parseMachineCpu(text)).toEqual({ busy: expect.closeTo(busy, 6), total: expect.closeTo(total, 6) });
});

test('the machine CPU reading counts this process spinning as busy time', () => {
  const before = machineCpu();
  const until = performance.now() + 300;
  while (performance.now() < until) {
    // Spin: 0.3 s of one core.
  }
  const after = machineCpu();
  const busy = after.busy - before.busy;
  expect(busy).toBeGreaterThanOrEqual(0.2);
  // A machine busy throughout has total = busy; seconds are ticks / 100, so allow the division's rounding.
  expect(after.total - before.total).toBeGreaterThanOrEqual(busy - 1e-9);
});
