// The full harness run of the issue: 2,000 random playouts per player count (2-6), deep checks every 25 steps to fit the time.
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';
import { harnessOptions } from './testing';

const PLAYOUTS = 2000;

describe("Niska's Debt conformance (full)", () => {
  test.each([2, 3, 4, 5, 6])('%i players: 2,000 playouts', (players) => {
    const report = runConformance(niskasDebt, players, {
      playouts: PLAYOUTS,
      maxMoves: 20000,
      options: harnessOptions,
      deepCheckEvery: 25,
      seed: 'full',
    });
    expect(report.finished).toBe(PLAYOUTS);
    console.log(JSON.stringify(report));
  });
});
