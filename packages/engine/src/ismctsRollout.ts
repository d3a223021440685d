// A `hard` bot that improves on a policy by simulation: each candidate move is tried in the same sampled states (drawn only from what the seat can see) and played on by the policy.
import type { Bot, BotInput } from './bot';
import { canonicalJson } from './canonical';
import type { GameDefinition } from './game';
import { advance, defaultReward, playOut } from './ismcts';
import { Random } from './rng';
import { AWAITED_ONLY, type MatchResult, type MatchState, type Move } from './types';

export interface RolloutSearchOptions<G, M extends Move> {
  /** The game searched; a function so a game can list this bot in its own definition. */
  readonly game: () => GameDefinition<G, M, unknown>;
  /** The policy improved on: its move is the default, and it plays every seat in the simulations. */
  readonly policy: Bot<G, M>;
  /** Simulations (sampled state x candidate move) when the caller gives no iterations; a time budget only caps them. */
  readonly iterations?: number;
  /** Candidate moves tried at most: the policy's own and, when there are more legal moves, a seeded random choice of the others. */
  readonly candidates?: number;
  /** A simulation stops after this many moves and is scored by `evaluate`. */
  readonly rolloutMoves?: number;
  /** Reward per seat in [0, 1] for an unfinished state; 0.5 for everyone when absent. */
  readonly evaluate?: (state: MatchState<G>) => readonly number[];
  /** Reward per seat in [0, 1] for a finished match; team win for cooperative games, rank for competitive ones by default. */
  readonly reward?: (result: MatchResult, state: MatchState<G>) => readonly number[];
  /** Another move replaces the policy's only when its mean reward is higher by this much... */
  readonly margin?: number;
  /**
   * ...and by this many standard errors of the paired differences (the same samples, the same dice): dice noise must
   * not talk the search out of a good policy move, since the largest of several noisy means is biased upwards.
   */
  readonly confidence?: number;
  /**
   * Which other legal moves may replace the policy's (all by default). A game whose simulations are too short to
   * judge a change of plan (end the turn instead of playing on) can let the search refine the policy's choice only.
   */
  readonly alternatives?: (move: M, policyMove: M) => boolean;
  /** Decisions worth a search, given the policy's move; the others are the policy's at once (for games with many small decisions). */
  readonly searchWhen?: (input: BotInput<G, M>, policyMove: M) => boolean;
  readonly level?: string;
}

/**
 * One-ply determinized rollout search ("policy rollout", after Tesauro and Bertsekas): in round r every candidate
 * move is applied to the same sampled state r and followed by the same seeded policy play, so the candidates are
 * compared on common random numbers and small differences show after few samples. After each round the weaker
 * half of the candidates other than the policy's move is dropped (successive halving), so later rounds spend the
 * budget on the close calls. The policy's move is kept unless another one beats it by `margin`.
 * Samples come only from `input.sample`; without it (a caller holding only the view) the policy decides.
 */
export function rolloutSearchBot<G, M extends Move>(opts: RolloutSearchOptions<G, M>): Bot<G, M> {
  const rolloutMoves = opts.rolloutMoves ?? 40;
  const maxCandidates = Math.max(2, opts.candidates ?? 6);
  const iterations = opts.iterations ?? 24;
  return {
    level: opts.level ?? 'hard',
    defaultBudget: { iterations },
    chooseMove(input: BotInput<G, M>): M {
      const { legalMoves, sample, seat, random } = input;
      const chosen = opts.policy.chooseMove(input);
      if (legalMoves.length === 1 || !sample || (opts.searchWhen && !opts.searchWhen(input, chosen))) return chosen;
      const game = opts.game();
      const now = input.budget?.now;
      // The simulations are the search; a time budget (which needs a clock) only caps them, so a loaded machine plays weaker, never slower.
      const timed = input.budget?.ms !== undefined && now !== undefined;
      const budget = input.budget?.iterations ?? iterations;
      const stopAt = timed ? now() + input.budget!.ms! : Infinity;

      const chosenKey = canonicalJson(chosen);
      const others = legalMoves.filter(
        (m) => canonicalJson(m) !== chosenKey && (opts.alternatives?.(m, chosen) ?? true),
      );
      if (others.length === 0) return chosen;
      // Draw the candidates' order first, always, so the bot's random stream does not depend on the move count.
      const order = others.map((m) => ({ m, r: random.int(0, 0x7fffffff) })).sort((a, b) => a.r - b.r);
      let alive: { move: M; total: number; rewards: number[] }[] = [
        chosen,
        ...order.slice(0, maxCandidates - 1).map((o) => o.m),
      ].map((move) => ({ move, total: 0, rewards: [] }));
      const all = alive;
      let rounds = 0;
      let spent = 0;

      const rewardOf = (state: MatchState<G>): readonly number[] => {
        const status = game.status(state, AWAITED_ONLY);
        if (status.kind === 'finished')
          return opts.reward?.(status.result, state) ?? defaultReward(game.mode, status.result, state.players);
        return opts.evaluate?.(state) ?? Array.from({ length: state.players }, () => 0.5);
      };

      const simulate = (root: MatchState<G>, move: M, seed: readonly number[]): number => {
        const state = playOut(game, advance(game, root, seat, move), opts.policy, new Random(seed), rolloutMoves);
        return rewardOf(state)[seat] ?? 0;
      };

      // Every round costs one simulation per live candidate; rounds continue while the budget lasts.
      while (spent + alive.length <= budget && (stopAt === Infinity || rounds === 0 || now!() < stopAt)) {
        const root = sample([
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(1, 0x7fffffff),
        ]);
        const seed = [
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(1, 0x7fffffff),
        ];
        for (const c of alive) {
          const r = simulate(root, c.move, seed);
          c.total += r;
          c.rewards.push(r);
        }
        spent += alive.length;
        rounds++;
        // Successive halving: keep the policy's move and the better half of the rest (on equal samples, totals compare like means).
        if (alive.length > 2 && rounds % 2 === 0) {
          const [policyMove, ...rest] = alive;
          rest.sort((a, b) => b.total - a.total);
          alive = [policyMove!, ...rest.slice(0, Math.max(1, Math.ceil(rest.length / 2)))];
        }
      }
      if (rounds < 2) return chosen;
      // Compare on the rounds every survivor shared: the policy's move ran every round.
      const base = all[0]!.rewards;
      let best = all[0]!;
      let bestGain = 0;
      for (const c of alive.slice(1)) {
        const diffs = c.rewards.map((r, i) => r - base[i]!);
        const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
        const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (diffs.length - 1);
        const error = Math.sqrt(variance / diffs.length);
        if (mean > (opts.margin ?? 0.02) && mean > (opts.confidence ?? 1.5) * error && mean > bestGain) {
          best = c;
          bestGain = mean;
        }
      }
      return best.move;
    },
  };
}
