// The engine's conformance harness for 2-6 players, reduced for `npm test`; `npm run conformance` runs 2,000 playouts per count.
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';
import { harnessOptions } from './testing';

export const QUICK_PLAYOUTS = 12;

describe("Niska's Debt conformance (quick)", () => {
  test.each([2, 3, 4, 5, 6])('%i players', (players) => {
    const report = runConformance(niskasDebt, players, {
      playouts: QUICK_PLAYOUTS,
      maxMoves: 20000,
      options: harnessOptions,
    });
    expect(report.finished).toBe(QUICK_PLAYOUTS);
    console.log(JSON.stringify(report));
  });
});
