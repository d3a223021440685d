// Plays a whole match with the bot in every seat (teammates answer their Coordinate window before the active player moves on).
import { applyMove, createMatch, legalMovesFor, Random, redactView, seedToRngState } from '@cortex/engine';
import { chooseFireflyMove } from './bot';
import { legendaryFirefly } from './game';
import type { FState } from './state';

export interface BotMatchResult {
  readonly won: boolean;
  readonly vp: number;
  readonly moves: number;
  readonly turns: number;
  readonly state: FState;
}

export function playBotMatch(players: number, seed: string, options?: unknown, maxMoves = 50_000): BotMatchResult {
  let state: FState = createMatch(legendaryFirefly, { players, seed, options }).state;
  const random = new Random(seedToRngState(`bot:${seed}`));
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const status = legendaryFirefly.status(state);
    if (status.kind === 'finished') break;
    const g = state.game;
    // Teammates answer first: a decision of theirs, then their optional Coordinate window, then the active player.
    const seat = status.toAct.find((s) => s !== g.active) ?? status.mayAct?.[0] ?? status.toAct[0]!;
    const legal = legalMovesFor(legendaryFirefly, state, seat);
    const move = chooseFireflyMove({ seat, view: redactView(state, seat), legalMoves: legal });
    void random;
    const r = applyMove(legendaryFirefly, state, seat, move);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.reason}`);
    state = r.state;
  }
  const g = state.game;
  return { won: g.result?.won ?? false, vp: g.result?.vp ?? 0, moves, turns: g.turn, state };
}
