// The game's vocabulary for rules-blind clients: every card kind with its name, type, text and printed numbers, and what
// each zone is. Generated from the same content data the rules execute.
import type { CardInfo, CardStat, ZoneInfo } from '@cortex/engine';
import {
  CARDS,
  EPISODES,
  FACTION_NAMES,
  MARKET,
  MARKET_DECKS,
  REAVERS,
  SUPPLY_SETS,
  supplySetName,
} from './content/index';
import { cardName, cardText } from './text';
import type { CardDef, Faction, SupplySet } from './content/types';

const CATEGORY: Readonly<Record<CardDef['category'], string>> = {
  asset: 'Asset',
  character: 'Character',
  item: 'Item',
  action: 'Action',
  maneuver: 'Maneuver',
  black: 'The Black',
  episode: 'Episode',
  reaver: 'Reavers',
};

const MARKET_OF: Readonly<Record<string, string>> = Object.fromEntries(
  MARKET_DECKS.flatMap((d) => MARKET[d].map(([kind]) => [kind, d])),
);
const SET_OF: Readonly<Record<string, SupplySet>> = Object.fromEntries(
  Object.entries(SUPPLY_SETS).flatMap(([set, s]) => s.cards.map(([kind]) => [kind, set as SupplySet])),
);

/** "Character", "Asset (rim market)", "Maneuver (Crazy Ivan supply set)", "Character (Alliance starting deck)". */
function typeOf(kind: string, d: CardDef): string {
  const base = CATEGORY[d.category];
  const market = MARKET_OF[kind];
  if (market) return `${base} (${market} market)`;
  const set = SET_OF[kind];
  if (set) return set === 'black' ? base : `${base} (${SUPPLY_SETS[set].name} supply set)`;
  const faction = FACTION_NAMES[kind.split('-')[0] as Faction];
  return faction ? `${base} (${faction} starting deck)` : base;
}

function statsOf(d: CardDef): CardStat[] {
  if (d.category === 'black') return [];
  const stats: CardStat[] = [
    { name: 'Cost', value: d.cost },
    { name: 'Power', value: d.power },
  ];
  // An X influence counts the characters in the command area: it has no printed number.
  if (d.influence !== 'X') stats.push({ name: 'Influence', value: d.influence });
  return stats;
}

/** Every card kind a zone can hold: faction decks, markets, supply sets (The Black included), episodes and Reavers. */
export const CARD_INFO: readonly CardInfo[] = [
  ...Object.entries(CARDS).map(([kind, d]) => ({
    kind,
    name: d.name,
    type: typeOf(kind, d),
    text: cardText(kind),
    stats: statsOf(d),
  })),
  ...Object.entries(EPISODES).map(([kind, e]) => ({
    kind,
    name: e.name,
    type: 'Episode',
    text: cardText(kind),
    stats: [{ name: e.goal.goal === 'credits' ? 'Credits to win' : 'Marks to win', value: e.goal.n }],
  })),
  ...Object.entries(REAVERS).map(([kind, r]) => ({
    kind,
    name: cardName(kind),
    type: 'Reavers',
    text: cardText(kind),
    stats: [
      { name: "'Verse tokens to drive off", value: r.toughness },
      { name: 'Bounty per token', value: r.bounty },
    ],
  })),
];

const MARKET_TITLES: Readonly<Record<string, string>> = { core: 'Core', border: 'Border', rim: 'Rim' };

/** What a zone is, from its name (see state.ts for the names). */
export function describeZone(name: string): ZoneInfo {
  const [head = '', tail = ''] = name.split(':');
  const seat = /^\d$/.test(tail) ? Number(tail) : null;
  switch (head) {
    case 'deck':
      return { title: 'Deck', owner: seat, role: 'deck' };
    case 'hand':
      return { title: 'Hand', owner: seat, role: 'hand' };
    case 'recycle':
      return { title: 'Recycle pile', owner: seat, role: 'discard' };
    case 'assets':
      return { title: 'Asset area', owner: seat, role: 'play' };
    case 'command':
      return { title: 'Command area', owner: seat, role: 'play' };
    case 'display':
      return { title: 'Display area', owner: seat, role: 'play' };
    case 'core':
    case 'border':
    case 'rim':
      return tail === 'deck'
        ? { title: `${MARKET_TITLES[head]!} market deck`, owner: null, role: 'deck' }
        : { title: `${MARKET_TITLES[head]!} market`, owner: null, role: 'market' };
    case 'supply': {
      const name = supplySetName(tail);
      return { title: name !== undefined ? `${name} supply` : 'Supply', owner: null, role: 'supply' };
    }
    case 'box':
      return { title: 'Box (supply sets not drafted)', owner: null, role: 'removed' };
    case 'episode':
      return { title: 'Episode', owner: null, role: 'other' };
    case 'reaver':
      if (tail === 'deck') return { title: 'Reaver deck', owner: null, role: 'deck' };
      if (tail === 'done') return { title: 'Reavers driven off', owner: null, role: 'removed' };
      return { title: 'Reavers', owner: null, role: 'other' };
    default:
      return { title: name, owner: null, role: 'other' };
  }
}
