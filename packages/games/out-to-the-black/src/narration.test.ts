// The narrator's proof-reading: seeded matches read as every seat and a spectator — log lines, prompts, labels, groups, results.
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import { randomOptions } from './testkit';

describe('wording', () => {
  test.each([
    [3, 80],
    [4, 60],
    [5, 50],
  ])('%i players: %i random matches read without a problem', (players, matches) => {
    // Every lobby option, so each way of naming the first turn and both readings of the Wilds after a redraw are read.
    const report = scanWording(outToTheBlack, players, { matches, maxMoves: 3000, options: randomOptions });
    console.log(
      `${players} players: ${report.lines} log lines read (every seat and a spectator), ${report.labels} labels, ${report.problems.length} problems`,
    );
    expect(report.problems).toEqual([]);
  });
});
