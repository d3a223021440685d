import { describe, expect, test } from 'vitest';
import { nextDeadline } from './writer';

const hour = 3600_000;
const running = new Date(Date.now() + hour / 2);
const row = (toAct: number[]) => ({ toAct, deadlineAt: running, timeControl: { kind: 'async' as const, hours: 1 } });

describe("the clock is the turn's", () => {
  test.each([
    ['the awaited seat moves and stays awaited (its turn goes on): it starts again', [0], 0, [0], true],
    ['the turn passes to another seat: it starts again', [0], 0, [1], true],
    [
      "another seat's answer it was not awaited for, the same seats awaited after: it keeps running",
      [0],
      2,
      [0],
      false,
    ],
    ['an answer that changes who is awaited: it starts again', [0], 2, [0, 2], true],
  ] as const)('%s', (_name, before, seat, after, restarts) => {
    const deadline = nextDeadline(row([...before]), seat, [...after]);
    if (restarts) expect(deadline.getTime()).toBeGreaterThan(running.getTime());
    else expect(deadline).toBe(running);
  });

  test('a match with no deadline yet gets one', () => {
    expect(nextDeadline({ ...row([0]), deadlineAt: null }, 2, [0]).getTime()).toBeGreaterThan(Date.now());
  });
});
