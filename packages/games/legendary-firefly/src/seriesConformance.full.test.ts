// The full harness over the four series trios: 200 random playouts per trio and player count (filter with -t "<n> players").
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { SERIES_TRIOS } from './content/episodes-series';
import { legendaryFirefly } from './game';
import { randomMainCharacters } from './testkit';

const PLAYOUTS = 200;

describe('conformance: the series trios (full)', () => {
  test.each(
    [1, 2, 3, 4, 5].flatMap((players) => Object.keys(SERIES_TRIOS).map((episodes) => [players, episodes] as const)),
  )('%i players, %s', (players, episodes) => {
    const report = runConformance(legendaryFirefly, players, {
      playouts: PLAYOUTS,
      maxMoves: 20_000,
      seed: `series-full:${episodes}`,
      options: (r) => ({ episodes, ...(randomMainCharacters(r) as object) }),
    });
    console.log(JSON.stringify({ ...report, episodes }));
    expect(report.finished).toBe(PLAYOUTS);
  });
});
