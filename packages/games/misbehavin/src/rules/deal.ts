// Deals and recruitment: building influence on the display, claiming a card, responses that cancel a deal, warrant removal.
import { countOf, listOf, possessive, seatRef, type Card, type Seat } from '@cortex/engine';
import { def } from '../content/index';
import {
  type Ctx,
  type Frame,
  attributeUsable,
  gainable,
  hasWarrant,
  influenceOf,
  nextSeat,
  spendable,
  tableau,
  usable,
  verseFor,
  zDisplay,
  zHand,
  zRecycle,
} from '../state';
import {
  type T,
  clearDisplay,
  ctx,
  gainCredits,
  markEpisode,
  patch,
  patchPlayer,
  player,
  pop,
  replaceTop,
  shedBlack,
  spendVerse,
  toSupply,
} from './ops';
import { runEffects } from './effects';
import { passiveBonus } from './innate';
import type { Effect } from '../content/types';
import { retainers, toDisplay } from './fight';

type DealFrame = Extract<Frame, { kind: 'deal' }>;

/** Cards that add influence: untriggered cards with INFLUENCE 1+ (or X) from hand or tableau. */
export function influenceCards(c: Ctx, s: Seat, requireDeal: boolean): string[] {
  const ok = (x: Card): boolean => {
    const d = def(x.kind);
    if (!attributeUsable(c, s, x)) return false;
    if (requireDeal) return d.deal;
    return d.influence === 'X' || d.influence > 0;
  };
  return [...c.z(zHand(s)).filter(ok), ...tableau(c, s).filter((x) => ok(x) && usable(c.g, x.id))].map((x) => x.id);
}

export function displayInfluence(c: Ctx, s: Seat): number {
  return c.z(zDisplay(s)).reduce((n, x) => n + influenceOf(c, s, x), 0);
}

/** What gaining `card` would cost in 'verse on top of `total` influence, or null if out of reach. */
export function claimVerse(c: Ctx, s: Seat, kind: string, total: number): number | null {
  const need = verseFor(c.g.players[s]!, kind, def(kind).cost - total);
  if (need === null || need > spendable(c.g.players[s]!)) return null;
  return need;
}

/** Cards a deal or recruitment with this total may claim. */
export function claimable(c: Ctx, s: Seat, total: number): string[] {
  return gainable(c)
    .filter((x) => claimVerse(c, s, x.kind, total) !== null)
    .map((x) => x.id);
}

export const dealTotal = (c: Ctx, f: DealFrame): number =>
  displayInfluence(c, f.seat) + f.credits + f.bonus + passiveBonus(c, f.seat, 'gain');

export function startDeal(t: T, s: Seat, card: string): void {
  patch(t, { activations: t.game.activations - 1 });
  toDisplay(t, s, card);
  t.logAbout(s)`${seatRef(s)} started a deal with ${t.cardsRef(card)}.`;
  t.game = {
    ...t.game,
    stack: [...t.game.stack, { kind: 'deal', seat: s, credits: 0, bonus: 0, claim: null, verse: 0, responders: [] }],
  };
}

export function dealAdd(t: T, s: Seat, card: string): void {
  toDisplay(t, s, card);
  t.logAbout(s)`${seatRef(s)} added ${t.cardsRef(card)} to the deal.`;
}

/** Commits `amount` credits at once (the physical game lets a dealer push any number across). */
export function dealCredit(t: T, s: Seat, amount: number): void {
  const f = t.game.stack[t.game.stack.length - 1] as DealFrame;
  gainCredits(t, s, -amount);
  replaceTop(t, { ...f, credits: f.credits + amount });
  if (f.credits === 0) t.logAbout(s)`${seatRef(s)} committed ${countOf(amount, 'credit')} to the deal.`;
  else
    t.logAbout(
      s,
    )`${seatRef(s)} committed ${countOf(amount, 'more credit', 'more credits')} to the deal (${countOf(f.credits + amount, 'credit')} in all).`;
}

