// Property tests (fast-check) for the engine's core promises: determinism, purity, redaction, unbiased permutation.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonical';
import { applyMove, awaitedSeats, createMatch, legalMovesFor } from './match';
import { cloneJson } from './step';
import { Random, seedToRngState } from './rng';
import { pairsGame } from './testing/pairs';
import type { MatchState } from './types';
import { redactView } from './view';
import { cardVisibleTo } from './visibility';

/** Plays the test game choosing moves by the given indices; returns every state and log line. */
function playout(seed: string, players: number, choices: readonly number[]) {
  let state = createMatch(pairsGame, { players, seed }).state;
  const states: MatchState<unknown>[] = [state];
  const logs: string[] = [];
  for (const choice of choices) {
    const seats = awaitedSeats(pairsGame.status(state));
    if (seats.length === 0) break;
    const seat = seats[choice % seats.length]!;
    const moves = legalMovesFor(pairsGame, state, seat);
    const r = applyMove(pairsGame, state, seat, moves[choice % moves.length]);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
    states.push(state);
    logs.push(JSON.stringify(r.log));
  }
  return { states, logs };
}

const seedArb = fc.string({ maxLength: 40 });
const playersArb = fc.integer({ min: 2, max: 4 });
const choicesArb = fc.array(fc.nat({ max: 1000 }), { maxLength: 80 });

describe('engine properties', () => {
  test('same seed and moves give byte-identical states and logs', () => {
    fc.assert(
      fc.property(seedArb, playersArb, choicesArb, (seed, players, choices) => {
        const a = playout(seed, players, choices);
        const b = playout(seed, players, choices);
        expect(JSON.stringify(a.states)).toBe(JSON.stringify(b.states));
        expect(a.logs).toEqual(b.logs);
      }),
      { numRuns: 150 },
    );
  });

  test('no view names a card its viewer cannot see, and none carries the PRNG', () => {
    fc.assert(
      fc.property(seedArb, playersArb, choicesArb, (seed, players, choices) => {
        const { states } = playout(seed, players, choices);
        const state = states[states.length - 1]!;
        for (let viewer = 0; viewer < players; viewer++) {
          const json = JSON.stringify(redactView(state, viewer));
          for (const zone of Object.values(state.zones)) {
            for (const card of zone.cards) {
              if (!cardVisibleTo(zone, card, viewer)) expect(json).not.toContain(`"${card.id}"`);
            }
          }
          expect(json).not.toContain('rng');
        }
      }),
      { numRuns: 150 },
    );
  });

  test('shuffles are permutations', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const shuffled = new Random(seedToRngState(seed)).shuffleInPlace([...items]);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  test('"__proto__" keys survive canonicalisation and cloning as own data', () => {
    const obj = JSON.parse('{"__proto__":{"x":1},"a":2}') as Record<string, unknown>;
    expect(canonicalJson(obj)).toBe('{"__proto__":{"x":1},"a":2}');
    expect(JSON.stringify(cloneJson(obj))).toBe('{"__proto__":{"x":1},"a":2}');
  });

  test('canonical JSON ignores key order; cloneJson copies deeply', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
        expect(JSON.parse(canonicalJson(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
        const copy = cloneJson(obj);
        expect(copy).toEqual(obj);
        if (Object.keys(obj).length > 0) expect(copy).not.toBe(obj);
      }),
    );
  });
});
