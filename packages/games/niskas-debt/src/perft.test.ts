// Legal-move counts pinned from fixed positions (perft-style): a change in move generation shows up here first.
import { createMatch } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';
import { legalMoves } from './legal';
import { at, edit, started, type S } from './testing';

function census(s: S, seat = 0): [number, Record<string, number>] {
  const by: Record<string, number> = {};
  const moves = legalMoves(s, seat);
  for (const m of moves) by[m.type] = (by[m.type] ?? 0) + 1;
  return [moves.length, by];
}

describe('legal-move counts from fixed positions', () => {
  test("the first setup decision: the GM's three Captain names (any other name is legal too)", () => {
    expect(census(createMatch(niskasDebt, { players: 2, seed: 'perft' }).state)).toEqual([3, { captain: 3 }]);
  });
  // 113 fly moves: 80 sectors minus the Reaver's, plus a search option for each empty one in range; and the GM's move
  // for a missed deadline (rule 6.b), which the server makes for an awaited seat. At 2 players the hand kept holds
  // Crate of Whisky, whose first step (a misbehave) is on Persephone.
  test.each([
    [2, 123, { work: 1 }],
    [4, 122, {}],
    [6, 122, {}],
  ])('%i players, seat 0 on Persephone at the start of round 1', (players, total, extra) => {
    expect(census(started(players, {}, `perft-${players}`))).toEqual([
      total,
      { fly: 113, buy: 3, deal: 3, smallTime: 1, end: 1, timeUp: 1, ...extra },
    ]);
  });
  test('two ships on the Space Bazaar: a trade partner, no small-time work on a station', () => {
    const s = edit(started(3, {}, 'perft-3'), (t) => {
      t.game.players[0]!.sector = at('bazaar');
      t.game.players[1]!.sector = at('bazaar');
    });
    expect(census(s)).toEqual([96, { fly: 87, buy: 3, deal: 3, offer: 1, end: 1, timeUp: 1 }]);
  });
});
