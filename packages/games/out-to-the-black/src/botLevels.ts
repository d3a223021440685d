// Out to the Black's four bot levels: the heuristic bot as normal, a sloppy easy, and an ISMCTS hard that plays rollouts to the end.
import { botLevels, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { normalBot } from './bot';
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

export const ottbLevels = (game: () => GameDefinition<OttbData, OttbMove, unknown>): Record<BotLevel, Bot<OttbData, OttbMove>> =>
  botLevels({ game, normal: normalBot, hard: { rolloutMoves: 60, evaluate: crewProspects } });
