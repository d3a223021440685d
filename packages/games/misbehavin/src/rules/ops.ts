// Table mutators the rules share: patching G, drawing, moving cards between piles, cleaning the display, shedding The Black.
import { countOf, possessive, seatRef, type Seat, type Table } from '@cortex/engine';
import { BLACK, CARDS, EPISODES, SUPPLY_SETS, def } from '../content/index';
import {
  type Ctx,
  type Frame,
  type GameData,
  type PlayerData,
  isSupply,
  powerNeeded,
  tableauPower,
  zDeck,
  zDisplay,
  zHand,
  zRecycle,
  zSupply,
} from '../state';
import type { SupplySet } from '../content/types';

export type T = Table<GameData>;

export const ctx = (t: T): Ctx => ({ g: t.game, z: (n) => (t.hasZone(n) ? t.cards(n) : []), players: t.players });

export function patch(t: T, p: Partial<GameData>): void {
  t.game = { ...t.game, ...p };
}
export function patchPlayer(t: T, s: Seat, p: Partial<PlayerData>): void {
  const players = t.game.players.map((x, i) => (i === s ? { ...x, ...p } : x));
  patch(t, { players });
}
export const player = (t: T, s: Seat): PlayerData => t.game.players[s]!;

export function push(t: T, ...frames: Frame[]): void {
  patch(t, { stack: [...t.game.stack, ...frames] });
}
export function pop(t: T): Frame | undefined {
  const f = t.game.stack[t.game.stack.length - 1];
  patch(t, { stack: t.game.stack.slice(0, -1) });
  return f;
}
/** Replaces the top frame. */
export function replaceTop(t: T, ...frames: Frame[]): void {
  patch(t, { stack: [...t.game.stack.slice(0, -1), ...frames] });
}
/** Replaces the nearest frame of a kind (used when an effect resolves a fight or deal from above it). */
export function replaceFrame(t: T, index: number, ...frames: Frame[]): void {
  const s = t.game.stack;
  patch(t, { stack: [...s.slice(0, index), ...frames, ...s.slice(index + 1)] });
}

/** Forgets the marks a card carries once it leaves a tableau or display (triggered, warrant, power tokens). */
export function forget(t: T, id: string): void {
  const g = t.game;
  if (!g.triggered.includes(id) && !g.warrants.includes(id) && g.tokens[id] === undefined) return;
  const tokens = Object.fromEntries(Object.entries(g.tokens).filter(([k]) => k !== id));
  patch(t, { triggered: g.triggered.filter((x) => x !== id), warrants: g.warrants.filter((x) => x !== id), tokens });
}

export function moveCard(t: T, id: string, zone: string, position: 'top' | 'bottom' = 'top'): void {
  t.move(id, zone, position);
}

const SET_OF: Readonly<Record<string, SupplySet>> = Object.fromEntries(
  Object.entries(SUPPLY_SETS).flatMap(([set, s]) => s.cards.map(([kind]) => [kind, set as SupplySet])),
);
export const setOf = (kind: string): SupplySet => SET_OF[kind]!;

/** Returns a supply card to its set on the supply board. */
export function toSupply(t: T, id: string): void {
  forget(t, id);
  t.move(id, zSupply(setOf(t.card(id).kind)), 'bottom');
}

/** Display cards go to their owner's recycle pile; supply cards return to the supply. */
export function clearDisplay(t: T, s: Seat): void {
  const cards = [...t.cards(zDisplay(s))];
  if (cards.length === 0) return;
  for (const c of cards) {
    forget(t, c.id);
    if (isSupply(c.kind)) toSupply(t, c.id);
    else t.move(c.id, zRecycle(s));
  }
  t.logAbout(s)`${seatRef(s)} cleared ${possessive(s)} display: ${t.cardsRef(cards.map((c) => c.id))}.`;
}