/** Claims a card (or a warrant removal); every other player then answers, all at once. */
export function dealClaim(t: T, s: Seat, card: string): void {
  const c = ctx(t);
  const f = t.game.stack[t.game.stack.length - 1] as DealFrame;
  let verse = 0;
  if (hasWarrant(c.g, card)) {
    t.logAbout(s)`${seatRef(s)} made a deal to clear the warrant on ${t.cardsRef(card)}.`;
  } else {
    verse = claimVerse(c, s, t.card(card).kind, dealTotal(c, f)) ?? 0;
    if (verse > 0) spendVerse(t, s, verse);
    t.logAbout(
      s,
    )`${seatRef(s)} claimed ${t.cardsRef(card)} with ${dealTotal(c, f)} influence${verse > 0 ? ` and ${countOf(verse, "'verse token")}` : ''}.`;
  }
  const responders: Seat[] = [];
  for (let o = nextSeat(t.players, s); o !== s; o = nextSeat(t.players, o)) responders.push(o);
  replaceTop(t, { ...f, claim: card, verse, responders });
}

/** One answering player lets the deal go ahead; once every one has, it completes. */
export function allow(t: T, s: Seat): void {
  const f = t.game.stack[t.game.stack.length - 1] as DealFrame;
  t.logAbout(s)`${seatRef(s)} let ${possessive(f.seat)} deal go ahead.`;
  const responders = f.responders.filter((x) => x !== s);
  replaceTop(t, { ...f, responders });
  if (responders.length === 0) completeDeal(t, { ...f, responders });
}

function completeDeal(t: T, f: DealFrame): void {
  const s = f.seat;
  const claim = f.claim!;
  if (hasWarrant(t.game, claim)) {
    patch(t, { warrants: t.game.warrants.filter((x) => x !== claim) });
    t.logAbout(s)`${seatRef(s)} cleared the warrant on ${t.cardsRef(claim)}; the 'verse token returns to the supply.`;
  } else {
    const from = t.zoneOf(claim) ?? '';
    t.logAbout(s)`${seatRef(s)} gained ${t.cardsRef(claim)} in the deal.`;
    t.move(claim, zHand(s));
    if (from === 'rim:row') markEpisode(t, s, 'rim');
  }
  markEpisode(t, s, 'deal');
  replaceTop(t, { kind: 'retain', seats: retainers(ctx(t), [s]), clear: [s] });
}

/** Another player cancels, as soon as the deal starts or once they see what is committed: the dealer's credits and 'verse
 * come back, the activation is lost, the display waits (reattempt, recruitment, or discard). The canceller's card then
 * resolves the rest of its ability. */
export function cancelDeal(t: T, by: Seat, card: string): void {
  const f = t.game.stack[t.game.stack.length - 1] as DealFrame;
  const d = def(t.card(card).kind);
  let rest: readonly Effect[];
  if (t.zoneOf(card) === zHand(by)) {
    t.logAbout(by)`${seatRef(by)} played ${t.cardsRef(card, 'all')} to cancel ${possessive(f.seat)} deal.`;
    toSupply(t, card);
    rest = d.specials?.find((e) => e.some((x) => x.e === 'cancel')) ?? [];
  } else {
    patch(t, { triggered: [...t.game.triggered, card] });
    t.logAbout(by)`${seatRef(by)} triggered ${t.cardsRef(card)} to cancel ${possessive(f.seat)} deal.`;
    shedBlack(t, by, card);
    rest = d.abilities.find((a) => a.timing === 'innate' && a.window === 'deal')?.effects ?? [];
  }
  giveBack(t, f);
  replaceTop(t, { kind: 'cancelled', seat: f.seat });
  runEffects(
    t,
    by,
    rest.filter((e) => e.e !== 'cancel'),
    card,
  );
}

