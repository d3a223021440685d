// Every legal move of real matches (bots playing 1, 2 and 3 seats) is offered once, in words, on the spot of the board it names,
// and every decision has a prompt; computed from each seat's own redacted view, as the browser receives it.
import { applyMove, createMatch, legalMovesFor, Random, redactView, seedToRngState } from '@cortex/engine';
import { fireflyBot, legendaryFirefly, type FireflyData } from '@cortex/game-legendary-firefly';
import { describe, expect, it } from 'vitest';
import type { BoardPlayer } from '../types';
import { boardModel } from './model';
import type { Place } from './moves';
import { prompt } from './prompt';

/** Moves that belong to no card or space: ending phases, passing, yes/no, "keep them all" and "stop healing" answers. */
const PANEL_ONLY = /^(pass|endTurn|endIntermission|choose-(yes|no|skip|done))$/;

function check(players: number, seed: string, maxMoves: number): { decisions: number; places: Set<Place> } {
  let state = createMatch(legendaryFirefly, { players, seed }).state;
  const random = new Random(seedToRngState(`web:${seed}`));
  const seats: BoardPlayer[] = Array.from({ length: players }, (_, s) => ({ seat: s, name: `P${s + 1}`, bot: null, away: false }));
  const places = new Set<Place>();
  let decisions = 0;
  for (let n = 0; n < maxMoves; n++) {
    const status = legendaryFirefly.status(state);
    if (status.kind === 'finished') break;
    // Awaited seats, then those that may help (the Coordinate window).
    for (const seat of [...status.toAct, ...(status.mayAct ?? [])]) {
      const legal = legalMovesFor(legendaryFirefly, state, seat);
      const view = JSON.parse(JSON.stringify(redactView(state, seat))) as unknown;
      const model = boardModel({ view, legalMoves: legal, viewerSeat: seat, players: seats });
      expect(model).not.toBeNull();
      const offered = model!.offered;
      expect(offered).toHaveLength(legal.length);
      expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
      for (const m of offered) {
        places.add(m.place);
        expect(m.label, m.key).not.toMatch(/[{}[\]]|undefined|NaN|unseen card/);
        // Ordering effects names cards that may sit anywhere (an Objective, a strike): those answers are buttons.
        if (m.place === 'panel' && state.game.pending?.kind !== 'order') expect(m.key, `${m.key} should sit on the board`).toMatch(PANEL_ONLY);
      }
      const p = prompt({ g: model!.g, viewerSeat: seat, toAct: status.toAct, seatName: model!.seatName, kindOf: model!.kindOf }, 'ACTIVE', false);
      expect(p.mine).toBe(status.toAct.includes(seat));
      if (!p.mine) expect(p.headline).toBe('You may help');
      expect(p.detail).not.toMatch(/^Wait|undefined/);
      decisions += 1;
    }
    const g: FireflyData = state.game;
    const seat = status.toAct.find((s) => s !== g.active) ?? status.mayAct?.[0] ?? status.toAct[0]!;
    const legal = legalMovesFor(legendaryFirefly, state, seat);
    const move = fireflyBot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random });
    const result = applyMove(legendaryFirefly, state, seat, move);
    if (!result.ok) throw new Error(result.error.reason);
    state = result.state;
  }
  return { decisions, places };
}

describe('Legendary Encounters: Firefly board model', () => {
  // Whole bot matches: seconds of work, more on a busy machine.
  it('offers every legal move of a solo match on the board, in words', { timeout: 60_000 }, () => {
    const { decisions, places } = check(1, 'board-solo', 400);
    expect(decisions).toBeGreaterThan(100);
    for (const place of ['hand', 'bridge', 'space', 'card', 'panel'] as const) expect(places).toContain(place);
  });

  it('offers Coordinate, Reactions and passes to the other players of 2- and 3-seat matches', { timeout: 60_000 }, () => {
    for (const [players, seed] of [[2, 'board-duo'], [3, 'board-trio']] as const) {
      const { decisions, places } = check(players, seed, 500);
      expect(decisions).toBeGreaterThan(100);
      expect(places).toContain('hand');
    }
  });

  it('renders nothing it cannot read', () => {
    expect(boardModel({ view: { game: { step: 1 } }, legalMoves: [], viewerSeat: 0, players: [] })).toBeNull();
  });
});
