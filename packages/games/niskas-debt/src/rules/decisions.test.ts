// The decision table (rules/decisions.ts) against play: every kind is reached in bot matches, each offers a legal move
// there, and the GM's rule 6.b default is one of the seat's legal moves, accepted when made (or a lapse).
import { applyMove, canonicalJson } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { legalMoves } from '../legal';
import type { NiskaMove } from '../moves';
import { playBotMatch } from '../botplay';
import { edit, manual, type S } from '../testing';
import { DECISIONS, decisionOf, type DecisionKind } from './decisions';
import { TIME_UP } from './timeout';

const KINDS = Object.keys(DECISIONS) as DecisionKind[];
/** Bot matches (2-6 players in turn): a decision is met where bots play it out, as people would. */
const MATCHES = 30;

/** What each kind's entry said where random games met it: how often, and the first broken promise if any. */
interface Seen {
  count: number;
  problem?: string;
}

function checkDecision(state: S, seen: Map<DecisionKind, Seen>): void {
  const pending = state.game.pending[0];
  if (state.game.phase !== 'play' || !pending) return;
  const entry = seen.get(pending.kind) ?? { count: 0 };
  seen.set(pending.kind, entry);
  entry.count++;
  if (entry.problem) return;
  const legal = legalMoves(state, pending.seat).filter((m) => m.type !== TIME_UP.type);
  const keys = new Set(legal.map((m) => canonicalJson(m)));
  if (legal.length === 0) {
    entry.problem = 'no legal move offered';
    return;
  }
  let fallback: NiskaMove | { lapse(): void } | undefined;
  edit(state, (t) => {
    fallback = decisionOf(pending.kind).timeout(t, pending.seat, pending as never);
  });
  if (fallback && 'type' in fallback) {
    if (!keys.has(canonicalJson(fallback)))
      entry.problem = `the GM's default ${canonicalJson(fallback)} is not a legal move`;
    else if (!applyMove(manual, state, pending.seat, fallback).ok)
      entry.problem = `the GM's default ${canonicalJson(fallback)} is refused`;
  }
}

describe("Niska's Debt decision table", () => {
  const seen = new Map<DecisionKind, Seen>();
  for (let n = 0; n < MATCHES; n++)
    playBotMatch(2 + (n % 5), `decisions:${n}`, {}, 20000, (state) => checkDecision(state, seen));

  test.each(KINDS)('%s: reached in bot matches, offers a legal move, its rule 6.b default is legal', (kind) => {
    const entry = seen.get(kind);
    expect(entry?.count ?? 0).toBeGreaterThan(0);
    expect(entry?.problem).toBeUndefined();
  });
});
