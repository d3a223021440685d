// Ending participation other than by the rules: who is still in, the results of resignations, of a cooperative team
// giving up and of an agreed draw, and the marker rows that record those acts in the move log.
import { narrated, phrase, seatList, seatRef, type AnyGame, type MatchResult, type Seat } from '@cortex/engine';

/**
 * Rows of the move log that are not game moves: a forfeit after timeouts, a resignation (or a cooperative seat left to
 * a bot), an abort and an agreed draw. Their type starts with "_", which no game's move type does (see isSystemMove).
 */
export const MARKER = { forfeit: '_forfeit', resign: '_resign', abort: '_abort', draw: '_draw' } as const;
export type MarkerType = (typeof MARKER)[keyof typeof MARKER];

/** What decides who is still in a match. */
export interface SeatStanding {
  readonly seat: Seat;
  readonly userId: string | null;
  readonly bot: string | null;
  readonly away: boolean;
  readonly resigned: boolean;
}

/**
 * Competitive seats still playing for themselves: every seat that has not forfeited (after timeouts, or by resigning).
 * In a cooperative game every seat plays on for the team, so all of them.
 */
export function standingSeats(game: AnyGame, players: readonly SeatStanding[]): Seat[] {
  return players.filter((p) => game.mode === 'cooperative' || !p.away).map((p) => p.seat);
}

/** Whether a seat is out of the match for its person: forfeited (competitive) or given up to a bot (cooperative). */
export function gaveUp(game: AnyGame, p: SeatStanding): boolean {
  return game.mode === 'competitive' ? p.away : p.resigned;
}

/** Seats still held by a person who has not given them up (away players of a cooperative game may still come back). */
export function humanSeats(players: readonly SeatStanding[]): Seat[] {
  return players.filter((p) => p.userId !== null && !p.resigned).map((p) => p.seat);
}

/**
 * Seats that rank last and never win. Competitive: every forfeited seat. Cooperative: the seats of a person who left the
 * team altogether (all their seats given up), so leaving a match to the bots never earns its win.
 */
export function forfeitedSeats(game: AnyGame, players: readonly SeatStanding[]): Set<Seat> {
  if (game.mode === 'competitive') return new Set(players.filter((p) => p.away).map((p) => p.seat));
  const left = (userId: string) => players.every((q) => q.userId !== userId || q.resigned);
  return new Set(players.filter((p) => p.userId !== null && left(p.userId)).map((p) => p.seat));
}

/**
 * A competitive match with at most one seat left standing after `resigning` gave up: that seat wins and everyone else
 * ranks second (with none left, which takes a person holding every seat, nobody wins).
 */
export function lastStandingResult(
  players: readonly { readonly seat: Seat }[],
  winner: Seat | undefined,
  resigning: readonly Seat[],
): MatchResult {
  if (winner === undefined)
    return { winners: [], ranks: players.map(() => 1), ...narrated(phrase`Nobody won: every player resigned.`) };
  const ranks = players.map((p) => (p.seat === winner ? 1 : 2));
  const others = players.filter((p) => p.seat !== winner).map((p) => p.seat);
  const because = others.every((s) => resigning.includes(s))
    ? phrase`${seatList(resigning)} resigned`
    : phrase`every other player resigned or forfeited`;
  return { winners: [winner], ranks, ...narrated(phrase`${seatRef(winner)} won: ${because}.`) };
}

/** A cooperative match whose last person gave up: a loss for the team, with no score. */
export function teamGaveUpResult(players: readonly { readonly seat: Seat }[], resigning: readonly Seat[]): MatchResult {
  return {
    winners: [],
    ranks: players.map(() => 1),
    ...narrated(phrase`The crew lost: ${seatList(resigning)} gave up the match.`),
  };
}

/** A draw agreed by `standing`: nobody wins, they share first place, anyone who forfeited before ranks below them. */
export function drawResult(players: readonly { readonly seat: Seat }[], standing: readonly Seat[]): MatchResult {
  const ranks = players.map((p) => (standing.includes(p.seat) ? 1 : 2));
  return { winners: [], ranks, ...narrated(phrase`Drawn by agreement between ${seatList(standing)}.`) };
}
