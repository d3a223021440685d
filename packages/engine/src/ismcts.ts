// The `hard` bot for any game: information-set Monte Carlo tree search over states sampled from what the bot's seat can see.
import { randomBot, type Bot, type BotInput } from './bot';
import { canonicalJson } from './canonical';
import type { GameDefinition } from './game';
import { runMove } from './step';
import type { Random } from './rng';
import { AWAITED_ONLY, type MatchResult, type MatchState, type Move, type Seat } from './types';
import { simulationView, type ZoneViewCache } from './view';

export interface IsmctsOptions<G, M extends Move> {
  /** The game searched; a function so a game can list this bot in its own definition. */
  readonly game: () => GameDefinition<G, M, unknown>;
  /** Plays the rollouts (every seat, each from its own view of the sampled state); the random bot by default. */
  readonly rollout?: Bot<G, M>;
  /** Iterations when the caller gives no budget. */
  readonly iterations?: number;
  /** A rollout stops after this many moves and is scored by `evaluate`. */
  readonly rolloutMoves?: number;
  /** Reward per seat in [0, 1] for an unfinished state; 0.5 for everyone when absent. */
  readonly evaluate?: (state: MatchState<G>) => readonly number[];
  /** Reward per seat in [0, 1] for a finished match; team win for cooperative games, rank for competitive ones by default. */
  readonly reward?: (result: MatchResult, state: MatchState<G>) => readonly number[];
  /**
   * The move the search starts from and keeps unless it finds a clearly better one (mean reward higher by
   * `margin`, and visited at least as often): a search too short to tell moves apart then plays like this bot instead of like a random one.
   */
  readonly prior?: Bot<G, M>;
  readonly margin?: number;
  /** UCT exploration constant. */
  readonly exploration?: number;
  readonly level?: string;
}

interface Node<M> {
  readonly seat: Seat;
  readonly move: M | undefined;
  visits: number;
  /** How often this node's move was legal when its parent was visited (ISMCTS's UCB denominator). */
  available: number;
  /** Reward of the seat that chose this node's move, summed over visits. */
  reward: number;
  readonly children: Map<string, Node<M>>;
}

const node = <M>(seat: Seat, move: M | undefined): Node<M> => ({
  seat,
  move,
  visits: 0,
  available: 0,
  reward: 0,
  children: new Map(),
});

/** Default reward of a finished match: a cooperative table shares its result; competitive seats earn by rank. */
export function defaultReward(mode: 'competitive' | 'cooperative', result: MatchResult, players: number): number[] {
  return Array.from({ length: players }, (_, s) => {
    if (result.winners.includes(s)) return 1;
    if (mode === 'cooperative' || players < 2) return 0;
    const rank = result.ranks[s] ?? players;
    return (0.5 * (players - rank)) / (players - 1);
  });
}

/**
 * Applies a move the search took from the game's own legal list, skipping the checks a submitted move needs (and the
 * log, which a search never reads). `state` is left as it was unless the caller owns it (`owned`: a state made inside
 * the same simulation and never seen again), whose game data is then changed in place instead of copied first.
 */
export function advance<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
  move: M,
  owned = false,
): MatchState<G> {
  const { state: next } = runMove(game, state, seat, move, { owned, log: false });
  return { ...next, step: state.step + 1 };
}

/** Plays a sampled state on for at most `maxMoves` moves, every seat choosing with `policy` from its own view of it. */
export function playOut<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  from: MatchState<G>,
  policy: Bot<G, M>,
  random: Random,
  maxMoves: number,
): MatchState<G> {
  let state = from;
  const views: ZoneViewCache = new Map();
  for (let step = 0; step < maxMoves; step++) {
    const status = game.status(state, AWAITED_ONLY);
    if (status.kind === 'finished') break;
    const mover = status.toAct[0]!;
    const moves = game.legalMoves(state, mover);
    if (moves.length === 0) break;
    const move =
      moves.length === 1
        ? moves[0]!
        : policy.chooseMove({ seat: mover, view: simulationView(state, mover, views), legalMoves: moves, random });
    // States after the first are this loop's own: the one replaced is never read again.
    state = advance(game, state, mover, move, step > 0);
  }
  return state;
}

/**
 * Single-observer ISMCTS with per-seat rewards: each iteration samples a full state through `input.sample`
 * (the only access to the match beyond the view), descends by UCT among the moves legal in that sample,
 * expands one move, rolls out with the rollout bot and backs up each seat's reward into the nodes that seat chose.
 * The most visited root move is played (or the prior's move, unless that one is clearly better). Without a sampler (a caller holding only the view) it plays the rollout bot.
 */
