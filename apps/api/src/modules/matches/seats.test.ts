// Tests for which seat a person holding several acts as.
import { describe, expect, test } from 'vitest';
import { actingSeat, seatsOf } from './seats';

describe('seatsOf', () => {
  const players = [
    { seat: 2, userId: 'a' },
    { seat: 0, userId: 'a' },
    { seat: 1, userId: null },
  ];
  test.each([
    ['a', [0, 2]],
    ['b', []],
    [undefined, []],
  ])('user %s holds %j', (user, seats) => {
    expect(seatsOf(players, user)).toEqual(seats);
  });
});

describe('actingSeat', () => {
  test.each([
    { seats: [0, 1], toAct: [1], mayAct: [0], acting: 1 },
    { seats: [0, 1], toAct: [2], mayAct: [1], acting: 1 },
    { seats: [0, 1], toAct: [2], mayAct: [], acting: 0 },
    { seats: [1, 3], toAct: [3, 1], mayAct: [], acting: 3 },
    { seats: [], toAct: [0], mayAct: [], acting: null },
  ])('holding $seats with $toAct awaited and $mayAct optional acts as $acting', ({ seats, toAct, mayAct, acting }) => {
    expect(actingSeat(seats, toAct, mayAct)).toBe(acting);
  });
});
