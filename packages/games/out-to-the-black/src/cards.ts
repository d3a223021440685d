// The game's vocabulary: every card kind (Characters, Serenity, Event, Alliance and Gorramit cards) and every zone, in words.
import type { CardInfo, CardStat, ZoneInfo } from '@cortex/engine';
import { ALLIANCE_KINDS } from './content/alliance';
import { CHARACTER_IDS, CHARACTERS } from './content/characters';
import { EVENT_KINDS, EVENTS } from './content/events';
import { GORRAMIT_KINDS } from './content/gorramit';
import { SERENITY, SERENITY_KINDS, SERENITY_TYPES } from './content/serenity';
import { SKILL_NAMES, SKILLS } from './content/skills';
import { allianceInfo } from './rules/alliance';
import { gorramitStats } from './rules/gorramit';
import { serenityStats } from './rules/serenity';
import { Z } from './state';
import { cardName, cardText } from './text';

const skillStats = (values: readonly number[], suffix: string): CardStat[] =>
  SKILLS.map((s, i) => ({ name: `${SKILL_NAMES[s]}${suffix}`, value: values[i]! }));

function serenityInfo(kind: string): CardInfo {
  const card = SERENITY[kind]!;
  const type = SERENITY_TYPES[card.type];
  return {
    kind,
    name: type.name,
    type: type.wild ? 'Wild card' : 'Serenity card',
    text: cardText(kind),
    stats: [{ name: 'Result Number', value: card.result }, ...serenityStats(kind)],
  };
}

/** Every card kind the game can put on the table, generated from the same data the rules execute. */
export const CARDS: readonly CardInfo[] = [
  ...CHARACTER_IDS.map((id): CardInfo => {
    const c = CHARACTERS[id];
    return {
      kind: id,
      name: c.name,
      type: 'Character',
      text: cardText(id),
      stats: [...skillStats(c.skills, ''), { name: 'Starting Hand Size', value: c.handSize }],
    };
  }),
  ...SERENITY_KINDS.map(serenityInfo),
  ...EVENT_KINDS.map((kind): CardInfo => {
    const ev = EVENTS[kind]!;
    return {
      kind,
      name: ev.name,
      type: ev.players === 1 ? 'Event (Single Player)' : `Event (Multi-Player ${ev.players})`,
      text: cardText(kind),
      stats: [
        { name: 'Participants', value: ev.players },
        ...skillStats(ev.targets, ' target'),
        { name: 'Minimum players', value: ev.minPlayers },
      ],
    };
  }),
  ...ALLIANCE_KINDS.map((kind): CardInfo => {
    const { type, stats } = allianceInfo(kind);
    return { kind, name: cardName(kind), type, text: cardText(kind), stats };
  }),
  ...GORRAMIT_KINDS.map(
    (kind): CardInfo => ({
      kind,
      name: cardName(kind),
      type: 'Gorramit card',
      text: cardText(kind),
      stats: gorramitStats(kind),
    }),
  ),
];

/** What each zone is: its title (without an owner), whose it is and its role. */
const TABLE_ZONES: Readonly<Record<string, Omit<ZoneInfo, 'owner'>>> = {
  [Z.serenity]: { title: 'Serenity deck', role: 'deck' },
  [Z.discard]: { title: 'Serenity discard pile', role: 'discard' },
  [Z.results]: { title: 'Result cards', role: 'play' },
  [Z.events]: { title: 'Event deck', role: 'deck' },
  [Z.event]: { title: 'Current Event', role: 'play' },
  [Z.eventsDone]: { title: 'Completed Events', role: 'discard' },
  [Z.eventsRemoved]: { title: 'Events removed for this player count', role: 'removed' },
  [Z.eventsOut]: { title: 'Events not dealt', role: 'removed' },
  [Z.alliance]: { title: 'Alliance deck', role: 'deck' },
  [Z.allianceUp]: { title: 'Alliance cards drawn (newest first)', role: 'play' },
  [Z.allianceOut]: { title: 'Alliance cards not dealt', role: 'removed' },
  [Z.gorramit]: { title: 'Gorramit deck', role: 'deck' },
  [Z.gorramitUp]: { title: 'Gorramit card', role: 'play' },
  [Z.gorramitUsed]: { title: 'Used Gorramit cards', role: 'discard' },
};

/** The seats' own zones, looked up by name for every seat a table can have. */
const SEAT_ZONES: ReadonlyMap<string, ZoneInfo> = new Map(
  [0, 1, 2, 3, 4].flatMap((seat): [string, ZoneInfo][] => [
    [Z.hand(seat), { title: 'Hand', owner: seat, role: 'hand' }],
    [Z.played(seat), { title: 'Cards played for the Event', owner: seat, role: 'play' }],
  ]),
);

export function describeZone(name: string): ZoneInfo {
  const shared = TABLE_ZONES[name];
  if (shared) return { ...shared, owner: null };
  return SEAT_ZONES.get(name) ?? { title: name, owner: null, role: 'other' };
}
