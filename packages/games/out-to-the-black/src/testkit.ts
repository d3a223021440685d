// Test helpers: start a match with chosen characters, stack decks and hands, and play moves that must be legal.
import {
  applyMove,
  createMatch,
  legalMovesFor,
  renderLogEntry,
  type Card,
  type MatchState,
  type Random,
  type Seat,
} from '@cortex/engine';
import { EVENTS } from './content/events';
import { baseTotals } from './rules/scoring';
import { GORRAMIT } from './content/gorramit';
import { ALLIANCE } from './content/alliance';
import { SERENITY, type SerenityTypeId } from './content/serenity';
import type { CharacterId } from './content/characters';
import { outToTheBlack } from './game';
import type { OttbMove } from './moves';
import { Z, type OttbData } from './state';

export type St = MatchState<OttbData>;

/** Lobby options drawn at random, for playouts that must cover every option: each starting player (a seat the table may lack included) and both readings of the Wilds after a redraw. */
export function randomOptions(random: Random): unknown {
  return {
    startingPlayer: random.pick(['random', 0, 1, 2, 3, 4] as const),
    wildsAfterRedraw: random.pick(['stay', 'placeAgain'] as const),
  };
}

/** A match after every seat (in order) has chosen the given character; seat 0 is Active (the lobby chose it to start). */
export function start(chars: readonly CharacterId[], seed = 'kit', options: Record<string, unknown> = {}): St {
  let state = createMatch(outToTheBlack, {
    players: chars.length,
    seed,
    options: { startingPlayer: 0, ...options },
  }).state;
  chars.forEach((character, seat) => {
    state = play(state, seat, { type: 'chooseCharacter', character });
  });
  return state;
}

export function play(state: St, seat: Seat, move: OttbMove): St {
  const r = applyMove(outToTheBlack, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by seat ${seat}: ${r.error.code} ${r.error.reason}`);
  return r.state;
}

/** Plays a legal move and reads its log as a spectator (players named "Player 1", "Player 2"…). */
export function playLog(state: St, seat: Seat, move: OttbMove): { state: St; lines: string[] } {
  const r = applyMove(outToTheBlack, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by seat ${seat}: ${r.error.code} ${r.error.reason}`);
  const names = { seatName: (s: Seat) => `Player ${s + 1}`, cardName: (k: string) => outToTheBlack.cardName(k) };
  return { state: r.state, lines: r.log.map((e) => renderLogEntry(e, 'spectator', names)) };
}

export function moves(state: St, seat: Seat): OttbMove[] {
  return legalMovesFor(outToTheBlack, state, seat);
}

export function toAct(state: St): readonly Seat[] {
  const s = outToTheBlack.status(state);
  return s.kind === 'active' ? s.toAct : [];
}

type Zones = Record<string, Card[]>;

function edit(state: St, fn: (zones: Zones) => void): St {
  const zones: Zones = {};
  for (const [k, z] of Object.entries(state.zones)) zones[k] = z.cards.map((c) => ({ id: c.id, kind: c.kind }));
  fn(zones);
  const out: Record<string, { visibility: (typeof state.zones)[string]['visibility']; cards: Card[] }> = {};
  for (const [k, z] of Object.entries(state.zones)) out[k] = { visibility: z.visibility, cards: zones[k]! };
  return { ...state, zones: out };
}

function takeFrom(zones: Zones, names: readonly string[], match: (kind: string) => boolean): Card {
  for (const name of names) {
    const i = zones[name]!.findIndex((c) => match(c.kind));
    if (i >= 0) return zones[name]!.splice(i, 1)[0]!;
  }
  throw new Error('no such card left');
}

/** A Serenity card spec: its type, optionally with a Result Number. */
export type Spec = SerenityTypeId | readonly [SerenityTypeId, number];
const matches =
  (spec: Spec) =>
  (kind: string): boolean => {
    const c = SERENITY[kind];
    if (!c) return false;
    return typeof spec === 'string' ? c.type === spec : c.type === spec[0] && c.result === spec[1];
  };

/**
 * Gives the seats exactly these hands and puts these cards on top of the Serenity deck (top first).
 * Every other Serenity card goes to the deck below them; the discard pile is emptied into the deck.
 */
export function stack(state: St, hands: Readonly<Record<number, readonly Spec[]>>, deckTop: readonly Spec[] = []): St {
  return edit(state, (zones) => {
    for (let s = 0; s < state.players; s++) zones[Z.serenity]!.push(...zones[Z.hand(s)]!.splice(0));
    zones[Z.serenity]!.push(...zones[Z.discard]!.splice(0));
    // Deck cards are claimed first so that hands never take a card the deck needs with a specific Result Number.
    const top = deckTop.map((spec) => takeFrom(zones, [Z.serenity], matches(spec)));
    for (const [seat, specs] of Object.entries(hands)) {
      for (const spec of specs) zones[Z.hand(Number(seat))]!.push(takeFrom(zones, [Z.serenity], matches(spec)));
    }
    zones[Z.serenity]!.unshift(...top);
  });
}

