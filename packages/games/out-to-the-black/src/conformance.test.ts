// The conformance harness for 3, 4 and 5 players (a reduced count here; `npm run conformance` runs the full 2,000 each).
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import { randomOptions } from './testkit';

// eslint-disable-next-line no-restricted-globals
const full = typeof process !== 'undefined' && process.env.OTTB_FULL === '1';
const PLAYOUTS = full ? 2000 : 80;

describe('Out to the Black conformance', () => {
  test.each([3, 4, 5])(`%i players: ${PLAYOUTS} random playouts`, (players) => {
    const report = runConformance(outToTheBlack, players, {
      playouts: PLAYOUTS,
      maxMoves: 3000,
      options: randomOptions,
      deepCheckEvery: full ? 5 : 7,
    });
    console.log(JSON.stringify(report));
    expect(report.finished).toBe(PLAYOUTS);
  });
});
