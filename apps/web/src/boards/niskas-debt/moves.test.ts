// The board's placement of moves against real matches: every legal move gets a unique key, a place and the server's
// words (the game's describeMove, as the API's choices), in legalMoves order.
import { applyMove, choicesFor, createMatch, legalMovesFor, type MatchState } from '@cortex/engine';
import { niskasDebt, type NiskaData } from '@cortex/game-niskas-debt';
import { describe, expect, test } from 'vitest';
import type { BoardChoice } from '../types';
import { offerMoves } from './moves';

type S = MatchState<NiskaData>;
const names = { seatName: (s: number) => ['Alice', 'Bram', 'Ursula'][s]! };

function boardChoices(state: S, seat: number): { legal: unknown[]; choices: BoardChoice[] } {
  const legal = legalMovesFor(niskasDebt, state, seat);
  const { choices } = choicesFor(niskasDebt, state, seat, names, legal);
  return {
    legal,
    choices: choices.map((c) => ({
      label: c.label,
      group: c.group,
      short: c.short ?? null,
      cards: [...(c.cards ?? [])],
      move: c.move,
    })),
  };
}
function describeAll(state: S, seat: number) {
  const { legal, choices } = boardChoices(state, seat);
  return { legal, offered: offerMoves(legal, choices) };
}

const FREE = new Set([
  'assign',
  'unassign',
  'dismiss',
  'scrap',
  'stow',
  'dump',
  'sell',
  'purchase',
  'load',
  'clearWarrants',
  'offer',
]);

/** Plays the first legal move of whoever is awaited, `n` times, checking each position's moves on the way. */
function walk(n: number): S {
  let state = createMatch(niskasDebt, { players: 3, seed: 'board-moves', options: { roundLimit: 3 } }).state;
  for (let i = 0; i < n; i++) {
    const status = niskasDebt.status(state);
    if (status.kind !== 'active') break;
    const seat = status.toAct[0]!;
    const { legal, offered } = describeAll(state, seat);
    // Every move but the server's own for a missed deadline (rule 6.b), which is never offered as a click.
    expect(offered).toHaveLength(legal.filter((m) => (m as { type: string }).type !== 'timeUp').length);
    expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
    for (const m of offered) {
      expect(m.label).toMatch(/^[^{}[\]]+$/);
      expect(m.short.length).toBeGreaterThan(0);
    }
    // Actions and decisions before ending the turn, and no free moves, so the walk reaches jobs, markets and later rounds.
    const steps = legal.filter((m) => !FREE.has((m as { type: string }).type));
    const pick = steps.find((m) => (m as { type: string }).type !== 'end') ?? steps[0] ?? legal[0]!;
    const r = applyMove(niskasDebt, state, seat, pick);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
  }
  return state;
}

describe("Niska's Debt board moves", () => {
  test("every legal move of a walk through setup and play has a unique key, a place and the server's words", () => {
    const state = walk(200);
    expect(state.game.phase).not.toBe('setup');
    expect(state.game.round).toBeGreaterThanOrEqual(2);
  });

  test("names are panel choices (the GM's suggestions); starting places are offered on the map", () => {
    let state = createMatch(niskasDebt, { players: 2, seed: 'board-map', options: {} }).state;
    const first = describeAll(state, 0).offered;
    expect(first.every((m) => m.place === 'panel' && m.move.type === 'captain')).toBe(true);
    expect(first[0]!.label).toContain("(the GM's pick)");
    expect(first[0]!.short).toBe((first[0]!.move as { name: string }).name);
    for (const type of ['captain', 'ship', 'profession', 'personality'] as const) {
      const move = legalMovesFor(niskasDebt, state, 0).find((m) => m.type === type)!;
      const r = applyMove(niskasDebt, state, 0, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const { offered } = describeAll(state, 0);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((m) => m.place === 'map' && m.key.startsWith('start-'))).toBe(true);
  });

  test('off turn, the legal free actions and trade moves the server returns are offered, on the sheet and the trade table', () => {
    let state = createMatch(niskasDebt, { players: 2, seed: 'board-offturn', options: {} }).state;
    while (state.game.phase === 'setup') {
      const seat = (niskasDebt.status(state) as { toAct: readonly number[] }).toAct[0]!;
      const move = legalMovesFor(niskasDebt, state, seat)[0]!;
      const r = applyMove(niskasDebt, state, seat, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const game = structuredClone(state.game);
    game.players[1]!.sector = game.players[0]!.sector;
    game.players[1]!.hold.cargo = 1;
    state = { ...state, game };
    expect(niskasDebt.status(state)).toMatchObject({ toAct: [0], mayAct: [1] });
    const off = describeAll(state, 1).offered;
    expect(off.map((m) => m.move.type)).not.toContain('end');
    expect(off.find((m) => m.key === 'dump-cargo')).toMatchObject({
      place: 'goods',
      label: 'Dump 1 Cargo',
      short: 'Dump',
    });
    expect(off.find((m) => m.key === 'offer-0')).toMatchObject({ place: 'turn', label: 'Offer a trade to Alice' });
    for (const move of [
      { type: 'offer', to: 0 },
      { type: 'offerItem', side: 'give', item: 'cargo' },
      { type: 'sendOffer' },
    ]) {
      const r = applyMove(niskasDebt, state, 1, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const answers = describeAll(state, 0).offered.filter((m) => m.place === 'trade');
    expect(answers.map((m) => [m.key, m.label])).toEqual([
      ['accept-1', "Accept Bram's offer: 1 Cargo for nothing"],
      ['decline-1', "Decline Bram's offer"],
    ]);
    expect(describeAll(state, 1).offered.find((m) => m.key === 'cancelOffer-0')?.label).toBe(
      'Withdraw your offer to Alice',
    );
  });
});