function byName(table: Readonly<Record<string, { readonly name: string }>>, name: string): (kind: string) => boolean {
  return (kind) => table[kind]?.name === name;
}

/** Puts the named Event on top of the Event deck (swapping out a card so the deck keeps its size). */
export function eventOnTop(state: St, name: string): St {
  return edit(state, (zones) => {
    const card = takeFrom(zones, [Z.events, Z.eventsOut, Z.eventsRemoved], byName(EVENTS, name));
    if (zones[Z.events]!.length >= state.zones[Z.events]!.cards.length)
      zones[Z.eventsOut]!.push(zones[Z.events]!.pop()!);
    zones[Z.events]!.unshift(card);
  });
}

export function gorramitOnTop(state: St, name: string): St {
  return edit(state, (zones) => {
    zones[Z.gorramit]!.unshift(takeFrom(zones, [Z.gorramit, Z.gorramitUsed], byName(GORRAMIT, name)));
  });
}

export function allianceOnTop(state: St, name: string): St {
  return edit(state, (zones) => {
    const card = takeFrom(zones, [Z.alliance, Z.allianceOut], byName(ALLIANCE, name));
    if (zones[Z.alliance]!.length >= state.zones[Z.alliance]!.cards.length)
      zones[Z.allianceOut]!.push(zones[Z.alliance]!.pop()!);
    zones[Z.alliance]!.unshift(card);
  });
}

/** Replaces the game data fields given (Credits, Honor...). */
export function withGame(state: St, patch: Partial<OttbData>): St {
  return { ...state, game: { ...state.game, ...patch } };
}

export function handKinds(state: St, seat: Seat): string[] {
  return state.zones[Z.hand(seat)]!.cards.map((c) => SERENITY[c.kind]!.type);
}

/** The id of a card of this type in the seat's hand. */
export function cardIn(state: St, seat: Seat, type: SerenityTypeId, nth = 0): string {
  const found = state.zones[Z.hand(seat)]!.cards.filter((c) => SERENITY[c.kind]?.type === type)[nth];
  if (!found) throw new Error(`seat ${seat} holds no ${type}`);
  return found.id;
}

/** Every seat still awaited in a window passes until `until` says stop. */
export function passAll(state: St, until: (s: St) => boolean = () => false): St {
  let s = state;
  for (let guard = 0; guard < 50 && !until(s); guard++) {
    const seats = toAct(s);
    if (seats.length === 0) break;
    const seat = seats[0]!;
    if (!moves(s, seat).some((m) => m.type === 'pass')) break;
    s = play(s, seat, { type: 'pass' });
  }
  return s;
}

/** The others let the chance to play Sacrifice after the Active player's action go. */
export const endActionPhase = (s: St): St => passAll(s, (x) => x.game.phase !== 'action' || x.game.pending !== null);
/** The Active player passes the Action phase, and the others let their chance to play Sacrifice go. */
export const inEvent = (s: St): St => endActionPhase(play(s, s.game.active, { type: 'pass' }));
/** Passes every remaining Event-phase turn. */
export const endEventPhase = (s: St): St => passAll(s, (x) => x.game.phase !== 'event');
/** Everyone in the Resolution window passes (stops at a pending choice). */
export const endWindow = (s: St): St => passAll(s, (x) => x.game.phase !== 'resolution' || x.game.pending !== null);

/** Three players (Mal, Zoe, Jayne by default) with stacked hands and deck, a chosen Event and Gorramit. */
export function scene(opts: {
  chars?: readonly CharacterId[];
  hands?: Parameters<typeof stack>[1];
  deck?: Parameters<typeof stack>[2];
  event?: string;
  gorramit?: string;
  alliance?: string;
  options?: Record<string, unknown>;
}): St {
  let s = start(opts.chars ?? ['mal', 'zoe', 'jayne'], 'kit', opts.options);
  s = stack(s, opts.hands ?? { 0: ['fightin1'], 1: ['flyin1'], 2: ['thinkin1'] }, opts.deck ?? []);
  s = eventOnTop(s, opts.event ?? 'Brawl at the Silver Hold');
  s = gorramitOnTop(s, opts.gorramit ?? 'Smooth Sailing');
  if (opts.alliance) s = allianceOnTop(s, opts.alliance);
  return s;
}

/** Moves the top Alliance card into play (face up, the newest) as if drawn earlier. */
export function allianceInPlay(s: St): St {
  return edit(s, (zones) => {
    zones[Z.allianceUp]!.unshift(zones[Z.alliance]!.shift()!);
  });
}

