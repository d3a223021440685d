// The narrator's proof-reading: seeded matches read as every seat and a spectator — log lines, prompts, labels, groups, results.
import type { Random } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';

describe('wording', () => {
  test.each([
    [3, 80],
    [4, 60],
    [5, 50],
  ])('%i players: %i random matches read without a problem', (players, matches) => {
    // Every starting-player option, a seat the table lacks included, so each way of naming the first turn is read.
    const options = (random: Random): unknown => ({ startingPlayer: random.pick(['random', 0, 1, 2, 3, 4] as const) });
    const report = scanWording(outToTheBlack, players, { matches, maxMoves: 3000, options });
    console.log(`${players} players: ${report.lines} log lines read (every seat and a spectator), ${report.labels} labels, ${report.problems.length} problems`);
    expect(report.problems).toEqual([]);
  });
});
