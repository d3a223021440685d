// One bot decision from a match state, the same in a worker thread and in-process: the level's bot with its time budget.
import { performance } from 'node:perf_hooks';
import {
  botFor,
  botInputFor,
  Random,
  seedToRngState,
  type AnyGame,
  type MatchState,
  type Move,
  type Seat,
} from '@cortex/engine';

export interface BotJob {
  readonly gameId: string;
  readonly state: MatchState<unknown>;
  readonly seat: Seat;
  readonly level: string;
  /** Seeds the bot's private randomness. */
  readonly seed: string;
  /** Thinking time for search bots, in milliseconds. */
  readonly budgetMs: number;
  /** The seat is not awaited but may move (mayAct): the bot may also let the moment pass (null). */
  readonly optional?: boolean;
}

export function decideBotMove(game: AnyGame, job: BotJob): Move | null {
  const input = botInputFor(game, job.state, job.seat, new Random(seedToRngState(job.seed)), {
    ms: job.budgetMs,
    now: () => performance.now(),
  });
  if (input.legalMoves.length === 0) throw new Error(`Seat ${job.seat} has no decision to make`);
  const bot = botFor(game.bots, job.level);
  if (job.optional) return bot.chooseOptionalMove?.(input) ?? null;
  return input.legalMoves.length === 1 ? input.legalMoves[0]! : bot.chooseMove(input);
}

/** Whether the level's bot ever answers when it is not awaited. */
export function answersOptional(game: AnyGame, level: string): boolean {
  return botFor(game.bots, level).chooseOptionalMove !== undefined;
}