/** The names of the Alliance cards in play, newest first. */
export function allianceUpNames(s: St): string[] {
  return s.zones[Z.allianceUp]!.cards.map((c) => ALLIANCE[c.kind]!.name);
}

/** Ids of cards of these types in the seat's hand (a type named twice means two such cards), in the order of the hand. */
export function cardsIn(state: St, seat: Seat, types: readonly SerenityTypeId[]): string[] {
  const seen = new Map<SerenityTypeId, number>();
  const ids = types.map((type) => {
    const nth = seen.get(type) ?? 0;
    seen.set(type, nth + 1);
    return cardIn(state, seat, type, nth);
  });
  const order = state.zones[Z.hand(seat)]!.cards.map((c) => c.id);
  return ids.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The seat lays these cards down at once in the Event phase. */
export function layDown(state: St, seat: Seat, types: readonly SerenityTypeId[]): St {
  return play(state, seat, { type: 'playCards', cards: cardsIn(state, seat, types) });
}

/** The skill totals everyone would see with every card turned over. */
export const totals = (s: St): number[] => baseTotals(s.game, (z) => s.zones[z]!.cards, s.players);

/** Result cards (Fightin', Flyin', Thinkin' in that order) too low, or high enough, for most Events. */
export const LOW: readonly Spec[] = [
  ['fightin1', 1],
  ['flyin1', 2],
  ['thinkin1', 2],
];
export const HIGH: readonly Spec[] = [
  ['fightin1', 6],
  ['flyin1', 6],
  ['thinkin1', 6],
];

/** Plays the given cards of seat 0 (the Active player) in a Single Player Event, then ends the Event phase. */
export function played(s: St, cards: readonly SerenityTypeId[]): St {
  let t = inEvent(s);
  if (cards.length > 0) t = layDown(t, 0, cards);
  return endEventPhase(t);
}

/** Everyone passes and every pending choice takes its first option until the next turn (or the end). */
export function finish(s: St): St {
  let t = endWindow(s);
  for (let guard = 0; guard < 30 && (t.game.phase === 'wilds' || t.game.pending); guard++)
    t = play(t, toAct(t)[0]!, moves(t, toAct(t)[0]!)[0]!);
  return t;
}

/** Result cards giving Mal alone on Whitefall Trade (6/6/7) VL0, VL2 or VL3. */
export const WHITEFALL: Readonly<Record<'vl0' | 'vl2' | 'vl3', readonly Spec[]>> = {
  vl0: [
    ['fightin1', 1],
    ['flyin1', 2],
    ['thinkin1', 2],
  ],
  vl2: [
    ['fightin1', 4],
    ['maneuvers', 5],
    ['fightin1', 1],
  ],
  vl3: [
    ['fightin1', 4],
    ['psychic', 5],
    ['fightin1', 6],
  ],
};

/** A scene with these Alliance cards in play, oldest first. */
export function withAllianceUp(opts: Parameters<typeof scene>[0], up: readonly string[]): St {
  let s = scene(opts);
  for (const name of up) s = allianceInPlay(allianceOnTop(s, name));
  return s;
}

/** Passes the Resolution window and places every Wild on Fightin' (in whichever order the flow asks), until the outcome asks a choice or the turn ends; the log lines on the way. */
export function resolveOutcome(state: St): { state: St; lines: string[] } {
  let s = state;
  const lines: string[] = [];
  for (
    let guard = 0;
    guard < 40 && s.game.pending === null && (s.game.phase === 'resolution' || s.game.phase === 'wilds');
    guard++
  ) {
    const seat = toAct(s)[0]!;
    const move =
      s.game.phase === 'wilds'
        ? { type: 'placeWilds' as const, skills: s.game.wilds.map(() => 'fightin' as const) }
        : { type: 'pass' as const };
    const r = playLog(s, seat, move);
    s = r.state;
    lines.push(...r.lines);
  }
  return { state: s, lines };
}

/** Ambush at the Waystation (Multi-Player 3, VL3: +2 Cr, +1 Ho, -1 All) run to VL3 by Mal, Zoe and Jayne with these Alliance cards in play. */
export function ambushVl3(up: readonly string[]): St {
  let s = withAllianceUp(
    {
      event: 'Ambush at the Waystation',
      deck: [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 6],
      ],
      hands: { 0: ['fightin2', 'flyin2', 'thinkin2'], 1: ['wild1', 'thinkin1'], 2: ['wild2', 'flyin1'] },
    },
    up,
  );
  s = inEvent(s);
  for (const seat of [0, 1, 2]) {
    s = play(s, seat, { type: 'playCards', cards: s.zones[Z.hand(seat)]!.cards.map((c) => c.id) });
    if (s.game.order[s.game.orderIdx] === seat) s = play(s, seat, { type: 'pass' });
  }
  return resolveOutcome(s).state;
}
