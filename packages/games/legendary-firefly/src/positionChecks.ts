// Test support: the conformance harness's per-position checks, for bot-driven games that reach Episodes B and C.
import {
  applyMove,
  canonicalJson,
  determinize,
  legalMovesFor,
  redactView,
  seedToRngState,
  type Viewer,
} from '@cortex/engine';
import { expect } from 'vitest';
import { legendaryFirefly } from './game';
import type { FState } from './state';

/** Invariants hold, every listed move (awaited or optional) applies, and no view or legal-move list depends on hidden cards. */
export function checkPosition(state: FState, step: number, tag: string): void {
  const status = legendaryFirefly.status(state);
  expect(legendaryFirefly.invariants!(state)).toEqual([]);
  if (status.kind !== 'active') return;
  for (const seat of [...status.toAct, ...(status.mayAct ?? [])]) {
    for (const move of legalMovesFor(legendaryFirefly, state, seat)) {
      const r = applyMove(legendaryFirefly, state, seat, move);
      if (!r.ok) throw new Error(`listed ${JSON.stringify(move)} refused at step ${step}: ${r.error.reason}`);
    }
  }
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: state.players }, (_, s) => s)];
  for (const viewer of viewers) {
    const other = determinize(state, viewer, seedToRngState(`${tag}:${step}:${String(viewer)}`));
    expect(JSON.stringify(redactView(other, viewer))).toBe(JSON.stringify(redactView(state, viewer)));
    if (typeof viewer === 'number')
      expect(canonicalJson(legendaryFirefly.legalMoves(other, viewer))).toBe(
        canonicalJson(legendaryFirefly.legalMoves(state, viewer)),
      );
  }
}
