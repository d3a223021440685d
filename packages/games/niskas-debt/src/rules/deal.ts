// Deal (rules 15-17): taking jobs from the contact you are with, the three-card hand limit, the round's job refresh, and solid-contact trade.
import { countOf, seatRef, type Table } from '@cortex/engine';
import {
  CONTACT_KEYS,
  CONTACTS,
  contactAt,
  GOODS,
  GOODS_NAMES,
  jobCard,
  type ContactKey,
  type Goods,
} from '../content/jobs';
import { placeAt } from '../content/map';
import type { NiskaMove } from '../moves';
import type { NiskaData } from '../state';
import { freeSpace, loadGoods, money, onBoard, type Reader, unloadGoods, Z } from './common';

type T = Table<NiskaData>;
export const HAND_LIMIT = 3;
export const BOARD_MIN = 3;
/** Rule 17: a Deal action adds up to two visible cards to the hand. */
export const DEAL_PICKS = 2;

export function contactHere(r: Reader, seat: number): ContactKey | undefined {
  return contactAt(placeAt(r.game.players[seat]!.sector)?.key);
}

export function refillJobs(t: T, c: ContactKey): void {
  const need = BOARD_MIN - t.count(Z.jobs(c));
  if (need <= 0 || t.count(Z.jobDeck(c)) === 0) return;
  const ids = t.moveTop(Z.jobDeck(c), Z.jobs(c), need, 'bottom');
  t.logAbout(null)`${CONTACTS[c].name} posts ${t.cardsRef(ids)}.`;
}

export function deal(t: T, seat: number, job: string): void {
  const c = contactHere(t, seat)!;
  t.move(job, Z.hand(seat), 'bottom');
  t.log`${seatRef(seat)} took ${t.cardsRef(job)} from ${CONTACTS[c].name}.`;
}

/** Rule 17: once the Deal action's picks are made (both from what was shown when it began), the board is topped up. */
export function endDealing(t: T, seat: number): void {
  const c = contactHere(t, seat);
  if (c) refillJobs(t, c);
}

/** A job card goes back into its contact's deck, shuffled in (rules 5, 16, 17.a). */
export function returnJob(t: T, job: string): void {
  const kind = t.card(job).kind;
  const c = jobCard(kind)?.contact ?? 'harken';
  t.move(job, Z.jobDeck(c));
  t.shuffle(Z.jobDeck(c));
}

export function discardJobs(t: T, seat: number, jobs: readonly string[]): void {
  t.log`${seatRef(seat)} discarded ${t.cardsRef(jobs)}.`;
  for (const job of jobs) returnJob(t, job);
}

/** Rule 16, each round after the first: one random job from each contact goes back and a new one is drawn. */
export function refreshJobs(t: T): void {
  for (const c of CONTACT_KEYS) {
    const board = t.cards(Z.jobs(c));
    if (board.length > 0) {
      const back = t.random.pick(board).id;
      t.logAbout(null)`${CONTACTS[c].name} withdraws ${t.cardsRef(back)}.`;
      t.move(back, Z.jobDeck(c));
      t.shuffle(Z.jobDeck(c));
    }
    if (t.count(Z.jobDeck(c)) > 0) {
      const ids = t.moveTop(Z.jobDeck(c), Z.jobs(c), 1, 'bottom');
      t.logAbout(null)`${CONTACTS[c].name} posts ${t.cardsRef(ids)}.`;
    }
    refillJobs(t, c);
  }
}

