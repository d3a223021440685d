// Game log entries: structured when written, redacted and worded per viewer when read ("Zoe drew 2 cards" / "You drew Shiny").
import type { Seat, Viewer, Visibility } from './types';
import { visibleTo } from './visibility';

/** A card named in a log entry, with who could see it at the moment the entry was written. */
export interface LoggedCard {
  readonly id: string;
  readonly kind: string;
  readonly visibility: Visibility;
}

export type LogPart = string | { readonly seat: Seat } | { readonly cards: readonly LoggedCard[] };

/** Stored server-side with each move; contains secrets, so it is only ever sent through `redactLogEntry`. */
export interface LogEntry {
  /** The seat the entry is about (usually the mover), or null for the table itself. */
  readonly seat: Seat | null;
  readonly parts: readonly LogPart[];
}

export type RedactedLogPart =
  | string
  | { readonly seat: Seat }
  | { readonly cards: readonly { readonly id: string; readonly kind: string }[]; readonly hidden: number };

export interface RedactedLogEntry {
  readonly seat: Seat | null;
  readonly parts: readonly RedactedLogPart[];
}

export interface LogNames {
  seatName(seat: Seat): string;
  cardName(kind: string): string;
}

export function redactLogEntry(entry: LogEntry, viewer: Viewer): RedactedLogEntry {
  return {
    seat: entry.seat,
    parts: entry.parts.map((part): RedactedLogPart => {
      if (typeof part === 'string' || !('cards' in part)) return part;
      const shown = part.cards.filter((c) => visibleTo(c.visibility, viewer)).map((c) => ({ id: c.id, kind: c.kind }));
      return { cards: shown, hidden: part.cards.length - shown.length };
    }),
  };
}

/** Words for a redacted entry; `viewer`'s own seat reads as "You" (a person holding several seats reads their names). */
export function logText(entry: RedactedLogEntry, viewer: Viewer, names: LogNames): string {
  let text = '';
  for (const part of entry.parts) {
    if (typeof part === 'string') {
      text += part;
    } else if ('seat' in part) {
      text += part.seat === viewer ? (text.trim() === '' ? 'You' : 'you') : names.seatName(part.seat);
    } else {
      text += cardsText(part.cards.map((c) => names.cardName(c.kind)), part.hidden);
    }
  }
  return text;
}

export function renderLogEntry(entry: LogEntry, viewer: Viewer, names: LogNames): string {
  return logText(redactLogEntry(entry, viewer), viewer, names);
}

function cardsText(shown: readonly string[], hidden: number): string {
  const hiddenText = hidden === 1 ? 'a card' : `${hidden} cards`;
  if (shown.length === 0) return hidden === 0 ? 'no cards' : hiddenText;
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]!}`;
  if (hidden === 0) return list;
  return `${list} and ${hidden === 1 ? 'another card' : `${hidden} other cards`}`;
}
