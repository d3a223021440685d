// Tests for determinization: hidden cards are re-dealt among hidden places only.
import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonical';
import { determinize } from './determinize';
import { createMatch } from './match';
import { seedToRngState } from './rng';
import { hand, pairsGame } from './testing/pairs';
import { redactView } from './view';

describe('determinize', () => {
  const { state } = createMatch(pairsGame, { players: 3, seed: 'det' });

  test('keeps the viewer view and every visible card in place, and conserves cards', () => {
    const other = determinize(state, 1, seedToRngState('x'));
    expect(canonicalJson(redactView(other, 1))).toBe(canonicalJson(redactView(state, 1)));
    expect(other.zones[hand(1)]).toEqual(state.zones[hand(1)]);
    const all = (s: typeof state) =>
      Object.values(s.zones)
        .flatMap((z) => z.cards.map((c) => c.id))
        .sort();
    expect(all(other)).toEqual(all(state));
  });

  test('actually moves hidden cards (for some seed)', () => {
    const changed = Array.from({ length: 10 }, (_, i) => determinize(state, 1, seedToRngState(`s${i}`))).some(
      (o) => canonicalJson(o.zones[hand(0)]) !== canonicalJson(state.zones[hand(0)]),
    );
    expect(changed).toBe(true);
  });

  test('is a no-op for the omniscient viewer', () => {
    expect(canonicalJson(determinize(state, 'omniscient', seedToRngState('x')))).toBe(canonicalJson(state));
  });
});
