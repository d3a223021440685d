// Plays a whole match with bots in every seat; used by the bot tests and the figures in the report.
import {
  applyMove,
  awaitedSeats,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import { niskaBot } from './bot';
import { niskasDebt } from './game';
import type { NiskaData } from './state';

export interface BotMatch {
  readonly state: MatchState<NiskaData>;
  readonly moves: number;
  readonly rounds: number;
  readonly winner: number | null;
  readonly ranks: readonly number[];
}

export function playBotMatch(
  players: number,
  seed: string,
  options: unknown = {},
  maxMoves = 20000,
  onStep?: (state: MatchState<NiskaData>) => void,
): BotMatch {
  let { state } = createMatch(niskasDebt, { players, seed, options });
  const random = new Random(seedToRngState(`bot:${seed}`));
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    onStep?.(state);
    const status = niskasDebt.status(state);
    if (status.kind === 'finished')
      return { state, moves, rounds: state.game.round, winner: state.game.winner, ranks: status.result.ranks };
    const seat = awaitedSeats(status)[0]!;
    const legal = legalMovesFor(niskasDebt, state, seat);
    const move = niskaBot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random });
    const result = applyMove(niskasDebt, state, seat, move);
    if (!result.ok) throw new Error(`bot move refused: ${result.error.reason}`);
    state = result.state;
  }
  throw new Error(`bot match ${seed} did not finish in ${maxMoves} moves`);
}
