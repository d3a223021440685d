// The bench game for boardgame.io: the same counter as ../counter-game.ts, the turn passing after each move.
import type { Game } from 'boardgame.io';

export interface CounterState {
  n: number;
}

export const bgioCounter: Game<CounterState> = {
  name: 'counter',
  setup: () => ({ n: 0 }),
  moves: {
    add: ({ G }) => {
      G.n += 1;
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
};
