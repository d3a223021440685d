// Why a visible card or option has no move now ("Kestrel Vance costs $400; you have $300"), for the seat on turn, from its view only.
import { countOf, listOf, withArticle, type BlockedChoice, type Card, type MatchView } from '@cortex/engine';
import { SKILL_NAMES, SKILLS } from './content/captains';
import { CREW_PROFESSION_NAMES, marketCard, MARKETS, upgradeCard } from './content/cards';
import { CONTACT_KEYS, CONTACTS, GOODS_NAMES, goodsCount, jobCard, type ContactKey, type JobDef } from './content/jobs';
import { distance, PLACES, place, placeAt, sectorAt, sectorName, sectorOf } from './content/map';
import { canScrap } from './legal';
import {
  BASE,
  CAPTAIN,
  crewSize,
  freeSpace,
  gearKindOf,
  gearOf,
  hasProfession,
  holdSize,
  maxRange,
  money,
  memberName,
  onBoard,
  type Reader,
  readerOfView,
  roster,
  skillTotal,
  stashSize,
  total,
  Z,
} from './rules/common';
import { canClearWarrants, canLoad, canPurchase, canSell, contactHere } from './rules/deal';
import { flyTargets } from './rules/fly';
import { buyable, canShoreLeave, hasRoomFor, marketHere, priceFor, shoreLeaveCost } from './rules/market';
import { draftOf, isFrozen } from './rules/trade';
import { ACTIVE_LIMIT, canPayBack, canSmallTime, nextStepIndex, wageOf, workable } from './rules/work';
import type { Action, NiskaData } from './state';
import { cardName } from './text';

const ACTION_NAMES: Readonly<Record<Action, string>> = { fly: 'Fly', buy: 'Buy', deal: 'Deal', work: 'Work' };
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const uncap = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Why an action of rule 6 is closed this turn, or null while it is open (mirrors `actionMoves` in legal.ts). */
function actionClosed(g: NiskaData, action: Action): string | null {
  if (g.used.length >= 2) return 'Your two actions this turn are done (rule 6)';
  if (g.used.includes(action))
    return `You have already used your ${ACTION_NAMES[action]} action this turn; the two actions must differ (rule 6)`;
  return null;
}

/** How far a place is from the seat's ship: "4 sectors away". */
function away(r: Reader, seat: number, sector: number): string {
  return `${countOf(distance(r.game.players[seat]!.sector, sector), 'sector')} away`;
}

/** One market card the seat cannot buy here though its Buy is open: the price or the room it lacks (mirrors `buyable`). */
function marketCardReason(r: Reader, seat: number, card: Card): string | null {
  const def = marketCard(card.kind);
  if (!def) return null;
  const name = cardName(card.kind);
  const cash = r.game.players[seat]!.cash;
  const price = priceFor(r, seat, def);
  if (price > cash)
    return `${name} costs ${money(price)}${price < def.cost ? ' at your half price (rule 5.b)' : ''}; you have ${money(cash)}`;
  if (hasRoomFor(r, seat, def)) return null;
  if (def.type === 'crew')
    return `You have no berth for ${name}: all ${crewSize(r, seat)} berths of your crew hold are taken, the Captain's included (rule 14.a)`;
  return `You have no slot for ${name}: all ${BASE.upgrades} upgrade slots of your ship are taken; scrapping one is free (rule 14.a)`;
}

/**
 * Rules 12-14: cards at the market here that cannot be bought now, and (on the open turn, not while choosing a second
 * card) the other markets, which sell only to a ship there.
 */
function marketReasons(r: Reader, seat: number, out: BlockedChoice[], second: boolean): void {
  const here = marketHere(r, seat);
  const closed = second ? null : actionClosed(r.game, 'buy');
  if (here) {
    const cards = r.cards(Z.market(here));
    if (closed) {
      if (cards.length > 0) out.push({ cards: cards.map((c) => c.id), reason: closed });
    } else {
      const can = new Set(buyable(r, seat));
      for (const c of cards) {
        if (can.has(c.id)) continue;
        const reason = marketCardReason(r, seat, c);
        if (reason) out.push({ cards: [c.id], reason });
      }
    }
  }
  if (second) return;
  for (const m of MARKETS) {
    if (m === here) continue;
    const cards = r.cards(Z.market(m));
    if (cards.length === 0) continue;
    out.push({
      cards: cards.map((c) => c.id),
      reason: `These cards are sold at the ${place(m).name} market, ${away(r, seat, sectorOf(m))}; you can buy only at the market you are at (rule 14)`,
    });
  }
}

