// Which seats a caller holds in a match and which of them they act as now: one person may play several characters of a cooperative game.
import { canonicalJson, legalMovesFor, optionalSeats, type AnyGame, type MatchState } from '@cortex/engine';

export interface SeatHolder {
  readonly seat: number;
  readonly userId: string | null;
}

/** The seats `userId` holds, lowest first. */
export function seatsOf(players: readonly SeatHolder[], userId: string | undefined): number[] {
  if (userId === undefined) return [];
  return players
    .filter((p) => p.userId === userId)
    .map((p) => p.seat)
    .sort((a, b) => a - b);
}

/** The seat a person holding `seats` acts as now: one the match awaits, else one that may move, else their first. */
export function actingSeat(
  seats: readonly number[],
  toAct: readonly number[],
  mayAct: readonly number[],
): number | null {
  return toAct.find((s) => seats.includes(s)) ?? mayAct.find((s) => seats.includes(s)) ?? seats[0] ?? null;
}

/**
 * The seat a submitted move is for when its sender named none: with one seat, that one; with several, the first (awaited
 * ones first) for which the move is legal, or the acting seat so the refusal explains itself.
 */
export function seatForMove(
  game: AnyGame,
  state: MatchState<unknown>,
  seats: readonly number[],
  toAct: readonly number[],
  move: unknown,
): number | null {
  if (seats.length <= 1) return seats[0] ?? null;
  const mayAct = optionalSeats(game.status(state));
  const order = [
    ...new Set([...toAct.filter((s) => seats.includes(s)), ...mayAct.filter((s) => seats.includes(s)), ...seats]),
  ];
  const key = canonicalJson(move);
  return (
    order.find((s) => legalMovesFor(game, state, s).some((m) => canonicalJson(m) === key)) ??
    actingSeat(seats, toAct, mayAct)
  );
}
