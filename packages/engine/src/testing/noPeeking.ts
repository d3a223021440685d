// The no-peeking check every game runs for its bots: states that differ only in cards hidden from the bot's seat get the same decision.
import { botInputFor, type Bot, type SearchBudget } from '../bot';
import { canonicalJson } from '../canonical';
import { determinize } from '../determinize';
import type { GameDefinition } from '../game';
import { applyMove, awaitedSeats, createMatch, legalMovesFor, optionalSeats } from '../match';
import { Random, seedToRngState } from '../rng';
import type { MatchState, Move, Seat } from '../types';

export interface NoPeekingOptions {
  readonly players: number;
  readonly options?: unknown;
  /** Positions to check; each comes from its own seeded random playout. */
  readonly positions: number;
  /** The playout to a position is this many random moves at most. */
  readonly maxDepth: number;
  readonly budget?: SearchBudget;
  readonly seed?: string;
  /** The sampler handed to the bot; the engine's own by default (the check's tests swap in a leaky one). */
  readonly sampler?: <S>(state: MatchState<S>, seat: Seat, rngState: readonly number[]) => MatchState<S>;
  /**
   * Check the bot's optional answers (chooseOptionalMove) instead: each playout runs `maxDepth` random moves (or to the
   * end) and one of its states where a seat not awaited has legal moves is picked; that seat's answer is compared.
   */
  readonly optional?: boolean;
}

export interface NoPeekingReport {
  /** Positions checked where the bot had a real choice. */
  readonly checked: number;
  /** Of those, positions where the re-dealt state really differed from the true one. */
  readonly differing: number;
  /** Positions where the two states got different decisions, in words. */
  readonly mismatches: readonly string[];
}

/** Hidden cards, in place order, as one string: equal for two states exactly when no hidden card moved. */
const cardsKey = <G>(state: MatchState<G>): string =>
  canonicalJson(Object.entries(state.zones).map(([name, z]) => [name, z.cards.map((c) => c.kind)]));

export function checkNoPeeking<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  bot: Bot<G, M>,
  opts: NoPeekingOptions,
): NoPeekingReport {
  let checked = 0;
  let differing = 0;
  const mismatches: string[] = [];
  for (let p = 0; p < opts.positions; p++) {
    const seed = `${opts.seed ?? 'no-peeking'}:${p}`;
    const walk = new Random(seedToRngState(`walk:${seed}`));
    let { state } = createMatch(game, { players: opts.players, seed, options: opts.options });
    const optionalSeatsWithMoves = (s: MatchState<G>, status = game.status(s)): Seat[] => {
      const awaited = awaitedSeats(status);
      return optionalSeats(status).filter((o) => !awaited.includes(o) && legalMovesFor(game, s, o).length > 0);
    };
    // Optional moments can be rare (a card in hand, one phase): that check walks the whole playout and picks among them.
    const candidates: MatchState<G>[] = [];
    const depth = opts.optional ? opts.maxDepth : walk.int(0, opts.maxDepth);
    for (let d = 0; d < depth; d++) {
      const status = game.status(state);
      if (status.kind === 'finished') break;
      if (opts.optional && optionalSeatsWithMoves(state, status).length > 0) candidates.push(state);
      const seat: Seat = walk.pick(status.toAct);
      const next = applyMove(game, state, seat, walk.pick(legalMovesFor(game, state, seat)));
      if (!next.ok) throw new Error(next.error.reason);
      state = next.state;
    }
    let seat: Seat;
    if (opts.optional) {
      if (candidates.length === 0) continue;
      state = walk.pick(candidates);
      seat = walk.pick(optionalSeatsWithMoves(state));
    } else {
      const status = game.status(state);
      if (status.kind === 'finished') continue;
      seat = walk.pick(status.toAct);
      if (legalMovesFor(game, state, seat).length < 2) continue;
    }
    const other = determinize(state, seat, seedToRngState(`redeal:${seed}`));
    // The other state's PRNG differs too: it is as secret as any hidden card.
    const twin: MatchState<G> = { ...other, rng: seedToRngState(`rng:${seed}`) };
    checked++;
    if (cardsKey(twin) !== cardsKey(state)) differing++;
    const decide = (s: MatchState<G>): string => {
      const input = botInputFor(game, s, seat, new Random(seedToRngState(`bot:${seed}`)), opts.budget);
      const sampler = opts.sampler;
      const full = sampler ? { ...input, sample: (rng: readonly number[]) => sampler(s, seat, rng) } : input;
      if (!opts.optional) return canonicalJson(bot.chooseMove(full));
      if (!bot.chooseOptionalMove) throw new Error(`the ${bot.level} bot has no chooseOptionalMove`);
      return canonicalJson(bot.chooseOptionalMove(full));
    };
    const real = decide(state);
    const redealt = decide(twin);
    if (real !== redealt) mismatches.push(`position ${p} (step ${state.step}, seat ${seat}): ${real} vs ${redealt}`);
  }
  return { checked, differing, mismatches };
}