export function draw(t: T, s: Seat, n: number): void {
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (t.count(zDeck(s)) === 0) {
      if (t.count(zRecycle(s)) === 0) break;
      t.moveAll(zRecycle(s), zDeck(s));
      t.shuffle(zDeck(s));
      t.logAbout(s)`${seatRef(s)} shuffled ${possessive(s)} recycle pile to form a new deck.`;
    }
    drawn.push(...t.moveTop(zDeck(s), zHand(s)));
  }
  if (drawn.length > 0) t.logAbout(s)`${seatRef(s)} drew ${t.cardsRef(drawn)}.`;
}

export function gainCredits(t: T, s: Seat, n: number): void {
  patchPlayer(t, s, { credits: player(t, s).credits + n });
}

/** Spends 'verse from hand first, then from episode marks (losing that progress). */
export function spendVerse(t: T, s: Seat, n: number): void {
  const p = player(t, s);
  const fromHand = Math.min(p.verse, n);
  patchPlayer(t, s, { verse: p.verse - fromHand, marks: p.marks - (n - fromHand) });
}

/** Adds a 'verse token from the supply, if any of the seat's 6 remain there. */
export function gainVerse(t: T, s: Seat, n: number): number {
  const p = player(t, s);
  const c = ctx(t);
  const inSupply = 6 - p.verse - p.marks - p.reaver - (p.faction === 'alliance' ? c.g.warrants.length : 0);
  const got = Math.max(0, Math.min(n, inSupply));
  if (got > 0) patchPlayer(t, s, { verse: p.verse + got });
  return got;
}

/** Adds The Black from the supply to a recycle pile, if any is left. */
export function giveBlack(t: T, s: Seat): void {
  const black = t.cards(zSupply('black'))[0];
  if (!black) {
    t.logAbout(s)`No copy of The Black is left in the supply for ${seatRef(s)}.`;
    return;
  }
  t.move(black.id, zRecycle(s));
  t.logAbout(s)`${seatRef(s)} added ${t.cardsRef(black.id)} to ${possessive(s)} recycle pile.`;
}

/** Playing or triggering a location returns one The Black from hand to the supply. */
export function shedBlack(t: T, s: Seat, location: string): void {
  if (!def(t.card(location).kind).traits.includes('location')) return;
  const black = t.cards(zHand(s)).find((c) => c.kind === BLACK);
  if (!black) return;
  t.logAbout(s)`${seatRef(s)} shed ${t.cardsRef(black.id, 'all')} at ${t.cardsRef(location)}.`;
  toSupply(t, black.id);
  markEpisode(t, s, 'shed');
}

/** Episode progress: a mark needs a 'verse token in hand, otherwise the step does not count. */
export function markEpisode(t: T, s: Seat, event: 'nab' | 'rim' | 'deal' | 'shed'): void {
  const ep = t.game.episode;
  if (!ep) return;
  const goal = EPISODE_GOALS[ep];
  if (!goal || goal.goal !== 'marks' || goal.event !== event) return;
  const p = player(t, s);
  if (p.verse === 0) {
    t.logAbout(s)`${seatRef(s)} had no 'verse token to mark the episode step, so it does not count.`;
    return;
  }
  patchPlayer(t, s, { verse: p.verse - 1, marks: p.marks + 1 });
  t.logAbout(s)`${seatRef(s)} marked episode progress (${countOf(p.marks + 1, 'mark')} so far).`;
}

const EPISODE_GOALS = Object.fromEntries(Object.entries(EPISODES).map(([k, e]) => [k, e.goal]));

export const cardExists = (kind: string): boolean => kind in CARDS;

/** "When you reach the required amount of POWER to win, you must announce it immediately": said once, as the tableau reaches it. */
export function announcePower(t: T, s: Seat, before: number): void {
  const c = ctx(t);
  const power = tableauPower(c, s);
  const need = powerNeeded(c, s);
  if (before < need && power >= need)
    t.logAbout(s)`${seatRef(s)} announced ${power} POWER: enough to win at the start of ${possessive(s)} next turn.`;
}