export function ismctsBot<G, M extends Move>(opts: IsmctsOptions<G, M>): Bot<G, M> {
  const rollout = opts.rollout ?? (randomBot as unknown as Bot<G, M>);
  const rolloutMoves = opts.rolloutMoves ?? 200;
  const c = opts.exploration ?? 0.7;
  return {
    level: opts.level ?? 'hard',
    chooseMove(input: BotInput<G, M>): M {
      const { legalMoves, sample, seat } = input;
      if (legalMoves.length === 1 || !sample)
        return legalMoves.length === 1 ? legalMoves[0]! : rollout.chooseMove(input);
      const game = opts.game();
      const random = input.random;
      const now = input.budget?.now;
      // A time budget needs a clock; without one the bot's default iterations apply.
      const timed = input.budget?.ms !== undefined && now !== undefined;
      const iterations = input.budget?.iterations ?? (timed ? Infinity : (opts.iterations ?? 300));
      const stopAt = timed ? now() + input.budget!.ms! : Infinity;
      const root = node<M>(seat, undefined);
      const rootKeys = legalMoves.map((m) => canonicalJson(m));
      const priorKey = opts.prior ? canonicalJson(opts.prior.chooseMove(input)) : undefined;
      const priorIndex = priorKey === undefined ? -1 : rootKeys.indexOf(priorKey);

      const rewardOf = (state: MatchState<G>): readonly number[] => {
        const status = game.status(state, AWAITED_ONLY);
        if (status.kind === 'finished')
          return opts.reward?.(status.result, state) ?? defaultReward(game.mode, status.result, state.players);
        return opts.evaluate?.(state) ?? Array.from({ length: state.players }, () => 0.5);
      };

      for (let i = 0; i < iterations && (stopAt === Infinity || i === 0 || now!() < stopAt); i++) {
        let state = sample([
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(0, 0x7fffffff),
          random.int(1, 0x7fffffff),
        ]);
        let at = root;
        const path: Node<M>[] = [root];
        // Selection and expansion.
        for (;;) {
          const status = game.status(state, AWAITED_ONLY);
          if (status.kind === 'finished') break;
          const mover = at === root ? seat : status.toAct[0]!;
          const moves = at === root ? legalMoves : game.legalMoves(state, mover);
          if (moves.length === 0) break;
          const keys = at === root ? rootKeys : moves.map((m) => `${mover}:${canonicalJson(m)}`);
          const untried: number[] = [];
          keys.forEach((k, j) => {
            if (!at.children.has(k)) untried.push(j);
          });
          if (untried.length > 0) {
            const j = at === root && untried.includes(priorIndex) ? priorIndex : random.pick(untried);
            const child = node<M>(mover, moves[j]!);
            at.children.set(keys[j]!, child);
            for (const k of keys) {
              const known = at.children.get(k);
              if (known) known.available++;
            }
            state = advance(game, state, mover, moves[j]!);
            path.push(child);
            at = child;
            break;
          }
          let best: Node<M> | undefined;
          let bestScore = -Infinity;
          for (const k of keys) {
            const child = at.children.get(k)!;
            child.available++;
            const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
            if (score > bestScore) {
              bestScore = score;
              best = child;
            }
          }
          state = advance(game, state, mover, best!.move!);
          path.push(best!);
          at = best!;
        }
        state = playOut(game, state, rollout, random, rolloutMoves);
        // Backpropagation: each node is credited with the reward of the seat that chose its move.
        const rewards = rewardOf(state);
        for (const n of path) {
          n.visits++;
          n.reward += rewards[n.seat] ?? 0;
        }
      }

      let bestIndex = 0;
      let bestVisits = -1;
      rootKeys.forEach((k, j) => {
        const visits = root.children.get(k)?.visits ?? 0;
        if (visits > bestVisits) {
          bestVisits = visits;
          bestIndex = j;
        }
      });
      if (priorIndex >= 0 && priorIndex !== bestIndex) {
        const mean = (n: Node<M> | undefined): number => (n && n.visits > 0 ? n.reward / n.visits : 0);
        const best = root.children.get(rootKeys[bestIndex]!);
        const prior = root.children.get(rootKeys[priorIndex]!);
        if ((best?.visits ?? 0) < (prior?.visits ?? 0) || mean(best) <= mean(prior) + (opts.margin ?? 0.2))
          return legalMoves[priorIndex]!;
      }
      return legalMoves[bestIndex]!;
    },
  };
}
