// Player interaction (rule 30): offers of crew, goods, upgrades, gear and cash between ships in one sector, at any time,
// which the other side accepts or declines; an offer that can no longer be carried out is withdrawn.
import { listOf, possessive, seatRef, type Table } from '@cortex/engine';
import { CREW_PROFESSION_NAMES, crewCard, upgradeCard } from '../content/cards';
import { GOODS, goodsCount, type Goods } from '../content/jobs';
import { cardName } from '../text';
import type { NiskaData, Offer, Side } from '../state';
import { BASE, loadGoods, maxRange, money, omit, onBoard, type Reader, roster, total, unloadGoods, Z } from './common';

type T = Table<NiskaData>;
/** Every price and wage is a multiple of $50 (half prices too, 5.b), so these steps reach any cash a ship holds. */
export const CASH_STEPS = [50, 100, 500, 1000] as const;

const isGoods = (item: string): item is Goods => (GOODS as readonly string[]).includes(item);
/** Rule 30 names Crew, Cargo, Contraband, Ship Upgrades and Gear: passengers and fugitives are not traded. */
export const TRADED_GOODS: readonly Goods[] = ['cargo', 'contraband'];

/** A seat in the middle of its own decision or job: it neither trades nor takes free actions until that is done. */
export function isFrozen(g: NiskaData, seat: number): boolean {
  return g.work?.seat === seat || g.pending.some((p) => p.seat === seat);
}

/** The offer a seat is building item by item (one at a time: the building moves name no offer). */
export function draftOf(g: NiskaData, seat: number): Offer | undefined {
  return g.offers.find((o) => o.from === seat && !o.sent);
}

/** The offer from one seat to another, drafted or sent: at most one per pair, as the answers name the offerer. */
export function offerBetween(g: NiskaData, from: number, to: number): Offer | undefined {
  return g.offers.find((o) => o.from === from && o.to === to);
}

/** A sent offer can be answered while neither side is busy with a decision of its own. */
export function answerable(g: NiskaData, o: Offer): boolean {
  return g.phase === 'play' && o.sent && !isFrozen(g, o.from) && !isFrozen(g, o.to);
}

/** Seats the match waits on for an answer (rule 30: the other side accepts or declines). */
export function answerers(g: NiskaData): number[] {
  return [...new Set(g.offers.filter((o) => answerable(g, o)).map((o) => o.to))].sort((a, b) => a - b);
}

export function offersTo(g: NiskaData, seat: number): Offer[] {
  return g.offers.filter((o) => o.to === seat && answerable(g, o));
}

export function tradePartners(r: Reader, seat: number): number[] {
  const here = r.game.players[seat]!.sector;
  return r.game.players.flatMap((p, s) => (s !== seat && p.sector === here ? [s] : []));
}

/** What a seat could put into an offer beyond what is already in it. */
export function offerableItems(r: Reader, seat: number, already: readonly string[]): string[] {
  const p = r.game.players[seat]!;
  const cards = [Z.crew(seat), Z.gear(seat), Z.upgrades(seat)]
    .flatMap((z) => r.cards(z).map((c) => c.id))
    .filter((id) => !already.includes(id));
  const goods = TRADED_GOODS.filter((g) => already.filter((x) => x === g).length < onBoard(p, g));
  return [...cards, ...goods];
}

