// How seats are named in logs and lists: the player's username, or the bot and its level.
import { ordinalOf } from '@cortex/engine';
export interface SeatIdentity {
  readonly seat: number;
  readonly username: string | null;
  readonly bot: string | null;
}

export function seatName(p: SeatIdentity | undefined, seat: number): string {
  if (!p) return `Seat ${seat + 1}`;
  if (p.username) return p.username;
  return `Bot ${seat + 1} (${p.bot ?? 'normal'})`;
}

/** Names for every seat of a match; a person holding several seats reads as "name (second seat)" so their characters stay apart. */
export function seatNamer(players: readonly SeatIdentity[]): (seat: number) => string {
  return (seat) => {
    const p = players.find((q) => q.seat === seat);
    const name = seatName(p, seat);
    const theirs =
      p?.username != null
        ? players
            .filter((q) => q.username === p.username)
            .map((q) => q.seat)
            .sort((a, b) => a - b)
        : [];
    return theirs.length > 1 ? `${name} (${ordinalOf(theirs.indexOf(seat) + 1)} seat)` : name;
  };
}