/** A deal that gains nothing (cancelled or given up) costs no credits or 'verse: the dealer takes back what was committed. */
function giveBack(t: T, f: DealFrame): void {
  const p = player(t, f.seat);
  patchPlayer(t, f.seat, { credits: p.credits + f.credits, verse: p.verse + f.verse });
  const back = [
    ...(f.credits > 0 ? [countOf(f.credits, 'credit')] : []),
    ...(f.verse > 0 ? [countOf(f.verse, "'verse token")] : []),
  ];
  if (back.length > 0) t.logAbout(f.seat)`${seatRef(f.seat)} took back the ${listOf(back)} committed to the deal.`;
}

export function reattempt(t: T, s: Seat): void {
  patch(t, { activations: t.game.activations - 1 });
  t.logAbout(s)`${seatRef(s)} spent another activation to reattempt the deal.`;
  replaceTop(t, { kind: 'deal', seat: s, credits: 0, bonus: 0, claim: null, verse: 0, responders: [] });
}

export function recruitFromDisplay(t: T, s: Seat): void {
  patch(t, { recruitments: t.game.recruitments - 1 });
  t.logAbout(s)`${seatRef(s)} used the display for a recruitment.`;
  replaceTop(t, { kind: 'recruit', seat: s, bonus: 0, spent: 0, gains: 0 });
}

export function dropDisplay(t: T, s: Seat): void {
  const f = pop(t);
  if (f?.kind === 'deal') {
    t.logAbout(s)`${seatRef(s)} gave up the deal.`;
    giveBack(t, f);
  } else if (f?.kind === 'recruit') t.logAbout(s)`${seatRef(s)} stopped recruiting.`;
  else t.logAbout(s)`${seatRef(s)} let the cancelled deal's display go.`;
  clearDisplay(t, s);
}

export function startRecruit(t: T, s: Seat, card: string): void {
  patch(t, { recruitments: t.game.recruitments - 1 });
  toDisplay(t, s, card);
  t.logAbout(s)`${seatRef(s)} began a recruitment with ${t.cardsRef(card)}.`;
  t.game = { ...t.game, stack: [...t.game.stack, { kind: 'recruit', seat: s, bonus: 0, spent: 0, gains: 0 }] };
}

export function recruitAdd(t: T, s: Seat, card: string): void {
  toDisplay(t, s, card);
  t.logAbout(s)`${seatRef(s)} added ${t.cardsRef(card)} to the recruitment.`;
}

export function recruitClaim(t: T, s: Seat, card: string): void {
  const c = ctx(t);
  const f = t.game.stack[t.game.stack.length - 1] as Extract<Frame, { kind: 'recruit' }>;
  const total = recruitTotal(c, f);
  const kind = t.card(card).kind;
  const verse = claimVerse(c, s, kind, total) ?? 0;
  if (verse > 0) spendVerse(t, s, verse);
  // A later gain from the same display uses up another recruitment action.
  if (f.gains > 0) patch(t, { recruitments: t.game.recruitments - 1 });
  const from = t.zoneOf(card) ?? '';
  t.logAbout(
    s,
  )`${seatRef(s)} recruited ${t.cardsRef(card)} with ${total} influence${verse > 0 ? ` and ${countOf(verse, "'verse token")}` : ''}.`;
  t.move(card, zRecycle(s));
  if (from === 'rim:row') markEpisode(t, s, 'rim');
  const next = { ...f, spent: f.spent + Math.min(total, def(kind).cost), gains: f.gains + 1 };
  if (t.game.recruitments > 0 && recruitTotal(ctx(t), next) > 0) {
    replaceTop(t, next);
    return;
  }
  pop(t);
  clearDisplay(t, s);
}

/** Influence left on a recruitment display. */
export const recruitTotal = (c: Ctx, f: Extract<Frame, { kind: 'recruit' }>): number =>
  displayInfluence(c, f.seat) + f.bonus + passiveBonus(c, f.seat, 'gain') - f.spent;
