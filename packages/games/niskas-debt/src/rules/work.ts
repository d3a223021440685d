// Work (rules 18-22): jobs you can progress here, going active, choosing the crew, following the steps, payment, crew pay and small-time work.
import { listOf, possessive, seatRef, type Table } from '@cortex/engine';
import { PERSONALITIES, PERSONALITY_BONUS, SKILLS } from '../content/captains';
import { CREW_PROFESSION_NAMES, crewCard } from '../content/cards';
import { CONTACTS, goodsCount, jobCard, type JobDef } from '../content/jobs';
import { placeAt, place } from '../content/map';
import type { NiskaData } from '../state';
import {
  crewIds,
  crewKind,
  omit,
  freeSpace,
  gearKindOf,
  hasProfession,
  loadGoods,
  money,
  onBoard,
  type Reader,
  roster,
  skillTotal,
  unloadGoods,
  Z,
} from './common';
import { discardCrew } from './crew';
import { drawMisbehave } from './misbehave';

type T = Table<NiskaData>;
export const ACTIVE_LIMIT = 3;
export const SMALL_TIME_PAY = 200;

export function nextStepIndex(r: Reader, seat: number, job: string): number {
  return r.game.players[seat]!.progress[job] ?? 0;
}

/** Rule 19.a: the whole crew, with the gear they carry, must meet the job's needs. */
export function meetsNeeds(r: Reader, seat: number, def: JobDef): boolean {
  const members = roster(r.game.players[seat]!);
  for (const skill of SKILLS) {
    const need = def.needs[skill];
    if (need !== undefined && skillTotal(r, seat, skill, members, true) < need) return false;
  }
  if (def.needsCrew && !hasProfession(r, seat, def.needsCrew)) return false;
  if (def.needsGear && !members.some((m) => gearKindOf(r, seat, m) === def.needsGear)) return false;
  return true;
}

/** Jobs in hand or active whose next step is here and can be done now (rules 18-20). */
export function workable(r: Reader, seat: number): string[] {
  const p = r.game.players[seat]!;
  const here = placeAt(p.sector)?.key;
  if (!here) return [];
  const activeCount = r.cards(Z.active(seat)).length;
  const out: string[] = [];
  for (const zone of [Z.active(seat), Z.hand(seat)]) {
    for (const c of r.cards(zone)) {
      const def = jobCard(c.kind);
      if (!def) continue;
      if (zone === Z.hand(seat) && activeCount >= ACTIVE_LIMIT) continue;
      const step = def.steps[nextStepIndex(r, seat, c.id)];
      if (!step || step.at !== here || !meetsNeeds(r, seat, def)) continue;
      if (step.do === 'pickup' && freeSpace(r, seat) < step.n) continue;
      if (step.do === 'dropoff' && onBoard(p, step.goods) < step.n) continue;
      out.push(c.id);
    }
  }
  return out;
}

export function startWork(t: T, seat: number, job: string): void {
  const p = t.game.players[seat]!;
  if (t.cards(Z.hand(seat)).some((c) => c.id === job)) {
    t.move(job, Z.active(seat), 'bottom');
    p.progress[job] = 0;
    t.log`${seatRef(seat)} started ${t.cardsRef(job)}: the job is now active.`;
  } else {
    t.log`${seatRef(seat)} worked on ${t.cardsRef(job)}.`;
  }
  t.game.work = { seat, job, team: roster(p), passed: 0 };
  const def = jobCard(t.card(job).kind)!;
  const here = placeAt(p.sector)?.key;
  let misbehaves = false;
  for (let i = p.progress[job]!; i < def.steps.length && def.steps[i]!.at === here; i++)
    if (def.steps[i]!.do === 'misbehave') misbehaves = true;
  // Who goes only matters where a misbehave can test or hurt them (rule 21).
  if (misbehaves && Object.keys(p.crew).length > 0) t.game.pending.push({ kind: 'team', seat });
  else runSteps(t);
}

export function stayBehind(t: T, crew: string): void {
  const w = t.game.work!;
  w.team = w.team.filter((m) => m !== crew);
  t.log`${possessive(w.seat)} crew member ${t.game.players[w.seat]!.crew[crew]?.name ?? 'unnamed'} stays aboard for this job.`;
}

/** Follows the job's steps at this location until one needs a decision, cannot be done, is elsewhere, or the job is done (rule 19.c-d). */
export function runSteps(t: T): void {
  const w = t.game.work;
  if (!w) return;
  const seat = w.seat;
  const p = t.game.players[seat]!;
  const def = jobCard(t.card(w.job).kind);
  if (!def) {
    t.game.work = null;
    return;
  }
  const here = placeAt(p.sector)?.key;
  for (;;) {
    const i = p.progress[w.job] ?? 0;
    const step = def.steps[i];
    if (!step) {
      completeJob(t, seat, w.job, def);
      t.game.work = null;
      return;
    }
    if (step.at !== here) break;
    if (step.do === 'pickup') {
      if (freeSpace(t, seat) < step.n) {
        t.log`${seatRef(seat)} had no room to take on ${goodsCount(step.n, step.goods)}.`;
        break;
      }
      loadGoods(t, seat, step.goods, step.n);
      t.log`${seatRef(seat)} picked up ${goodsCount(step.n, step.goods)} at ${place(step.at).name}.`;
    } else if (step.do === 'dropoff') {
      if (onBoard(p, step.goods) < step.n) {
        t.log`${seatRef(seat)} lacked ${goodsCount(step.n, step.goods)} to drop off.`;
        break;
      }
      unloadGoods(p, step.goods, step.n);
      t.log`${seatRef(seat)} dropped off ${goodsCount(step.n, step.goods)} at ${place(step.at).name}.`;
    } else {
      if (w.passed < step.n) {
        drawMisbehave(t, seat);
        return;
      }
      w.passed = 0;
    }
    p.progress[w.job] = i + 1;
  }
  t.game.work = null;
}

