// Tests for the framework's move checks and lifecycle, on the engine's test game.
import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonical';
import { applyMove, awaitedSeats, createMatch, legalMovesFor, replay, SetupError } from './match';
import { hand, pairsGame } from './testing/pairs';

const start = () => createMatch(pairsGame, { players: 3, seed: 'match-test' }).state;

describe('createMatch', () => {
  test('rejects unsupported player counts and invalid options with words', () => {
    expect(() => createMatch(pairsGame, { players: 1, seed: 's' })).toThrow(/2-4 players, not 1/);
    expect(() => createMatch(pairsGame, { players: 5, seed: 's' })).toThrow(SetupError);
    expect(() => createMatch(pairsGame, { players: 2, seed: 's', options: { targetPairs: 0 } })).toThrow(/targetPairs/);
  });
  test('applies option defaults', () => {
    expect(start().game.targetPairs).toBe(3);
    expect(createMatch(pairsGame, { players: 2, seed: 's', options: { maxTurns: 10 } }).state.game.maxTurns).toBe(10);
  });
  test('same seed gives a byte-identical state; another seed another deal', () => {
    expect(JSON.stringify(start())).toBe(JSON.stringify(start()));
    expect(JSON.stringify(createMatch(pairsGame, { players: 3, seed: 'other' }).state)).not.toBe(
      JSON.stringify(start()),
    );
  });
});

describe('applyMove checks, in order', () => {
  const state = start();
  const myCard = state.zones[hand(0)]!.cards[0]!.id;
  test.each([
    ['not an object', 0, 'draw', 'MALFORMED_MOVE'],
    ['no type', 0, {}, 'MALFORMED_MOVE'],
    ['unknown type', 0, { type: 'fly' }, 'UNKNOWN_MOVE'],
    ['inherited property as type', 0, { type: 'toString' }, 'UNKNOWN_MOVE'],
    ['wrong field type', 0, { type: 'discard', card: 7 }, 'MALFORMED_MOVE'],
    ['huge string', 0, { type: 'discard', card: 'x'.repeat(10_000) }, 'MALFORMED_MOVE'],
    ['another seat', 1, { type: 'draw' }, 'NOT_YOUR_DECISION'],
    ['seat out of range', 9, { type: 'draw' }, 'NOT_YOUR_DECISION'],
    ['card not in hand', 0, { type: 'discard', card: 'c999' }, 'ILLEGAL_MOVE'],
  ])('%s → %s', (_name, seat, move, code) => {
    const before = canonicalJson(state);
    const result = applyMove(pairsGame, state, seat, move);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.reason.length).toBeGreaterThan(5);
    }
    expect(canonicalJson(state)).toBe(before);
  });

  test('a legal move applies, advances the step, and leaves the input untouched', () => {
    const before = canonicalJson(state);
    const result = applyMove(pairsGame, state, 0, { type: 'discard', card: myCard });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.state.step).toBe(1);
      expect(result.state.zones.discard!.cards.map((c) => c.id)).toContain(myCard);
    }
    expect(canonicalJson(state)).toBe(before);
  });

  test('field order in a submitted move does not matter', () => {
    const result = applyMove(pairsGame, state, 0, { card: myCard, type: 'discard' });
    expect(result.ok).toBe(true);
  });

  test('legalMovesFor is empty for seats not awaited', () => {
    expect(legalMovesFor(pairsGame, state, 1)).toEqual([]);
    expect(legalMovesFor(pairsGame, state, 0).length).toBeGreaterThan(0);
  });
});

describe('replay', () => {
  test('rebuilds every step and refuses corrupt records', () => {
    let state = start();
    const moves: { seat: number; move: unknown }[] = [];
    const states = [canonicalJson(state)];
    for (let i = 0; i < 12; i++) {
      const seat = awaitedSeats(pairsGame.status(state))[0] ?? 0;
      const move = legalMovesFor(pairsGame, state, seat)[0]!;
      const r = applyMove(pairsGame, state, seat, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
      moves.push({ seat, move });
      states.push(canonicalJson(state));
    }
    const record = { players: 3, seed: 'match-test', moves };
    for (let step = 0; step <= moves.length; step++)
      expect(canonicalJson(replay(pairsGame, record, step))).toBe(states[step]);
    expect(() => replay(pairsGame, { ...record, moves: [{ seat: 1, move: { type: 'draw' } }] })).toThrow(
      /NOT_YOUR_DECISION/,
    );
    expect(() => replay(pairsGame, record, 99)).toThrow(RangeError);
  });
});
