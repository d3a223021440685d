// The bench game for boardgame.io: the same counter as ../counter-game.ts, the turn passing after each move.
import type { Game } from 'boardgame.io';

export interface CounterState {
  n: number;
}

/** length 0 = endless, else the game ends in a draw after that many moves. */
export function bgioCounter(length: number): Game<CounterState> {
  return {
    name: 'counter',
    setup: () => ({ n: 0 }),
    moves: {
      add: ({ G }) => {
        G.n += 1;
      },
    },
    turn: { minMoves: 1, maxMoves: 1 },
    ...(length > 0 ? { endIf: ({ G }: { G: CounterState }) => (G.n >= length ? { draw: true } : undefined) } : {}),
  };
}
