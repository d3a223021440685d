// Clicks a person makes: a seat played by the normal bot among bots, counted per match, and how many decisions had one option.
import { decisionStats, oneOptionShare } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';

const MATCHES = 12;

describe('decisions per match and the share with a single option', () => {
  test.each([3, 4, 5])(
    '%i players: at most 5 % of the decisions of any seat have one option (with "pass when I cannot respond")',
    (players) => {
      const lines: string[] = [];
      for (let seat = 0; seat < players; seat++) {
        const plain = decisionStats(outToTheBlack, players, { matches: MATCHES, seat });
        const auto = decisionStats(outToTheBlack, players, { matches: MATCHES, seat, autoPass: true });
        lines.push(
          `seat ${seat}: ${(plain.decisions / MATCHES).toFixed(1)} decisions per match, one option ${oneOptionShare(plain).toFixed(1)} % ${JSON.stringify(plain.oneOptionTypes)}; ` +
            `with autoPass ${(auto.decisions / MATCHES).toFixed(1)} per match, one option ${oneOptionShare(auto).toFixed(1)} %, ${(auto.autoPassed / MATCHES).toFixed(1)} passes made for it; forced ${(plain.forced / MATCHES).toFixed(1)} per match`,
        );
        // Without the preference, the only single-option decisions left are passes whose single option comes from a hidden
        // hand (a Co-Pilot not held, nothing to play): the engine may not make them, or the others would learn the hand.
        expect(plain.oneOptionTypes.map(([type]) => type).filter((t) => t !== 'pass')).toEqual([]);
        expect(oneOptionShare(auto)).toBeLessThanOrEqual(5);
      }
      console.log(`${players} players, ${MATCHES} matches:\n  ${lines.join('\n  ')}`);
    },
  );
});
