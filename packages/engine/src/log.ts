// Game log entries: structured when written (who, verbs, cards), redacted and worded per viewer when read — the narrator.
import { atSentenceStart, capitalise, secondPerson, tidySentence } from './english';
import type { Seat, Viewer, Visibility } from './types';
import { visibleTo } from './visibility';

/** A card named in a log entry, with who could see it at the moment the entry was written. */
export interface LoggedCard {
  readonly id: string;
  readonly kind: string;
  readonly visibility: Visibility;
}

/** A seat: its player's name, or "you" for the viewer. */
export interface SeatPart {
  readonly seat: Seat;
}
/**
 * A verb in its third-person singular form ("is", "draws", "was", "drew"), made to agree with its subject: `of`, or
 * else the nearest seat before it in the entry ("You are" / "Zoe is").
 */
export interface VerbPart {
  readonly verb: string;
  readonly of?: Seat;
}
/** A seat's possessive: "your" for the viewer, "their" when the seat is the subject just named, else "Zoe's". */
export interface PossessivePart {
  readonly poss: Seat;
}

/** Words only some seats may read (what a bot chose from a hand, say); everyone else reads `otherwise`. */
export interface PrivatePart {
  readonly said: string;
  readonly to: Visibility;
  readonly otherwise: string;
}

export type LogPart =
  | string
  | SeatPart
  | VerbPart
  | PossessivePart
  | PrivatePart
  | { readonly cards: readonly LoggedCard[] };

/** Stored server-side with each move; contains secrets, so it is only ever sent through `redactLogEntry`. */
export interface LogEntry {
  /** The seat the entry is about (usually the mover), or null for the table itself. */
  readonly seat: Seat | null;
  readonly parts: readonly LogPart[];
}

export type RedactedLogPart =
  | string
  | SeatPart
  | VerbPart
  | PossessivePart
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
      if (typeof part === 'string') return part;
      if ('said' in part) return visibleTo(part.to, viewer) ? part.said : part.otherwise;
      if (!('cards' in part)) return part;
      const shown = part.cards.filter((c) => visibleTo(c.visibility, viewer)).map((c) => ({ id: c.id, kind: c.kind }));
      return { cards: shown, hidden: part.cards.length - shown.length };
    }),
  };
}

/** Whether a seat reads as "you" to this viewer (a person holding several seats reads their names, to keep them apart). */
const isViewer = (seat: Seat, viewer: Viewer): boolean => seat === viewer;

/**
 * Words for a redacted entry, for one viewer: the viewer's seat reads "you" with verbs agreeing ("You are", "you draw"),
 * possessives follow ("your turn" / "their turn" / "Zoe's turn"), cards are named or counted, and the sentence is tidied.
 */
export function logText(
  entry: RedactedLogEntry | { readonly parts: readonly RedactedLogPart[] },
  viewer: Viewer,
  names: LogNames,
): string {
  let text = '';
  let lastSeat: Seat | undefined;
  for (const part of entry.parts) {
    if (typeof part === 'string') {
      text += capitaliseSentences(part, atSentenceStart(text));
    } else if ('seat' in part) {
      text += isViewer(part.seat, viewer) ? (atSentenceStart(text) ? 'You' : 'you') : names.seatName(part.seat);
      lastSeat = part.seat;
    } else if ('verb' in part) {
      const subject = part.of ?? lastSeat;
      text += subject !== undefined && isViewer(subject, viewer) ? secondPerson(part.verb) : part.verb;
    } else if ('poss' in part) {
      // A seat's name is written as its owner spells it ("mb-dcribgf11's turn"), even at a sentence's start.
      const pronoun = isViewer(part.poss, viewer) ? 'your' : part.poss === lastSeat ? 'their' : undefined;
      text +=
        pronoun === undefined
          ? `${names.seatName(part.poss)}'s`
          : atSentenceStart(text)
            ? capitalise(pronoun)
            : pronoun;
    } else {
      text += cardsText(
        part.cards.map((c) => names.cardName(c.kind)),
        part.hidden,
      );
    }
  }
  return tidySentence(text);
}

export function renderLogEntry(entry: LogEntry, viewer: Viewer, names: LogNames): string {
  return logText(redactLogEntry(entry, viewer), viewer, names);
}

/** The narrator's own words start their sentences with a capital (names and card names are left as they are). */
function capitaliseSentences(words: string, starts: boolean): string {
  const inner = words.replace(/(\.\s+)([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
  return starts
    ? inner.replace(/^(\s*)([a-z])/, (_, space: string, letter: string) => space + letter.toUpperCase())
    : inner;
}

function cardsText(shown: readonly string[], hidden: number): string {
  const hiddenText = hidden === 1 ? 'a card' : `${hidden} cards`;
  if (shown.length === 0) return hidden === 0 ? 'no cards' : hiddenText;
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]!}`;
  if (hidden === 0) return list;
  return `${list} and ${hidden === 1 ? 'another card' : `${hidden} other cards`}`;
}
