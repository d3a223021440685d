// The complete list of a seat's legal moves: setup choices, the awaited decision, the turn's actions, and the free
// actions, trade offers and answers every seat may make at any time (rules 6.a, 30) while not busy with a decision. The
// moves of each pending decision are its entry in the decision table (rules/decisions.ts).
import type { MatchState } from '@cortex/engine';
import { PROFESSION_KEYS } from './content/captains';
import { upgradeCard } from './content/cards';
import { GOODS } from './content/jobs';
import { placeAt } from './content/map';
import type { NiskaMove } from './moves';
import {
  BASE,
  CAPTAIN,
  holdSize,
  type Reader,
  readerOf,
  roster,
  stashSize,
  total,
  upgradeBonus,
  Z,
} from './rules/common';
import { contactHere, contactTradeMoves, discardChoices } from './rules/deal';
import { decisionOf } from './rules/decisions';
import { canLure, flyTargets } from './rules/fly';
import { buyable, canShoreLeave } from './rules/market';
import { allowedPersonalities, freeStarts, setupStageOf } from './rules/setup';
import {
  answerers,
  CASH_STEPS,
  canAccept,
  draftOf,
  isFrozen,
  offerableItems,
  offersTo,
  tradePartners,
} from './rules/trade';
import { canPayBack, canSmallTime, workable } from './rules/work';
import { TIME_UP } from './rules/timeout';
import type { NiskaData, Offer } from './state';

/** The seat whose decision comes first: the first pending decision, else the seat on turn; null once the game is over. */
export function awaited(g: NiskaData): number | null {
  if (g.phase === 'over') return null;
  if (g.phase === 'play' && g.pending[0]) return g.pending[0].seat;
  return g.turn;
}

/**
 * Every seat the match waits for. In setup: every seat with a setup decision of its own (they are made at once). In
 * play: the first decision (or the turn), then each seat with an offer to answer.
 */
export function awaitedAll(state: MatchState<NiskaData>): number[] {
  const g = state.game;
  if (g.phase === 'setup') {
    const r = readerOf(state);
    return g.players.flatMap((_, s) => (setupStageOf(r, s) === 'waiting' ? [] : [s]));
  }
  const first = awaited(g);
  if (first === null) return [];
  return [first, ...answerers(g).filter((s) => s !== first)];
}

/**
 * The seat's legal moves; an awaited seat in play with a real choice (two or more moves) also has the GM's move for a
 * missed deadline (rule 6.b), so the server can make it. A single move is made at once (autoplay) and needs none.
 */
export function legalMoves(state: MatchState<NiskaData>, seat: number): NiskaMove[] {
  const moves = seatMoves(state, seat);
  if (moves.length < 2 || state.game.phase !== 'play' || !awaitedAll(state).includes(seat)) return moves;
  return [...moves, TIME_UP];
}

function seatMoves(state: MatchState<NiskaData>, seat: number): NiskaMove[] {
  const r = readerOf(state);
  const g = r.game;
  if (g.phase === 'over') return [];
  if (g.phase === 'setup') return setupMoves(r, seat);
  const pending = g.pending[0];
  if (pending?.seat === seat) return decisionOf(pending.kind).options(r, seat, pending);
  if (isFrozen(g, seat)) return [];
  const answers = offersTo(g, seat).flatMap((o): NiskaMove[] => [
    ...(canAccept(r, o) ? [{ type: 'accept', from: o.from } as const] : []),
    { type: 'decline', from: o.from },
  ]);
  const draft = draftOf(g, seat);
  if (draft) return [...answers, ...draftMoves(r, draft)];
  const onTurn = pending === undefined && seat === g.turn;
  return [
    ...answers,
    ...(onTurn ? actionMoves(r, seat) : []),
    ...freeMoves(r, seat),
    ...(onTurn ? [{ type: 'end' } as const] : []),
  ];
}

function setupMoves(r: Reader, seat: number): NiskaMove[] {
  const g = r.game;
  const p = g.players[seat]!;
  switch (setupStageOf(r, seat)) {
    case 'captain':
      return (g.setup?.captains[seat] ?? []).map((name) => ({ type: 'captain', name }));
    case 'ship':
      return (g.setup?.ships[seat] ?? []).map((name) => ({ type: 'ship', name }));
    case 'profession':
      return PROFESSION_KEYS.map((profession) => ({ type: 'profession', profession }));
    case 'personality':
      return allowedPersonalities(p.profession).map((personality) => ({ type: 'personality', personality }));
    case 'start':
      return freeStarts(r).map((sector) => ({ type: 'start', sector }));
    case 'discard':
      return discardChoices(r, seat);
    case 'waiting':
      return [];
  }
}

