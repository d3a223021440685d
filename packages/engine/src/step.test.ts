import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonical';
import { createMatch, legalMovesFor } from './match';
import { cloneJson, runMove } from './step';
import { pairsGame } from './testing/pairs';
import type { MatchState } from './types';

const start = () => createMatch(pairsGame, { players: 2, seed: 'step' }).state as MatchState<unknown>;
const draw = { type: 'draw' } as const;

describe('runMove', () => {
  test('draw is legal at the start (the cases below rely on it)', () => {
    expect(legalMovesFor(pairsGame, start() as never, 0)).toContainEqual(draw);
  });

  test.each([
    ['kept', true, 1],
    ['discarded, as a search wants', false, 0],
  ])('the log is %s', (_name, log, atLeast) => {
    const { log: lines } = runMove(pairsGame as never, start(), 0, draw, { owned: false, log });
    if (log) expect(lines.length).toBeGreaterThanOrEqual(atLeast);
    else expect(lines).toEqual([]);
  });

  test("a state the caller does not own is left as it was, and the step is the caller's to count", () => {
    const before = start();
    const copy = cloneJson(before);
    const { state } = runMove(pairsGame as never, before, 0, draw, { owned: false, log: true });
    expect(canonicalJson(before)).toBe(canonicalJson(copy));
    expect(state.step).toBe(before.step);
    expect(canonicalJson(state)).not.toBe(canonicalJson(before));
  });

  test('owned or not, the move leads to the same state', () => {
    const a = runMove(pairsGame as never, start(), 0, draw, { owned: false, log: false }).state;
    const b = runMove(pairsGame as never, start(), 0, draw, { owned: true, log: false }).state;
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });
});
