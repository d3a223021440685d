// The engine's conformance harness over 2-4 players with random lobby options; MISBEHAVIN_CONFORMANCE=<n> runs n playouts per count.
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { EPISODES } from './content/index';
import { misbehavin } from './game';
import { FACTIONS } from './content/types';

// eslint-disable-next-line no-restricted-globals
const env = process.env;
const playouts = Number(env.MISBEHAVIN_CONFORMANCE ?? 24);
const counts = (env.MISBEHAVIN_PLAYERS ?? '2,3,4').split(',').map(Number);
/** Steps between deep checks (every legal move applied, leak checks); the long run spaces them out to fit its time. */
const deepCheckEvery = Number(env.MISBEHAVIN_DEEP ?? 5);
/** Base of the playout seeds, so a long run can be split into disjoint chunks. */
const seed = env.MISBEHAVIN_SEED ?? 'misbehavin';

describe('conformance harness', () => {
  test.each(counts)(
    `%i players: ${playouts} random playouts with a round cap (deep check every ${deepCheckEvery} steps)`,
    (players) => {
      const report = runConformance(misbehavin, players, {
        playouts,
        maxMoves: 20_000,
        deepCheckEvery,
        seed,
        options: (r) => ({
          supply: r.pick(['standard', 'downNDirty', 'wheelAndDeal', 'xieXie', 'draft']),
          side: r.pick(['A', 'B']),
          episode: r.pick(['none', 'none', ...Object.keys(EPISODES)]),
          reavers: r.int(0, 1) === 1,
          maxRounds: r.int(3, 10),
          // One seat's own faction and board side (a choice for every seat could repeat a faction, which the lobby refuses).
          faction2: r.pick(['random', 'random', ...FACTIONS]),
          side2: r.pick(['table', 'A', 'B']),
          firstPlayer: r.pick(['seat1', 'random']),
        }),
      });
      console.log(JSON.stringify({ seed, ...report }));
      expect(report.finished).toBe(playouts);
      expect(report.deepChecks).toBeGreaterThan(playouts);
    },
    7_200_000,
  );
});
