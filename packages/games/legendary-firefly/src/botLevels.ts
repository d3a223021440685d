// Legendary Firefly's four bot levels: the heuristic bot as normal, a sloppy easy, and a hard that improves on a stronger policy (hardPolicy) by rollouts scored by Episode progress.
import { botLevels, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { fireflyBot } from './bot';
import { hardPolicy } from './hardPolicy';
import type { FireflyMove } from './moves';
import { damage, type FireflyData, reader } from './state';

/** An unfinished rollout: Episodes and Objective parts done, less the damage the crew carries. */
export function crewProgress(state: MatchState<FireflyData>): number[] {
  const g = state.game;
  const r = reader(state);
  const parts = g.parts.filter((p) => p === 'done').length;
  const hurt = g.mcs.reduce((sum, _, m) => sum + damage(r, m), 0);
  const value = Math.min(0.9, Math.max(0.05, 0.15 + 0.25 * g.episode + 0.08 * parts - 0.02 * hurt));
  return Array.from({ length: state.players }, () => value);
}

export const fireflyLevels = (
  game: () => GameDefinition<FireflyData, FireflyMove, unknown>,
): Record<BotLevel, Bot<FireflyData, FireflyMove>> =>
  botLevels({
    game,
    normal: fireflyBot,
    // Random moves sink a cooperative table fast: with half its decisions random (the default) easy won none of 100
    // two-player seeds in any trio, the same as random, and with a fifth 0-4 %; with a tenth it wins 5-26 % by trio,
    // under normal's 22-63 %. (Measured on the bench's seeds.)
    easyRandomShare: 0.1,
    // A teammate's Coordinate / Reaction window always has Pass, so seated bots answer it (the match does not wait for them).
    answersOptional: true,
    hard: {
      search: 'rollout',
      // The search improves on hardPolicy, normal's judgement with two values changed (see HARD_TUNING): on 1,500
      // tuning tables it won 813 to normal's 633. With it, hard won 36.8-68.6 % of the bench's 500 seeds per trio
      // against normal's 22.0-62.6 %, ahead in every trio (the search over normal itself had been level with normal).
      policy: hardPolicy,
      // Measured on the bench's first 60 seeds of each trio (two players), against normal's 126 wins of 300:
      // - every decision searched, 3 candidates x 12 simulations of 30 moves scored by crewProgress: 113 wins. Thirty
      //   moves are less than a turn: it ended turns with cards left to play and skipped completing Objective parts;
      // - the same, choosing only among moves of the kind normal chose: 117;
      // - only normal's recruit and fight choices searched (which card, which enemy), 120 moves deep: 125, at 7 ms a
      //   decision (with 4 candidates x 24 simulations: 119). Kept.
      rolloutMoves: 120,
      candidates: 3,
      iterations: 12,
      confidence: 2,
      evaluate: crewProgress,
      searchWhen: (_, policyMove) => policyMove.type === 'recruit' || policyMove.type === 'fight',
      alternatives: (move, policyMove) => move.type === policyMove.type,
      // A lost game still ranks by Victory Points (0-3 without the win).
      reward: (result, state) =>
        Array.from({ length: state.players }, () => (result.winners.length > 0 ? 1 : 0.05 * (result.scores?.[0] ?? 0))),
    },
  });
