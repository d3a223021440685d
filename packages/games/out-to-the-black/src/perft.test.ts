// Perft-style pins: the legal-move counts of every seat in positions reached by fixed seeds and bot play.
import { applyMove, botFor, createMatch, legalMovesFor, Random, redactView, seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import type { St } from './testkit';

/** The position after `steps` normal-bot moves from a seed. */
function position(players: number, seed: string, steps: number): St {
  // The first seat starts, as before the lobby option existed (issue 25), so these positions stay the ones pinned.
  let state = createMatch(outToTheBlack, { players, seed, options: { startingPlayer: 0 } }).state;
  const bot = botFor(outToTheBlack.bots, 'normal');
  const random = new Random(seedToRngState(`perft:${seed}`));
  for (let n = 0; n < steps; n++) {
    const status = outToTheBlack.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0]!;
    const move = bot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legalMovesFor(outToTheBlack, state, seat), random });
    const r = applyMove(outToTheBlack, state, seat, move);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
  }
  return state;
}

// Pinned from the deals these seeds produce; a change in setup, shuffling, move generation or the bot breaks them.
// Re-pinned for issue 21: Event-phase cards are laid down at once (one move per set of playable cards: 5 playable cards
// and 2 E actions make p-d's 1 + 31 + 2 = 34), participants and Wilds are chosen at once, and the engine makes the
// forced moves, so the same seeds reach other positions after as many bot moves.
const PINS: readonly (readonly [number, string, number, string, number[]])[] = [
  [3, 'p-a', 0, 'characters', [9, 0, 0]],
  [3, 'p-a', 3, 'action', [7, 0, 0]],
  [3, 'p-b', 6, 'event', [4, 0, 0]],
  [3, 'p-c', 12, 'action', [0, 4, 0]],
  [4, 'p-d', 5, 'event', [34, 0, 0, 0]],
  [4, 'p-e', 9, 'event', [0, 18, 0, 0]],
  // Issue 25: the Wilds are placed before the Resolution window (step 5 before step 6), so p-f reaches them 4 moves
  // sooner (the window's four passes now follow them: 17 moves in, all four seats are asked).
  [4, 'p-f', 16, 'wilds', [9, 0, 0, 0]],
  [4, 'p-f', 17, 'resolution', [2, 2, 3, 2]],
  [5, 'p-g', 6, 'event', [18, 0, 0, 0, 0]],
  [5, 'p-h', 11, 'event', [0, 0, 2, 0, 0]],
  [5, 'p-i', 30, 'event', [0, 0, 5, 0, 0]],
  [4, 'p-j', 40, 'event', [3, 0, 0, 0]],
  [3, 'p-k', 25, 'participants', [0, 0, 2]],
];

const counts = (s: St): number[] => Array.from({ length: s.players }, (_, seat) => legalMovesFor(outToTheBlack, s, seat).length);

describe('legal-move counts from fixed positions', () => {
  test.each(PINS)('%i players, seed %s, after %i moves: %s phase, counts %j', (players, seed, steps, phase, expected) => {
    const s = position(players, seed, steps);
    expect(s.game.phase).toBe(phase);
    expect(counts(s)).toEqual(expected);
  });
});