/** Whether a seat's ship can hold everything after losing `lose` and gaining `gain` (rules 3, 14.a). */
function fitsAfter(
  r: Reader,
  seat: number,
  lose: readonly string[],
  gain: readonly string[],
  gainFrom: number,
): boolean {
  const p = r.game.players[seat]!;
  const zoneOfItem = (owner: number, id: string): string | undefined =>
    [Z.crew(owner), Z.upgrades(owner), Z.gear(owner)].find((z) => r.cards(z).some((c) => c.id === id));
  const ups = r
    .cards(Z.upgrades(seat))
    .filter((c) => !lose.includes(c.id))
    .map((c) => c.kind);
  const gainedUps = gain
    .filter((id) => zoneOfItem(gainFrom, id) === Z.upgrades(gainFrom))
    .map((id) => r.cards(Z.upgrades(gainFrom)).find((c) => c.id === id)!.kind);
  const allUps = [...ups, ...gainedUps];
  const bonus = (effect: string): number =>
    allUps.reduce((n, k) => n + (upgradeCard(k)?.effect === effect ? upgradeCard(k)!.amount : 0), 0);
  if (allUps.length > BASE.upgrades) return false;
  const crew =
    roster(p).length -
    lose.filter((id) => p.crew[id] !== undefined).length +
    gain.filter((id) => zoneOfItem(gainFrom, id) === Z.crew(gainFrom)).length;
  if (crew > BASE.crew + bonus('crew')) return false;
  const goods = total(p.hold) + total(p.stash) - lose.filter(isGoods).length + gain.filter(isGoods).length;
  return goods <= BASE.hold + bonus('hold') + BASE.stash + bonus('stash');
}

export function canAccept(r: Reader, o: Offer): boolean {
  const a = r.game.players[o.from]!;
  const b = r.game.players[o.to]!;
  if (a.sector !== b.sector || a.cash < o.cashGive || b.cash < o.cashGet) return false;
  return fitsAfter(r, o.from, o.give, o.get, o.to) && fitsAfter(r, o.to, o.get, o.give, o.from);
}

/** What one side of an offer holds, in words: crew by the name on the sheet, other cards by name, goods counted, cash. */
export function offerSideText(r: Reader, owner: number, items: readonly string[], cash: number): string {
  const p = r.game.players[owner]!;
  const kindOf = (id: string): string | undefined =>
    [Z.crew(owner), Z.gear(owner), Z.upgrades(owner)].flatMap((z) => r.cards(z)).find((c) => c.id === id)?.kind;
  const cards = items
    .filter((x) => !isGoods(x))
    .map((id) => {
      const kind = kindOf(id);
      const card = kind ? cardName(kind) : 'a card';
      const crew = p.crew[id];
      const def = kind ? crewCard(kind) : undefined;
      return crew && def && crew.name !== card ? `${crew.name} (${CREW_PROFESSION_NAMES[def.profession]})` : card;
    });
  const goods = GOODS.map((g) => [g, items.filter((x) => x === g).length] as const)
    .filter(([, n]) => n > 0)
    .map(([g, n]) => goodsCount(n, g));
  const parts = [...cards, ...goods, ...(cash ? [money(cash)] : [])];
  return parts.length ? listOf(parts) : 'nothing';
}

/** Why an offer can no longer be carried out (rule 30: both ships in one sector, every item still owned), or null. */
export function offerProblem(r: Reader, o: Offer): string | null {
  const a = r.game.players[o.from]!;
  const b = r.game.players[o.to]!;
  if (a.sector !== b.sector) return 'the ships are no longer in one sector';
  const owns = (seat: number, items: readonly string[]): boolean => {
    const p = r.game.players[seat]!;
    const cards = new Set([Z.crew(seat), Z.gear(seat), Z.upgrades(seat)].flatMap((z) => r.cards(z).map((c) => c.id)));
    return items.every((item) =>
      isGoods(item) ? items.filter((x) => x === item).length <= onBoard(p, item) : cards.has(item),
    );
  };
  if (!owns(o.from, o.give) || !owns(o.to, o.get)) return 'an item in it is gone';
  if (a.cash < o.cashGive || b.cash < o.cashGet) return 'the cash in it is no longer there';
  return null;
}

/** Runs after every move: offers that can no longer be carried out are withdrawn, so none names a card that has left the table. */
export function sweepOffers(t: T): void {
  const g = t.game;
  if (g.phase === 'over') {
    g.offers = [];
    return;
  }
  for (const o of [...g.offers]) {
    const problem = offerProblem(t, o);
    if (problem === null) continue;
    g.offers = g.offers.filter((x) => x !== o);
    t.log`${possessive(o.from)} ${o.sent ? 'offer' : 'draft offer'} to ${seatRef(o.to)} was withdrawn: ${problem}.`;
  }
}

