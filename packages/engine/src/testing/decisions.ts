// Counts the clicks a person makes: one seat played as a person would (its game's normal bot) among bots, per match.
import { botFor, botInputFor } from '../bot';
import type { GameDefinition } from '../game';
import { applyMove, createMatch, optionalSeats } from '../match';
import { Random, seedToRngState } from '../rng';
import { AWAITED_ONLY, type Move, type Seat } from '../types';

export interface DecisionOptions {
  readonly matches: number;
  /** The seat counted as the person's. */
  readonly seat?: Seat;
  /** Level of every seat's bot, the person's included. */
  readonly level?: string;
  readonly seed?: string;
  readonly options?: unknown;
  readonly maxMoves?: number;
  /** The person chose "pass automatically when I cannot respond": the game's `autoPass` answers for them. */
  readonly autoPass?: boolean;
  /**
   * The other seats' bots answer the moments offered to them without being awaited (a teammate's Reaction window),
   * before each awaited move, as the API's bots do while a person is awaited. On by default; the person's own
   * optional moments are not decisions (nobody waits for them) and are let pass.
   */
  readonly botsAnswerOptional?: boolean;
}

export interface DecisionReport {
  readonly players: number;
  readonly matches: number;
  /** Decisions the person had to make (awaited, one click each). */
  readonly decisions: number;
  /** Of those, decisions with a single legal move. */
  readonly oneOption: number;
  /** Passes made for the person by their preference (not counted as decisions). */
  readonly autoPassed: number;
  /** Moves the engine made at once as the only, revealing-nothing option (any seat; not decisions). */
  readonly forced: number;
  /** Single-option decisions by move type, most frequent first. */
  readonly oneOptionTypes: readonly (readonly [string, number])[];
}

/** Plays seeded all-bot matches and counts the decisions of one seat, and how many of them had a single option. */
export function decisionStats<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  players: number,
  opts: DecisionOptions,
): DecisionReport {
  const person = opts.seat ?? 0;
  const bot = botFor(game.bots, opts.level ?? 'normal');
  let decisions = 0;
  let oneOption = 0;
  let autoPassed = 0;
  let forced = 0;
  const types = new Map<string, number>();
  for (let i = 0; i < opts.matches; i++) {
    const seed = `${opts.seed ?? game.id}:decisions:${players}:${i}`;
    let { state } = createMatch(game, { players, seed, options: opts.options });
    const random = new Random(seedToRngState(`${seed}:bots`));
    const offered = new Set<string>();
    let version = 0;
    for (let step = 0; step < (opts.maxMoves ?? 20_000); step++) {
      const answer = opts.botsAnswerOptional ?? true;
      const status = game.status(state, answer ? undefined : AWAITED_ONLY);
      if (status.kind === 'finished') break;
      if (answer && bot.chooseOptionalMove) {
        // Each other seat is asked once per state, as the API asks each bot once per version.
        const optional = optionalSeats(status).find((s) => s !== person && !offered.has(`${version}:${s}`));
        if (optional !== undefined) {
          offered.add(`${version}:${optional}`);
          const input = botInputFor(game, state, optional, random);
          const move = input.legalMoves.length > 0 ? bot.chooseOptionalMove(input) : null;
          if (move !== null) {
            const applied = applyMove(game, state, optional, move);
            if (!applied.ok) throw new Error(`${seed}: a bot's optional move was refused: ${applied.error.reason}`);
            forced += applied.forced.length;
            state = applied.state;
            version++;
          }
          continue;
        }
      }
      const seat = status.toAct.includes(person) ? person : status.toAct[0]!;
      const input = botInputFor(game, state, seat, random);
      let move: M;
      const pass = seat === person && opts.autoPass ? game.autoPass?.(state, seat, input.legalMoves) : undefined;
      if (pass !== undefined) {
        autoPassed++;
        move = pass;
      } else {
        move = input.legalMoves.length === 1 ? input.legalMoves[0]! : bot.chooseMove(input);
        if (seat === person) {
          decisions++;
          if (input.legalMoves.length === 1) {
            oneOption++;
            types.set(move.type, (types.get(move.type) ?? 0) + 1);
          }
        }
      }
      const applied = applyMove(game, state, seat, move);
      if (!applied.ok) throw new Error(`${seed}: a bot's move was refused: ${applied.error.reason}`);
      forced += applied.forced.length;
      state = applied.state;
      version++;
    }
  }
  const oneOptionTypes = [...types].sort((a, b) => b[1] - a[1]);
  return { players, matches: opts.matches, decisions, oneOption, autoPassed, forced, oneOptionTypes };
}

/** The share of single-option decisions, in percent (0 without decisions). */
export function oneOptionShare(report: DecisionReport): number {
  return report.decisions === 0 ? 0 : (100 * report.oneOption) / report.decisions;
}
