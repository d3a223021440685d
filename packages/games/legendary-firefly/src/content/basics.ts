// Generic components: starting cards, Browncoats, Talents, Flaws, strikes, Upgrades, Inevitable cards and Side Jobs (authored content).
import type { CardData } from './types';

/** Each entry: kind id, card data, copies in the box. */
export type Entry = readonly [string, CardData, number];

export const STARTING: readonly Entry[] = [
  ['shiny', { type: 'character', name: 'Shiny', crew: null, cls: null, cost: 0, recruit: 1, attack: 0 }, 35],
  ['misbehave', { type: 'character', name: 'Misbehave', crew: null, cls: null, cost: 0, recruit: 0, attack: 1 }, 25],
];

export const BROWNCOATS: readonly Entry[] = (['intel', 'leadership', 'strength', 'survival', 'tech'] as const).map(
  (cls): Entry => [
    `browncoats-${cls}`,
    { type: 'character', name: 'Browncoats', crew: null, cls, cost: 3, recruit: 0, attack: 2, coordinate: true },
    1,
  ],
);

export const TALENTS_FLAWS: readonly Entry[] = [
  ['talent', { type: 'talent', name: 'Talent' }, 15],
  ['flaw', { type: 'flaw', name: 'Flaw' }, 20],
];

export const CREW_STRIKES: readonly Entry[] = [
  ['cs-flesh-wound', { type: 'crewStrike', name: 'Flesh Wound', damage: 1 }, 10],
  ['cs-gunshot', { type: 'crewStrike', name: 'Gunshot', damage: 2 }, 8],
  ['cs-knocked-cold', { type: 'crewStrike', name: 'Knocked Cold', damage: 3 }, 4],
  ['cs-close-call', { type: 'crewStrike', name: 'Close Call', damage: 0, now: [{ do: 'gainFlaw', who: 'you' }] }, 6],
  ['cs-rattled', { type: 'crewStrike', name: 'Rattled', damage: 1, now: [{ do: 'discardRandom', n: 1 }] }, 6],
  [
    'cs-knifed',
    { type: 'crewStrike', name: 'Knifed in the Dark', damage: 2, now: [{ do: 'gainFlaw', who: 'you' }] },
    6,
  ],
];

export const SHIP_STRIKES: readonly Entry[] = [
  ['ss-hull-breach', { type: 'shipStrike', name: 'Hull Breach', repair: 3 }, 4],
  ['ss-buckled-plating', { type: 'shipStrike', name: 'Buckled Plating', repair: 2 }, 4],
  ['ss-coupling', { type: 'shipStrike', name: 'Compression Coil Failure', repair: 4, ongoing: { scanPlus: 1 } }, 3],
  [
    'ss-fire',
    { type: 'shipStrike', name: 'Fire in the Engine Room', repair: 4, now: [{ do: 'crewStrike', who: 'you' }] },
    3,
  ],
  ['ss-life-support', { type: 'shipStrike', name: 'Life Support Failing', repair: 5, ongoing: { handSize: -1 } }, 2],
  ['ss-comms-out', { type: 'shipStrike', name: 'Comms Out', repair: 3, ongoing: { noCoordinate: true } }, 2],
  [
    'ss-grav-dampener',
    { type: 'shipStrike', name: 'Grav Dampener Down', repair: 2, now: [{ do: 'gainFlaw', who: 'you' }] },
    2,
  ],
];

/** The six labelled Ship Strikes: part of the Episode decks, two in each of the first game's decks. */
export const LABELLED_SHIP_STRIKES: readonly Entry[] = [
  ['ls-reaver-harpoon', { type: 'shipStrike', name: 'Reaver Harpoon', repair: 4, label: 'Serenity (Part 1)' }, 1],
  [
    'ls-salvage-snag',
    { type: 'shipStrike', name: 'Salvage Line Snag', repair: 2, now: [{ do: 'addEpisode' }], label: 'Out of Gas' },
    1,
  ],
  [
    'ls-reaver-scrape',
    { type: 'shipStrike', name: 'Reaver Scrape', repair: 3, ongoing: { scanPlus: 1 }, label: 'Serenity (Part 2)' },
    1,
  ],
  [
    'ls-crash-landing',
    {
      type: 'shipStrike',
      name: 'Rough Landing',
      repair: 3,
      now: [{ do: 'crewStrike', who: 'highest' }],
      label: 'Safe',
    },
    1,
  ],
  [
    'ls-boarded',
    {
      type: 'shipStrike',
      name: 'Boarded by the Law',
      repair: 3,
      now: [{ do: 'gainFlaw', who: 'you' }],
      label: 'The Train Job',
    },
    1,
  ],
  ['ls-skyplex-tow', { type: 'shipStrike', name: 'Towed to the Skyplex', repair: 5, label: 'War Stories' }, 1],
];