/** Starts a draft; a new offer to a captain replaces the one standing (rule 30 sets no limit on offers). */
export function startOffer(t: T, seat: number, to: number): void {
  const standing = offerBetween(t.game, seat, to);
  if (standing) {
    t.game.offers = t.game.offers.filter((x) => x !== standing);
    t.log`${seatRef(seat)} withdrew ${possessive(seat)} offer to ${seatRef(to)} to make a new one.`;
  }
  t.game.offers.push({ from: seat, to, give: [], get: [], cashGive: 0, cashGet: 0, sent: false });
}

export function addToOffer(t: T, seat: number, side: Side, item: string): void {
  draftOf(t.game, seat)![side].push(item);
}

export function addCash(t: T, seat: number, side: Side, amount: number): void {
  const o = draftOf(t.game, seat)!;
  if (side === 'give') o.cashGive += amount;
  else o.cashGet += amount;
}

export function sendOffer(t: T, seat: number): void {
  const o = draftOf(t.game, seat)!;
  o.sent = true;
  t.log`${seatRef(o.from)} offered ${seatRef(o.to)} ${offerSideText(t, o.from, o.give, o.cashGive)} for ${offerSideText(t, o.to, o.get, o.cashGet)}.`;
}

export function withdrawOffer(t: T, seat: number, to: number): void {
  const o = offerBetween(t.game, seat, to)!;
  t.game.offers = t.game.offers.filter((x) => x !== o);
  if (o.sent) t.log`${seatRef(seat)} withdrew ${possessive(seat)} offer to ${seatRef(o.to)}.`;
}

function transfer(t: T, from: number, to: number, items: readonly string[]): void {
  const a = t.game.players[from]!;
  const b = t.game.players[to]!;
  for (const item of items) {
    if (isGoods(item)) {
      unloadGoods(a, item, 1);
      loadGoods(t, to, item, 1);
      continue;
    }
    if (a.crew[item]) {
      const c = a.crew[item]!;
      b.crew[item] = { name: c.name, disgruntled: c.disgruntled, gear: null };
      a.crew = omit(a.crew, item);
      t.move(item, Z.crew(to), 'bottom');
    } else if (t.cards(Z.gear(from)).some((c) => c.id === item)) {
      if (a.captainGear === item) a.captainGear = null;
      for (const c of Object.values(a.crew)) if (c.gear === item) c.gear = null;
      t.move(item, Z.gear(to), 'bottom');
    } else {
      t.move(item, Z.upgrades(to), 'bottom');
    }
  }
}

function offerFrom(t: T, seat: number, from: number): Offer {
  return t.game.offers.find((o) => o.from === from && o.to === seat)!;
}

export function accept(t: T, seat: number, from: number): void {
  const o = offerFrom(t, seat, from);
  const a = t.game.players[o.from]!;
  const b = t.game.players[o.to]!;
  t.game.offers = t.game.offers.filter((x) => x !== o);
  transfer(t, o.from, o.to, o.give);
  transfer(t, o.to, o.from, o.get);
  a.cash += o.cashGet - o.cashGive;
  b.cash += o.cashGive - o.cashGet;
  a.range = Math.min(a.range, maxRange(t, o.from));
  b.range = Math.min(b.range, maxRange(t, o.to));
  t.log`${seatRef(o.to)} accepted the trade with ${seatRef(o.from)}.`;
}

export function decline(t: T, seat: number, from: number): void {
  const o = offerFrom(t, seat, from);
  t.game.offers = t.game.offers.filter((x) => x !== o);
  t.log`${seatRef(o.to)} declined the offer from ${seatRef(o.from)}.`;
}
