// Clicks a person makes: seat 0 played by the normal bot among normal bots, its decisions counted and how many had a
// single legal move. Everything on the table is public, so every single move is made at once (autoplay) and the game
// needs no "pass automatically" preference (no autoPass: the figures with it are the same).
import { decisionStats, oneOptionShare } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';

describe("Niska's Debt decisions", () => {
  test.each([2, 3, 4, 5, 6])('%i players: at most 5 percent of the decisions have a single option', (players) => {
    const report = decisionStats(niskasDebt, players, { matches: 8 });
    const auto = decisionStats(niskasDebt, players, { matches: 8, autoPass: true });
    const share = oneOptionShare(report);
    console.log(
      `${players} players: ${(report.decisions / report.matches).toFixed(1)} decisions per match, ${share.toFixed(1)} % with one option` +
        ` (${oneOptionShare(auto).toFixed(1)} % with autoPass), ${(report.forced / report.matches).toFixed(1)} forced moves per match` +
        (report.oneOptionTypes.length ? `, single: ${JSON.stringify(report.oneOptionTypes)}` : ''),
    );
    expect(share).toBeLessThanOrEqual(5);
    expect(oneOptionShare(auto)).toBeLessThanOrEqual(5);
  });

  test('setup asks each seat six things, all at once but the starting places (rule 5)', () => {
    // Captain, ship, profession, personality, start, and one discard of two jobs: 6 decisions per seat, none forced.
    const report = decisionStats(niskasDebt, 6, { matches: 1, maxMoves: 36 });
    expect(report.decisions).toBe(6);
    expect(report.oneOption).toBe(0);
  });
});
