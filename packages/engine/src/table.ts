// The mutable table a game's setup and moves act on: zones of cards, the seeded PRNG and the log, over a private copy of the state.
import type { LogEntry, LogPart, LoggedCard, PossessivePart, VerbPart } from './log';
import { Random } from './rng';
import type { Card, Seat, Visibility, Zone } from './types';
import { cardVisibility, unionVisibility } from './visibility';

/** Where a card goes in a zone: the top (index 0), the bottom, or an index. */
export type Position = 'top' | 'bottom' | number;

interface MutableCard {
  id: string;
  kind: string;
  revealedTo?: Visibility;
}
interface MutableZone {
  visibility: Visibility;
  cards: MutableCard[];
}

/** Values that can be interpolated into a log line. */
export type LogValue = PhraseValue | CardsRef;
/** Values of a phrase that names no cards (a result's summary, a label). */
export type PhraseValue = string | number | SeatRef | VerbPart | PossessivePart | readonly PhrasePart[];
export type PhrasePart = Exclude<LogPart, { readonly cards: unknown } | { readonly said: string }>;
export interface SeatRef {
  readonly seat: Seat;
}
export interface CardsRef {
  readonly cardIds: readonly string[];
  readonly visibility?: Visibility;
}

/** Refers to a seat in a log line; it reads "You" for that seat and the player's name for others. */
export function seatRef(seat: Seat): SeatRef {
  return { seat };
}

/** Seats as one phrase, each name worded per reader: "Zoe", "you and Bram", "Alice, Bram and Ed". */
export function seatList(seats: readonly Seat[]): PhrasePart[] {
  return seats.flatMap((s, i): PhrasePart[] => [
    ...(i === 0 ? [] : [i === seats.length - 1 ? ' and ' : ', ']),
    seatRef(s),
  ]);
}

/**
 * A verb given in its third-person singular form ("is", "takes", "has"), agreeing with its subject when the line is
 * read: `of`, or else the nearest seat before it ("You are the Active player" / "Zoe is the Active player").
 */
export function verb(thirdPerson: string, of?: Seat): VerbPart {
  return of === undefined ? { verb: thirdPerson } : { verb: thirdPerson, of };
}

/** A seat and its verb: t.log`${subject(s, 'is')} the Active player.` reads "You are …" or "Zoe is …". */
export function subject(seat: Seat, thirdPerson: string): readonly PhrasePart[] {
  return [{ seat }, ' ', { verb: thirdPerson, of: seat }];
}

/** A seat's possessive: "your" to that seat, "their" right after the seat was named, else "Zoe's". */
export function possessive(seat: Seat): PossessivePart {
  return { poss: seat };
}

/** Builds the parts of a phrase that names no cards, e.g. a result: phrase`${seatRef(w)} won with 7 pairs.` */
export function phrase(strings: TemplateStringsArray, ...values: PhraseValue[]): PhrasePart[] {
  const parts: LogPart[] = [];
  strings.forEach((s, i) => {
    if (s !== '') parts.push(s);
    if (i < values.length) pushPhraseValue(parts, values[i]!);
  });
  return mergeStrings(parts) as PhrasePart[];
}

function pushPhraseValue(parts: LogPart[], value: PhraseValue): void {
  if (typeof value === 'string') parts.push(value);
  else if (typeof value === 'number') parts.push(String(value));
  else if (Array.isArray(value)) for (const v of value as readonly PhrasePart[]) parts.push(v);
  else parts.push(value as PhrasePart);
}

/**
 * Lookups a move answers by scanning the zones before it builds the card index: building it costs about as much as
 * a dozen scans, and a search bot's simulated moves mostly look up one or two cards.
 */
const SCANNED_LOOKUPS = 8;

/** Zones, cards, randomness and the log, without game data: what `setup` gets before the game data exists. */
export class SetupTable {
  readonly players: number;
  readonly random: Random;
  /** Zones shared with the previous state until first written (copy-on-write keeps moves cheap). */
  protected readonly zoneMap: Record<string, MutableZone>;
  private readonly owned = new Set<string>();
  /** Card id → zone name, built once a move has looked up several cards and kept up to date by every move (scanning all zones per lookup was a move's main cost). */
  #where: Map<string, string> | undefined;
  #lookups = 0;
  protected cardCounter: number;
  protected readonly entries: LogEntry[] = [];
  #logging = true;
  /** The seat log lines are about by default. */
  actor: Seat | null = null;

