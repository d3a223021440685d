// Bots see exactly what their seat sees (its view and legal moves), so they cannot cheat; the random bot picks uniformly.
import type { Random } from './rng';
import type { Move, Seat } from './types';
import type { MatchView } from './view';

export interface BotInput<G, M extends Move> {
  readonly seat: Seat;
  readonly view: MatchView<G>;
  readonly legalMoves: readonly M[];
  /** Bot-private randomness (never the match PRNG). */
  readonly random: Random;
}

export interface Bot<G = unknown, M extends Move = Move> {
  readonly level: string;
  chooseMove(input: BotInput<G, M>): M;
}

export const randomBot: Bot = {
  level: 'random',
  chooseMove({ legalMoves, random }) {
    return random.pick(legalMoves);
  },
};

/** The game's bot for a level, falling back to the random bot. */
export function botFor<G, M extends Move>(bots: Partial<Record<string, Bot<G, M>>> | undefined, level: string): Bot<G, M> {
  return bots?.[level] ?? (randomBot as unknown as Bot<G, M>);
}
