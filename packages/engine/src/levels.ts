// The four bot levels every game offers, built from the game's own heuristic bot: random, easy, normal and hard.
import { randomBot, sloppyBot, type Bot } from './bot';
import type { BotLevel, GameDefinition } from './game';
import { ismctsBot, type IsmctsOptions } from './ismcts';
import { rolloutSearchBot, type RolloutSearchOptions } from './ismctsRollout';
import type { Move } from './types';

export interface LevelsInput<G, M extends Move> {
  /** The game (a function, so a game can build its levels inside its own definition). */
  readonly game: () => GameDefinition<G, M, unknown>;
  /** The game's heuristic bot: `normal` itself, the base of `easy`, the rollout policy and prior of `hard`. */
  readonly normal: Bot<G, M>;
  /** Share of `easy` decisions made at random. */
  readonly easyRandomShare?: number;
  /**
   * The `hard` search and its tuning: ISMCTS with `normal` as rollout and prior (the default), or a one-ply rollout
   * search improving on `normal` (`search: 'rollout'`).
   */
  readonly hard?: ({ readonly search?: 'ismcts' } & Omit<IsmctsOptions<G, M>, 'game'>) | ({ readonly search: 'rollout' } & Omit<RolloutSearchOptions<G, M>, 'game' | 'policy'>);
  /**
   * The game's optional windows (`mayAct`) always offer a way to decline (a pass), so every level answers them with
   * its usual choice among the legal moves; `hard` answers like `normal`, which is quick. Off by default: a game
   * whose optional moves could go on for ever (free actions at any time) must not have bots answer them this way.
   */
  readonly answersOptional?: boolean;
}

function hardBot<G, M extends Move>(input: LevelsInput<G, M>): Bot<G, M> {
  const hard = input.hard;
  if (hard?.search === 'rollout') {
    const { search: _search, ...tuning } = hard;
    return rolloutSearchBot({ policy: input.normal, ...tuning, game: input.game, level: 'hard' });
  }
  const { search: _search, ...tuning } = hard ?? {};
  return ismctsBot({ rollout: input.normal, prior: input.normal, ...tuning, game: input.game, level: 'hard' });
}

export function botLevels<G, M extends Move>(input: LevelsInput<G, M>): Record<BotLevel, Bot<G, M>> {
  const levels: Record<BotLevel, Bot<G, M>> = {
    random: randomBot as unknown as Bot<G, M>,
    easy: sloppyBot(input.normal, input.easyRandomShare ?? 0.5),
    normal: input.normal,
    hard: hardBot(input),
  };
  if (!input.answersOptional) return levels;
  const answering = (bot: Bot<G, M>, answer: Bot<G, M> = bot): Bot<G, M> => ({ ...bot, chooseOptionalMove: (i) => answer.chooseMove(i) });
  return {
    random: answering(levels.random),
    easy: answering(levels.easy),
    normal: answering(levels.normal),
    hard: answering(levels.hard, levels.normal),
  };
}

/**
 * A reward per seat in [0, 1] from a number where more is better (POWER, net worth): 0.5 when level with the best
 * rival, towards 1 when ahead and 0 when behind, `scale` being a clear lead. For evaluating unfinished rollouts.
 */
export function leadReward(values: readonly number[], scale: number): number[] {
  return values.map((v, s) => {
    const rival = Math.max(...values.filter((_, o) => o !== s));
    return 0.5 + 0.5 * Math.tanh((v - rival) / scale);
  });
}
