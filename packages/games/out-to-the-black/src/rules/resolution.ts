// Resolution Phase, steps 1-6: the Gorramit card, the played cards turned over with the Result cards, the Wilds placed
// by the Active player after seeing every Result, then the window where players may still act, until all have passed.
import { seatRef, type MatchState, type LogValue, type Seat } from '@cortex/engine';
import { CHARACTERS } from '../content/characters';
import { SKILL_NAMES, SKILLS, type Skill } from '../content/skills';
import type { OttbMove } from '../moves';
import { clockwise, Z, type OttbData, type T } from '../state';
import { resolutionExtras } from './characters';
import { drawResult } from './deck';
import { factsOf, tableFacts, type TableFacts } from './facts';
import { revealGorramit } from './gorramit';
import { logParts } from './phrase';
import { playedCards, wildsAmong, wildsZero, type ZoneReader } from './scoring';
import { playable, reopensWindow as playReopensWindow } from './serenity';

/** Step 1: the Resolution phase begins with the Gorramit card; the played cards stay face down until what it asks is decided. */
export function beginResolution(t: T): void {
  t.game.phase = 'resolution';
  // "First he flips a Gorramit card … Next, he turns over his cards": what the Gorramit card asks (Unexpected Shift,
  // Heavy Injuries) is decided before anyone sees the face-down cards; they are turned over with the Result cards.
  revealGorramit(t);
}

/** Steps 2-4: the played cards turned over, then the Result cards for Fightin', Flyin' and Thinkin', in that order. */
export function turnOver(t: T): void {
  for (let s = 0; s < t.players; s++) for (const c of t.cards(Z.played(s))) t.reveal(c.id, 'all');
  t.logAbout(null)`The played cards are turned over.`;
  for (let i = 0; i < 3; i++) drawResult(t, i);
  t.game.resultsDrawn = true;
}

/** Whether a participant could still cancel the Gorramit card (River's Game Ability): public, from characters and abilities used. */
function cancelStillPossible(g: OttbData): boolean {
  return g.participants.some((s) => {
    const ch = g.characters[s];
    return (
      ch !== null &&
      ch !== undefined &&
      !g.abilityUsed[s] &&
      CHARACTERS[ch].ability.effects.some((e) => e.kind === 'cancelGorramit')
    );
  });
}

/** Step 5: the Wilds in play (Wild cards and cards made Wild) are listed for the Active player to place; none under a Hwoon Dahn nobody can cancel any more. */
export function openWilds(t: T): void {
  const g = t.game;
  const read: ZoneReader = (zone) => t.cards(zone);
  g.wilds = wildsAmong(playedCards(read, t.players)).map((w) => ({ card: w.card.id, n: w.n, skill: null }));
  if (g.wilds.length > 0 && wildsZero(g, read) && !cancelStillPossible(g)) {
    t.logAbout(null)`Hwoon Dahn: the Wilds count for nothing.`;
    g.wilds = [];
  }
  if (g.wilds.length > 0) g.phase = 'wilds';
  else g.wildsPlaced = true;
}

/**
 * Every way to place the Wilds: one skill per Wild, in `wilds` order. Wilds worth the same are interchangeable, so
 * only one order of their skills is listed (non-decreasing along the list).
 */
export function wildPlacements(g: OttbData): Skill[][] {
  const groups = new Map<number, number[]>();
  g.wilds.forEach((w, i) => groups.set(w.n, [...(groups.get(w.n) ?? []), i]));
  let out: number[][] = [Array.from({ length: g.wilds.length }, () => 0)];
  for (const positions of groups.values()) {
    const next: number[][] = [];
    for (const seq of nonDecreasing(positions.length)) {
      for (const base of out) {
        const idx = [...base];
        positions.forEach((p, k) => (idx[p] = seq[k]!));
        next.push(idx);
      }
    }
    out = next;
  }
  return out.map((idx) => idx.map((i) => SKILLS[i]!));
}

/** Every non-decreasing sequence of `m` skill indices (0-2). */
function nonDecreasing(m: number, from = 0): number[][] {
  if (m === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i < 3; i++) for (const rest of nonDecreasing(m - 1, i)) out.push([i, ...rest]);
  return out;
}

/** The Wilds go to their skills at once, one skill per Wild in `wilds` order. */
export function placeWilds(t: T, seat: Seat, skills: readonly Skill[]): void {
  const g = t.game;
  g.wilds.forEach((w, i) => {
    w.skill = skills[i]!;
  });
  // "You placed the Wilds: Wild +2 and Fightin' +1 on Fightin'; Wild +1 on Thinkin'."
  const parts: LogValue[] = [seatRef(seat), ' placed the Wilds: '];
  let first = true;
  for (const skill of SKILLS) {
    const here = g.wilds.filter((w) => w.skill === skill).map((w) => w.card);
    if (here.length === 0) continue;
    if (!first) parts.push('; ');
    first = false;
    parts.push(t.cardsRef(here), ` on ${SKILL_NAMES[skill]}`);
  }
  parts.push('.');
  logParts(t, seat, parts);
}

/** Once the Wilds are placed (step 6 follows), the Resolution window opens with them where the Active player put them. */
export function wildsDone(t: T): void {
  t.game.wildsPlaced = true;
  t.game.phase = 'resolution';
}

/**
 * Seats asked in the Resolution window: a participant (the Active player is one) holding cards (Last Minute Boost,
 * Sneaky and Help are played from the hand) or with an (R) action or ability to use, and anyone whose (R) action works
 * "even when not participating" and can pay for it. A seat that could do nothing is not asked: that is public.
 */
export function windowSeats(g: OttbData, facts: TableFacts): Seat[] {
  return clockwise(g.active, facts.players).filter((s) => {
    const extras = resolutionExtras(g, s, facts).length > 0;
    return g.participants.includes(s) ? facts.handCount(s) > 0 || extras : extras;
  });
}

/** Whether someone asked in the window has not passed since the last change. */
export function windowOpen(t: T): boolean {
  const g = t.game;
  return windowSeats(g, tableFacts(t)).some((s) => !g.windowPassed[s]);
}

/** Step 6: pass, play Last Minute Boost, Sneaky or Help, or use an (R) action or Game Ability. */
export function windowMoves(state: MatchState<OttbData>, seat: Seat): OttbMove[] {
  const g = state.game;
  const moves: OttbMove[] = [{ type: 'pass' }];
  const hand = state.zones[Z.hand(seat)]!.cards;
  const ctx = {
    g,
    seat,
    handSize: hand.length,
    participating: g.participants.includes(seat),
    everyone: g.participants.length >= state.players,
    eventName: '',
  };
  for (const c of hand) if (playable(c.kind, ctx)) moves.push({ type: 'playCard', card: c.id });
  moves.push(...resolutionExtras(g, seat, factsOf(state)));
  return moves;
}

/** Whether a move in the Resolution window changes what the others could want to do there (interpretation 10). */
export function reopensWindow(t: T, move: OttbMove): boolean {
  if (move.type === 'pass') return false;
  if (move.type === 'playCard') return playReopensWindow(t.card(move.card).kind);
  return true;
}