  constructor(players: number, zones: Record<string, Zone>, rng: readonly number[], nextCardId: number) {
    this.players = players;
    this.zoneMap = { ...(zones as Record<string, MutableZone>) };
    this.random = new Random(rng);
    this.cardCounter = nextCardId;
  }

  /** Declares a zone and who may see its cards. */
  createZone(name: string, visibility: Visibility): void {
    if (this.zoneMap[name]) throw new Error(`Zone ${name} already exists`);
    this.zoneMap[name] = { visibility, cards: [] };
    this.owned.add(name);
  }

  hasZone(name: string): boolean {
    return name in this.zoneMap;
  }

  setVisibility(name: string, visibility: Visibility): void {
    this.writable(name).visibility = visibility;
  }

  /** Creates new cards of the given kinds in a zone (top first); returns their ids. */
  createCards(zoneName: string, kinds: readonly string[], position: Position = 'bottom'): string[] {
    const cards = kinds.map((kind) => ({ id: `c${this.cardCounter++}`, kind }));
    this.insert(this.writable(zoneName), cards, position);
    for (const c of cards) this.#where?.set(c.id, zoneName);
    return cards.map((c) => c.id);
  }

  cards(zoneName: string): readonly Card[] {
    return this.zone(zoneName).cards;
  }

  count(zoneName: string): number {
    return this.zone(zoneName).cards.length;
  }

  /** The ids of the top n cards (fewer if the zone holds fewer). */
  topIds(zoneName: string, n = 1): string[] {
    return this.zone(zoneName)
      .cards.slice(0, n)
      .map((c) => c.id);
  }

  /** The zone holding a card, or undefined. */
  zoneOf(cardId: string): string | undefined {
    return this.zoneNameOf(cardId);
  }

  card(cardId: string): Card {
    const found = this.locate(cardId);
    return found.zone.cards[found.index]!;
  }

  /** Moves cards (in the order given) to a zone. Reveals are cleared: a card that moves is seen afresh. */
  move(cardIds: string | readonly string[], toZone: string, position: Position = 'top'): void {
    const ids = typeof cardIds === 'string' ? [cardIds] : cardIds;
    const moved: MutableCard[] = [];
    for (const id of ids) {
      const { name, index } = this.locate(id);
      const [card] = this.writable(name).cards.splice(index, 1);
      delete card!.revealedTo;
      moved.push(card!);
    }
    this.insert(this.writable(toZone), moved, position);
    for (const card of moved) this.#where?.set(card.id, toZone);
  }

  /** Moves up to n cards from the top of one zone to another; returns the ids moved. */
  moveTop(fromZone: string, toZone: string, n = 1, position: Position = 'top'): string[] {
    const ids = this.topIds(fromZone, n);
    this.move(ids, toZone, position);
    return ids;
  }

  /** Moves every card of a zone to another. */
  moveAll(fromZone: string, toZone: string, position: Position = 'top'): string[] {
    return this.moveTop(fromZone, toZone, this.count(fromZone), position);
  }

  /** Fisher-Yates shuffle of a zone with the match PRNG. Reveals are cleared: nobody knows where a card went. */
  shuffle(zoneName: string): void {
    const zone = this.writable(zoneName);
    this.random.shuffleInPlace(zone.cards);
    for (const card of zone.cards) delete card.revealedTo;
  }

  /** Shows a card to more seats ("look at the top card", "show a card from your hand"). */
  reveal(cardId: string, to: Visibility): void {
    const { name, index } = this.locate(cardId);
    const card = this.writable(name).cards[index]!;
    card.revealedTo = card.revealedTo === undefined ? to : unionVisibility(card.revealedTo, to);
  }

  /** Names cards in a log line. Who sees their names is fixed now, from where the cards are (or `visibility`). */
  cardsRef(cardIds: string | readonly string[], visibility?: Visibility): CardsRef {
    const ids = typeof cardIds === 'string' ? [cardIds] : cardIds;
    return visibility === undefined ? { cardIds: ids } : { cardIds: ids, visibility };
  }

