// The full harness (2,000 random playouts per player count): `npm run conformance`, outside the regular test budget.
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { randomMainCharacters } from './testkit';
import { legendaryFirefly } from './game';

const PLAYOUTS = 2000;

describe('Legendary Encounters: Firefly full conformance', () => {
  test.each([1, 2, 3, 4, 5])('%i players: 2,000 random playouts', (players) => {
    const report = runConformance(legendaryFirefly, players, {
      playouts: PLAYOUTS,
      maxMoves: 20_000,
      seed: 'full',
      options: randomMainCharacters,
    });
    console.log(JSON.stringify(report));
    expect(report.finished).toBe(PLAYOUTS);
  });
});