function draftMoves(r: Reader, o: Offer): NiskaMove[] {
  const moves: NiskaMove[] = [];
  // Rule 30: "without restriction": any of each side's tradeable items, any cash they hold.
  for (const item of new Set(offerableItems(r, o.from, o.give))) moves.push({ type: 'offerItem', side: 'give', item });
  for (const item of new Set(offerableItems(r, o.to, o.get))) moves.push({ type: 'offerItem', side: 'get', item });
  for (const amount of CASH_STEPS) {
    if (o.cashGive + amount <= r.game.players[o.from]!.cash) moves.push({ type: 'offerCash', side: 'give', amount });
    if (o.cashGet + amount <= r.game.players[o.to]!.cash) moves.push({ type: 'offerCash', side: 'get', amount });
  }
  if (o.give.length + o.get.length > 0 || o.cashGive + o.cashGet > 0) moves.push({ type: 'sendOffer' });
  moves.push({ type: 'cancelOffer', to: o.to });
  return moves;
}

/** The four actions of rule 6, on the seat's own turn. */
function actionMoves(r: Reader, seat: number): NiskaMove[] {
  const g = r.game;
  // Rule 6: two of the four actions, never the same one twice; the free actions stay open.
  const used = new Set(g.used.length >= 2 ? ['fly', 'buy', 'deal', 'work'] : g.used);
  const moves: NiskaMove[] = [];
  if (!used.has('fly')) {
    for (const to of flyTargets(r, seat)) {
      moves.push({ type: 'fly', to, search: false });
      if (!placeAt(to)) moves.push({ type: 'fly', to, search: true });
    }
    if (canLure(r, seat)) moves.push({ type: 'lure' });
  }
  if (!used.has('buy')) {
    for (const card of buyable(r, seat)) moves.push({ type: 'buy', card });
    if (canShoreLeave(r, seat)) moves.push({ type: 'shoreLeave' });
  }
  if (!used.has('deal')) {
    const c = contactHere(r, seat);
    if (c) for (const j of r.cards(Z.jobs(c))) moves.push({ type: 'deal', job: j.id });
    moves.push(...contactTradeMoves(r, seat));
  }
  if (!used.has('work')) {
    for (const job of workable(r, seat)) moves.push({ type: 'work', job });
    if (canSmallTime(r, seat)) moves.push({ type: 'smallTime' });
  }
  return moves;
}

/** Free actions, on turn or off it (rules 6.a, 14.a, 27, 28, 30). */
function freeMoves(r: Reader, seat: number): NiskaMove[] {
  const g = r.game;
  const p = g.players[seat]!;
  const atPlace = placeAt(p.sector) !== undefined;
  const moves: NiskaMove[] = [];
  const members = roster(p);
  const carried = new Set([p.captainGear, ...Object.values(p.crew).map((c) => c.gear)]);
  for (const gear of r.cards(Z.gear(seat))) {
    if (carried.has(gear.id)) {
      moves.push({ type: 'unassign', gear: gear.id });
      continue;
    }
    for (const m of members)
      if ((m === CAPTAIN ? p.captainGear : p.crew[m]!.gear) === null)
        moves.push({ type: 'assign', gear: gear.id, crew: m });
  }
  if (atPlace) for (const m of Object.keys(p.crew)) moves.push({ type: 'dismiss', crew: m });
  for (const m of Object.keys(p.crew)) if (canPayBack(r, seat, m)) moves.push({ type: 'payBack', crew: m });
  for (const u of r.cards(Z.upgrades(seat)))
    if (canScrap(r, seat, u.kind)) moves.push({ type: 'scrap', upgrade: u.id });
  for (const goods of GOODS) {
    if (p.hold[goods] > 0 && total(p.stash) < stashSize(r, seat)) moves.push({ type: 'stow', goods, to: 'stash' });
    if (p.stash[goods] > 0 && total(p.hold) < holdSize(r, seat)) moves.push({ type: 'stow', goods, to: 'hold' });
    if (p.hold[goods] + p.stash[goods] > 0) moves.push({ type: 'dump', goods });
  }
  // Rule 30: any number of offers, to every captain in the sector; a new one to a captain replaces the one standing.
  for (const o of g.offers) if (o.from === seat && o.sent) moves.push({ type: 'cancelOffer', to: o.to });
  for (const to of tradePartners(r, seat)) moves.push({ type: 'offer', to });
  return moves;
}

/** An upgrade may go only if what it makes room for still fits without it. */
export function canScrap(r: Reader, seat: number, kind: string): boolean {
  const p = r.game.players[seat]!;
  const u = upgradeCard(kind);
  if (!u) return true;
  if (u.effect === 'hold') return total(p.hold) <= holdSize(r, seat) - u.amount;
  if (u.effect === 'stash') return total(p.stash) <= stashSize(r, seat) - u.amount;
  if (u.effect === 'crew') return roster(p).length <= BASE.crew + upgradeBonus(r, seat, 'crew') - u.amount;
  return true;
}
