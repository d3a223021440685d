// Applies a checked move: dispatches to the rules, keeps the action bookkeeping and pending decisions, withdraws offers
// that can no longer be carried out, then checks for a winner.
import { countOf, possessive, seatRef, type Table } from '@cortex/engine';
import type { Personality, Profession } from './content/captains';
import { upgradeCard } from './content/cards';
import { goodsCount } from './content/jobs';
import type { NiskaMove } from './moves';
import { CAPTAIN, maxRange, memberName, unloadGoods, Z } from './rules/common';
import { discardCrew, removeCrew } from './rules/crew';
import {
  clearWarrants,
  DEAL_PICKS,
  deal,
  discardJobs,
  endDealing,
  HAND_LIMIT,
  load,
  purchase,
  sell,
} from './rules/deal';
import { evade, fly, lure } from './rules/fly';
import { buy, endBuying, nameCrew, shoreLeave } from './rules/market';
import { chooseOption, giveUp, payBribe, refuseBribe } from './rules/misbehave';
import { gmDefault } from './rules/timeout';
import { afterSetupDiscard, applySetup } from './rules/setup';
import {
  accept,
  addCash,
  addToOffer,
  decline,
  draftOf,
  sendOffer,
  startOffer,
  sweepOffers,
  withdrawOffer,
} from './rules/trade';
import { checkWin, endTurn } from './rules/turn';
import { payBack, payCrew, runSteps, smallTime, startWork, stayBehind, withholdPay } from './rules/work';
import type { NiskaData, Pending } from './state';

type T = Table<NiskaData>;

export function applyNiskaMove(t: T, seat: number, move: NiskaMove): void {
  if (move.type === 'timeUp') timeUp(t, seat);
  else dispatch(t, seat, move);
  sweepOffers(t);
  checkWin(t, seat);
}

/** "the Captain alone", "the Captain and 3 crew members". */
function teamWords(size: number): string {
  return size <= 1 ? 'the Captain alone' : `the Captain and ${countOf(size - 1, 'crew member')}`;
}

function shiftIf(t: T, kind: NiskaData['pending'][number]['kind']): boolean {
  if (t.game.pending[0]?.kind !== kind) return false;
  t.game.pending.shift();
  return true;
}

/** The Deal action under way, opened by its first job or trade with the contact (rules 6, 15, 17). */
function openDeal(t: T, seat: number): Extract<Pending, { kind: 'dealMore' }> {
  const pending = t.game.pending[0];
  if (pending?.kind === 'dealMore') return pending;
  t.game.used.push('deal');
  const open: Extract<Pending, { kind: 'dealMore' }> = { kind: 'dealMore', seat, jobs: 0 };
  t.game.pending.push(open);
  return open;
}

function afterDealing(t: T, seat: number): void {
  endDealing(t, seat);
  if (t.count(Z.hand(seat)) > HAND_LIMIT) t.game.pending.push({ kind: 'discardJobs', seat });
}

/**
 * Rule 6.b: the seat's time ran out and the GM moves play on. Its open decisions are settled by the GM's defaults (in
 * order, as each may open the next), offers waiting for its answer lapse, its draft is dropped, and its turn passes.
 * Nothing is flown, bought, dealt or worked for it.
 */
function timeUp(t: T, seat: number): void {
  const g = t.game;
  t.log`${possessive(seat)} time ran out; the GM moves play on (rule 6.b).`;
  // Each default settles the decision in front (some open the next one: a misbehave after the team, a discard after dealing).
  for (let settled = 0; settled < 100 && g.phase === 'play'; settled++) {
    const pending = g.pending[0];
    if (pending?.seat !== seat) break;
    const move = gmDefault(t, seat, pending);
    if ('lapse' in move) move.lapse();
    else dispatch(t, seat, move);
  }
  for (const o of g.offers.filter((x) => x.to === seat && x.sent)) decline(t, seat, o.from);
  const draft = draftOf(g, seat);
  if (draft) withdrawOffer(t, seat, draft.to);
  if (g.phase === 'play' && g.turn === seat && !g.pending.some((x) => x.seat === seat)) endTurn(t, seat);
}