/** Rules 15-17: jobs at the contact here once Deal is used, and every other contact's board, dealt only where that contact is. */
function dealReasons(r: Reader, seat: number, out: BlockedChoice[]): void {
  const here = contactHere(r, seat);
  const closed = actionClosed(r.game, 'deal');
  for (const c of CONTACT_KEYS) {
    const cards = r.cards(Z.jobs(c));
    if (cards.length === 0) continue;
    const { name, at } = CONTACTS[c];
    if (c !== here)
      out.push({
        cards: cards.map((j) => j.id),
        reason: `${name} deals jobs only at ${place(at).name}, ${away(r, seat, sectorOf(at))} (rule 17)`,
      });
    else if (closed) out.push({ cards: cards.map((j) => j.id), reason: closed });
  }
}

/** Rule 19.a: what the whole crew with its carried gear lacks for a job, in words (mirrors `meetsNeeds`), with the rules to cite. */
function needsShort(r: Reader, seat: number, def: JobDef): { text: string; rules: string } | null {
  const members = roster(r.game.players[seat]!);
  const need: string[] = [];
  const have: string[] = [];
  for (const skill of SKILLS) {
    const n = def.needs[skill];
    const sum = skillTotal(r, seat, skill, members, true);
    if (n !== undefined && sum < n) {
      need.push(`${SKILL_NAMES[skill]} ${n}`);
      have.push(`${SKILL_NAMES[skill]} ${sum}`);
    }
  }
  if (def.needsCrew && !hasProfession(r, seat, def.needsCrew))
    need.push(`${withArticle(CREW_PROFESSION_NAMES[def.needsCrew])} aboard`);
  const gearMissing = def.needsGear !== undefined && !members.some((m) => gearKindOf(r, seat, m) === def.needsGear);
  if (gearMissing) {
    need.push(`${def.needsGear === 'firearm' ? 'a Firearm' : 'an Explosive'} that someone aboard carries`);
  }
  if (need.length === 0) return null;
  return {
    text: `${listOf(need)}${have.length > 0 ? `; your crew and the gear they carry have ${listOf(have)}` : ''}`,
    rules: gearMissing ? 'rules 19.a and 27.a' : 'rule 19.a',
  };
}

/** Rules 18-20: each job in hand or active that cannot be worked now, and why (mirrors `workable`). */
function workReasons(r: Reader, seat: number, out: BlockedChoice[]): void {
  const p = r.game.players[seat]!;
  const jobs = [...r.cards(Z.active(seat)), ...r.cards(Z.hand(seat))];
  const closed = actionClosed(r.game, 'work');
  if (closed) {
    if (jobs.length > 0) out.push({ cards: jobs.map((j) => j.id), reason: closed });
    return;
  }
  const can = new Set(workable(r, seat));
  const here = placeAt(p.sector)?.key;
  const activeCount = r.cards(Z.active(seat)).length;
  const inHand = new Set(r.cards(Z.hand(seat)).map((c) => c.id));
  for (const c of jobs) {
    const def = jobCard(c.kind);
    if (can.has(c.id) || !def) continue;
    const name = cardName(c.kind);
    const step = def.steps[nextStepIndex(r, seat, c.id)];
    let reason: string | null = null;
    if (inHand.has(c.id) && activeCount >= ACTIVE_LIMIT)
      reason = `You already have ${ACTIVE_LIMIT} active jobs, the most allowed, so you cannot start ${name} (rule 20)`;
    else if (!step) reason = null;
    else if (step.at !== here)
      reason = `The next step of ${name} is at ${place(step.at).name}, ${away(r, seat, sectorOf(step.at))} (rule 18)`;
    else {
      const short = needsShort(r, seat, def);
      if (short) reason = `${name} needs ${short.text} (${short.rules})`;
      else if (step.do === 'pickup' && freeSpace(r, seat) < step.n)
        reason = `${name} picks up ${goodsCount(step.n, step.goods)} here; your hold and stash have room for ${freeSpace(r, seat)} (rule 18.c)`;
      else if (step.do === 'dropoff' && onBoard(p, step.goods) < step.n)
        reason = `${name} drops off ${goodsCount(step.n, step.goods)} here; you carry ${goodsCount(onBoard(p, step.goods), step.goods)}`;
    }
    if (reason) out.push({ cards: [c.id], reason });
  }
  const spot = placeAt(p.sector);
  if (spot && !canSmallTime(r, seat))
    out.push({ cards: [], reason: `Small-time work is only on a planet, and ${spot.name} is a station (rule 18.d)` });
}

