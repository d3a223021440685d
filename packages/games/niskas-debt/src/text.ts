// Card names and texts generated from the content data, so what a player reads is what the rules execute.
import { SKILL_NAMES, SKILLS, type Skills } from './content/captains';
import { CREW_PROFESSION_NAMES, marketCard, UPGRADE_EFFECT_NAMES } from './content/cards';
import { CONTACTS, GOODS_NAMES, isIllegal, jobCard, type Step } from './content/jobs';
import { place } from './content/map';
import { misbehaveCard, type MisbehaveOption } from './content/misbehave';
import { money } from './rules/common';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function skillsText(s: Partial<Skills>, sign = ''): string {
  return SKILLS.filter((k) => (s[k] ?? 0) > 0)
    .map((k) => `${sign}${s[k]} ${SKILL_NAMES[k]}`)
    .join(', ');
}

export function cardName(kind: string): string {
  const m = marketCard(kind);
  if (m) return m.type === 'crew' && m.renamable ? `${CREW_PROFESSION_NAMES[m.profession]} (${m.name})` : m.name;
  return jobCard(kind)?.name ?? misbehaveCard(kind)?.name ?? kind;
}

function stepText(step: Step): string {
  const where = place(step.at).name;
  if (step.do === 'misbehave') return `Misbehave${step.n > 1 ? ` ×${step.n} in one go` : ''} at ${where}.`;
  return `${step.do === 'pickup' ? 'Pick up' : 'Drop off'} ${step.n} ${GOODS_NAMES[step.goods]} at ${where}.`;
}

/** One misbehave option in words ("Talk 6 (Bribes)", "Have a Mechanic on the job"). */
export function optionText(o: MisbehaveOption): string {
  let text: string;
  if ('test' in o)
    text = `${SKILL_NAMES[o.test]} ${o.target}${o.kosher ? ' (Kosherized)' : ''}${o.bribe ? ' (Bribes)' : ''}`;
  else if ('gear' in o) text = `Carry ${o.gear === 'firearm' ? 'a Firearm' : 'an Explosive'}`;
  else if ('crew' in o) text = `Have a ${CREW_PROFESSION_NAMES[o.crew]} on the job`;
  else text = `Have ${cardName(o.named)} on the job`;
  return o.kill ? `${text}; kills ${o.kill === 1 ? 'one crew member' : `${o.kill} crew members`} on the job` : text;
}

export function cardText(kind: string): string {
  const m = marketCard(kind);
  if (m?.type === 'crew') {
    return [
      `${CREW_PROFESSION_NAMES[m.profession]}. ${skillsText(m.skills) || 'No skills'}.`,
      `Hire for ${money(m.cost)}; paid ${money(m.cost)} on every job completed.`,
      ...(m.wanted ? ['Wanted.'] : []),
      ...(m.renamable ? ['May be renamed when hired.'] : []),
    ].join(' ');
  }
  if (m?.type === 'gear') return `${cap(m.gear)}. ${skillsText(m.skills, '+')} when carried. ${money(m.cost)}.`;
  if (m?.type === 'upgrade')
    return `${cap(m.side)} ship upgrade. +${m.amount} ${UPGRADE_EFFECT_NAMES[m.effect]}. ${money(m.cost)}.`;
  const j = jobCard(kind);
  if (j) {
    const needs = [
      skillsText(j.needs),
      j.needsCrew ? `a ${CREW_PROFESSION_NAMES[j.needsCrew]}` : '',
      j.needsGear ? `a ${j.needsGear}` : '',
    ].filter((x) => x !== '');
    return [
      `${CONTACTS[j.contact].name}. ${cap(j.type)}, ${isIllegal(j) ? 'illegal' : 'legal'}, ${j.immoral ? 'immoral' : 'moral'}.`,
      ...(needs.length ? [`Needs ${needs.join(', ')}.`] : []),
      ...j.steps.map((s, i) => `${i + 1}) ${stepText(s)}`),
      `Pays ${money(j.pay)}${j.bonus ? ` (+${money(j.bonus.amount)} with a ${CREW_PROFESSION_NAMES[j.bonus.crew]} on the payroll)` : ''}.`,
    ].join(' ');
  }
  const x = misbehaveCard(kind);
  if (x) {
    return `Choose one: ${x.options.map((o, i) => `${String.fromCharCode(65 + i)}) ${optionText(o)}`).join('; ')}. Otherwise: ${x.failure === 'warrant' ? 'Warrant Issued' : 'Attempt Botched'}.`;
  }
  return kind;
}
