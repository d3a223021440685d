// Optional moves (`mayAct`): seats that may move at any time without the match waiting for them.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineGame, type GameDefinition } from './game';
import { PLAIN_VOCABULARY } from './vocabulary';
import { applyMove, awaitedSeats, createMatch, legalMovesFor, optionalSeats } from './match';
import { runConformance } from './testing/conformance';
import { botInputFor, randomBot, type Bot, type BotInput } from './bot';
import { playBotMatch } from './botMatch';
import { botLevels } from './levels';
import { Random, seedToRngState } from './rng';

type TallyMove = { readonly type: 'tick' } | { readonly type: 'cheer' };
interface Tally {
  readonly turn: number;
  readonly ticks: number;
  readonly cheers: readonly number[];
}

/** Seats take turns to tick; anyone else may cheer (up to 3 times) whenever they like. */
function tallyGame(
  listCheersFor: 'optional seats' | 'everyone' = 'optional seats',
): GameDefinition<Tally, TallyMove, Record<string, never>> {
  const mayCheer = (g: Tally, seat: number) => seat !== g.turn && g.cheers[seat]! < 3;
  return defineGame<Tally, TallyMove, Record<string, never>>({
    id: 'test-tally',
    name: 'Tally (test game)',
    minPlayers: 2,
    maxPlayers: 3,
    mode: 'cooperative',
    ...PLAIN_VOCABULARY,
    options: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    moves: { tick: z.object({ type: z.literal('tick') }), cheer: z.object({ type: z.literal('cheer') }) },
    setup: (_t, { players }) => ({ turn: 0, ticks: 0, cheers: Array.from({ length: players }, () => 0) }),
    legalMoves(state, seat) {
      const g = state.game;
      if (seat === g.turn) return [{ type: 'tick' }];
      return (listCheersFor === 'everyone' ? g.cheers[seat]! < 3 : mayCheer(g, seat)) ? [{ type: 'cheer' }] : [];
    },
    applyMove(t, seat, move) {
      const g = t.game;
      if (move.type === 'tick') t.game = { ...g, ticks: g.ticks + 1, turn: (g.turn + 1) % t.players };
      else t.game = { ...g, cheers: g.cheers.map((c, s) => (s === seat ? c + 1 : c)) };
    },
    status(state) {
      const g = state.game;
      if (g.ticks >= 12)
        return {
          kind: 'finished',
          result: { winners: g.cheers.map((_, s) => s), ranks: g.cheers.map(() => 1), summary: 'Done.' },
        };
      const mayAct = g.cheers.flatMap((_, s) => (mayCheer(g, s) ? [s] : []));
      // The broken variant forgets to declare the seat it lists moves for after its own turn.
      return { kind: 'active', toAct: [g.turn], mayAct: listCheersFor === 'everyone' ? mayAct.slice(1) : mayAct };
    },
    cardName: (kind) => kind,
  });
}

describe('optional moves', () => {
  const game = tallyGame();
  const start = () => createMatch(game, { players: 3, seed: 'tally' }).state;

  test('an optional seat has legal moves and may move; the match awaits only the active seat', () => {
    const state = start();
    const status = game.status(state);
    expect(awaitedSeats(status)).toEqual([0]);
    expect(optionalSeats(status)).toEqual([1, 2]);
    expect(legalMovesFor(game, state, 2)).toEqual([{ type: 'cheer' }]);
    const r = applyMove(game, state, 2, { type: 'cheer' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.game.cheers).toEqual([0, 0, 1]);
  });

  test('a seat neither awaited nor optional is refused with NOT_YOUR_DECISION and nothing changes', () => {
    let state = start();
    for (let i = 0; i < 3; i++) {
      const r = applyMove(game, state, 1, { type: 'cheer' });
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    const before = JSON.stringify(state);
    expect(optionalSeats(game.status(state))).toEqual([2]);
    expect(legalMovesFor(game, state, 1)).toEqual([]);
    const refused = applyMove(game, state, 1, { type: 'cheer' });
    expect(refused.ok ? null : refused.error.code).toBe('NOT_YOUR_DECISION');
    expect(JSON.stringify(state)).toBe(before);
  });

  test('the conformance harness plays optional moves and passes', () => {
    const report = runConformance(game, 3, { playouts: 30, maxMoves: 100 });
    expect(report.finished).toBe(30);
    // 12 ticks end a match; anything beyond them is a cheer the harness chose.
    expect(report.moves).toBeGreaterThan(30 * 12);
  });

  test('the harness catches moves listed for a seat that is neither awaited nor optional', () => {
    expect(() => runConformance(tallyGame('everyone'), 3, { playouts: 5, maxMoves: 100 })).toThrow(
      /not awaited but the game lists moves/,
    );
  });
});

describe('bots and optional moves', () => {
  const game = tallyGame();
  const normal = randomBot as unknown as Bot<Tally, TallyMove>;
  test('levels answer optional windows only when the game says its windows can be declined', () => {
    const quiet = botLevels({ game: () => game, normal });
    expect(Object.values(quiet).map((b) => b.chooseOptionalMove)).toEqual([undefined, undefined, undefined, undefined]);
    const answering = botLevels({ game: () => game, normal, answersOptional: true });
    const { state } = createMatch(game, { players: 3, seed: 'tally-bots' });
    const input = botInputFor(game, state, 1, new Random(seedToRngState('answer')));
    for (const bot of Object.values(answering)) expect(bot.chooseOptionalMove!(input)).toEqual({ type: 'cheer' });
  });
});

describe('playBotMatch offering optional moves', () => {
  const game = tallyGame();
  const always: Bot<Tally, TallyMove> = { level: 'normal', chooseMove: ({ legalMoves }) => legalMoves[0]! };
  test.each([
    [
      'a policy that always cheers: every seat cheers its 3 times',
      (i: BotInput<Tally, TallyMove>) => i.legalMoves[0] ?? null,
      9,
    ],
    ['a policy that never acts', () => null, 0],
  ] as const)('%s', (_, optional, cheers) => {
    const levels = botLevels({ game: () => game, normal: always, optional });
    const out = playBotMatch(game, {
      players: 3,
      seed: 'offer',
      bots: [levels.normal, levels.normal, levels.normal],
      offerOptional: true,
      maxMoves: 100,
    });
    expect(out.result).toBeDefined();
    expect(out.optionalMoves).toBe(cheers);
    expect(out.state.game.cheers.reduce((a, b) => a + b, 0)).toBe(cheers);
  });
});
