// The four bot levels every game offers, built from the game's own heuristic bot: random, easy, normal and hard.
import { randomBot, sloppyBot, type Bot, type BotInput } from './bot';
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
   * search improving on `normal` or on a stronger policy the game gives (`search: 'rollout'`).
   */
  readonly hard?:
    | ({ readonly search?: 'ismcts' } & Omit<IsmctsOptions<G, M>, 'game'>)
    | ({ readonly search: 'rollout' } & Omit<RolloutSearchOptions<G, M>, 'game' | 'policy'> & {
          /**
           * The policy the search improves on and plays the simulations with: `normal` unless the game has a stronger
           * one, kept for `hard` so that `normal` stays the middle level (it then also answers hard's optional moments).
           */
          readonly policy?: Bot<G, M>;
        });
  /**
   * The game's optional windows (`mayAct`) always offer a way to decline (a pass), so every level answers them with
   * its usual choice among the legal moves; `hard` answers like its policy (`normal` by default), which is quick. Off by default: a game
   * whose optional moves could go on for ever (free actions at any time) must not have bots answer them this way.
   */
  readonly answersOptional?: boolean;
  /**
   * The game's judgement of an optional moment (a seat in `mayAct`, not awaited): the move worth making now, or null
   * to let it pass. Reads only the view and legal moves, and must not answer the same kind of move for ever (each
   * answer should use something up). With it, normal and hard answer by it, easy by it except for a seeded share of
   * moments it lets pass, and random now and then with a random legal move (see randomOptional).
   */
  readonly optional?: (input: BotInput<G, M>) => M | null;
}

/** Share of optional moments the random level answers with a random legal move. */
export const RANDOM_OPTIONAL_SHARE = 0.1;
/**
 * The random level answers only at steps that are a multiple of this: a random optional move might be one that can be
 * repeated for ever (assigning and unassigning gear), and this way at least this many moves minus one of every this
 * many are someone else's, so a match cannot stall on random optional moves whatever the draws.
 */
export const RANDOM_OPTIONAL_SPACING = 4;

/** The random level's answer to an optional moment: rarely a random legal move, otherwise null. */
export function randomOptional<G, M extends Move>(input: BotInput<G, M>): M | null {
  // Both numbers are drawn every time, so the bot's random stream does not depend on which branch runs.
  const roll = input.random.int(0, 999);
  const index = input.random.int(0, 999);
  if (input.legalMoves.length === 0 || input.view.step % RANDOM_OPTIONAL_SPACING !== 0) return null;
  return roll < RANDOM_OPTIONAL_SHARE * 1000 ? (input.legalMoves[index % input.legalMoves.length] ?? null) : null;
}

/** The game's optional policy, except that a seeded share of moments (`passShare`) is let pass. */
export function sloppyOptional<G, M extends Move>(
  policy: (input: BotInput<G, M>) => M | null,
  passShare: number,
): (input: BotInput<G, M>) => M | null {
  return (input) => {
    // Draw first, always, and ask the policy always, so the random stream does not depend on which branch runs.
    const roll = input.random.int(0, 999);
    const answer = policy(input);
    return roll < passShare * 1000 ? null : answer;
  };
}

/** The stronger policy a game gives its rollout search, if any. */
const hardPolicy = <G, M extends Move>(input: LevelsInput<G, M>): Bot<G, M> | undefined =>
  input.hard?.search === 'rollout' ? input.hard.policy : undefined;

function hardBot<G, M extends Move>(input: LevelsInput<G, M>): Bot<G, M> {
  const hard = input.hard;
  if (hard?.search === 'rollout') {
    const { search: _search, policy, ...tuning } = hard;
    return rolloutSearchBot({ policy: policy ?? input.normal, ...tuning, game: input.game, level: 'hard' });
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
  const policy = input.optional;
  if (policy) {
    const withPolicy = (bot: Bot<G, M>, answer: (i: BotInput<G, M>) => M | null): Bot<G, M> => ({
      ...bot,
      chooseOptionalMove: answer,
    });
    return {
      random: withPolicy(levels.random, randomOptional),
      easy: withPolicy(levels.easy, sloppyOptional(policy, input.easyRandomShare ?? 0.5)),
      normal: withPolicy(levels.normal, policy),
      // The policy is quick and judges one move now; a search would add little, so hard answers like normal.
      hard: withPolicy(levels.hard, policy),
    };
  }
  if (!input.answersOptional) return levels;
  const answering = (bot: Bot<G, M>, answer: Bot<G, M> = bot): Bot<G, M> => ({
    ...bot,
    chooseOptionalMove: (i) => answer.chooseMove(i),
  });
  return {
    random: answering(levels.random),
    easy: answering(levels.easy),
    normal: answering(levels.normal),
    hard: answering(levels.hard, hardPolicy(input) ?? levels.normal),
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
