// The bench-only game: two players take turns adding 1 to a counter, the same trivial game boardgame.io serves in the bench.
import { defineGame, PLAIN_VOCABULARY, seatRef } from '@cortex/engine';
import { z } from 'zod';

export interface CounterData {
  readonly n: number;
  readonly turn: number;
  /** 0 = endless; otherwise the match ends once n reaches it (the "replaced as they end" load). */
  readonly length: number;
}

export type CounterMove = { readonly type: 'add' };

export const counterOptions = z.object({
  length: z.number().int().min(0).max(1_000_000).default(0).describe('Moves until the match ends (0 = never)'),
});

export const counterGame = defineGame<CounterData, CounterMove, z.infer<typeof counterOptions>>({
  id: 'bench-counter',
  name: 'Counter (bench game)',
  minPlayers: 2,
  maxPlayers: 2,
  mode: 'competitive',
  ...PLAIN_VOCABULARY,
  options: counterOptions,
  moves: { add: z.object({ type: z.literal('add') }) },
  setup(_t, { options }) {
    return { n: 0, turn: 0, length: options.length };
  },
  legalMoves(state, seat) {
    return state.game.turn === seat ? [{ type: 'add' }] : [];
  },
  applyMove(t, seat) {
    t.game = { ...t.game, n: t.game.n + 1, turn: 1 - t.game.turn };
    // One log line per move, as real games write, so a long match has a long log.
    t.log`${seatRef(seat)} counted ${String(t.game.n)}.`;
  },
  status(state) {
    const g = state.game;
    if (g.length > 0 && g.n >= g.length)
      return { kind: 'finished', result: { winners: [], ranks: [1, 1], summary: `Counted to ${g.n}.` } };
    return { kind: 'active', toAct: [g.turn] };
  },
  cardName: (kind) => kind,
});
