// The four levels built from a game's heuristic bot: the hard search chosen by the game, and the lead reward that scores unfinished rollouts.
import { describe, expect, test } from 'vitest';
import { botInputFor, type Bot, type BotInput } from './bot';
import type { GameDefinition } from './game';
import { botLevels, leadReward, RANDOM_OPTIONAL_SHARE, RANDOM_OPTIONAL_SPACING } from './levels';
import { createMatch } from './match';
import { Random, seedToRngState } from './rng';
import { pairsGame, type PairsData, type PairsMove } from './testing/pairs';

const game = pairsGame as unknown as GameDefinition<PairsData, PairsMove, unknown>;
const first: Bot<PairsData, PairsMove> = { level: 'normal', chooseMove: ({ legalMoves }) => legalMoves[0]! };

describe('botLevels', () => {
  test.each([
    ['ISMCTS by default', undefined, undefined],
    ['the rollout search when asked', { search: 'rollout', iterations: 12 } as const, { iterations: 12 }],
  ])('hard is %s', (_, hard, budget) => {
    const levels = botLevels({ game: () => game, normal: first, ...(hard ? { hard } : {}) });
    expect(levels.hard.level).toBe('hard');
    expect(levels.hard.defaultBudget).toEqual(budget);
    const { state } = createMatch(game, { players: 2, seed: 'levels' });
    const input = botInputFor(game, state, 0, new Random(seedToRngState('l')), { iterations: 8 });
    expect(input.legalMoves).toContainEqual(levels.hard.chooseMove(input));
  });

  test.each([
    ['normal', undefined, 0],
    ["the game's hard policy", 'last', -1],
  ] as const)(
    'with no simulations to spend, the rollout search plays (and answers optional moments as) %s',
    (_, policy, index) => {
      const last: Bot<PairsData, PairsMove> = {
        level: 'normal',
        chooseMove: ({ legalMoves }) => legalMoves[legalMoves.length - 1]!,
      };
      const levels = botLevels({
        game: () => game,
        normal: first,
        answersOptional: true,
        hard: { search: 'rollout', ...(policy ? { policy: last } : {}) },
      });
      const { state } = createMatch(game, { players: 2, seed: 'levels' });
      const input = botInputFor(game, state, 0, new Random(seedToRngState('l')), { iterations: 0 });
      expect(input.legalMoves.length).toBeGreaterThan(1);
      const expected = input.legalMoves.at(index);
      expect(levels.hard.chooseMove(input)).toEqual(expected);
      expect(levels.hard.chooseOptionalMove?.(input)).toEqual(expected);
    },
  );
});

describe('quick levels', () => {
  const letPass = (): null => null;
  test.each([
    ['no optional moments', {}],
    ['answersOptional', { answersOptional: true }],
    ['a policy for optional moments', { optional: letPass }],
  ] as const)('with %s, random alone is quick (decided where it is asked, not on a worker)', (_, extra) => {
    const levels = botLevels({ game: () => game, normal: first, ...extra });
    expect(Object.entries(levels).map(([level, bot]) => [level, bot.quick === true])).toEqual([
      ['random', true],
      ['easy', false],
      ['normal', false],
      ['hard', false],
    ]);
  });
});

describe('optional policy', () => {
  const moves: readonly PairsMove[] = [{ type: 'draw' }, { type: 'peek' }, { type: 'pass' }];
  /** Acts (with the second move, which no level picks by default) only when the view's step is even. */
  const policy = ({ view, legalMoves }: BotInput<PairsData, PairsMove>): PairsMove | null =>
    view.step % 2 === 0 ? (legalMoves[1] ?? null) : null;
  const { state } = createMatch(game, { players: 2, seed: 'optional' });
  const inputAt = (
    step: number,
    seed: string,
    legalMoves: readonly PairsMove[] = moves,
  ): BotInput<PairsData, PairsMove> => ({
    ...botInputFor(game, { ...state, step }, 1, new Random(seedToRngState(seed))),
    legalMoves,
  });
  const levels = botLevels({ game: () => game, normal: first, optional: policy, easyRandomShare: 0.25 });
  const seeds = Array.from({ length: 400 }, (_, i) => `s${i}`);

  test.each([
    ['normal', 0, { type: 'peek' }],
    ['normal', 1, null],
    ['hard', 0, { type: 'peek' }],
    ['hard', 3, null],
  ] as const)('%s answers by the game policy (step %i)', (level, step, expected) => {
    expect(levels[level].chooseOptionalMove?.(inputAt(step, 'one'))).toEqual(expected);
  });

  test('easy answers as the policy does, except for about its share of moments it lets pass', () => {
    const answers = seeds.map((seed) => levels.easy.chooseOptionalMove!(inputAt(0, seed)));
    expect(answers.filter((a) => a !== null).every((a) => a.type === 'peek')).toBe(true);
    const passed = answers.filter((a) => a === null).length / seeds.length;
    expect(passed).toBeGreaterThan(0.15);
    expect(passed).toBeLessThan(0.35);
    expect(seeds.every((seed) => levels.easy.chooseOptionalMove!(inputAt(1, seed)) === null)).toBe(true);
  });

  test('random answers with a legal move at about its share of moments, and only at steps spaced apart', () => {
    const answers = seeds.map((seed) => levels.random.chooseOptionalMove!(inputAt(0, seed)));
    const acted = answers.filter((a) => a !== null);
    expect(acted.every((a) => moves.some((m) => m.type === a.type))).toBe(true);
    expect(acted.length / seeds.length).toBeGreaterThan(RANDOM_OPTIONAL_SHARE / 2);
    expect(acted.length / seeds.length).toBeLessThan(RANDOM_OPTIONAL_SHARE * 2);
    expect(new Set(acted.map((a) => a.type)).size).toBeGreaterThan(1);
    for (let step = 1; step < RANDOM_OPTIONAL_SPACING; step++) {
      expect(seeds.every((seed) => levels.random.chooseOptionalMove!(inputAt(step, seed)) === null)).toBe(true);
    }
    expect(seeds.every((seed) => levels.random.chooseOptionalMove!(inputAt(0, seed, [])) === null)).toBe(true);
  });

  test.each(['random', 'easy'] as const)('%s draws the same random numbers whichever way it answers', (level) => {
    const after = new Set<string>();
    for (const seed of seeds.slice(0, 50)) {
      for (const step of [0, 1, 2]) {
        const input = inputAt(step, seed);
        const fresh = new Random(seedToRngState(seed));
        levels[level].chooseOptionalMove!(input);
        // Compare the stream after the answer with the stream of a fresh generator after the level's fixed draws.
        for (let i = 0; i < (level === 'random' ? 2 : 1); i++) fresh.int(0, 999);
        after.add(String(input.random.state().join(',') === fresh.state().join(',')));
      }
    }
    expect([...after]).toEqual(['true']);
  });

  test('a game without a policy (nor answersOptional) leaves every level silent', () => {
    const quiet = botLevels({ game: () => game, normal: first });
    expect(Object.values(quiet).map((b) => b.chooseOptionalMove)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('leadReward', () => {
  test.each([
    ['level with the best rival', [5, 5], [0.5, 0.5]],
    ['a clear lead', [9, 5], [0.5 + 0.5 * Math.tanh(1), 0.5 - 0.5 * Math.tanh(1)]],
    ['three seats: each against its best rival', [3, 7, 7], [0.5 - 0.5 * Math.tanh(1), 0.5, 0.5]],
  ])('%s', (_, values, expected) => {
    const got = leadReward(values, 4);
    got.forEach((g, i) => expect(g).toBeCloseTo(expected[i]!, 10));
  });
});
