// Shuffle quality: chi-square of card positions over many seeded Fisher-Yates shuffles (10^6 in the long torture run).
import { env } from 'node:process';
import { describe, expect, test } from 'vitest';
import { Random, seedToRngState } from './rng';

// 10^6 shuffles take about 2 s, so CI runs them; the long torture run (TORTURE=long) does 10^7. Seeded: reproducible.
const SHUFFLES = env['TORTURE'] === 'long' ? 10_000_000 : 1_000_000;
const DECK = 52;

/** Upper (z > 0) or lower (z < 0) chi-square quantile by the Wilson-Hilferty approximation, good for large df. */
function chiSquareQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

// p = 0.001 on each side.
const Z = 3.0902;

describe('shuffle quality', () => {
  test(`each of ${DECK} cards lands in each position about equally often (chi-square, ${SHUFFLES} shuffles)`, () => {
    const random = new Random(seedToRngState(`shuffle-quality:${SHUFFLES}`));
    const counts = new Float64Array(DECK * DECK);
    const deck = Array.from({ length: DECK }, (_, i) => i);
    for (let n = 0; n < SHUFFLES; n++) {
      // Shuffling the previous order (as games do, deck after deck) must still give independent positions.
      random.shuffleInPlace(deck);
      for (let pos = 0; pos < DECK; pos++) counts[deck[pos]! * DECK + pos]!++;
    }
    const expected = SHUFFLES / DECK;
    let chi = 0;
    let worstCell = 0;
    for (const c of counts) {
      chi += (c - expected) ** 2 / expected;
      worstCell = Math.max(worstCell, Math.abs(c - expected) / Math.sqrt(expected));
    }
    // Rows and columns each sum to SHUFFLES: (DECK - 1)^2 degrees of freedom.
    const df = (DECK - 1) ** 2;
    const upper = chiSquareQuantile(df, Z);
    const lower = chiSquareQuantile(df, -Z);
    console.log(
      `shuffle quality: ${SHUFFLES} shuffles of ${DECK} cards; chi-square ${chi.toFixed(1)} (df ${df}, accept ${lower.toFixed(1)}..${upper.toFixed(1)}); worst cell ${worstCell.toFixed(2)} sd`,
    );
    expect(chi).toBeLessThan(upper);
    // Too good a fit is as suspicious as too bad a one (a rotation, not a shuffle).
    expect(chi).toBeGreaterThan(lower);
    // 2704 cells: a cell beyond 5.5 standard deviations has probability about 1e-4 under a fair shuffle.
    expect(worstCell).toBeLessThan(5.5);
  });

  test('a card is followed by each other card about equally often (chi-square on adjacent pairs)', () => {
    const random = new Random(seedToRngState(`shuffle-pairs:${SHUFFLES}`));
    const size = 10;
    const counts = new Float64Array(size * size);
    const deck = Array.from({ length: size }, (_, i) => i);
    for (let n = 0; n < SHUFFLES; n++) {
      random.shuffleInPlace(deck);
      counts[deck[0]! * size + deck[1]!]!++;
    }
    const expected = SHUFFLES / (size * (size - 1));
    let chi = 0;
    for (let a = 0; a < size; a++) {
      for (let b = 0; b < size; b++) {
        const c = counts[a * size + b]!;
        if (a === b) expect(c).toBe(0);
        else chi += (c - expected) ** 2 / expected;
      }
    }
    // 90 ordered pairs, one constraint (the total).
    const df = size * (size - 1) - 1;
    const upper = chiSquareQuantile(df, Z);
    console.log(
      `shuffle pairs: ${SHUFFLES} shuffles of ${size} cards; chi-square of the top two ${chi.toFixed(1)} (df ${df}, limit ${upper.toFixed(1)})`,
    );
    expect(chi).toBeLessThan(upper);
  });
});
