// Niska's Debt's four bot levels: the heuristic bot as normal, a sloppy easy, and a hard that improves on normal by playing each candidate move out to the end.
import { botLevels, leadReward, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { niskaBot, niskaOptional } from './bot';
import type { NiskaMove } from './moves';
import { score } from './rules/turn';
import type { NiskaData } from './state';

/** Unfinished rollouts are judged by net worth: 2,000 ahead is a clear lead. */
export function worthLead(state: MatchState<NiskaData>): number[] {
  return leadReward(state.game.players.map(score), 2000);
}

export const niskaLevels = (
  game: () => GameDefinition<NiskaData, NiskaMove, unknown>,
): Record<BotLevel, Bot<NiskaData, NiskaMove>> =>
  botLevels({
    game,
    normal: niskaBot,
    optional: niskaOptional,
    hard: {
      search: 'rollout',
      // Simulations run to the end of the match: net worth a few turns on undervalues jobs just taken (their pay comes later),
      // and a search scored that way played worse than normal (42 % over 40 matches); played out, it won 11 of the first 13.
      // Five candidates and 48 simulations won 68 of 100 seeded matches against normal where three and 24 won 64
      // (the same seeds; 115 ms a decision on average, 357 ms at the 99th percentile, on an idle machine). Ending
      // simulations on a blend of the win and the worth lead won 69: no better, so the reward stays the game's result.
      rolloutMoves: 400,
      candidates: 5,
      iterations: 48,
      evaluate: worthLead,
      // The GM's move for a missed deadline (rule 6.b) is the server's, not a candidate.
      alternatives: (move) => move.type !== 'timeUp',
    },
  });
