// Perft-style pins: legal-move counts (and the move lists) from fixed seeded positions, and after fixed bot-played prefixes.
import { canonicalJson, createMatch, legalMovesFor } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import { botMatch } from './sim';

describe('legal-move counts from fixed positions', () => {
  test.each([
    ['perft-a', 2, 'standard'],
    ['perft-b', 3, 'wheelAndDeal'],
    ['perft-c', 4, 'xieXie'],
    ['perft-d', 3, 'draft'],
  ])('seed %s, %i players, supply %s: opening moves', (seed, players, supply) => {
    const state = createMatch(misbehavin, { players, seed, options: { supply } }).state;
    const moves = legalMovesFor(misbehavin, state, supply === 'draft' ? 0 : state.game.turn);
    expect({ count: moves.length, moves: canonicalJson(moves) }).toMatchSnapshot();
  });

  test.each([
    ['perft-e', 2, 40],
    ['perft-f', 3, 120],
    ['perft-g', 4, 300],
  ])('seed %s, %i players, after %i bot moves', (seed, players, after) => {
    const { state } = botMatch(players, seed, {}, after);
    const seat = state.game.stack.length === 0 ? state.game.turn : -1;
    const counts = Array.from({ length: players }, (_, s) => legalMovesFor(misbehavin, state, s).length);
    expect({ seat, counts, top: state.game.stack.map((f) => f.kind) }).toMatchSnapshot();
  });
});
