// Buy (rules 12-14): the five sellers' displays and their round refresh, purchases with personality prices and capacity limits, renaming and shore leave.
import { countOf, possessive, seatRef, type Table } from '@cortex/engine';
import { marketCard, MARKETS, type MarketCardDef, type MarketKey } from '../content/cards';
import { place, placeAt } from '../content/map';
import { CREW_NAMES, SUGGESTIONS } from '../content/names';
import type { NiskaData } from '../state';
import { crewSize, money, type Reader, roster, Z, BASE } from './common';

type T = Table<NiskaData>;
export const MARKET_MIN = 3;

export function marketHere(r: Reader, seat: number): MarketKey | undefined {
  const key = placeAt(r.game.players[seat]!.sector)?.key;
  return MARKETS.find((m) => m === key);
}

/** Price after personality discounts (rule 5.b). */
export function priceFor(r: Reader, seat: number, def: MarketCardDef): number {
  const pers = r.game.players[seat]!.personality;
  if (def.type === 'crew' && pers === 'heartOfGold') return 0;
  if (def.type === 'upgrade' && pers === 'techGenius') return Math.floor(def.cost / 2);
  if (def.type === 'gear' && pers === 'gunRunner') return Math.floor(def.cost / 2);
  return def.cost;
}

/** Can the ship take this card now (rule 14.a)? */
export function hasRoomFor(r: Reader, seat: number, def: MarketCardDef): boolean {
  const p = r.game.players[seat]!;
  if (def.type === 'crew') return roster(p).length < crewSize(r, seat);
  if (def.type === 'upgrade') return r.cards(Z.upgrades(seat)).length < BASE.upgrades;
  return true;
}

export function buyable(r: Reader, seat: number): string[] {
  const m = marketHere(r, seat);
  if (!m) return [];
  const cash = r.game.players[seat]!.cash;
  return r
    .cards(Z.market(m))
    .filter((c) => {
      const def = marketCard(c.kind);
      return def !== undefined && priceFor(r, seat, def) <= cash && hasRoomFor(r, seat, def);
    })
    .map((c) => c.id);
}

/** Tops a display up to the minimum from its deck (rule 14). */
export function refill(t: T, m: MarketKey): void {
  const need = MARKET_MIN - t.count(Z.market(m));
  if (need <= 0 || t.count(Z.marketDeck(m)) === 0) return;
  const ids = t.moveTop(Z.marketDeck(m), Z.market(m), need, 'bottom');
  t.logAbout(null)`New at the ${placeName(m)} market: ${t.cardsRef(ids)}.`;
}

function placeName(m: MarketKey): string {
  return place(m).name;
}

export function buy(t: T, seat: number, card: string): void {
  const m = marketHere(t, seat)!;
  const kind = t.cards(Z.market(m)).find((c) => c.id === card)!.kind;
  const def = marketCard(kind)!;
  const p = t.game.players[seat]!;
  const price = priceFor(t, seat, def);
  p.cash -= price;
  if (def.type === 'crew') {
    t.move(card, Z.crew(seat), 'bottom');
    p.crew[card] = { name: def.name, disgruntled: false, gear: null };
    if (def.renamable)
      t.game.pending.unshift({ kind: 'name', seat, crew: card, suggestions: crewSuggestions(t, seat) });
  } else {
    t.move(card, def.type === 'gear' ? Z.gear(seat) : Z.upgrades(seat), 'bottom');
  }
  t.log`${seatRef(seat)} bought ${t.cardsRef(card)} for ${money(price)}.`;
}

/** Rule 14: once the Buy action's picks are made (both from what was shown when it began), the display is topped up. */
export function endBuying(t: T, seat: number): void {
  const m = marketHere(t, seat);
  if (m) refill(t, m);
}

/** Rule 14.b: the GM's names for a new crew member, drawn now; the first is the random name given if the player picks none. */
function crewSuggestions(t: T, seat: number): string[] {
  const aboard = new Set(Object.values(t.game.players[seat]!.crew).map((c) => c.name));
  return t.random.shuffleInPlace(CREW_NAMES.filter((n) => !aboard.has(n))).slice(0, SUGGESTIONS);
}

/** Names a crew member bought under a bracketed purchase name (rule 14.b): a suggestion, or any name the player gives. */
export function nameCrew(t: T, seat: number, crew: string, name: string): void {
  t.game.players[seat]!.crew[crew]!.name = name;
  t.log`${seatRef(seat)} named ${possessive(seat)} new ${t.cardsRef(crew)} ${name}.`;
}

export const shoreLeaveCost = (r: Reader, seat: number): number => 100 * roster(r.game.players[seat]!).length;
export function canShoreLeave(r: Reader, seat: number): boolean {
  const p = r.game.players[seat]!;
  const anyDisgruntled = p.captainDisgruntled > 0 || Object.values(p.crew).some((c) => c.disgruntled);
  return placeAt(p.sector) !== undefined && anyDisgruntled && p.cash >= shoreLeaveCost(r, seat);
}
export function shoreLeave(t: T, seat: number): void {
  const p = t.game.players[seat]!;
  const cost = shoreLeaveCost(t, seat);
  p.cash -= cost;
  p.captainDisgruntled = 0;
  for (const c of Object.values(p.crew)) c.disgruntled = false;
  t.log`${seatRef(seat)} paid ${money(cost)} for shore leave (${countOf(roster(p).length, 'crew member')} at $100 each): nobody aboard is disgruntled any more.`;
}

/** Rule 13, each round after the first: one card more where nobody is, a swap where six or more lie, three more where someone is. */
export function refreshMarkets(t: T): void {
  for (const m of MARKETS) {
    const shown = Z.market(m);
    const present = t.game.players.some((p) => placeAt(p.sector)?.key === m);
    if (present) {
      if (t.count(Z.marketDeck(m)) > 0) {
        const ids = t.moveTop(Z.marketDeck(m), shown, 3, 'bottom');
        t.logAbout(null)`A ship is at ${placeName(m)}: ${t.cardsRef(ids)} added to the market.`;
      }
      continue;
    }
    if (t.count(shown) >= 6) {
      const back = t.random.pick(t.cards(shown)).id;
      t.logAbout(null)`${placeName(m)} market: ${t.cardsRef(back)} goes back into the deck.`;
      t.move(back, Z.marketDeck(m));
      t.shuffle(Z.marketDeck(m));
    }
    if (t.count(Z.marketDeck(m)) > 0) {
      const ids = t.moveTop(Z.marketDeck(m), shown, 1, 'bottom');
      t.logAbout(null)`${placeName(m)} market: ${t.cardsRef(ids)} added.`;
    }
    refill(t, m);
  }
}
