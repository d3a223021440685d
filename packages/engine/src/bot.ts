// Bots see exactly what their seat sees (its view and legal moves), so they cannot cheat; the random bot picks uniformly.
import type { GameDefinition } from './game';
import { legalMovesFor } from './match';
import type { Random } from './rng';
import { sampleHidden } from './sample';
import type { MatchState, Move, Seat } from './types';
import { redactView, type MatchView } from './view';

/** How long a search bot may think: iterations, and/or milliseconds on a clock injected from outside the engine. */
export interface SearchBudget {
  readonly iterations?: number;
  readonly ms?: number;
  /** Milliseconds from an arbitrary origin; required for `ms` (the engine itself reads no clock). */
  readonly now?: () => number;
}

export interface BotInput<G, M extends Move> {
  readonly seat: Seat;
  readonly view: MatchView<G>;
  readonly legalMoves: readonly M[];
  /** Bot-private randomness (never the match PRNG). */
  readonly random: Random;
  /**
   * Full states consistent with the seat's view, for search bots: hidden cards re-dealt among the places
   * hidden from the seat and a fresh PRNG (see sampleHidden). Absent when the caller only has the view.
   */
  readonly sample?: (rngState: readonly number[]) => MatchState<G>;
  /** Thinking budget for search bots; each bot has its own default. */
  readonly budget?: SearchBudget;
}

export interface Bot<G = unknown, M extends Move = Move> {
  readonly level: string;
  /** What a search bot spends per decision when the caller's budget does not say (for benches to print). */
  readonly defaultBudget?: SearchBudget;
  /**
   * Decides (both kinds of moment) in no more time than its seat's legal moves take to list: a caller need not move
   * the decision off its thread (the API decides it in-process, where copying the state to a worker would cost more).
   */
  readonly quick?: true;
  chooseMove(input: BotInput<G, M>): M;
  /**
   * For a seat in `mayAct` (not awaited): the move to make now, or null to let the moment pass. Bots without it
   * never act unless awaited.
   */
  chooseOptionalMove?(input: BotInput<G, M>): M | null;
}

export const randomBot: Bot = {
  level: 'random',
  quick: true,
  chooseMove({ legalMoves, random }) {
    return random.pick(legalMoves);
  },
};

/** The game's bot for a level, falling back to the random bot. */
export function botFor<G, M extends Move>(
  bots: Partial<Record<string, Bot<G, M>>> | undefined,
  level: string,
): Bot<G, M> {
  return bots?.[level] ?? (randomBot as unknown as Bot<G, M>);
}

/** Everything a bot may get for `seat` in `state`: its view, its legal moves, a sampler of states it cannot tell apart, a budget. */
export function botInputFor<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
  random: Random,
  budget?: SearchBudget,
): BotInput<G, M> {
  return {
    seat,
    view: redactView(state, seat),
    legalMoves: legalMovesFor(game, state, seat),
    random,
    sample: (rngState) => sampleHidden(state, seat, rngState),
    ...(budget ? { budget } : {}),
  };
}

/** A weaker player: the given bot, except that a seeded share of its decisions are random legal moves. */
export function sloppyBot<G, M extends Move>(base: Bot<G, M>, randomShare: number, level = 'easy'): Bot<G, M> {
  return {
    level,
    chooseMove(input) {
      // Draw first, always, so the bot's random stream does not depend on which branch ran.
      const roll = input.random.int(0, 999);
      return roll < randomShare * 1000 ? input.random.pick(input.legalMoves) : base.chooseMove(input);
    },
  };
}
