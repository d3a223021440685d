// The rollout-search hard bot: honest (no peeking at hidden cards or the match PRNG), deterministic per seed, and stronger than random play.
import { describe, expect, test } from 'vitest';
import { botInputFor, randomBot, type Bot } from './bot';
import { playBotMatch } from './botMatch';
import { canonicalJson } from './canonical';
import { determinize } from './determinize';
import type { GameDefinition } from './game';
import { rolloutSearchBot } from './ismctsRollout';
import { applyMove, createMatch } from './match';
import { Random, seedToRngState } from './rng';
import { checkNoPeeking } from './testing/noPeeking';
import { pairsGame, type PairsData, type PairsMove } from './testing/pairs';

const game = pairsGame as unknown as GameDefinition<PairsData, PairsMove, unknown>;
const random = randomBot as unknown as Bot<PairsData, PairsMove>;
/** A weak but sensible policy for Pairs: pair when it can, otherwise a seeded random move. */
const pairer: Bot<PairsData, PairsMove> = {
  level: 'pairer',
  chooseMove: ({ legalMoves, random: r }) => legalMoves.find((m) => m.type === 'pair') ?? r.pick(legalMoves),
};
const hard = rolloutSearchBot<PairsData, PairsMove>({
  game: () => game,
  policy: pairer,
  iterations: 16,
  rolloutMoves: 100,
});

describe('rolloutSearchBot', () => {
  test('never uses cards hidden from its seat: re-dealt hidden cards give the same decision for the same seed', () => {
    const report = checkNoPeeking(game, hard, { players: 3, positions: 20, maxDepth: 25, budget: { iterations: 12 } });
    expect(report.checked).toBeGreaterThan(10);
    expect(report.differing).toBeGreaterThan(6);
    expect(report.mismatches).toEqual([]);
  });

  test('the no-peeking check catches a search over samples that keep the real arrangement and PRNG', () => {
    const leaky = checkNoPeeking(game, hard, {
      players: 3,
      positions: 20,
      maxDepth: 25,
      budget: { iterations: 12 },
      sampler: (state, seat, rng) => determinize(state, seat, rng),
    });
    expect(leaky.mismatches.length).toBeGreaterThan(0);
  });

  test('is deterministic for a seed and varies with it', () => {
    const { state } = createMatch(game, { players: 3, seed: 'det' });
    const decide = (seed: string) =>
      canonicalJson(hard.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState(seed)), { iterations: 16 })));
    expect(decide('a')).toBe(decide('a'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(decide)).size).toBeGreaterThan(1);
  });

  test("alternatives: the search may only refine the policy's move when the game says so", () => {
    const first: Bot<PairsData, PairsMove> = { level: 'first', chooseMove: ({ legalMoves }) => legalMoves[0]! };
    const open = rolloutSearchBot<PairsData, PairsMove>({
      game: () => game,
      policy: first,
      rolloutMoves: 60,
      margin: 0,
      confidence: 0,
    });
    const refining = rolloutSearchBot<PairsData, PairsMove>({
      game: () => game,
      policy: first,
      rolloutMoves: 60,
      margin: 0,
      confidence: 0,
      alternatives: (m, p) => m.type === p.type,
    });
    const walker = new Random(seedToRngState('alternatives'));
    let { state } = createMatch(game, { players: 2, seed: 'alternatives' });
    const changed = { open: 0, refining: 0 };
    for (let step = 0; step < 40; step++) {
      const status = game.status(state);
      if (status.kind !== 'active') break;
      const seat = status.toAct[0]!;
      const input = (seed: string) =>
        botInputFor(game, state, seat, new Random(seedToRngState(seed)), { iterations: 16 });
      const policyType = first.chooseMove(input('p')).type;
      if (open.chooseMove(input(`o${step}`)).type !== policyType) changed.open++;
      if (refining.chooseMove(input(`r${step}`)).type !== policyType) changed.refining++;
      const applied = applyMove(game, state, seat, walker.pick(input('w').legalMoves));
      if (!applied.ok) throw new Error(applied.error.reason);
      state = applied.state;
    }
    expect(changed.open).toBeGreaterThan(0);
    expect(changed.refining).toBe(0);
  });

  test('improves on its policy: searching over random play beats random play in two-player matches', () => {
    const searcher = rolloutSearchBot<PairsData, PairsMove>({
      game: () => game,
      policy: random,
      rolloutMoves: 100,
      margin: 0,
      confidence: 0.5,
    });
    let score = 0;
    const matches = 40;
    for (let i = 0; i < matches; i++) {
      const hardSeat = i % 2;
      const bots = hardSeat === 0 ? [searcher, random] : [random, searcher];
      const { result } = playBotMatch(game, {
        players: 2,
        seed: `strength:${i}`,
        options: { maxTurns: 16 },
        bots,
        budget: { iterations: 40 },
      });
      if (result?.winners.includes(hardSeat)) score += 1 / result.winners.length;
    }
    expect(score / matches).toBeGreaterThan(0.6);
  });

  test('plays the policy at once where the game says a decision is not worth a search', () => {
    let samples = 0;
    const lazy = rolloutSearchBot<PairsData, PairsMove>({ game: () => game, policy: pairer, searchWhen: () => false });
    const { state } = createMatch(game, { players: 2, seed: 'lazy' });
    const input = botInputFor(game, state, 0, new Random(seedToRngState('l')), { iterations: 40 });
    const move = lazy.chooseMove({ ...input, sample: (rng) => (samples++, input.sample!(rng)) });
    expect(samples).toBe(0);
    expect(canonicalJson(move)).toBe(
      canonicalJson(pairer.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState('l'))))),
    );
  });

  test('stops on an injected clock after the round it is in', () => {
    const { state } = createMatch(game, { players: 2, seed: 'clock' });
    let calls = 0;
    const now = () => calls++;
    hard.chooseMove(botInputFor(game, state, 0, new Random(seedToRngState('c')), { ms: 3, iterations: 1000, now }));
    // One read to start, then one per round until the clock passes 3.
    expect(calls).toBe(4);
  });

  test('a time budget only caps its simulations: a slow clock does not make it search longer', () => {
    const { state } = createMatch(game, { players: 2, seed: 'clock' });
    let samples = 0;
    const input = botInputFor(game, state, 0, new Random(seedToRngState('c')), { ms: 1e9, now: () => 0 });
    hard.chooseMove({ ...input, sample: (rng) => (samples++, input.sample!(rng)) });
    expect(samples).toBeGreaterThan(0);
    expect(samples).toBeLessThanOrEqual(16);
  });
});