export const UPGRADES: readonly Entry[] = [
  ['up-enhanced-sensors', { type: 'upgrade', name: 'Enhanced Sensors', cost: 4, mods: { scanDiscountOnce: 2 } }, 1],
  ['up-pulse-beacon', { type: 'upgrade', name: 'Pulse Beacon', cost: 2, mods: { scanDiscountOnce: 1 } }, 1],
  ['up-armory', { type: 'upgrade', name: 'Armory Stash', cost: 5, mods: { startAttack: 1 } }, 1],
  ['up-mule', { type: 'upgrade', name: 'The Mule', cost: 5, mods: { startAttack: 1 } }, 1],
  ['up-compartments', { type: 'upgrade', name: 'Smuggling Compartments', cost: 5, mods: { startRecruit: 1 } }, 1],
  ['up-catalyzer', { type: 'upgrade', name: 'Spare Catalyzer', cost: 3, mods: { repairDiscount: 1 } }, 1],
  ['up-hull', { type: 'upgrade', name: 'Reinforced Hull Plating', cost: 5, mods: { repairDiscount: 2 } }, 1],
  ['up-infirmary', { type: 'upgrade', name: 'Stocked Infirmary', cost: 4, mods: { health: 2 } }, 1],
  ['up-bunks', { type: 'upgrade', name: 'Extra Bunk Space', cost: 7, mods: { handSize: 1 } }, 1],
  ['up-shuttle', { type: 'upgrade', name: 'Refitted Shuttle', cost: 3, mods: { startRecruit: 1 } }, 1],
];

export const INEVITABLES: readonly Entry[] = [
  [
    'inev-reavers',
    { type: 'inevitable', name: 'Reavers Close In', ship: false, strike: [{ do: 'crewStrike', who: 'you' }] },
    1,
  ],
  [
    'inev-blockade',
    { type: 'inevitable', name: 'Alliance Blockade', ship: true, strike: [{ do: 'gainFlaw', who: 'you' }] },
    1,
  ],
  [
    'inev-niska',
    { type: 'inevitable', name: "Niska's Vengeance", ship: false, strike: [{ do: 'gainFlaw', who: 'each' }] },
    1,
  ],
];

export const SIDE_JOBS: readonly Entry[] = [
  [
    'sj-cattle',
    {
      type: 'sideJob',
      name: 'Smuggle Cattle',
      pay: { pool: 'recruit', n: 4 },
      success: [{ do: 'credits', n: 2 }],
      failure: [{ do: 'gainFlaw', who: 'you' }],
    },
    2,
  ],
  [
    'sj-protection',
    {
      type: 'sideJob',
      name: 'Protection Racket',
      pay: { pool: 'attack', n: 4 },
      success: [{ do: 'credits', n: 2 }],
      failure: [{ do: 'crewStrike', who: 'you' }],
    },
    2,
  ],
  [
    'sj-medical',
    {
      type: 'sideJob',
      name: 'Medical Run',
      pay: { pool: 'recruit', n: 3 },
      success: [{ do: 'heal' }, { do: 'heal' }],
      failure: [{ do: 'crewStrike', who: 'highest' }],
    },
    2,
  ],
  [
    'sj-parts',
    {
      type: 'sideJob',
      name: 'Salvaged Parts',
      pay: { pool: 'attack', n: 3 },
      success: [{ do: 'repair' }],
      failure: [{ do: 'addEpisode' }],
    },
    2,
  ],
  [
    'sj-passengers',
    {
      type: 'sideJob',
      name: 'Paying Passengers',
      pay: { pool: 'recruit', n: 5 },
      success: [{ do: 'credits', n: 3 }],
      failure: [],
    },
    2,
  ],
  [
    'sj-bar-fight',
    {
      type: 'sideJob',
      name: 'Unification Day Brawl',
      pay: { pool: 'attack', n: 5 },
      success: [{ do: 'gainTalent', who: 'you' }],
      failure: [{ do: 'crewStrike', who: 'you' }],
    },
    2,
  ],
];
