// Niska's Debt's four bot levels: the heuristic bot as normal, a sloppy easy, and an ISMCTS hard that scores rollouts by net worth lead.
import { botLevels, leadReward, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { niskaBot } from './bot';
import type { NiskaMove } from './moves';
import { score } from './rules/turn';
import type { NiskaData } from './state';

/** Unfinished rollouts are judged by net worth: 2,000 ahead is a clear lead. */
export function worthLead(state: MatchState<NiskaData>): number[] {
  return leadReward(state.game.players.map(score), 2000);
}

export const niskaLevels = (game: () => GameDefinition<NiskaData, NiskaMove, unknown>): Record<BotLevel, Bot<NiskaData, NiskaMove>> =>
  botLevels({ game, normal: niskaBot, hard: { rolloutMoves: 40, evaluate: worthLead } });
