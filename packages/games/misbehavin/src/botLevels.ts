// Misbehavin's four bot levels: the heuristic bot as normal, a sloppy easy, and an ISMCTS hard that scores rollouts by POWER lead.
import { botLevels, leadReward, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { misbehavinBot } from './bot';
import type { MisbehavinMove } from './moves';
import { type GameData, tableauPower, zonesOf } from './state';

/** Unfinished rollouts are judged by POWER: a lead of 4 is a clear one. */
export function powerLead(state: MatchState<GameData>): number[] {
  const c = { g: state.game, z: zonesOf(state.zones), players: state.players };
  return leadReward(Array.from({ length: state.players }, (_, s) => tableauPower(c, s)), 4);
}

export const misbehavinLevels = (game: () => GameDefinition<GameData, MisbehavinMove, unknown>): Record<BotLevel, Bot<GameData, MisbehavinMove>> =>
  botLevels({ game, normal: misbehavinBot, hard: { rolloutMoves: 40, evaluate: powerLead } });
