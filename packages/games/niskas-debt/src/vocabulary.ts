// The game's vocabulary for the API: every card kind with its name, type, text and printed numbers (from the same data
// the rules execute), and what each zone is.
import type { CardInfo, CardStat, ZoneInfo } from '@cortex/engine';
import { SKILL_NAMES, SKILLS, type Skills } from './content/captains';
import { MARKET_CARDS, UPGRADE_EFFECT_NAMES, type MarketKey } from './content/cards';
import { CONTACTS, JOBS, type ContactKey } from './content/jobs';
import { place } from './content/map';
import { MISBEHAVES } from './content/misbehave';
import { cardName, cardText } from './text';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const skillStats = (s: Partial<Skills>): CardStat[] =>
  SKILLS.flatMap((k) => ((s[k] ?? 0) > 0 ? [{ name: SKILL_NAMES[k], value: s[k]! }] : []));

function marketInfo(kind: string): CardInfo {
  const def = MARKET_CARDS[kind]!;
  const base = { kind, name: cardName(kind), text: cardText(kind) };
  if (def.type === 'crew')
    return {
      ...base,
      type: 'Crew',
      stats: [
        { name: 'Cost', value: def.cost },
        ...SKILLS.map((k) => ({ name: SKILL_NAMES[k], value: def.skills[k] })),
      ],
    };
  if (def.type === 'gear')
    return { ...base, type: 'Gear', stats: [{ name: 'Cost', value: def.cost }, ...skillStats(def.skills)] };
  return {
    ...base,
    type: `${cap(def.side)} ship upgrade`,
    stats: [
      { name: 'Cost', value: def.cost },
      { name: cap(UPGRADE_EFFECT_NAMES[def.effect]), value: def.amount },
    ],
  };
}

function jobInfo(kind: string): CardInfo {
  const def = JOBS[kind]!;
  return {
    kind,
    name: cardName(kind),
    type: `${cap(def.type)} job`,
    text: cardText(kind),
    stats: [
      { name: 'Pay', value: def.pay },
      ...(def.bonus ? [{ name: 'Bonus', value: def.bonus.amount }] : []),
      ...skillStats(def.needs),
    ],
  };
}

function misbehaveInfo(kind: string): CardInfo {
  const def = MISBEHAVES[kind]!;
  return {
    kind,
    name: cardName(kind),
    type: 'Misbehave',
    text: cardText(kind),
    stats: [{ name: 'Options', value: def.options.length }],
  };
}

/** Every card kind the game can put in a zone: 44 market cards, 50 jobs and 21 misbehave cards. */
export const CARDS: readonly CardInfo[] = [
  ...Object.keys(MARKET_CARDS).map(marketInfo),
  ...Object.keys(JOBS).map(jobInfo),
  ...Object.keys(MISBEHAVES).map(misbehaveInfo),
];

const SEAT_ZONES: Readonly<Record<string, Omit<ZoneInfo, 'owner'>>> = {
  crew: { title: 'Crew', role: 'play' },
  gear: { title: 'Gear stash', role: 'play' },
  upgrades: { title: 'Ship upgrades', role: 'play' },
  hand: { title: 'Jobs in hand', role: 'hand' },
  active: { title: 'Active jobs', role: 'play' },
  done: { title: 'Completed jobs', role: 'other' },
};

/** What a zone is, from its name (see `Z` in rules/common.ts). */
export function describeZone(name: string): ZoneInfo {
  const [head, tail] = name.split(':') as [string, string | undefined];
  if (tail !== undefined && /^\d+$/.test(tail) && SEAT_ZONES[head]) return { ...SEAT_ZONES[head], owner: Number(tail) };
  switch (head) {
    case 'deck':
      return { title: `${place(tail as MarketKey).name} market deck`, owner: null, role: 'deck' };
    case 'market':
      return { title: `${place(tail as MarketKey).name} market`, owner: null, role: 'market' };
    case 'jobdeck':
      return { title: `${CONTACTS[tail as ContactKey].name}'s job deck`, owner: null, role: 'deck' };
    case 'jobs':
      return { title: `${CONTACTS[tail as ContactKey].name}'s jobs`, owner: null, role: 'market' };
    case 'misbehave':
      if (tail === 'deck') return { title: 'Misbehave deck', owner: null, role: 'deck' };
      if (tail === 'shown') return { title: 'Misbehave card in play', owner: null, role: 'play' };
      return { title: 'Misbehave discards', owner: null, role: 'discard' };
    case 'removed':
      return { title: 'Out of the game', owner: null, role: 'removed' };
    default:
      return { title: name, owner: null, role: 'other' };
  }
}
