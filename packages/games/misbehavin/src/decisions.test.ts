// Clicks a person makes: one seat played by the normal bot among normal bots, its decisions per match and the share of
// them with a single legal move (goal: at most 5 % at every player count), without and with "pass automatically when I
// cannot respond" (the passes whose single option depends on a hidden hand: standing in a fight, allowing a deal).
import { decisionStats, oneOptionShare } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';

describe('decisions per match', () => {
  test.each([2, 3, 4])(
    '%i players: at most 5 percent of the decisions have a single option',
    (players) => {
      const plain = decisionStats(misbehavin, players, { matches: 5 });
      const auto = decisionStats(misbehavin, players, { matches: 5, autoPass: true });
      const line = (r: typeof plain) => ({
        decisionsPerMatch: +(r.decisions / r.matches).toFixed(1),
        oneOptionShare: +oneOptionShare(r).toFixed(1),
        oneOption: r.oneOptionTypes,
        forcedPerMatch: +(r.forced / r.matches).toFixed(1),
        autoPassedPerMatch: +(r.autoPassed / r.matches).toFixed(1),
      });
      console.log(JSON.stringify({ players, plain: line(plain), autoPass: line(auto) }));
      expect(oneOptionShare(plain)).toBeLessThanOrEqual(5);
      expect(oneOptionShare(auto)).toBeLessThanOrEqual(oneOptionShare(plain));
      // Committing credits once per deal and answering deals at once leave fewer decisions than one click per credit did
      // (206, 204 and 140 per match at 2, 3 and 4 players before).
      expect(plain.decisions / plain.matches).toBeLessThan({ 2: 206, 3: 204, 4: 140 }[players]!);
    },
    60_000,
  );
});
