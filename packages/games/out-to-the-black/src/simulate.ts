// Plays whole matches with bots seated everywhere: used by the bot tests and the win-rate figures.
import {
  applyMove,
  botFor,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import { outToTheBlack } from './game';
import type { OttbData } from './state';

export interface BotGame {
  readonly won: boolean;
  readonly moves: number;
  readonly events: number;
  readonly summary: string;
  readonly state: MatchState<OttbData>;
}

export function playBotGame(players: number, seed: string, level = 'normal', maxMoves = 5000): BotGame {
  let state = createMatch(outToTheBlack, { players, seed }).state;
  const bot = botFor(outToTheBlack.bots, level);
  const random = new Random(seedToRngState(`bot:${seed}`));
  for (let n = 0; n < maxMoves; n++) {
    const status = outToTheBlack.status(state);
    if (status.kind === 'finished') {
      return {
        won: status.result.winners.length > 0,
        moves: n,
        events: state.game.eventsCompleted,
        summary: status.result.summary,
        state,
      };
    }
    const seat = status.toAct[0]!;
    const legal = legalMovesFor(outToTheBlack, state, seat);
    const move = bot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random });
    const r = applyMove(outToTheBlack, state, seat, move);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.reason}`);
    state = r.state;
  }
  throw new Error(`bot game ${seed} did not finish in ${maxMoves} moves`);
}