function dispatch(t: T, seat: number, move: NiskaMove): void {
  const g = t.game;
  const p = g.players[seat]!;
  switch (move.type) {
    case 'captain':
    case 'ship':
      return applySetup(t, seat, { kind: move.type, name: move.name });
    case 'profession':
      return applySetup(t, seat, { kind: 'profession', value: move.profession as Profession });
    case 'personality':
      return applySetup(t, seat, { kind: 'personality', value: move.personality as Personality });
    case 'start':
      return applySetup(t, seat, { kind: 'start', sector: move.sector });
    case 'discardJobs':
      discardJobs(t, seat, move.jobs);
      if (g.phase === 'setup') afterSetupDiscard(t);
      else if (t.count(Z.hand(seat)) <= HAND_LIMIT) shiftIf(t, 'discardJobs');
      return;
    case 'fly':
      g.used.push('fly');
      return fly(t, seat, move.to, move.search);
    case 'lure':
      g.used.push('fly');
      return lure(t, seat);
    case 'evade':
      shiftIf(t, 'evade');
      return evade(t, seat, move.to);
    case 'buy':
      if (!shiftIf(t, 'buyMore')) {
        g.used.push('buy');
        buy(t, seat, move.card);
        g.pending.push({ kind: 'buyMore', seat });
        return;
      }
      buy(t, seat, move.card);
      return endBuying(t, seat);
    case 'stopBuying':
      shiftIf(t, 'buyMore');
      return endBuying(t, seat);
    case 'name': {
      const pending = g.pending[0];
      if (pending?.kind !== 'name') return;
      g.pending.shift();
      return nameCrew(t, seat, pending.crew, move.name);
    }
    case 'shoreLeave':
      g.used.push('buy');
      return shoreLeave(t, seat);
    case 'deal': {
      const open = openDeal(t, seat);
      deal(t, seat, move.job);
      open.jobs++;
      // Both picks made: the board is topped up at once; trade with the contact may go on (rule 17).
      if (open.jobs >= DEAL_PICKS) endDealing(t, seat);
      return;
    }
    case 'stopDealing':
      shiftIf(t, 'dealMore');
      return afterDealing(t, seat);
    case 'work':
      g.used.push('work');
      return startWork(t, seat, move.job);
    case 'smallTime':
      g.used.push('work');
      return smallTime(t, seat);
    case 'stayBehind':
      return stayBehind(t, move.crew);
    case 'go':
      shiftIf(t, 'team');
      t.log`${seatRef(seat)} sent ${teamWords(g.work?.team.length ?? 1)} on the job.`;
      return runSteps(t);
    case 'option': {
      const pending = g.pending[0];
      if (pending?.kind === 'misbehave' && chooseOption(t, seat, pending.card, move.index)) runSteps(t);
      return;
    }
    case 'giveUp': {
      const pending = g.pending[0];
      if (pending?.kind === 'misbehave') giveUp(t, seat, pending.card);
      return;
    }
    case 'bribe':
      if (payBribe(t, seat)) runSteps(t);
      return;
    case 'noBribe':
      return refuseBribe(t, seat);
    case 'pay':
      return payCrew(t, seat, move.crew);
    case 'withhold':
      return withholdPay(t, seat, move.crew);
    case 'payBack':
      return payBack(t, seat, move.crew);
    case 'loseCrew': {
      shiftIf(t, 'loseCrew');
      const name = memberName(t, seat, move.crew);
      removeCrew(t, seat, move.crew);
      t.log`Niska took ${name} from ${seatRef(seat)} as payment for the failed job.`;
      return;
    }
    case 'assign':
      if (move.crew === CAPTAIN) p.captainGear = move.gear;
      else p.crew[move.crew]!.gear = move.gear;
      t.log`${seatRef(seat)} gave ${t.cardsRef(move.gear)} to ${memberName(t, seat, move.crew)}.`;
      return;
    case 'unassign':
      if (p.captainGear === move.gear) p.captainGear = null;
      for (const c of Object.values(p.crew)) if (c.gear === move.gear) c.gear = null;
      t.log`${seatRef(seat)} put ${t.cardsRef(move.gear)} back in the gear stash.`;
      return;
    case 'dismiss': {
      const name = memberName(t, seat, move.crew);
      discardCrew(t, seat, move.crew);
      t.log`${seatRef(seat)} dismissed ${name}.`;
      return;
    }
    case 'scrap': {
      t.log`${seatRef(seat)} scrapped ${t.cardsRef(move.upgrade)}.`;
      const kind = t.card(move.upgrade).kind;
      const market = upgradeCard(kind)?.market ?? 'regina';
      t.move(move.upgrade, Z.marketDeck(market));
      t.shuffle(Z.marketDeck(market));
      p.range = Math.min(p.range, maxRange(t, seat));
      return;
    }
    case 'stow': {
      const from = move.to === 'stash' ? 'hold' : 'stash';
      p[from][move.goods]--;
      p[move.to][move.goods]++;
      t.log`${seatRef(seat)} moved ${goodsCount(1, move.goods)} into the ${move.to}.`;
      return;
    }
    case 'dump':
      unloadGoods(p, move.goods, 1);
      t.log`${seatRef(seat)} dumped ${goodsCount(1, move.goods)}.`;
      return;
    case 'sell':
      openDeal(t, seat);
      return sell(t, seat, move.goods as 'cargo' | 'contraband');
    case 'purchase':
      openDeal(t, seat);
      return purchase(t, seat, move.goods as 'cargo' | 'contraband');
    case 'load':
      openDeal(t, seat);
      return load(t, seat, move.goods);
    case 'clearWarrants':
      openDeal(t, seat);
      return clearWarrants(t, seat);
    case 'offer':
      return startOffer(t, seat, move.to);
    case 'offerItem':
      return addToOffer(t, seat, move.side, move.item);
    case 'offerCash':
      return addCash(t, seat, move.side, move.amount);
    case 'sendOffer':
      return sendOffer(t, seat);
    case 'cancelOffer':
      return withdrawOffer(t, seat, move.to);
    case 'accept':
      return accept(t, seat, move.from);
    case 'decline':
      return decline(t, seat, move.from);
    case 'end':
      return endTurn(t, seat);
    case 'timeUp':
      return timeUp(t, seat);
  }
}
