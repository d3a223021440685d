// The Serenity deck: cards drawn into hands ("limit X in hand") and as Result cards, and the discard pile shuffled into
// a new deck when it runs out.
import { countOf, seatRef, verb, type Seat } from '@cortex/engine';
import { resultNumber } from '../content/serenity';
import { SKILL_NAMES, SKILLS } from '../content/skills';
import { Z, type T } from '../state';

/** Draws one Serenity card into a zone, reshuffling the discard pile when the deck runs out; undefined if none is left. */
export function drawSerenity(t: T, to: string): string | undefined {
  if (t.count(Z.serenity) === 0 && t.count(Z.discard) > 0) {
    t.moveAll(Z.discard, Z.serenity);
    t.shuffle(Z.serenity);
    t.logAbout(null)`The Serenity deck ran out: the discard pile was shuffled into a new deck.`;
  }
  return t.moveTop(Z.serenity, to)[0];
}

/** A seat draws n cards if it holds `limit` cards or fewer ("limit X in hand"). */
export function drawCards(t: T, seat: Seat, n: number, limit?: number): void {
  if (limit !== undefined && t.count(Z.hand(seat)) > limit) {
    t.logAbout(
      seat,
    )`${seatRef(seat)} ${verb('holds')} more than ${countOf(limit, 'card')} and ${verb('draws', seat)} nothing.`;
    return;
  }
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawSerenity(t, Z.hand(seat));
    if (id) ids.push(id);
  }
  t.logAbout(seat)`${seatRef(seat)} drew ${t.cardsRef(ids)}.`;
}

/** Resolution steps 2-4: the Result card(s) for one skill; with "use the higher" two are drawn. */
export function drawResult(t: T, i: number): void {
  const g = t.game;
  const ids: string[] = [];
  for (let k = 0; k < (g.bestOfTwo[i] ? 2 : 1); k++) {
    const id = drawSerenity(t, Z.results);
    if (id) ids.push(id);
  }
  g.resultCards[i] = ids;
  g.results[i] = Math.max(0, ...ids.map((id) => resultNumber(t.card(id).kind)));
  const skill = SKILL_NAMES[SKILLS[i]!];
  if (ids.length > 1)
    t.logAbout(null)`${skill} Result: ${g.results[i]!}, the higher of two Result cards (${t.cardsRef(ids)}).`;
  else if (ids.length === 1)
    t.logAbout(null)`${skill} Result: ${g.results[i]!} (the Result Number of ${t.cardsRef(ids)}).`;
  else t.logAbout(null)`No Serenity card is left to draw as the ${skill} Result card: it counts 0.`;
}

/** A redraw: the Result card(s) of one skill go to the discard pile, with any Boost on them, and new ones are drawn. */
export function redrawResult(t: T, i: number): void {
  const g = t.game;
  for (const id of g.resultCards[i]!) t.move(id, Z.discard);
  g.resultCards[i] = [];
  g.boost[i] = 0;
  drawResult(t, i);
  g.redrawn[i] = true;
  // With the lobby's "place again", the Active player sees the new Result and places the Wilds anew (step 5 again).
  if (g.wildsAfterRedraw === 'placeAgain' && g.wilds.length > 0) g.wildsPlaced = false;
}
