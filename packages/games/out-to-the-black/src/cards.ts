// The game's vocabulary: every card kind (Characters, Serenity, Event, Alliance and Gorramit cards) and every zone, in words.
import type { CardInfo, CardStat, ZoneInfo } from '@cortex/engine';
import { ALLIANCE, ALLIANCE_KINDS } from './content/alliance';
import { CHARACTER_IDS, CHARACTERS } from './content/characters';
import { EVENT_KINDS, EVENTS } from './content/events';
import { GORRAMIT, GORRAMIT_KINDS } from './content/gorramit';
import { SERENITY, SERENITY_KINDS, SERENITY_TYPES } from './content/serenity';
import { SKILL_NAMES, SKILLS } from './content/skills';
import { cardName, cardText } from './text';

const skillStats = (values: readonly number[], suffix: string): CardStat[] => SKILLS.map((s, i) => ({ name: `${SKILL_NAMES[s]}${suffix}`, value: values[i]! }));

function serenityInfo(kind: string): CardInfo {
  const card = SERENITY[kind]!;
  const type = SERENITY_TYPES[card.type];
  const e = type.effect;
  const stats: CardStat[] = [{ name: 'Result Number', value: card.result }];
  if (e.kind === 'skill') stats.push({ name: `${SKILL_NAMES[e.skill]} bonus`, value: e.n });
  if (e.kind === 'wild') stats.push({ name: 'Wild bonus', value: e.n });
  if (e.kind === 'boost') stats.push({ name: 'Boost', value: e.n });
  return { kind, name: type.name, type: type.wild ? 'Wild card' : 'Serenity card', text: cardText(kind), stats };
}

const ALLIANCE_TYPES = { creditReward: 'Credit Reward', honorReward: 'Honor Reward', nextEvent: 'Next Event', immediate: 'Immediate', longTerm: 'Long Term' } as const;

function allianceInfo(kind: string): CardInfo {
  const a = ALLIANCE[kind]!;
  const stats: CardStat[] =
    a.type === 'creditReward' || a.type === 'honorReward'
      ? [{ name: 'Reward', value: a.n }]
      : a.type === 'nextEvent' || a.type === 'longTerm'
        ? skillStats(a.mods, ' modifier')
        : a.effect.kind === 'gain'
          ? [
              { name: 'Credits', value: a.effect.credits },
              { name: 'Honor', value: a.effect.honor },
            ]
          : [{ name: 'Cards discarded at random', value: a.effect.n }];
  return { kind, name: a.name, type: `Alliance card (${ALLIANCE_TYPES[a.type]})`, text: cardText(kind), stats };
}

/** Every card kind the game can put on the table, generated from the same data the rules execute. */
export const CARDS: readonly CardInfo[] = [
  ...CHARACTER_IDS.map((id): CardInfo => {
    const c = CHARACTERS[id];
    return { kind: id, name: c.name, type: 'Character', text: cardText(id), stats: [...skillStats(c.skills, ''), { name: 'Starting Hand Size', value: c.handSize }] };
  }),
  ...SERENITY_KINDS.map(serenityInfo),
  ...EVENT_KINDS.map((kind): CardInfo => {
    const ev = EVENTS[kind]!;
    return {
      kind,
      name: ev.name,
      type: ev.players === 1 ? 'Event (Single Player)' : `Event (Multi-Player ${ev.players})`,
      text: cardText(kind),
      stats: [{ name: 'Participants', value: ev.players }, ...skillStats(ev.targets, ' target'), { name: 'Minimum players', value: ev.minPlayers }],
    };
  }),
  ...ALLIANCE_KINDS.map(allianceInfo),
  ...GORRAMIT_KINDS.map((kind): CardInfo => {
    const g = GORRAMIT[kind]!;
    const e = g.effect;
    const stats: CardStat[] =
      e.kind === 'skillMod' || e.kind === 'resultMod' ? [{ name: 'Modifier', value: e.n }] : e.kind === 'gain' ? [{ name: 'Credits', value: e.credits }, { name: 'Honor', value: e.honor }] : [];
    return { kind, name: cardName(kind), type: 'Gorramit card', text: cardText(kind), stats };
  }),
];

/** What each zone is: its title (without an owner), whose it is and its role. */
export function describeZone(name: string): ZoneInfo {
  const [area, seat] = name.split(':');
  const owner = seat === undefined ? null : Number(seat);
  switch (area) {
    case 'hand':
      return { title: 'Hand', owner, role: 'hand' };
    case 'played':
      return { title: 'Cards played for the Event', owner, role: 'play' };
    case 'serenity':
      return { title: 'Serenity deck', owner: null, role: 'deck' };
    case 'discard':
      return { title: 'Serenity discard pile', owner: null, role: 'discard' };
    case 'results':
      return { title: 'Result cards', owner: null, role: 'play' };
    case 'events':
      return { title: 'Event deck', owner: null, role: 'deck' };
    case 'event':
      return { title: 'Current Event', owner: null, role: 'play' };
    case 'eventsDone':
      return { title: 'Completed Events', owner: null, role: 'discard' };
    case 'eventsRemoved':
      return { title: 'Events removed for this player count', owner: null, role: 'removed' };
    case 'eventsOut':
      return { title: 'Events not dealt', owner: null, role: 'removed' };
    case 'alliance':
      return { title: 'Alliance deck', owner: null, role: 'deck' };
    case 'allianceUp':
      return { title: 'Alliance cards drawn (newest first)', owner: null, role: 'play' };
    case 'allianceOut':
      return { title: 'Alliance cards not dealt', owner: null, role: 'removed' };
    case 'gorramit':
      return { title: 'Gorramit deck', owner: null, role: 'deck' };
    case 'gorramitUp':
      return { title: 'Gorramit card', owner: null, role: 'play' };
    case 'gorramitUsed':
      return { title: 'Used Gorramit cards', owner: null, role: 'discard' };
    default:
      return { title: name, owner, role: 'other' };
  }
}
