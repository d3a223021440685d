// The conformance harness for 1-5 players with random Main Characters (a reduced count; conformance.full.test.ts runs the full one).
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { legendaryFirefly } from './game';
import { randomMainCharacters } from './testkit';

describe('Legendary Encounters: Firefly conformance', () => {
  test.each([1, 2, 3, 4, 5])('%i players: random playouts', (players) => {
    const playouts = 4;
    const report = runConformance(legendaryFirefly, players, {
      playouts,
      maxMoves: 20_000,
      options: randomMainCharacters,
    });
    expect(report.finished).toBe(playouts);
    expect(report.deepChecks).toBeGreaterThan(playouts * 5);
  });
});
