// One bot decision from a match state, the same in a worker thread and in-process: the level's bot with its time budget.
import { performance } from 'node:perf_hooks';
import { botFor, botInputFor, Random, seedToRngState, type AnyGame, type MatchState, type Move, type Seat } from '@cortex/engine';

export interface BotJob {
  readonly gameId: string;
  readonly state: MatchState<unknown>;
  readonly seat: Seat;
  readonly level: string;
  /** Seeds the bot's private randomness. */
  readonly seed: string;
  /** Thinking time for search bots, in milliseconds. */
  readonly budgetMs: number;
}

export function decideBotMove(game: AnyGame, job: BotJob): Move {
  const input = botInputFor(game, job.state, job.seat, new Random(seedToRngState(job.seed)), { ms: job.budgetMs, now: () => performance.now() });
  if (input.legalMoves.length === 0) throw new Error(`Seat ${job.seat} has no decision to make`);
  return input.legalMoves.length === 1 ? input.legalMoves[0]! : botFor(game.bots, job.level).chooseMove(input);
}
