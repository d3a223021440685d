// Misbehavin's four bot levels: the heuristic bot as normal, a sloppy easy, and a hard that improves on normal's own-turn choices by rollouts.
import { botLevels, leadReward, type BotLevel, type Bot, type GameDefinition, type MatchState } from '@cortex/engine';
import { cardValue, misbehavinBot, misbehavinOptional } from './bot';
import type { MisbehavinMove } from './moves';
import { type GameData, powerNeeded, tableauPower, top, zDeck, zDisplay, zHand, zonesOf, zRecycle } from './state';

/**
 * Unfinished rollouts judged by POWER still missing (sides need different amounts) and by the deck that will bring
 * more: each owned card outside the tableau counts a tenth of its worth to the normal bot (a strong card about one
 * POWER, The Black against). Scored by POWER alone, the search preferred POWER now to cards that bring it later.
 */
export function deckLead(state: MatchState<GameData>): number[] {
  const c = { g: state.game, z: zonesOf(state.zones), players: state.players };
  return leadReward(
    Array.from({ length: state.players }, (_, s) => {
      const owned = [zDeck(s), zHand(s), zRecycle(s), zDisplay(s)].flatMap((z) => c.z(z));
      return (
        Math.min(0, tableauPower(c, s) - powerNeeded(c, s)) +
        0.1 * owned.reduce((n, card) => n + cardValue(card.kind), 0)
      );
    }),
    3,
  );
}

export const misbehavinLevels = (
  game: () => GameDefinition<GameData, MisbehavinMove, unknown>,
): Record<BotLevel, Bot<GameData, MisbehavinMove>> =>
  botLevels({
    game,
    normal: misbehavinBot,
    optional: misbehavinOptional,
    hard: {
      search: 'rollout',
      rolloutMoves: 20,
      candidates: 4,
      iterations: 24,
      evaluate: deckLead,
      // A match has some 250 decisions per seat; the search spends its time on the own-turn choices (what to play,
      // recruit, deal for or fight) and leaves the answers inside a step (abilities, rewards, cleanup) to normal.
      searchWhen: ({ view }) => view.game.phase === 'play' && top(view.game) === undefined,
    },
  });