  /** Appends a log line about the current actor: t.log`${seatRef(s)} drew ${t.cardsRef(ids)}.` */
  log(strings: TemplateStringsArray, ...values: LogValue[]): void {
    this.logAbout(this.actor)(strings, ...values);
  }

  /** A log tag for lines about another seat (or the table itself, with null): t.logAbout(null)`The deck ran out.` */
  logAbout(seat: Seat | null): (strings: TemplateStringsArray, ...values: LogValue[]) => void {
    if (!this.#logging) return ignoreLine;
    return (strings, ...values) => {
      const parts: LogPart[] = [];
      strings.forEach((s, i) => {
        if (s !== '') parts.push(s);
        if (i < values.length) this.logPart(parts, values[i]!);
      });
      this.entries.push({ seat, parts: mergeStrings(parts) });
    };
  }

  private logPart(parts: LogPart[], value: LogValue): void {
    if (typeof value !== 'object' || Array.isArray(value) || !('cardIds' in value)) {
      pushPhraseValue(parts, value as PhraseValue);
      return;
    }
    const cards: LoggedCard[] = value.cardIds.map((id) => {
      const { zone, index } = this.locate(id);
      const card = zone.cards[index]!;
      return { id: card.id, kind: card.kind, visibility: value.visibility ?? cardVisibility(zone, card) };
    });
    parts.push({ cards });
  }

  protected zone(name: string): MutableZone {
    const zone = this.zoneMap[name];
    if (!zone) throw new Error(`Unknown zone ${name}`);
    return zone;
  }

  /** The zone, copied on first write so the previous state is never touched. */
  private writable(name: string): MutableZone {
    const zone = this.zone(name);
    if (this.owned.has(name)) return zone;
    const copy: MutableZone = { visibility: zone.visibility, cards: zone.cards.map((c) => ({ ...c })) };
    this.zoneMap[name] = copy;
    this.owned.add(name);
    return copy;
  }

  /** The zone holding a card: the first few lookups of a move scan the zones (most moves look up a card or two), later ones use an index. */
  private zoneNameOf(cardId: string): string | undefined {
    if (this.#where) return this.#where.get(cardId);
    if (++this.#lookups > SCANNED_LOOKUPS) {
      const where = new Map<string, string>();
      for (const [name, zone] of Object.entries(this.zoneMap)) for (const c of zone.cards) where.set(c.id, name);
      this.#where = where;
      return where.get(cardId);
    }
    for (const name in this.zoneMap) {
      const cards = this.zoneMap[name]!.cards;
      for (let i = 0; i < cards.length; i++) if (cards[i]!.id === cardId) return name;
    }
    return undefined;
  }

  private locate(cardId: string): { name: string; zone: MutableZone; index: number } {
    const name = this.zoneNameOf(cardId);
    if (name !== undefined) {
      const zone = this.zone(name);
      const index = zone.cards.findIndex((c) => c.id === cardId);
      if (index >= 0) return { name, zone, index };
    }
    throw new Error(`Unknown card ${cardId}`);
  }

  private insert(zone: MutableZone, cards: MutableCard[], position: Position): void {
    const at = position === 'top' ? 0 : position === 'bottom' ? zone.cards.length : position;
    zone.cards.splice(at, 0, ...cards);
  }

  /**
   * @internal for a bot's simulated moves, whose log nobody reads: lines are not built (naming cards means finding
   * them, a tenth of a simulated move). Nothing else changes: building a line never touches the zones.
   */
  discardLog(): void {
    this.#logging = false;
  }

  /** @internal the results the engine stores back into the match state. */
  finish(): { zones: Record<string, Zone>; rng: number[]; nextCardId: number; log: LogEntry[] } {
    return { zones: this.zoneMap, rng: this.random.state(), nextCardId: this.cardCounter, log: this.entries };
  }
}

/** What a move acts on: the setup table plus the mutable game data. */
export class Table<G> extends SetupTable {
  game: G;

  constructor(players: number, game: G, zones: Record<string, Zone>, rng: readonly number[], nextCardId: number) {
    super(players, zones, rng, nextCardId);
    this.game = game;
  }
}

function ignoreLine(): void {}

function mergeStrings(parts: LogPart[]): LogPart[] {
  const out: LogPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  }
  return out;
}