/** Rules 7 and 10: every planet and station the Fly action cannot reach now, and why (mirrors `flyTargets`). */
function flyReasons(r: Reader, seat: number, out: BlockedChoice[]): void {
  if (actionClosed(r.game, 'fly')) return;
  const p = r.game.players[seat]!;
  const reaver = r.game.reaver;
  const targets = new Set(flyTargets(r, seat));
  for (const pl of PLACES) {
    const s = sectorAt(pl.col, pl.row);
    if (s === p.sector || targets.has(s)) continue;
    const d = distance(p.sector, s);
    let reason: string;
    if (s === reaver) reason = `The Reaver ship is at ${pl.name}: no ship may fly there (rule 10)`;
    else if (d > p.range) {
      reason =
        p.range < maxRange(r, seat)
          ? `${pl.name} is ${countOf(d, 'sector')} away; your range is down to ${p.range} after ending turns in empty space (rule 11)`
          : `${pl.name} is ${countOf(d, 'sector')} away; your range is ${p.range} (rule 7)`;
    } else
      reason = `The Reaver ship in ${sectorName(reaver)} is in the way: ${pl.name} is out of reach within your range of ${p.range} (rule 10)`;
    out.push({ cards: [], reason });
  }
}

/** Rule 14.c: shore leave for disgruntled crew when the Buy action is open but the cash is short (mirrors `canShoreLeave`). */
function shoreLeaveReason(r: Reader, seat: number, out: BlockedChoice[]): void {
  const p = r.game.players[seat]!;
  const anyDisgruntled = p.captainDisgruntled > 0 || Object.values(p.crew).some((c) => c.disgruntled);
  if (actionClosed(r.game, 'buy') || !placeAt(p.sector) || !anyDisgruntled || canShoreLeave(r, seat)) return;
  const cost = shoreLeaveCost(r, seat);
  out.push({
    cards: [],
    reason: `Shore leave costs ${money(cost)} ($100 a head for ${countOf(roster(p).length, 'crew member')}, the Captain included); you have ${money(p.cash)} (rule 14.c)`,
  });
}

/** Rule 15: trade with the contact here that is closed (not solid yet), short of cash, short of room or not on offer. */
function contactReasons(r: Reader, seat: number, out: BlockedChoice[]): void {
  const c: ContactKey | undefined = contactHere(r, seat);
  if (!c) return;
  const p = r.game.players[seat]!;
  const def = CONTACTS[c];
  const goods = ['cargo', 'contraband'] as const;
  if (!p.solid.includes(c)) {
    const opens = [
      `selling goods to ${def.name}`,
      ...(def.sells ? [`buying goods from ${def.name}`] : []),
      ...(def.loadsPeople ? ['taking on Passengers and Fugitives'] : []),
      ...(def.clearsWarrantsFor ? ['clearing warrants'] : []),
    ];
    out.push({
      cards: [],
      reason: `${cap(listOf(opens))} ${opens.length > 1 ? 'open' : 'opens'} once you are solid with ${def.name}: complete one of ${def.name}'s jobs (rule 15)`,
    });
    return;
  }
  const closed = actionClosed(r.game, 'deal');
  if (closed) {
    out.push({
      cards: [],
      reason: `Trading with ${def.name} is part of a Deal action, on your own turn: ${uncap(closed)}`,
    });
    return;
  }
  for (const x of goods) {
    if (onBoard(p, x) > 0 && !canSell(r, seat, x))
      out.push({ cards: [], reason: `${def.name} does not buy ${GOODS_NAMES[x]} (rule 15)` });
  }
  const priced = goods.flatMap((x) => (def.sells?.[x] === undefined ? [] : [{ goods: x, price: def.sells[x]! }]));
  if (priced.length > 0 && priced.every((x) => !canPurchase(r, seat, x.goods))) {
    const sells = listOf(priced.map((x) => `${GOODS_NAMES[x.goods]} for ${money(x.price)}`));
    if (freeSpace(r, seat) <= 0)
      out.push({ cards: [], reason: `${def.name} sells ${sells}, but your hold and stash are full (rule 15.d)` });
    else if (priced.every((x) => p.cash < x.price))
      out.push({ cards: [], reason: `${def.name} sells ${sells}; you have ${money(p.cash)} (rule 15.d)` });
  }
  if (def.loadsPeople && !canLoad(r, seat, 'passenger') && !canLoad(r, seat, 'fugitive'))
    out.push({
      cards: [],
      reason: `${def.name} takes on Passengers and Fugitives for free, but your hold and stash are full (rule 15.b)`,
    });
  const fee = def.clearsWarrantsFor;
  if (fee !== undefined && p.warrants > 0 && !canClearWarrants(r, seat)) {
    out.push({
      cards: [],
      reason: `${def.name} clears your ${countOf(p.warrants, 'warrant')} for ${money(fee)}; you have ${money(p.cash)} (rule 15.c)`,
    });
  }
}

