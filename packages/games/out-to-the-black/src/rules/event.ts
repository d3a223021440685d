// Event Phase: the top Event revealed, the other participants of a Multi-Player Event chosen by the Active player, then
// each participant clockwise and each other player lays down cards (face down, or face up for a Specialty) or passes.
import { seatList, seatRef, subject, type LogValue, type MatchState, type Seat } from '@cortex/engine';
import { CHARACTERS } from '../content/characters';
import { eventCard } from '../content/events';
import type { Skill } from '../content/skills';
import type { OttbMove } from '../moves';
import { clockwise, Z, type OttbData, type T } from '../state';
import { eventExtras } from './characters';
import { logParts } from './phrase';
import { playable, playedFaceUp } from './serenity';

/** The top Event is turned over; with as many participants as players there is nobody to choose. */
export function beginEvent(t: T): void {
  const g = t.game;
  const [id] = t.moveTop(Z.events, Z.event);
  const ev = eventCard(t.card(id!).kind);
  g.eventMods = g.nextMods;
  g.nextMods = [0, 0, 0];
  const kindText = ev.players === 1 ? 'a Single Player Event' : `a Multi-Player Event ${ev.players}`;
  t.logAbout(
    null,
  )`The Event is ${t.cardsRef(id!)}, ${kindText}: Fightin' ${ev.targets[0]}, Flyin' ${ev.targets[1]}, Thinkin' ${ev.targets[2]}.`;
  g.need = Math.min(ev.players, t.players);
  g.participants = g.need === t.players ? clockwise(g.active, t.players) : [g.active];
  g.phase = g.participants.length < g.need ? 'participants' : 'event';
  if (g.phase === 'event') beginEventTurns(t);
}

/** Whether the Active player still has participants to choose. */
export function participantsMissing(g: OttbData): boolean {
  return g.participants.length < g.need;
}

/** Ways to choose `k` of the seats, in seat order, as sets. */
function combinations(seats: readonly Seat[], k: number): Seat[][] {
  if (k === 0) return [[]];
  if (seats.length < k) return [];
  const [first, ...rest] = seats;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

/** The Active player's choice of the other participants, all at once. */
export function participantChoices(state: MatchState<OttbData>): OttbMove[] {
  const g = state.game;
  const others = Array.from({ length: state.players }, (_, s) => s).filter((s) => !g.participants.includes(s));
  return combinations(others, g.need - g.participants.length).map((seats) => ({ type: 'chooseParticipants', seats }));
}

export function chooseParticipants(t: T, seat: Seat, seats: readonly Seat[]): void {
  t.game.participants.push(...seats);
  t.log`${seatRef(seat)} chose ${seatList(seats)} to participate.`;
}

/** The order of play: the participants clockwise from the Active player, then the others clockwise. */
export function beginEventTurns(t: T): void {
  const g = t.game;
  const round = clockwise(g.active, t.players);
  g.order = [...round.filter((s) => g.participants.includes(s)), ...round.filter((s) => !g.participants.includes(s))];
  g.participants = round.filter((s) => g.participants.includes(s));
  g.orderIdx = 0;
  g.phase = 'event';
}

/** Whether some player still has an Event-phase turn. */
export function eventTurnsLeft(g: OttbData): boolean {
  return g.orderIdx < g.order.length;
}

/** Every non-empty subset of the ids, smaller sets first, each in the given order. */
export function subsetsOf<X>(items: readonly X[]): X[][] {
  const out: X[][] = [];
  const n = items.length;
  for (let mask = 1; mask < 1 << n; mask++) out.push(items.filter((_, i) => (mask & (1 << i)) !== 0));
  return out.sort((a, b) => a.length - b.length);
}

/** Cards of the seat's hand it may lay down in the Event phase: skill cards, Wilds and Strength & co. when participating, else the assist cards. */
export function eventPlayable(state: MatchState<OttbData>, seat: Seat): string[] {
  const g = state.game;
  const hand = state.zones[Z.hand(seat)]!.cards;
  const ctx = {
    g,
    seat,
    handSize: hand.length,
    participating: g.participants.includes(seat),
    everyone: g.participants.length >= state.players,
    eventName: '',
  };
  return hand.filter((c) => playable(c.kind, ctx)).map((c) => c.id);
}

/** The seat's Event-phase turn: finish, lay down any set of its playable cards, or use an (E) action or ability. */
export function eventMoves(state: MatchState<OttbData>, seat: Seat): OttbMove[] {
  const moves: OttbMove[] = [{ type: 'pass' }];
  for (const cards of subsetsOf(eventPlayable(state, seat))) moves.push({ type: 'playCards', cards });
  moves.push(...eventExtras(state.game, seat));
  return moves;
}

/** The cards go down at once, face up when the skill is the character's Specialty, else face down. */
export function layDown(t: T, seat: Seat, cards: readonly string[]): void {
  const g = t.game;
  const ch = CHARACTERS[g.characters[seat]!];
  const specialties: readonly Skill[] = ch.specialties;
  const up: string[] = [];
  const down: string[] = [];
  for (const card of cards) {
    const faceUp = playedFaceUp(t.card(card).kind, specialties);
    t.move(card, Z.played(seat));
    if (faceUp) {
      t.reveal(card, 'all');
      up.push(card);
    } else {
      down.push(card);
    }
  }
  // "Zoe played 2 cards face down, and Fightin' +1 face up (Zoe's Specialty)."
  const parts: LogValue[] = [seatRef(seat), ' played '];
  if (down.length > 0) parts.push(t.cardsRef(down), ' face down');
  if (up.length > 0 && down.length > 0) parts.push(', and ');
  if (up.length > 0) parts.push(t.cardsRef(up), ` face up (${ch.name}'s Specialty)`);
  parts.push('.');
  logParts(t, seat, parts);
  // Nothing the seat learns on its own turn changes unless it uses an (E) action or ability: with none left to use, a
  // card it kept back now would do what it does later, so its turn ends with the cards it laid down.
  if (eventExtras(g, seat).length === 0) g.orderIdx += 1;
}

/** The seat ends its Event-phase turn. */
export function passEvent(t: T, seat: Seat): void {
  t.game.orderIdx += 1;
  if (t.count(Z.played(seat)) > 0) t.log`${subject(seat, 'is')} done playing cards.`;
  else t.log`${seatRef(seat)} played no cards.`;
}