export const wageOf = (r: Reader, seat: number, member: string): number => {
  const kind = crewKind(r, seat, member);
  return (kind ? crewCard(kind)?.cost : 0) ?? 0;
};

function completeJob(t: T, seat: number, job: string, def: JobDef): void {
  const p = t.game.players[seat]!;
  let pay = def.pay;
  const notes: string[] = [];
  if (def.bonus && hasProfession(t, seat, def.bonus.crew)) {
    pay += def.bonus.amount;
    notes.push(`the ${money(def.bonus.amount)} ${CREW_PROFESSION_NAMES[def.bonus.crew]} bonus`);
  }
  const pers = p.personality ? PERSONALITIES[p.personality] : undefined;
  if (pers?.bonusFor && (pers.bonusFor === def.type || (pers.bonusFor === 'immoral' && def.immoral))) {
    pay += PERSONALITY_BONUS;
    notes.push(`the ${money(PERSONALITY_BONUS)} ${pers.name} bonus`);
  }
  p.cash += pay;
  p.progress = omit(p.progress, job);
  t.move(job, Z.done(seat), 'bottom');
  t.log`${seatRef(seat)} completed ${t.cardsRef(job)}, earning ${money(pay)}${notes.length ? ` (including ${listOf(notes)})` : ''}.`;
  if (!p.solid.includes(def.contact)) {
    p.solid.push(def.contact);
    t.log`${seatRef(seat)} became solid with ${CONTACTS[def.contact].name}.`;
  }
  const unpaid = crewIds(p).filter((m) => wageOf(t, seat, m) > 0);
  if (unpaid.length > 0) t.game.pending.push({ kind: 'payroll', seat, unpaid });
}

/** Rule 22: pay a crew member their hiring price; paying clears a grudge. */
export function payCrew(t: T, seat: number, crew: string): void {
  const p = t.game.players[seat]!;
  const wage = wageOf(t, seat, crew);
  p.cash -= wage;
  const c = p.crew[crew]!;
  t.log`${seatRef(seat)} paid ${c.name} ${money(wage)}${c.disgruntled ? `, and ${c.name} is no longer disgruntled` : ''}.`;
  c.disgruntled = false;
  dropUnpaid(t, crew);
}

/** Rule 22.a-b: unpaid crew are disgruntled; unpaid a second time, they leave. */
export function withholdPay(t: T, seat: number, crew: string): void {
  const c = t.game.players[seat]!.crew[crew]!;
  dropUnpaid(t, crew);
  if (c.disgruntled) {
    t.log`${seatRef(seat)} did not pay ${c.name} a second time, so ${c.name} leaves the ship.`;
    discardCrew(t, seat, crew);
  } else {
    c.disgruntled = true;
    t.log`${seatRef(seat)} did not pay ${c.name}, who became disgruntled.`;
  }
}

/** Rule 22.a: disgruntled "until you are able to pay them in full": back pay at any time clears the grudge. */
export function canPayBack(r: Reader, seat: number, crew: string): boolean {
  const p = r.game.players[seat]!;
  return p.crew[crew]?.disgruntled === true && p.cash >= wageOf(r, seat, crew);
}
export function payBack(t: T, seat: number, crew: string): void {
  const p = t.game.players[seat]!;
  const wage = wageOf(t, seat, crew);
  p.cash -= wage;
  p.crew[crew]!.disgruntled = false;
  t.log`${seatRef(seat)} paid ${p.crew[crew]!.name} the ${money(wage)} owed, and ${p.crew[crew]!.name} is no longer disgruntled.`;
}

function dropUnpaid(t: T, crew: string): void {
  const pending = t.game.pending[0];
  if (pending?.kind !== 'payroll') return;
  pending.unpaid = pending.unpaid.filter((m) => m !== crew);
  if (pending.unpaid.length === 0) t.game.pending.shift();
}

export function canSmallTime(r: Reader, seat: number): boolean {
  return placeAt(r.game.players[seat]!.sector)?.kind === 'planet';
}
export function smallTime(t: T, seat: number): void {
  t.game.players[seat]!.cash += SMALL_TIME_PAY;
  t.log`${seatRef(seat)} did small-time work on ${placeAt(t.game.players[seat]!.sector)!.name} for ${money(SMALL_TIME_PAY)}.`;
}