/** Free trade with a solid contact at their location (rule 15). */
export function canSell(r: Reader, seat: number, goods: Goods): boolean {
  const c = contactHere(r, seat);
  const p = r.game.players[seat]!;
  if (!c || !p.solid.includes(c) || (goods !== 'cargo' && goods !== 'contraband')) return false;
  return CONTACTS[c].buys[goods] !== undefined && onBoard(p, goods) > 0;
}
export function sell(t: T, seat: number, goods: 'cargo' | 'contraband'): void {
  const c = contactHere(t, seat)!;
  const price = CONTACTS[c].buys[goods]!;
  const p = t.game.players[seat]!;
  unloadGoods(p, goods, 1);
  p.cash += price;
  t.log`${seatRef(seat)} sold 1 ${GOODS_NAMES[goods]} to ${CONTACTS[c].name} for ${money(price)}.`;
}
export function canPurchase(r: Reader, seat: number, goods: Goods): boolean {
  const c = contactHere(r, seat);
  const p = r.game.players[seat]!;
  if (!c || !p.solid.includes(c) || (goods !== 'cargo' && goods !== 'contraband')) return false;
  const price = CONTACTS[c].sells?.[goods];
  return price !== undefined && p.cash >= price && freeSpace(r, seat) > 0;
}
export function purchase(t: T, seat: number, goods: 'cargo' | 'contraband'): void {
  const c = contactHere(t, seat)!;
  const price = CONTACTS[c].sells![goods]!;
  t.game.players[seat]!.cash -= price;
  loadGoods(t, seat, goods, 1);
  t.log`${seatRef(seat)} bought 1 ${GOODS_NAMES[goods]} from ${CONTACTS[c].name} for ${money(price)}.`;
}
export function canLoad(r: Reader, seat: number, goods: Goods): boolean {
  const c = contactHere(r, seat);
  return (
    c !== undefined &&
    r.game.players[seat]!.solid.includes(c) &&
    CONTACTS[c].loadsPeople === true &&
    (goods === 'passenger' || goods === 'fugitive') &&
    freeSpace(r, seat) > 0
  );
}
export function load(t: T, seat: number, goods: Goods): void {
  loadGoods(t, seat, goods, 1);
  t.log`${seatRef(seat)} took on 1 ${GOODS_NAMES[goods]} through ${CONTACTS[contactHere(t, seat)!].name}, free of charge.`;
}
export function canClearWarrants(r: Reader, seat: number): boolean {
  const c = contactHere(r, seat);
  const p = r.game.players[seat]!;
  const price = c ? CONTACTS[c].clearsWarrantsFor : undefined;
  return c !== undefined && p.solid.includes(c) && price !== undefined && p.warrants > 0 && p.cash >= price;
}
export function clearWarrants(t: T, seat: number): void {
  const c = contactHere(t, seat)!;
  const price = CONTACTS[c].clearsWarrantsFor!;
  const p = t.game.players[seat]!;
  p.cash -= price;
  t.log`${seatRef(seat)} paid ${CONTACTS[c].name} ${money(price)} to clear ${countOf(p.warrants, 'warrant')}.`;
  p.warrants = 0;
}

/** Rules 5 and 17.a: every way of discarding down to three, as one decision (the jobs in hand order). */
export function discardChoices(r: Reader, seat: number): NiskaMove[] {
  const hand = r.cards(Z.hand(seat)).map((c) => c.id);
  const over = hand.length - HAND_LIMIT;
  const out: NiskaMove[] = [];
  const pick = (from: number, chosen: string[]): void => {
    if (chosen.length === over) {
      out.push({ type: 'discardJobs', jobs: chosen });
      return;
    }
    for (let i = from; i < hand.length; i++) pick(i + 1, [...chosen, hand[i]!]);
  };
  if (over > 0) pick(0, []);
  return out;
}

/**
 * Trade with the solid contact here (rule 15): selling, buying, loading and clearing warrants. The rules note no
 * exemption for these (6.a), so they are part of a Deal action, on the seat's own turn: the first opens the action.
 */
export function contactTradeMoves(r: Reader, seat: number): NiskaMove[] {
  const moves: NiskaMove[] = [];
  for (const goods of GOODS) {
    if (canSell(r, seat, goods)) moves.push({ type: 'sell', goods });
    if (canPurchase(r, seat, goods)) moves.push({ type: 'purchase', goods });
    if (canLoad(r, seat, goods)) moves.push({ type: 'load', goods });
  }
  if (canClearWarrants(r, seat)) moves.push({ type: 'clearWarrants' });
  return moves;
}
