// Misbehaving (rules 23-24): drawing cards, which options the crew on the job can take, exploding skill tests, bribes, Botched and Warrant Issued.
import { countOf, seatRef, verb, type Table } from '@cortex/engine';
import { SKILL_NAMES } from '../content/captains';
import { CONTACTS, jobCard } from '../content/jobs';
import { misbehaveCard, type MisbehaveOption } from '../content/misbehave';
import { optionText as optionWords } from '../text';
import type { NiskaData } from '../state';
import { crewKind, gearKindOf, hasProfession, money, omit, type Reader, skillTotal, Z } from './common';
import { killCrew } from './crew';

type T = Table<NiskaData>;
export const BRIBE_STEP = 100;

export function drawMisbehave(t: T, seat: number): void {
  if (t.count(Z.misDeck) === 0) {
    t.moveAll(Z.misDiscard, Z.misDeck);
    t.shuffle(Z.misDeck);
    t.logAbout(null)`The misbehave discards are shuffled into a new deck.`;
  }
  const [card] = t.moveTop(Z.misDeck, Z.misShown);
  if (!card) {
    t.game.work = null;
    return;
  }
  t.log`${seatRef(seat)} had to misbehave: ${t.cardsRef(card)}.`;
  t.game.pending.push({ kind: 'misbehave', seat, card });
}

/** Whether the crew on the job can attempt an option: skill tests always, the rest only when met (rule 23). */
export function canAttempt(r: Reader, seat: number, option: MisbehaveOption): boolean {
  const team = r.game.work?.team ?? [];
  if ('test' in option) return true;
  if ('gear' in option) return team.some((m) => gearKindOf(r, seat, m) === option.gear);
  if ('crew' in option) return hasProfession(r, seat, option.crew, team);
  return team.some((m) => crewKind(r, seat, m) === option.named);
}

export function attemptable(r: Reader, seat: number, card: string): number[] {
  const def = misbehaveCard(r.cards(Z.misShown).find((c) => c.id === card)?.kind ?? '');
  return (def?.options ?? []).flatMap((o, i) => (canAttempt(r, seat, o) ? [i] : []));
}

/** Resolves the chosen option; true when the misbehave passed and the job goes on (the caller resumes its steps). */
export function chooseOption(t: T, seat: number, card: string, index: number): boolean {
  const def = misbehaveCard(t.card(card).kind)!;
  const option = def.options[index]!;
  t.game.pending.shift();
  if (!('test' in option)) {
    t.log`${seatRef(seat)} passed ${t.cardsRef(card)} with option ${String.fromCharCode(65 + index)} (${optionWords(option)}).`;
    return passMisbehave(t, seat, card, option);
  }
  const rolls: number[] = [];
  for (;;) {
    const roll = t.random.die(6);
    rolls.push(roll);
    if (roll !== 6) break;
  }
  const luck = rolls.reduce((a, b) => a + b, 0);
  const team = t.game.work?.team ?? [];
  const skill = skillTotal(t, seat, option.test, team, !option.kosher);
  const totalScore = luck + skill;
  const pass = totalScore >= option.target;
  const dice = rolls.length > 1 ? `${rolls.join(' + ')} = ${luck}` : `${luck}`;
  t.log`${seatRef(seat)} tested ${SKILL_NAMES[option.test]} against ${option.target}${option.kosher ? ' (Kosherized: no gear)' : ''}: d6 ${dice}, plus ${skill} from the crew on the job, makes ${totalScore}: ${pass ? 'passed' : `short by ${option.target - totalScore}`}.`;
  if (pass) return passMisbehave(t, seat, card, option);
  const cost = BRIBE_STEP * (option.target - totalScore);
  if (option.bribe && t.game.players[seat]!.cash >= cost) {
    t.game.pending.unshift({ kind: 'bribe', seat, card, option: index, cost });
    return false;
  }
  failMisbehave(t, seat, card);
  return false;
}

/** Pays the bribe; true when the job goes on (the caller resumes its steps). */
export function payBribe(t: T, seat: number): boolean {
  const pending = t.game.pending.shift();
  if (pending?.kind !== 'bribe') return false;
  t.game.players[seat]!.cash -= pending.cost;
  t.log`${seatRef(seat)} paid a ${money(pending.cost)} bribe to make up the difference.`;
  const option = misbehaveCard(t.card(pending.card).kind)!.options[pending.option]!;
  return passMisbehave(t, seat, pending.card, option);
}
export function refuseBribe(t: T, seat: number): void {
  const pending = t.game.pending.shift();
  if (pending?.kind !== 'bribe') return;
  t.log`${seatRef(seat)} refused to pay the bribe.`;
  failMisbehave(t, seat, pending.card);
}
export function giveUp(t: T, seat: number, card: string): void {
  t.game.pending.shift();
  t.log`${seatRef(seat)} could not meet any option of ${t.cardsRef(card)}.`;
  failMisbehave(t, seat, card);
}

/** Rule 6.b: the player's time ran out before an option was chosen; no option taken is none met (rule 24). */
export function lapseMisbehave(t: T, seat: number, card: string): void {
  t.game.pending.shift();
  t.log`${seatRef(seat)} chose no option of ${t.cardsRef(card)} in time, so the misbehave fails.`;
  failMisbehave(t, seat, card);
}

/**
 * A passed misbehave counts towards the job; true when a job is under way, whose steps the caller then resumes (the
 * job's steps draw misbehaves, so resuming them from here would make work and misbehave import each other).
 */
function passMisbehave(t: T, seat: number, card: string, option: MisbehaveOption): boolean {
  t.move(card, Z.misDiscard);
  if (option.kill) killCrew(t, seat, option.kill, t.game.work?.team ?? [], 'the misbehave');
  const w = t.game.work;
  if (!w) return false;
  w.passed++;
  return true;
}

/** Rule 24: Botched loses this action's progress; Warrant Issued fails the job back to its contact, with every consequence. */
export function failMisbehave(t: T, seat: number, card: string): void {
  const def = misbehaveCard(t.card(card).kind);
  t.move(card, Z.misDiscard);
  const w = t.game.work;
  t.game.work = null;
  if (!w) return;
  if (def?.failure !== 'warrant') {
    t.log`Attempt Botched: ${seatRef(seat)} lost this attempt's progress and may try again next round.`;
    return;
  }
  const p = t.game.players[seat]!;
  const job = jobCard(t.card(w.job).kind)!;
  p.warrants++;
  p.progress = omit(p.progress, w.job);
  t.log`Warrant Issued: ${seatRef(seat)} now ${verb('has')} ${countOf(p.warrants, 'warrant')}; ${t.cardsRef(w.job)} fails and goes back to ${CONTACTS[job.contact].name}.`;
  t.move(w.job, Z.jobs(job.contact), 'bottom');
  for (const c of new Set([job.contact, 'harken' as const])) {
    if (p.solid.includes(c)) {
      p.solid = p.solid.filter((x) => x !== c);
      t.log`${seatRef(seat)} lost solid standing with ${CONTACTS[c].name}.`;
    }
  }
  if (job.contact === 'niska' && Object.keys(p.crew).length > 0) t.game.pending.unshift({ kind: 'loseCrew', seat });
}
