// Plays a whole match with a bot in every seat, from a seed: the building block of bot tests and the strength bench.
import { botInputFor, type Bot, type SearchBudget } from './bot';
import type { GameDefinition } from './game';
import { applyMove, createMatch, optionalSeats } from './match';
import { Random, seedToRngState } from './rng';
import { AWAITED_ONLY, type MatchResult, type MatchState, type Move, type Seat } from './types';

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
  /**
   * Before each awaited move, offer every seat in `mayAct` its optional move (chooseOptionalMove), in seat order; the
   * first non-null answer is played and the offers start again at the new state. Off by default (the API offers
   * optional moves only while a human is awaited); tests use it to see that optional answers cannot stall a match.
   */
  readonly offerOptional?: boolean;
}

export interface BotMatchOutcome<G> {
  readonly result: MatchResult | undefined;
  readonly state: MatchState<G>;
  readonly moves: number;
  /** Milliseconds per decision with more than one legal move, by seat; empty without `now`. */
  readonly decisionMs: readonly (readonly number[])[];
  /** Of `moves`, those made as optional answers (only with `offerOptional`). */
  readonly optionalMoves: number;
}

export function playBotMatch<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  input: BotMatchInput<G, M>,
): BotMatchOutcome<G> {
  let { state } = createMatch(game, { players: input.players, seed: input.seed, options: input.options });
  const randoms = input.bots.map((_, s) => new Random(seedToRngState(`${input.seed}:bot:${s}`)));
  const decisionMs: number[][] = input.bots.map(() => []);
  // Their own streams, so offering optional moves leaves the awaited decisions' randomness as it was.
  const optionalRandoms = input.bots.map((_, s) => new Random(seedToRngState(`${input.seed}:optional:${s}`)));
  const maxMoves = input.maxMoves ?? 5000;
  let optionalMoves = 0;
  for (let moves = 0; moves < maxMoves; moves++) {
    const status = game.status(state, input.offerOptional ? undefined : AWAITED_ONLY);
    if (status.kind === 'finished') return { result: status.result, state, moves, decisionMs, optionalMoves };
    if (input.offerOptional) {
      const answered = offerOptional(game, state, optionalSeats(status), input.bots, optionalRandoms);
      if (answered) {
        state = answered;
        optionalMoves++;
        continue;
      }
    }
    const seat: Seat = status.toAct[0]!;
    const botInput = botInputFor(game, state, seat, randoms[seat]!, input.budget);
    const started = input.now?.();
    const move = botInput.legalMoves.length === 1 ? botInput.legalMoves[0]! : input.bots[seat]!.chooseMove(botInput);
    if (started !== undefined && botInput.legalMoves.length > 1) decisionMs[seat]!.push(input.now!() - started);
    const applied = applyMove(game, state, seat, move);
    if (!applied.ok)
      throw new Error(`Bot ${input.bots[seat]!.level} of seat ${seat} chose a refused move: ${applied.error.reason}`);
    state = applied.state;
  }
  return { result: undefined, state, moves: maxMoves, decisionMs, optionalMoves };
}

/** The state after the first optional answer of `seats` (each asked once), or undefined when all let the moment pass. */
function offerOptional<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seats: readonly Seat[],
  bots: readonly Bot<G, M>[],
  randoms: readonly Random[],
): MatchState<G> | undefined {
  for (const seat of seats) {
    const bot = bots[seat];
    if (!bot?.chooseOptionalMove) continue;
    const botInput = botInputFor(game, state, seat, randoms[seat]!);
    if (botInput.legalMoves.length === 0) continue;
    const move = bot.chooseOptionalMove(botInput);
    if (move === null) continue;
    const applied = applyMove(game, state, seat, move);
    if (!applied.ok)
      throw new Error(`Bot ${bot.level} of seat ${seat} chose a refused optional move: ${applied.error.reason}`);
    return applied.state;
  }
  return undefined;
}
