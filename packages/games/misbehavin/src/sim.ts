// Bot-only match runner shared by the tests and the figures script: plays a seeded match to the end with the game's bot.
import {
  applyMove,
  awaitedSeats,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  runMove,
  seedToRngState,
  type Bot,
  type MatchState,
} from '@cortex/engine';
import { misbehavinBot } from './bot';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import type { GameData } from './state';

export interface SimResult {
  readonly state: MatchState<GameData>;
  readonly moves: number;
  readonly rounds: number;
  readonly winner: number | null;
}

/** `bots[seat]` overrides the game's bot for that seat (e.g. the engine's random bot). */
export function botMatch(
  players: number,
  seed: string,
  options: Record<string, unknown> = {},
  maxMoves = 20_000,
  bots: readonly (Bot<GameData, MisbehavinMove> | undefined)[] = [],
  fast = false,
): SimResult {
  let state = createMatch(misbehavin, { players, seed, options }).state;
  const random = new Random(seedToRngState(`bot:${seed}`));
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const status = misbehavin.status(state);
    if (status.kind === 'finished') break;
    const seat = awaitedSeats(status)[0]!;
    const legal = legalMovesFor(misbehavin, state, seat);
    const move = (bots[seat] ?? misbehavinBot).chooseMove({
      seat,
      view: redactView(state, seat),
      legalMoves: legal,
      random,
    });
    if (fast) {
      state = applyUnchecked(state, seat, move);
      continue;
    }
    const r = applyMove(misbehavin, state, seat, move);
    if (!r.ok) throw new Error(`${seed}: bot move refused: ${r.error.reason}`);
    state = r.state;
  }
  return { state, moves, rounds: state.game.round, winner: state.game.winner };
}

/** Applies a move already taken from the legal list without re-checking it (the figures script plays thousands of games). */
function applyUnchecked(state: MatchState<GameData>, seat: number, move: MisbehavinMove): MatchState<GameData> {
  const next = runMove(misbehavin, state, seat, move, { owned: false, log: true }).state;
  return { ...next, step: state.step + 1 };
}
