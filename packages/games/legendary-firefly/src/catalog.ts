// The game's vocabulary for rules-blind clients: every card kind with its name, type, text and printed numbers, and what
// each zone is. Generated from the same content data the rules execute.
import type { CardInfo, CardStat, ZoneInfo } from '@cortex/engine';
import type { CardData } from './content/types';
import { ALL_ENTRIES } from './content';
import { className, dataText } from './text';

/** A card's type in words. */
export const TYPE_WORDS: Readonly<Record<CardData['type'], string>> = {
  character: 'Character',
  enemy: 'Enemy',
  event: 'Event',
  special: 'Special',
  goal: 'Goal',
  sideJob: 'Side Job',
  crewStrike: 'Crew Strike',
  shipStrike: 'Ship Strike',
  upgrade: 'Upgrade',
  avatar: 'Avatar',
  inevitable: 'Inevitable',
  talent: 'Talent',
  flaw: 'Flaw',
  objective: 'Objective',
};

/** The type of a card in words, with its sort where the card prints one ("Enemy: Alliance Ship", "Character: Tech"). */
function typeOf(d: CardData): string {
  if (d.type === 'enemy') return `Enemy: ${d.desc}`;
  if (d.type === 'character') return d.cls ? `Character: ${className(d.cls)}` : 'Character';
  if (d.type === 'objective') return `Objective ${d.letter}`;
  return TYPE_WORDS[d.type];
}

/** The numbers printed on a card. */
function statsOf(d: CardData): CardStat[] {
  const stat = (name: string, value: number): CardStat => ({ name, value });
  switch (d.type) {
    case 'character':
      return [stat('Cost', d.cost), stat('Recruit', d.recruit), stat('Attack', d.attack)];
    case 'enemy':
      return [stat('Attack', d.attack)];
    case 'goal':
    case 'sideJob':
      return [stat(d.pay.pool === 'attack' ? 'Attack to pay' : 'Recruit to pay', d.pay.n)];
    case 'event':
    case 'special':
      return d.pay ? [stat(d.pay.pool === 'attack' ? 'Attack to pay' : 'Recruit to pay', d.pay.n)] : [];
    case 'crewStrike':
      return [stat('Damage', d.damage)];
    case 'shipStrike':
      return [stat('Repair (Attack)', d.repair)];
    case 'upgrade':
      return [stat('Cost (Credits)', d.cost)];
    case 'avatar':
      return [stat('Rank', d.rank), stat('Defense', d.defense), stat('Health', d.health)];
    case 'objective':
      return [stat('Episode', d.number)];
    default:
      return [];
  }
}

/** Every card kind in the box. */
export const FIREFLY_CARDS: readonly CardInfo[] = ALL_ENTRIES.map(([kind, d]) => ({
  kind,
  name: d.name,
  type: typeOf(d),
  text: dataText(d),
  stats: statsOf(d),
}));

const FIXED: Readonly<Record<string, ZoneInfo>> = {
  combat: { title: 'Combat Zone', owner: null, role: 'play' },
  crewDeck: { title: 'Crew Deck (refills the Bridge)', owner: null, role: 'deck' },
  browncoats: { title: 'Browncoats stack', owner: null, role: 'market' },
  upgrades: { title: 'Upgrade deck', owner: null, role: 'deck' },
  upgradesRevealed: { title: 'Upgrades for sale', owner: null, role: 'market' },
  shipStrikes: { title: 'Ship Strike deck', owner: null, role: 'deck' },
  shipStrikesRepaired: { title: 'Repaired Ship Strikes (under the deck)', owner: null, role: 'discard' },
  crewStrikes: { title: 'Crew Strike deck', owner: null, role: 'deck' },
  discardedStrikes: { title: 'Discarded Crew Strikes', owner: null, role: 'discard' },
  talents: { title: 'Talent stack', owner: null, role: 'supply' },
  flaws: { title: 'Flaw stack', owner: null, role: 'supply' },
  defeatedCharacters: { title: 'Defeated characters', owner: null, role: 'removed' },
  defeatedCards: { title: 'Defeated Cards', owner: null, role: 'removed' },
  sideJobsDone: { title: 'Side Jobs done (next to Serenity)', owner: null, role: 'other' },
  operations: { title: 'Operations', owner: null, role: 'play' },
  box: { title: 'The box (not in this game)', owner: null, role: 'removed' },
  sideJobs: { title: 'Side Jobs not in this game', owner: null, role: 'removed' },
  inevitables: { title: 'Inevitable cards not in this game', owner: null, role: 'removed' },
  unusedCrew: { title: 'Crew cards and Avatars not in this game', owner: null, role: 'removed' },
};

const LETTERS = ['A', 'B', 'C'];

/** What a zone is, from its name. */
export function describeFireflyZone(name: string): ZoneInfo {
  const fixed = FIXED[name];
  if (fixed) return fixed;
  const m = /^([a-z]+(?::[a-z]+)?):(\d+)(?::([a-z]+))?$/.exec(name);
  if (!m) return { title: name, owner: null, role: 'other' };
  const [, head, num, tail] = m as unknown as [string, string, string, string | undefined];
  const n = Number(num);
  switch (head) {
    case 'hand':
      return { title: 'Hand', owner: n, role: 'hand' };
    case 'deck':
      return { title: 'Deck', owner: n, role: 'deck' };
    case 'discard':
      return { title: 'Discard pile', owner: n, role: 'discard' };
    case 'played':
      return { title: 'Played this turn', owner: n, role: 'play' };
    case 'coordinated':
      return { title: 'Coordinated card (set aside)', owner: n, role: 'play' };
    // Avatars and their strikes belong to Main Characters, who may be non-players: no seat owns them.
    case 'avatar':
      return { title: `Avatar of Main Character ${n + 1}`, owner: null, role: 'play' };
    case 'strikes':
      return { title: `Crew Strikes on Main Character ${n + 1}`, owner: null, role: 'play' };
    case 'verse':
      if (tail === 'hidden') return { title: `'Verse space ${n + 1}, face-down`, owner: null, role: 'play' };
      if (tail === 'attached') return { title: `'Verse space ${n + 1}, attached cards`, owner: null, role: 'play' };
      return { title: `'Verse space ${n + 1}`, owner: null, role: 'play' };
    case 'bridge':
      return { title: `Bridge space ${n + 1}`, owner: null, role: 'market' };
    case 'serenity:strike':
      return { title: `Serenity's Ship Strike slot ${n + 1}`, owner: null, role: 'play' };
    case 'serenity:upgrade':
      return { title: `Serenity's Upgrade slot ${n + 1}`, owner: null, role: 'play' };
    case 'episode':
      return { title: `Episode deck ${LETTERS[n] ?? n + 1}`, owner: null, role: 'deck' };
    case 'inevitable':
      return { title: `Inevitable card of Episode ${LETTERS[n] ?? n + 1}`, owner: null, role: 'deck' };
    case 'objective':
      return { title: `Objective ${LETTERS[n] ?? n + 1}`, owner: null, role: 'other' };
    default:
      return { title: name, owner: null, role: 'other' };
  }
}
