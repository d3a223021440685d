// Plays a whole match with a bot in every seat, from a seed: the building block of bot tests and the strength bench.
import { botInputFor, type Bot, type SearchBudget } from './bot';
import type { GameDefinition } from './game';
import { applyMove, createMatch } from './match';
import { Random, seedToRngState } from './rng';
import type { MatchResult, MatchState, Move, Seat } from './types';

export interface BotMatchInput<G, M extends Move> {
  readonly players: number;
  readonly seed: string;
  readonly options?: unknown;
  /** One bot per seat. */
  readonly bots: readonly Bot<G, M>[];
  readonly budget?: SearchBudget;
  /** The match is abandoned (result undefined) after this many moves. */
  readonly maxMoves?: number;
  /** A clock injected by the caller to time decisions (the engine reads none). */
  readonly now?: () => number;
}

export interface BotMatchOutcome<G> {
  readonly result: MatchResult | undefined;
  readonly state: MatchState<G>;
  readonly moves: number;
  /** Milliseconds per decision with more than one legal move, by seat; empty without `now`. */
  readonly decisionMs: readonly (readonly number[])[];
}

export function playBotMatch<G, M extends Move>(game: GameDefinition<G, M, unknown>, input: BotMatchInput<G, M>): BotMatchOutcome<G> {
  let { state } = createMatch(game, { players: input.players, seed: input.seed, options: input.options });
  const randoms = input.bots.map((_, s) => new Random(seedToRngState(`${input.seed}:bot:${s}`)));
  const decisionMs: number[][] = input.bots.map(() => []);
  const maxMoves = input.maxMoves ?? 5000;
  for (let moves = 0; moves < maxMoves; moves++) {
    const status = game.status(state);
    if (status.kind === 'finished') return { result: status.result, state, moves, decisionMs };
    const seat: Seat = status.toAct[0]!;
    const botInput = botInputFor(game, state, seat, randoms[seat]!, input.budget);
    const started = input.now?.();
    const move = botInput.legalMoves.length === 1 ? botInput.legalMoves[0]! : input.bots[seat]!.chooseMove(botInput);
    if (started !== undefined && botInput.legalMoves.length > 1) decisionMs[seat]!.push(input.now!() - started);
    const applied = applyMove(game, state, seat, move);
    if (!applied.ok) throw new Error(`Bot ${input.bots[seat]!.level} of seat ${seat} chose a refused move: ${applied.error.reason}`);
    state = applied.state;
  }
  return { result: undefined, state, moves: maxMoves, decisionMs };
}