/** Free actions on the seat's own cards: upgrades that cannot be scrapped, gear nobody can carry, back pay it cannot afford. */
function shipReasons(r: Reader, seat: number, out: BlockedChoice[]): void {
  const p = r.game.players[seat]!;
  for (const u of r.cards(Z.upgrades(seat))) {
    const def = upgradeCard(u.kind);
    if (!def || canScrap(r, seat, u.kind)) continue;
    const name = cardName(u.kind);
    if (def.effect === 'hold')
      out.push({
        cards: [u.id],
        reason: `You cannot scrap ${name}: your hold carries ${total(p.hold)} and would take only ${holdSize(r, seat) - def.amount} without it (rule 14.a)`,
      });
    else if (def.effect === 'stash')
      out.push({
        cards: [u.id],
        reason: `You cannot scrap ${name}: your stash carries ${total(p.stash)} and would take only ${stashSize(r, seat) - def.amount} without it (rule 14.a)`,
      });
    else if (def.effect === 'crew') {
      out.push({
        cards: [u.id],
        reason: `You cannot scrap ${name}: ${countOf(roster(p).length, 'crew member')} with the Captain would have only ${crewSize(r, seat) - def.amount} berths without it (rule 14.a)`,
      });
    }
  }
  const members = roster(p);
  const carried = new Set([p.captainGear, ...Object.values(p.crew).map((c) => c.gear)]);
  if (members.every((m) => gearOf(p, m) !== null)) {
    for (const gear of r.cards(Z.gear(seat))) {
      if (!carried.has(gear.id))
        out.push({
          cards: [gear.id],
          reason: `Everyone aboard already carries an item, one each, so nobody can take ${cardName(gear.kind)} (rule 27)`,
        });
    }
  }
  for (const m of members) {
    if (m === CAPTAIN || p.crew[m]?.disgruntled !== true) continue;
    const wage = wageOf(r, seat, m);
    if (!canPayBack(r, seat, m))
      out.push({
        cards: [],
        reason: `${memberName(r, seat, m)} is owed ${money(wage)} to stop being disgruntled; you have ${money(p.cash)} (rule 22.a)`,
      });
  }
}

/**
 * The visible cards (and options that are not a card) the seat on turn could use at other times but not now, each with
 * why. Only on the seat's own turn with no decision open (or in its own "buy a second card" decision); the conditions
 * mirror `legalMoves` (legal.ts), so a card listed here has no legal move.
 */
export function explainBlocked(view: MatchView<NiskaData>, seat: number): BlockedChoice[] {
  const g = view.game;
  if (g.phase !== 'play' || !g.players[seat]) return [];
  const r = readerOfView(view);
  const out: BlockedChoice[] = [];
  const pending = g.pending[0];
  if (pending) {
    if (pending.seat === seat && pending.kind === 'buyMore') marketReasons(r, seat, out, true);
    return out;
  }
  if (seat !== g.turn || isFrozen(g, seat)) return [];
  if (draftOf(g, seat)) return [];
  // The seat's own jobs and what is here first, then the other markets and boards, then the places out of reach.
  workReasons(r, seat, out);
  marketReasons(r, seat, out, false);
  shoreLeaveReason(r, seat, out);
  dealReasons(r, seat, out);
  contactReasons(r, seat, out);
  shipReasons(r, seat, out);
  flyReasons(r, seat, out);
  return out;
}
