// Out to the Black's four bot levels: the heuristic bot as normal, a sloppy easy, and a hard that improves on a stronger policy by playing candidate moves out to the end.
import { botLevels, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { normalBot, ottbOptional } from './bot';
import { hardPolicy } from './hardPolicy';
import type { OttbMove } from './moves';
import { type OttbData, Z } from './state';

/** An unfinished rollout: the share of Events done, less when Credits or Honor (the crew's lives) run low. */
export function crewProspects(state: MatchState<OttbData>): number[] {
  const g = state.game;
  const left = state.zones[Z.events]?.cards.length ?? 0;
  const done = g.eventsCompleted / Math.max(1, g.eventsCompleted + left);
  const danger = (Math.max(0, 4 - g.credits) + Math.max(0, 4 - g.honor)) * 0.05;
  const value = Math.min(0.9, Math.max(0.05, 0.2 + 0.6 * done - danger));
  return Array.from({ length: state.players }, () => value);
}

export const ottbLevels = (
  game: () => GameDefinition<OttbData, OttbMove, unknown>,
): Record<BotLevel, Bot<OttbData, OttbMove>> =>
  botLevels({
    game,
    normal: normalBot,
    // Random moves sink a cooperative table fast: with half its decisions random (the default) easy won 2 / 1 / 0 % of
    // 100 seeds at 3 / 4 / 5 players, no better than random at 5; with a fifth it wins 24 / 23 / 8 %, under normal's ~60-73 %.
    easyRandomShare: 0.2,
    optional: ottbOptional,
    // The search improves on hardPolicy, which won far more all-bot tables than normal on 1000 tuning seeds per count
    // (`tune:ottb:Np:i`, i < 1000): 916 vs 675 at 3 players, 917 vs 684 at 4, 849 vs 550 at 5. Over normal itself the
    // search lost at 5 players (56.0 vs 58.2 % of 200 bench seeds). With the engine's default trust in its simulations
    // (a switch on 1.5 standard errors and 0.02) it talked itself out of hardPolicy's moves on dice noise: 45 of the first
    // 60 five-player tuning seeds vs normal's 43 and hardPolicy's own 50; asking 3 standard errors and 0.05 it won 50.
    hard: {
      search: 'rollout',
      policy: hardPolicy,
      // Simulations run to the end of the match (a few hundred moves at most), as in Niska's Debt: cut at 60 moves and
      // scored by crewProspects, the search won no more often than normal (18 vs 19 of the first 25 three-player seeds).
      rolloutMoves: 300,
      candidates: 4,
      iterations: 16,
      evaluate: crewProspects,
      confidence: 3,
      margin: 0.05,
    },
  });
