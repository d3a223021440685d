// Every legal move of real matches (bots playing 1, 2 and 3 seats) is offered once, with the server's words (the game's
// describeMove, as Match.choices carries them), on the spot of the board it names, and every decision shows the server's
// prompt; computed from each seat's own redacted view, as the browser receives it.
import { applyMove, choicesFor, createMatch, legalMovesFor, Random, redactView, seedToRngState } from '@cortex/engine';
import { fireflyBot, legendaryFirefly, type FireflyData } from '@cortex/game-legendary-firefly';
import { describe, expect, it } from 'vitest';
import type { BoardPlayer } from '../types';
import { boardModel } from './model';
import type { Place } from './moves';
import { prompt } from './prompt';

/** Moves that belong to no card or space: ending phases, passing, yes/no, "keep them all" and "stop healing" answers. */
const PANEL_ONLY = /^(pass|endTurn|endIntermission|choose-(yes|no|skip|done))$/;
const names = (seats: readonly BoardPlayer[]) => ({ seatName: (s: number) => seats[s]?.name ?? `Player ${s + 1}` });

function check(players: number, seed: string, maxMoves: number): { decisions: number; places: Set<Place> } {
  let state = createMatch(legendaryFirefly, { players, seed }).state;
  const random = new Random(seedToRngState(`web:${seed}`));
  const seats: BoardPlayer[] = Array.from({ length: players }, (_, s) => ({
    seat: s,
    name: `P${s + 1}`,
    bot: null,
    away: false,
  }));
  const places = new Set<Place>();
  let decisions = 0;
  for (let n = 0; n < maxMoves; n++) {
    const status = legendaryFirefly.status(state);
    if (status.kind === 'finished') break;
    // Awaited seats, then those that may help (the Coordinate window).
    for (const seat of [...status.toAct, ...(status.mayAct ?? [])]) {
      const legal = legalMovesFor(legendaryFirefly, state, seat);
      const view = JSON.parse(JSON.stringify(redactView(state, seat))) as unknown;
      const words = choicesFor(legendaryFirefly, state, seat, names(seats), legal);
      const choices = words.choices.map((c) => ({
        label: c.label,
        group: c.group,
        short: c.short ?? null,
        cards: [...(c.cards ?? [])],
        move: c.move,
      }));
      const model = boardModel({ view, legalMoves: legal, choices, viewerSeat: seat, players: seats });
      expect(model).not.toBeNull();
      const offered = model!.offered;
      expect(offered).toHaveLength(legal.length);
      expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
      for (const [i, m] of offered.entries()) {
        places.add(m.place);
        expect(m.label, m.key).toBe(choices[i]!.label);
        expect(m.label, m.key).not.toMatch(/[{}[\]]|undefined|NaN|unseen card|hidden card/);
        // Ordering effects names cards that may sit anywhere (an Objective, a strike): those answers are buttons.
        if (m.place === 'panel' && state.game.pending?.kind !== 'order')
          expect(m.key, `${m.key} should sit on the board`).toMatch(PANEL_ONLY);
      }
      const p = prompt(
        { g: model!.g, viewerSeat: seat, toAct: status.toAct, seatName: model!.playerName, prompt: words.prompt },
        'ACTIVE',
        false,
      );
      expect(p.mine).toBe(status.toAct.includes(seat));
      expect(p.headline).toBe(words.prompt);
      if (!p.mine) expect(p.detail).toMatch(/^You may help/);
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
  // Whole bot matches: seconds of work, more on a busy machine. (Basic cards go down together and single-answer moves are
  // made by the server, so a match asks for fewer decisions than it used to.)
  it('offers every legal move of a solo match on the board, in words', { timeout: 60_000 }, () => {
    const { decisions, places } = check(1, 'board-solo', 400);
    expect(decisions).toBeGreaterThan(50);
    for (const place of ['hand', 'bridge', 'space', 'card', 'panel'] as const) expect(places).toContain(place);
  });

  it(
    'offers Coordinate, Reactions and passes to the other players of 2- and 3-seat matches',
    { timeout: 60_000 },
    () => {
      for (const [players, seed] of [
        [2, 'board-duo'],
        [3, 'board-trio'],
      ] as const) {
        const { decisions, places } = check(players, seed, 500);
        expect(decisions).toBeGreaterThan(50);
        expect(places).toContain('hand');
      }
    },
  );

  it('renders nothing it cannot read', () => {
    expect(
      boardModel({ view: { game: { step: 1 } }, legalMoves: [], choices: [], viewerSeat: 0, players: [] }),
    ).toBeNull();
  });
});
