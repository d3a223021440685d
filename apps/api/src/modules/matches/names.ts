// How seats are named in logs and lists: the player's username, or the bot and its level.
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
