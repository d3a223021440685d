// Tests for seat names in logs: usernames, bots, and a person holding several seats.
import { expect, test } from 'vitest';
import { seatNamer } from './names';

const name = seatNamer([
  { seat: 0, username: 'zoe', bot: null },
  { seat: 1, username: null, bot: 'hard' },
  { seat: 2, username: 'zoe', bot: null },
  { seat: 3, username: 'wash', bot: null },
]);

test.each([
  [0, 'zoe (first seat)'],
  [1, 'Bot 2 (hard)'],
  [2, 'zoe (second seat)'],
  [3, 'wash'],
  [4, 'Seat 5'],
])('seat %i reads "%s"', (seat, text) => {
  expect(name(seat)).toBe(text);
});
