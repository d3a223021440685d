// The bench's figures: shares of shared and unfinished matches, intervals, and the ordering verdicts that say whether the bar holds.
import type { BotLevel } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { estimate, figures, type Outcome, renderFigures, shareOf } from './report';

const match = (
  key: string,
  levels: BotLevel[],
  winners: number[] | null,
  ms: number[][] = levels.map(() => []),
): Outcome => ({ key, levels, winners, decisionMs: ms });

describe('shareOf', () => {
  test.each([
    ['a win', ['hard', 'normal'], [0], 1],
    ['a loss', ['hard', 'normal'], [1], 0],
    ['a shared win', ['hard', 'normal'], [0, 1], 0.5],
    ['an unfinished match, two seats of three', ['hard', 'normal', 'hard'], null, 2 / 3],
    ['one of two winning seats', ['hard', 'normal', 'hard'], [1, 2], 0.5],
  ] as const)('%s', (_, levels, winners, share) => {
    expect(
      shareOf(match('g|2p|hard v normal', [...levels], winners === null ? null : [...winners]), 'hard'),
    ).toBeCloseTo(share);
  });
});

test('estimate: mean and a 95 % interval', () => {
  const e = estimate([1, 0, 1, 0]);
  expect(e.mean).toBe(0.5);
  expect(e.half).toBeCloseTo(1.96 * Math.sqrt(1 / 3 / 4));
  expect(estimate([]).n).toBe(0);
});

describe('verdicts', () => {
  const duel = (hardWins: number, of: number): Outcome[] =>
    Array.from({ length: of }, (_, i) =>
      match('duel|2p|normal v hard', i % 2 ? ['hard', 'normal'] : ['normal', 'hard'], [
        i < hardWins ? (i % 2 ? 0 : 1) : i % 2 ? 1 : 0,
      ]),
    );

  test.each([
    [60, 100, 'holds'],
    [59, 100, 'FAILS'],
  ])('hard winning %i of %i against normal %s', (wins, of, word) => {
    const f = figures(duel(wins, of));
    expect(f.pairings[0]!.firstShare.mean).toBeCloseTo(1 - wins / of);
    expect(f.verdicts).toHaveLength(1);
    expect(f.verdicts[0]).toContain(`hard takes ${wins.toFixed(1)} %`);
    expect(f.verdicts[0]).toContain(word);
  });

  test('pairings that skip a level and other player counts give no verdict', () => {
    expect(
      figures([
        match('duel|2p|random v hard', ['random', 'hard'], [1]),
        match('duel|3p|normal v hard', ['normal', 'hard', 'normal'], [1]),
      ]).verdicts,
    ).toEqual([]);
  });

  test('cooperative: each level must win more often than the one below', () => {
    const table = (level: BotLevel, wins: number): Outcome[] =>
      Array.from({ length: 4 }, (_, i) => match(`crew|3p|${level}`, [level, level, level], i < wins ? [0, 1, 2] : []));
    const f = figures([...table('normal', 2), ...table('hard', 2), ...table('easy', 1)]);
    expect(f.verdicts).toEqual([
      expect.stringMatching(/^crew 3p: normal wins 50.0 % \(4\), easy 25.0 % \(4\): holds$/),
      expect.stringMatching(/^crew 3p: hard wins 50.0 % \(4\), normal 50.0 % \(4\): FAILS$/),
    ]);
  });
});

test('decision times per game and level, rendered as Markdown', () => {
  const f = figures([
    match(
      'duel|2p|normal v hard',
      ['normal', 'hard'],
      [1],
      [
        [1, 1],
        [10, 30],
      ],
    ),
  ]);
  expect(f.times).toEqual([
    { game: 'duel', level: 'hard', mean: 20, p99: 30, count: 2 },
    { game: 'duel', level: 'normal', mean: 1, p99: 1, count: 2 },
  ]);
  const text = renderFigures(f);
  expect(text).toContain('| duel | 2p | normal v hard | 0.0 % ± 0.0 | 1 |');
  expect(text).toContain('| duel | hard | 20.00 | 30.00 | 2 |');
});
