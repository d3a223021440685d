// The hard bot: honest (no peeking at hidden cards or the match PRNG), deterministic per seed, and stronger than random play.
import { describe, expect, test } from 'vitest';
import { botInputFor, randomBot, sloppyBot, type Bot } from './bot';
import { playBotMatch } from './botMatch';
import { canonicalJson } from './canonical';
import { createMatch } from './match';
import { determinize } from './determinize';
import { advance, ismctsBot, playOut } from './ismcts';
import { Random, seedToRngState } from './rng';
import { checkNoPeeking } from './testing/noPeeking';
import { redactView } from './view';
import { pairsGame, type PairsData, type PairsMove } from './testing/pairs';
import type { GameDefinition } from './game';

const game = pairsGame as unknown as GameDefinition<PairsData, PairsMove, unknown>;
const random = randomBot as unknown as Bot<PairsData, PairsMove>;
const hard = ismctsBot<PairsData, PairsMove>({ game: () => game, iterations: 150 });

describe('ismctsBot', () => {
  test('never uses cards hidden from its seat: re-dealt hidden cards give the same decision for the same seed', () => {
    const report = checkNoPeeking(game, hard, { players: 3, positions: 30, maxDepth: 25, budget: { iterations: 60 } });
    expect(report.checked).toBeGreaterThan(15);
    expect(report.differing).toBeGreaterThan(10);
    expect(report.mismatches).toEqual([]);
  });

  test('the no-peeking check catches a search over samples that keep the real arrangement and PRNG', () => {
    const leaky = checkNoPeeking(game, hard, {
      players: 3,
      positions: 30,
      maxDepth: 25,
      budget: { iterations: 60 },
      sampler: (state, seat, rng) => determinize(state, seat, rng),
    });
    expect(leaky.mismatches.length).toBeGreaterThan(0);
  });

  test('is deterministic for a seed and varies with it', () => {
    const { state } = createMatch(game, { players: 3, seed: 'det' });
    const decide = (seed: string) =>
      canonicalJson(hard.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState(seed)), { iterations: 80 })));
    expect(decide('a')).toBe(decide('a'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(decide)).size).toBeGreaterThan(1);
  });

  test('beats the random bot in two-player matches', () => {
    let wins = 0;
    const matches = 16;
    for (let i = 0; i < matches; i++) {
      const hardSeat = i % 2;
      const bots = hardSeat === 0 ? [hard, random] : [random, hard];
      const { result } = playBotMatch(game, { players: 2, seed: `strength:${i}`, bots, budget: { iterations: 60 } });
      if (result?.winners.length === 1 && result.winners[0] === hardSeat) wins++;
    }
    expect(wins / matches).toBeGreaterThan(0.6);
  });

  test('stops on an injected clock', () => {
    const { state } = createMatch(game, { players: 2, seed: 'clock' });
    let calls = 0;
    const now = () => calls++;
    hard.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState('c')), { ms: 10, now }));
    // One read to start, then one per iteration until the clock passes 10.
    expect(calls).toBe(11);
  });

  test('a time budget without a clock falls back to the default iterations instead of searching forever', () => {
    const { state } = createMatch(game, { players: 2, seed: 'clockless' });
    const move = hard.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState('c')), { ms: 10 }));
    expect(game.legalMoves(state, 0).map((m) => canonicalJson(m))).toContain(canonicalJson(move));
  });
});

describe('playOut', () => {
  test('leaves the state it starts from as it was, and ends where copying every state would end', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const { state: from } = createMatch(game, { players: 3, seed });
      const before = canonicalJson(from);
      const out = playOut(game, from, random, new Random(seedToRngState(seed)), 60);
      expect(canonicalJson(from)).toBe(before);
      // The same play, every state copied before its move.
      let state = from;
      const rng = new Random(seedToRngState(seed));
      for (let step = 0; step < 60; step++) {
        const status = game.status(state);
        if (status.kind === 'finished') break;
        const mover = status.toAct[0]!;
        const moves = game.legalMoves(state, mover);
        const move =
          moves.length === 1
            ? moves[0]!
            : random.chooseMove({ seat: mover, view: redactView(state, mover), legalMoves: moves, random: rng });
        state = advance(game, state, mover, move);
      }
      expect(state.step).toBeGreaterThan(from.step + 10);
      expect(canonicalJson(out)).toBe(canonicalJson(state));
    }
  });
});

describe('sloppyBot', () => {
  test('plays its base bot at share 0 and random moves at share 1', () => {
    const first: Bot<PairsData, PairsMove> = { level: 'first', chooseMove: ({ legalMoves }) => legalMoves[0]! };
    const { state } = createMatch(game, { players: 2, seed: 'sloppy' });
    const input = (seed: string) => botInputFor(game, state, 0, new Random(seedToRngState(seed)));
    const never = sloppyBot(first, 0);
    const always = sloppyBot(first, 1);
    const seeds = Array.from({ length: 20 }, (_, i) => `s${i}`);
    expect(
      seeds.every((s) => canonicalJson(never.chooseMove(input(s))) === canonicalJson(input(s).legalMoves[0])),
    ).toBe(true);
    expect(new Set(seeds.map((s) => canonicalJson(always.chooseMove(input(s))))).size).toBeGreaterThan(1);
  });
});
