// Wording shared by the UI and its tests, so messages stay consistent and testable without a browser.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function playersLabel(minPlayers: number, maxPlayers: number): string {
  if (minPlayers === maxPlayers) return `${minPlayers} ${minPlayers === 1 ? 'player' : 'players'}`;
  return `${minPlayers}–${maxPlayers} players`;
}

/** Users need the URL and the underlying reason to tell "API down" from "API misconfigured". */
export function describeApiError(error: Error): string {
  if (CombinedGraphQLErrors.is(error)) {
    // The server's words are meant for people; a request it could not even read (a bad value in the page's address)
    // is said plainly instead of in GraphQL's terms.
    const codes = error.errors.map((e) => e.extensions?.['code']);
    if (codes.some((c) => c === 'GRAPHQL_VALIDATION_FAILED' || c === 'GRAPHQL_PARSE_FAILED'))
      return 'This page asked for something Cortex does not know; check the address.';
    if (codes.some((c) => c === 'INTERNAL_SERVER_ERROR'))
      return 'Something went wrong on the game server; try again in a moment.';
    return serverMessage(error);
  }
  return 'Cortex cannot reach the game server right now; check your connection and try again.';
}

/** The server's own words ("Wrong username or password."), for forms and inline notices. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message.trim()).filter(Boolean);
    return messages.length > 0 ? messages.join(' ') : 'The game server refused the request.';
  }
  if (error instanceof Error)
    return 'Cortex cannot reach the game server right now; check your connection and try again.';
  return 'Something went wrong.';
}

/** extensions.code of the first GraphQL error (STALE_VERSION, UNAUTHENTICATED…), or null. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const code = e.extensions?.['code'];
    if (typeof code === 'string') return code;
  }
  return null;
}

/** Countdown text with a stable shape: "4:05", "1:02:09", "2d 03h". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${two(hours)}h`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

export interface TimeControlLike {
  kind: string;
  seconds?: number | null;
  hours?: number | null;
}

export function timeControlLabel(tc: TimeControlLike): string {
  if (tc.kind === 'REALTIME') return `Realtime · ${tc.seconds ?? '?'} s per decision`;
  const hours = tc.hours ?? 24;
  return `Async · ${hours} ${hours === 1 ? 'hour' : 'hours'} per decision`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

export interface SeatLike {
  seat: number;
  bot?: string | null;
  user?: { username: string } | null;
}

export function seatName(player: SeatLike | undefined, seat?: number): string {
  if (!player) return seat === undefined ? 'Empty seat' : `Seat ${seat + 1}`;
  if (player.user) return player.user.username;
  if (player.bot) return `Bot (${player.bot})`;
  return `Seat ${player.seat + 1}`;
}

/** Keys of view.game in words: "turnsTaken" → "Turns taken". */
export function humanizeKey(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
