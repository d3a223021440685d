// The full harness run of the issue: 2,000 random playouts for each of 3, 4 and 5 players.
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import { randomOptions } from './testkit';

const PLAYOUTS = 2000;

describe('Out to the Black conformance (full)', () => {
  test.each([3, 4, 5])('%i players: 2,000 random playouts', (players) => {
    const report = runConformance(outToTheBlack, players, {
      playouts: PLAYOUTS,
      maxMoves: 3000,
      options: randomOptions,
      deepCheckEvery: 5,
      seed: 'full',
    });
    console.log(JSON.stringify(report));
    expect(report.finished).toBe(PLAYOUTS);
  });
});
