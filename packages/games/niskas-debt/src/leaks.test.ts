// The harness's no-leak check applied to positions bots reach (misbehaves, payroll, Reavers), which random playouts rarely see.
import { canonicalJson, determinize, redactView, seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botplay';
import { legalMoves } from './legal';

describe('no leaks in bot-reached positions', () => {
  test('re-dealing hidden cards changes no view and no legal move list', () => {
    let checked = 0;
    for (let i = 0; i < 4; i++) {
      let step = 0;
      playBotMatch(2 + i, `leak-${i}`, {}, 20000, (state) => {
        if (step++ % 7 !== 0) return;
        for (let seat = 0; seat < state.players; seat++) {
          const other = determinize(state, seat, seedToRngState(`leak:${i}:${step}:${seat}`));
          expect(JSON.stringify(redactView(other, seat))).toBe(JSON.stringify(redactView(state, seat)));
          expect(canonicalJson(legalMoves(other, seat))).toBe(canonicalJson(legalMoves(state, seat)));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
