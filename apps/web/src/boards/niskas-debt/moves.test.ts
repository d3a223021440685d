// The board's move descriptions and prompts against real matches: every legal move gets a unique key, a place and words.
import { applyMove, createMatch, legalMovesFor, redactView, type MatchState } from '@cortex/engine';
import { cardName, niskasDebt, type NiskaData } from '@cortex/game-niskas-debt';
import { describe, expect, test } from 'vitest';
import { offerMoves } from './moves';
import { prompt, type PromptInput } from './prompt';

type S = MatchState<NiskaData>;

function kindsOf(state: S, seat: number): (id: string) => string | undefined {
  const kinds = new Map<string, string>();
  for (const z of Object.values(redactView(state, seat).zones)) for (const c of z.cards) if (c) kinds.set(c.id, c.kind);
  return (id) => kinds.get(id);
}

function describeAll(state: S, seat: number) {
  const legal = legalMovesFor(niskasDebt, state, seat);
  const offered = offerMoves(legal, { g: state.game, viewerSeat: seat, kindOf: kindsOf(state, seat), cardName, seatName: (s) => `Seat ${s + 1}` });
  return { legal, offered };
}

function input(state: S, viewerSeat: number | null, toAct: number[]): PromptInput {
  const view = redactView(state, viewerSeat ?? 'spectator');
  return {
    g: state.game,
    viewerSeat,
    toAct,
    seatName: (s) => (s === viewerSeat ? 'You' : `Seat ${s + 1}`),
    cardName,
    kindOf: kindsOf(state, viewerSeat ?? 0),
    handCount: (s) => view.zones[`hand:${s}`]?.count ?? 0,
  };
}

const FREE = new Set(['assign', 'unassign', 'dismiss', 'scrap', 'stow', 'dump', 'sell', 'purchase', 'load', 'clearWarrants', 'offer']);

/** Plays the first legal move of whoever is awaited, `n` times, checking each position's move descriptions on the way. */
function walk(n: number): S {
  let state = createMatch(niskasDebt, { players: 3, seed: 'board-moves', options: { roundLimit: 3 } }).state;
  for (let i = 0; i < n; i++) {
    const status = niskasDebt.status(state);
    if (status.kind !== 'active') break;
    const seat = status.toAct[0]!;
    const { legal, offered } = describeAll(state, seat);
    expect(offered).toHaveLength(legal.length);
    expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
    for (const m of offered) expect(m.label).toMatch(/^[^{}[\]]+$/);
    // Actions and decisions before ending the turn, and no free moves, so the walk reaches jobs, markets and later rounds.
    const steps = legal.filter((m) => !FREE.has(m.type));
    const pick = steps.find((m) => m.type !== 'end') ?? steps[0] ?? legal[0]!;
    const r = applyMove(niskasDebt, state, seat, pick);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
  }
  return state;
}

describe("Niska's Debt board moves", () => {
  test('every legal move of a walk through setup and play has a unique key, a place and a sentence', () => {
    const state = walk(200);
    expect(state.game.phase).not.toBe('setup');
    expect(state.game.round).toBeGreaterThanOrEqual(2);
  });

  test('map moves are offered on the map: starting places in setup, Fly targets in play', () => {
    let state = createMatch(niskasDebt, { players: 2, seed: 'board-map', options: {} }).state;
    for (const type of ['captain', 'ship', 'profession', 'personality'] as const) {
      const move = legalMovesFor(niskasDebt, state, 0).find((m) => m.type === type)!;
      const r = applyMove(niskasDebt, state, 0, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const { offered } = describeAll(state, 0);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((m) => m.place === 'map' && m.key.startsWith('start-'))).toBe(true);
    expect(prompt(input(state, 0, [0]), 'ACTIVE', false).detail).toContain('choose a free planet or station');
  });

  test('off turn, the legal free actions and trade moves the server returns are offered, on the sheet and the trade table', () => {
    // Setup done by playing the first legal move; then both ships are put on one planet with some cargo each.
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
    expect(off.find((m) => m.key === 'dump-cargo')?.place).toBe('goods');
    expect(off.find((m) => m.key === 'offer-0')).toMatchObject({ place: 'turn', label: 'Offer a trade to Seat 1' });
    expect(prompt(input(state, 1, [0]), 'ACTIVE', false).headline).toContain('Waiting for Seat 1');
    // Seat 1 offers its cargo off turn; seat 0 is asked, and sees the answer moves for that offer.
    for (const move of [{ type: 'offer', to: 0 }, { type: 'offerItem', side: 'give', item: 'cargo' }, { type: 'sendOffer' }]) {
      const r = applyMove(niskasDebt, state, 1, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const answers = describeAll(state, 0).offered.filter((m) => m.place === 'trade');
    expect(answers.map((m) => [m.key, m.label])).toEqual([
      ['accept-1', 'Accept the trade from Seat 2'],
      ['decline-1', 'Decline the trade from Seat 2'],
    ]);
    expect(prompt(input(state, 0, [0]), 'ACTIVE', false).detail).toContain('Seat 2 offers you a trade');
    expect(describeAll(state, 1).offered.find((m) => m.key === 'cancelOffer')?.label).toBe('Withdraw your offer');
  });

  test('the prompt names whose decision it is and what is asked, for the viewer and for a spectator', () => {
    const state = createMatch(niskasDebt, { players: 2, seed: 'board-prompt', options: {} }).state;
    const mine = prompt(input(state, 0, [0]), 'ACTIVE', false);
    expect(mine.mine).toBe(true);
    expect(mine.detail).toContain('name your Captain');
    const theirs = prompt(input(state, 1, [0]), 'ACTIVE', false);
    expect(theirs.mine).toBe(false);
    expect(theirs.headline).toContain('Waiting for Seat 1');
    expect(theirs.detail).toContain('name their Captain');
  });
});
