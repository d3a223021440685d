// All authored content as data: faction decks and 'verse cards, boards, market decks, supply sets, episodes and Reavers.
import type {
  Ability,
  CardDef,
  Effect,
  EpisodeDef,
  Faction,
  InnateWindow,
  ReaverDef,
  SlotKind,
  SupplySet,
  Trait,
} from './types';

type Spec = Partial<CardDef> & Pick<CardDef, 'name' | 'category'>;

function card(spec: Spec): CardDef {
  return { cost: 0, power: 0, influence: 0, fight: false, deal: false, traits: [], icons: [], abilities: [], ...spec };
}
const trig = (...effects: Effect[]): Ability => ({ timing: 'trigger', effects });
const innate = (window: InnateWindow, ...effects: Effect[]): Ability => ({ timing: 'innate', window, effects });
/** An innate ability that applies without triggering the card. */
const passive = (window: 'fight' | 'gain', ...effects: Effect[]): Ability => ({
  timing: 'innate',
  window,
  passive: true,
  effects,
});

/** One faction's starting deck: its own mix of cards, numbers and abilities (kind `<faction>-<role>`, its icon on every card). */
function starter(f: Faction, cards: readonly (readonly [string, Spec, number])[]): [string, CardDef, number][] {
  return cards.map(([role, spec, n]) => [`${f}-${role}`, card({ ...spec, icons: [f] }), n]);
}

/**
 * Starting decks: 10 cards each, a home location and a ship, FIGHT and DEAL cards, and the attribute of the faction's
 * 'verse card. Each has 8 POWER in all, since POWER on the table is what wins; they differ in how it is spread, in
 * INFLUENCE and in abilities.
 */
const STARTERS: [string, CardDef, number][] = [
  // The Alliance: order and the Cortex, LAW marshals and clerks, a relay station worth 2 influence, 'verse tokens from its corvette, cards from two scanners.
  ...starter('alliance', [
    [
      'home',
      {
        name: 'Cortex Relay Station',
        category: 'asset',
        cost: 3,
        power: 1,
        influence: 2,
        traits: ['location'],
        abilities: [trig({ e: 'credits', n: 1 })],
      },
      1,
    ],
    [
      'ship',
      {
        name: 'Patrol Corvette',
        category: 'asset',
        cost: 2,
        power: 2,
        traits: ['ship', 'law'],
        abilities: [trig({ e: 'verse', n: 1 })],
      },
      1,
    ],
    ['fighter', { name: 'Federal Marshal', category: 'character', cost: 2, power: 2, fight: true, traits: ['law'] }, 2],
    [
      'talker',
      { name: 'Parliament Clerk', category: 'character', cost: 1, influence: 1, deal: true, traits: ['law'] },
      3,
    ],
    ['weapon', { name: 'Shock Baton', category: 'item', cost: 1, power: 1, fight: true }, 1],
    [
      'gadget',
      {
        name: 'Ident Scanner',
        category: 'item',
        cost: 2,
        influence: 1,
        deal: true,
        traits: ['tech'],
        abilities: [trig({ e: 'draw', n: 1 })],
      },
      2,
    ],
  ]),
  // Eavesdown: hustlers of the docks, four talkers and two bruisers, a market stall that turns the market over, a mule that pays and draws.
  ...starter('eavesdown', [
    [
      'home',
      {
        name: 'Eavesdown Market Stall',
        category: 'asset',
        cost: 3,
        power: 2,
        influence: 1,
        traits: ['location', 'crime'],
        abilities: [trig({ e: 'cycle' })],
      },
      1,
    ],
    [
      'ship',
      {
        name: 'Battered Mule',
        category: 'asset',
        cost: 2,
        power: 1,
        traits: ['ship'],
        abilities: [trig({ e: 'draw', n: 1 }, { e: 'credits', n: 1 })],
      },
      1,
    ],
    ['fighter', { name: 'Dock Bruiser', category: 'character', cost: 2, power: 2, fight: true, traits: ['crime'] }, 2],
    [
      'talker',
      { name: 'Fast-Talking Fence', category: 'character', cost: 1, influence: 1, deal: true, traits: ['crime'] },
      4,
    ],
    ['weapon', { name: 'Rusty Cutlass', category: 'item', cost: 1, power: 1, fight: true, traits: ['crime'] }, 1],
    [
      'gadget',
      {
        name: 'Stolen Ident Card',
        category: 'item',
        cost: 1,
        influence: 1,
        deal: true,
        traits: ['tech'],
        abilities: [trig({ e: 'draw', n: 1 })],
      },
      1,
    ],
  ]),
  // Niska: enforcers and debt collectors, a heavier home, a prod that adds to every fight, two registers that take credits from others.
  ...starter('niska', [
    [
      'home',
      {
        name: 'Skyplex Annex',
        category: 'asset',
        cost: 4,
        power: 2,
        traits: ['location'],
        abilities: [trig({ e: 'credits', n: 1 })],
      },
      1,
    ],
    [
      'ship',
      {
        name: 'Skyplex Shuttle',
        category: 'asset',
        cost: 2,
        power: 1,
        traits: ['ship'],
        abilities: [trig({ e: 'draw', n: 1 })],
      },
      1,
    ],
    [
      'fighter',
      { name: 'Niska Enforcer', category: 'character', cost: 2, power: 2, fight: true, traits: ['crime'] },
      2,
    ],
    ['talker', { name: 'Ledger Keeper', category: 'character', cost: 1, influence: 1, deal: true }, 3],
    [
      'weapon',
      {
        name: 'Electro-Prod',
        category: 'item',
        cost: 1,
        power: 1,
        fight: true,
        abilities: [passive('fight', { e: 'fightPower', n: 1 })],
      },
      1,
    ],
    [
      'gadget',
      {
        name: 'Debt Register',
        category: 'item',
        cost: 2,
        influence: 1,
        deal: true,
        traits: ['tech'],
        abilities: [trig({ e: 'steal', n: 2 })],
      },
      2,
    ],
  ]),
  // The Browncoats: a crew of quartermasters and veterans, an old rifle to pay up, a sturdy salvaged Firefly, a radio.
  ...starter('browncoats', [
    [
      'home',
      {
        name: 'Safe-House Moon',
        category: 'asset',
        cost: 3,
        power: 1,
        influence: 1,
        traits: ['location'],
        abilities: [trig({ e: 'draw', n: 1 })],
      },
      1,
    ],
    [
      'ship',
      {
        name: 'Salvaged Firefly',
        category: 'asset',
        cost: 3,
        power: 2,
        traits: ['ship', 'crew'],
        flavor: 'Patched together, and she flies.',
      },
      1,
    ],
    ['fighter', { name: 'Valley Veteran', category: 'character', cost: 2, power: 2, fight: true, traits: ['crew'] }, 2],
    [
      'talker',
      { name: 'Quartermaster', category: 'character', cost: 1, influence: 1, deal: true, traits: ['crew'] },
      4,
    ],
    [
      'weapon',
      { name: 'Old War Rifle', category: 'item', cost: 2, power: 1, fight: true, abilities: [trig({ e: 'boost' })] },
      1,
    ],
    [
      'gadget',
      {
        name: 'Scrounged Radio',
        category: 'item',
        cost: 1,
        influence: 1,
        deal: true,
        traits: ['tech'],
        abilities: [trig({ e: 'cycle' })],
      },
      1,
    ],
  ]),
];

/** The 'verse card of each faction: its two acquisition steps and its 'verse actions. */
export interface VerseCard {
  readonly name: string;
  /** Step 1: trigger (without effect) an untriggered card with this attribute in your tableau. */
  readonly trigger: Trait;
  /** Step 2: pay a credit, or discard a card from your hand. */
  readonly pay: 'credit' | 'discard';
  /** Actions beyond Retain and Replay, which every faction has. */
  readonly actions: readonly ('warrant' | 'tax' | 'steal' | 'retrigger' | 'rally')[];
}

export const VERSE_CARDS: Readonly<Record<Faction, VerseCard>> = {
  alliance: { name: 'The Alliance Reaches', trigger: 'law', pay: 'credit', actions: ['warrant', 'tax'] },
  eavesdown: { name: 'Eavesdown Docks', trigger: 'crime', pay: 'discard', actions: ['steal'] },
  niska: { name: "Niska's Skyplex", trigger: 'crime', pay: 'credit', actions: ['retrigger'] },
  browncoats: { name: 'Browncoat Underground', trigger: 'crew', pay: 'discard', actions: ['rally'] },
};

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  alliance: 'Alliance',
  eavesdown: 'Eavesdown',
  niska: 'Niska',
  browncoats: 'Browncoats',
};

/** Player boards: side A is the standard game, side B the easier one (lower POWER needed). */
export interface BoardSide {
  readonly assetSlots: number;
  readonly commandSlots: number;
  /** Added to the standard POWER requirement. */
  readonly powerDelta: number;
}
export const BOARD_SIDES: Readonly<Record<'A' | 'B', BoardSide>> = {
  A: { assetSlots: 3, commandSlots: 4, powerDelta: 0 },
  B: { assetSlots: 3, commandSlots: 4, powerDelta: -2 },
};
export const POWER_TO_WIN: Readonly<Record<number, number>> = { 2: 13, 3: 12, 4: 11 };

const A = 'alliance' as const;
const E = 'eavesdown' as const;
const N = 'niska' as const;
const B = 'browncoats' as const;

const CORE: [string, CardDef, number][] = [
  [
    'core-mechanic',
    card({
      name: 'Grease-Monkey Mechanic',
      category: 'character',
      cost: 3,
      power: 1,
      influence: 1,
      deal: true,
      traits: ['crew', 'tech'],
      icons: [B],
      abilities: [trig({ e: 'draw', n: 1 }), trig({ e: 'credits', n: 1 })],
    }),
    2,
  ],
  [
    'core-hired-gun',
    card({
      name: 'Hired Gun',
      category: 'character',
      cost: 3,
      power: 2,
      fight: true,
      traits: ['crime'],
      icons: [N],
      abilities: [trig({ e: 'boost' })],
      flavor: 'Pays to keep them loyal.',
    }),
    2,
  ],
  [
    'core-pawnshop',
    card({
      name: 'Persephone Pawnshop',
      category: 'asset',
      cost: 3,
      power: 1,
      influence: 1,
      traits: ['location', 'crime'],
      icons: [E],
      abilities: [trig({ e: 'credits', n: 2 })],
    }),
    2,
  ],
  [
    'core-informant',
    card({
      name: 'Nervous Informant',
      category: 'character',
      cost: 2,
      influence: 1,
      deal: true,
      traits: ['crime'],
      icons: [E],
      abilities: [trig({ e: 'cycle' }), innate('any', { e: 'draw', n: 1 })],
    }),
    2,
  ],
  [
    'core-checkpoint',
    card({
      name: 'Alliance Checkpoint',
      category: 'asset',
      cost: 4,
      power: 2,
      traits: ['location', 'law'],
      icons: [A],
      abilities: [trig({ e: 'credits', n: 1 }), trig({ e: 'verse', n: 1 })],
    }),
    1,
  ],
  [
    'core-crowbar',
    card({
      name: 'Trusty Crowbar',
      category: 'item',
      cost: 2,
      power: 1,
      fight: true,
      traits: [],
      icons: [B],
      abilities: [passive('fight', { e: 'fightPower', n: 1 })],
    }),
    2,
  ],
  [
    'core-smooth-talker',
    card({
      name: 'Smooth Talker',
      category: 'character',
      cost: 3,
      influence: 2,
      deal: true,
      traits: ['crew'],
      icons: [A, B],
      abilities: [innate('deal', { e: 'cancel' })],
    }),
    2,
  ],
  [
    'core-recruiter',
    card({
      name: 'Dockside Recruiter',
      category: 'character',
      cost: 4,
      power: 1,
      influence: 'X',
      deal: true,
      traits: ['crew'],
      icons: [E],
      abilities: [trig({ e: 'recruitment', n: 1 }), passive('gain', { e: 'influence', n: 1 })],
    }),
    1,
  ],
  [
    'core-lawyer',
    card({
      name: 'Alliance Lawyer',
      category: 'character',
      cost: 4,
      power: 1,
      influence: 2,
      deal: true,
      traits: ['law'],
      icons: [A],
      abilities: [innate('deal', { e: 'cancel' })],
    }),
    1,
  ],
];

const BORDER: [string, CardDef, number][] = [
  [
    'border-gunslinger',
    card({
      name: 'Quick-Draw Gunslinger',
      category: 'character',
      cost: 5,
      power: 3,
      fight: true,
      traits: ['crew'],
      icons: [B],
      abilities: [innate('fight', { e: 'fightPower', n: 1 })],
    }),
    2,
  ],
  [
    'border-transport',
    card({
      name: 'Long-Haul Transport',
      category: 'asset',
      cost: 5,
      power: 2,
      influence: 1,
      traits: ['ship'],
      icons: [B],
      abilities: [trig({ e: 'activation', n: 2 })],
    }),
    2,
  ],
  [
    'border-fixer',
    card({
      name: 'Badger-Style Fixer',
      category: 'character',
      cost: 5,
      power: 2,
      influence: 2,
      deal: true,
      traits: ['crime'],
      icons: [E, N],
      abilities: [trig({ e: 'steal', n: 2 })],
    }),
    2,
  ],
  [
    'border-saloon',
    card({
      name: 'Border Saloon',
      category: 'asset',
      cost: 4,
      power: 2,
      influence: 1,
      traits: ['location'],
      icons: [E],
      abilities: [trig({ e: 'draw', n: 1 }), trig({ e: 'credits', n: 1 })],
    }),
    2,
  ],
  [
    'border-agent',
    card({
      name: 'Blue-Gloved Agent',
      category: 'character',
      cost: 6,
      power: 3,
      fight: true,
      traits: ['law'],
      icons: [A],
      abilities: [trig({ e: 'black' })],
    }),
    1,
  ],
  [
    'border-medic',
    card({
      name: 'Back-Room Medic',
      category: 'character',
      cost: 4,
      power: 1,
      influence: 1,
      traits: ['crew'],
      icons: [B],
      abilities: [trig({ e: 'reset' }), trig({ e: 'draw', n: 1 })],
    }),
    2,
  ],
  [
    'border-vera',
    card({
      name: 'Heavy Rifle',
      category: 'item',
      cost: 5,
      power: 3,
      fight: true,
      traits: [],
      icons: [N],
      abilities: [trig({ e: 'boost' })],
    }),
    1,
  ],
  [
    'border-smuggler-hold',
    card({
      name: 'Smuggler Hold',
      category: 'item',
      cost: 4,
      power: 1,
      influence: 2,
      deal: true,
      traits: ['ship', 'crime'],
      icons: [N],
      requires: 'ship',
      abilities: [trig({ e: 'credits', n: 2 }), trig({ e: 'verse', n: 1 })],
    }),
    2,
  ],
  [
    'border-cortex-hack',
    card({
      name: 'Cortex Hacker',
      category: 'character',
      cost: 4,
      power: 1,
      influence: 1,
      deal: true,
      traits: ['tech'],
      icons: [A, E],
      abilities: [innate('any', { e: 'cycle' }), trig({ e: 'verse', n: 1 })],
    }),
    1,
  ],
];

const RIM: [string, CardDef, number][] = [
  [
    'rim-skyplex',
    card({
      name: 'Orbiting Skyplex',
      category: 'asset',
      cost: 8,
      power: 4,
      influence: 1,
      traits: ['location', 'crime'],
      icons: [N, N],
      abilities: [trig({ e: 'steal', n: 2 }), trig({ e: 'draw', n: 1 })],
    }),
    1,
  ],
  [
    'rim-cruiser',
    card({
      name: 'Tohoku Cruiser',
      category: 'asset',
      cost: 8,
      power: 4,
      traits: ['ship', 'law'],
      icons: [A, A],
      abilities: [trig({ e: 'black' }), trig({ e: 'verse', n: 1 })],
    }),
    1,
  ],
  [
    'rim-mercenary',
    card({
      name: 'Mercenary Captain',
      category: 'character',
      cost: 7,
      power: 3,
      fight: true,
      traits: ['crew'],
      icons: [B, E],
      abilities: [trig({ e: 'boost' }), innate('fight', { e: 'fightPower', n: 2 })],
    }),
    2,
  ],
  [
    'rim-companion',
    card({
      name: 'Registered Companion',
      category: 'character',
      cost: 7,
      power: 2,
      influence: 3,
      deal: true,
      traits: ['crew'],
      icons: [A, E],
      abilities: [innate('deal', { e: 'cancel' })],
    }),
    1,
  ],
  [
    'rim-haunted',
    card({
      name: 'Haunted Derelict',
      category: 'asset',
      cost: 6,
      power: 4,
      traits: ['ship'],
      icons: [B],
      onPlay: [{ e: 'blackSelf' }],
    }),
    2,
  ],
  [
    'rim-treasure',
    card({
      name: 'Lassiter Pistol',
      category: 'item',
      cost: 7,
      power: 4,
      fight: true,
      traits: [],
      icons: [E, E],
      requires: 'crime',
      abilities: [trig({ e: 'credits', n: 3 })],
    }),
    1,
  ],
  [
    'rim-mining',
    card({
      name: 'Whitefall Mining Claim',
      category: 'asset',
      cost: 6,
      power: 3,
      influence: 1,
      traits: ['location'],
      icons: [N],
      abilities: [trig({ e: 'credits', n: 2 }), innate('any', { e: 'draw', n: 1 })],
    }),
    2,
  ],
  [
    'rim-operative',
    card({
      name: 'Academy Operative',
      category: 'character',
      cost: 8,
      power: 4,
      fight: true,
      traits: ['law', 'tech'],
      icons: [A],
      abilities: [innate('fight', { e: 'evade' })],
    }),
    1,
  ],
  [
    'rim-rocket',
    card({
      name: 'Reaver-Scar Cannon',
      category: 'item',
      cost: 6,
      power: 3,
      fight: true,
      traits: ['tech'],
      icons: [N, B],
      abilities: [trig({ e: 'recruitment', n: 1 }), innate('turn', { e: 'activation', n: 1 })],
    }),
    1,
  ],
];

const BLACK_DEF = card({
  name: 'The Black',
  category: 'black',
  flavor: 'Cold, empty and in the way. Shed it at a location.',
});

/** Supply sets: which slot kinds each may fill, and its cards (each set mixes different cards; the first listed is its namesake). */
export const SUPPLY_SETS: Readonly<
  Record<
    SupplySet,
    { readonly name: string; readonly slots: readonly SlotKind[]; readonly cards: readonly [string, CardDef, number][] }
  >
> = {
  shiny: {
    name: 'Shiny',
    slots: [],
    cards: [
      [
        'sup-shiny',
        card({
          name: 'Shiny',
          category: 'action',
          cost: 2,
          influence: 1,
          deal: true,
          specials: [[{ e: 'credits', n: 2 }]],
        }),
        4,
      ],
      [
        'sup-shiny-bauble',
        card({
          name: 'Shiny Bauble',
          category: 'action',
          cost: 3,
          influence: 2,
          deal: true,
          specials: [
            [
              { e: 'draw', n: 1 },
              { e: 'credits', n: 1 },
            ],
          ],
        }),
        2,
      ],
    ],
  },
  black: { name: 'The Black', slots: [], cards: [['sup-black', BLACK_DEF, 8]] },
  negotiation: {
    name: 'Negotiation',
    slots: ['deal', 'any'],
    cards: [
      [
        'sup-negotiation',
        card({
          name: 'Hard Negotiation',
          category: 'action',
          cost: 3,
          influence: 2,
          deal: true,
          specials: [[{ e: 'cancel' }]],
        }),
        2,
      ],
      [
        'sup-sweetener',
        card({
          name: 'Sweetened Offer',
          category: 'action',
          cost: 3,
          influence: 2,
          deal: true,
          specials: [
            [
              { e: 'credits', n: 1 },
              { e: 'verse', n: 1 },
            ],
          ],
        }),
        1,
      ],
      [
        'sup-walkout',
        card({
          name: 'Walk-Out',
          category: 'action',
          cost: 2,
          influence: 1,
          deal: true,
          specials: [[{ e: 'cancel' }, { e: 'draw', n: 1 }]],
        }),
        1,
      ],
    ],
  },
  palaver: {
    name: 'Palaver',
    slots: ['deal', 'any'],
    cards: [
      [
        'sup-palaver',
        card({
          name: 'Palaver',
          category: 'action',
          cost: 3,
          influence: 3,
          deal: true,
          specials: [[{ e: 'cancel' }, { e: 'credits', n: 1 }]],
        }),
        2,
      ],
      [
        'sup-smooth-words',
        card({
          name: 'Smooth Words',
          category: 'action',
          cost: 2,
          influence: 2,
          deal: true,
          specials: [[{ e: 'cycle' }]],
        }),
        1,
      ],
      [
        'sup-old-favour',
        card({
          name: 'Old Favour',
          category: 'action',
          cost: 3,
          influence: 2,
          deal: true,
          specials: [[{ e: 'verse', n: 1 }]],
        }),
        1,
      ],
    ],
  },
  doubleCross: {
    name: 'Double-cross',
    slots: ['fight', 'any'],
    cards: [
      [
        'sup-doublecross',
        card({
          name: 'Double-cross',
          category: 'action',
          cost: 3,
          power: 2,
          fight: true,
          specials: [[{ e: 'evade' }]],
        }),
        2,
      ],
      [
        'sup-turncoat',
        card({
          name: 'Turncoat',
          category: 'action',
          cost: 3,
          power: 3,
          fight: true,
          specials: [[{ e: 'steal', n: 1 }]],
        }),
        1,
      ],
      [
        'sup-backstab',
        card({
          name: 'Knife in the Back',
          category: 'action',
          cost: 2,
          power: 1,
          fight: true,
          specials: [
            [
              { e: 'fightPower', n: 2 },
              { e: 'draw', n: 1 },
            ],
          ],
        }),
        1,
      ],
    ],
  },
  misbehave: {
    name: 'Misbehave',
    slots: ['fight', 'any'],
    cards: [
      [
        'sup-misbehave',
        card({ name: 'Misbehave', category: 'action', cost: 3, power: 3, fight: true, specials: [[{ e: 'black' }]] }),
        2,
      ],
      [
        'sup-bar-brawl',
        card({
          name: 'Bar Brawl',
          category: 'action',
          cost: 3,
          power: 2,
          fight: true,
          specials: [[{ e: 'draw', n: 1 }]],
        }),
        1,
      ],
      [
        'sup-sucker-punch',
        card({
          name: 'Sucker Punch',
          category: 'action',
          cost: 2,
          power: 1,
          fight: true,
          specials: [[{ e: 'fightPower', n: 3 }]],
        }),
        1,
      ],
    ],
  },
  crazyIvan: {
    name: 'Crazy Ivan',
    slots: ['maneuver', 'any'],
    cards: [
      [
        'sup-crazyivan',
        card({
          name: 'Crazy Ivan',
          category: 'maneuver',
          cost: 4,
          requires: 'ship',
          specials: [[{ e: 'evade' }], [{ e: 'fightPower', n: 2 }]],
        }),
        2,
      ],
      [
        'sup-hard-bank',
        card({
          name: 'Hard Bank',
          category: 'maneuver',
          cost: 3,
          requires: 'ship',
          specials: [[{ e: 'draw', n: 1 }], [{ e: 'cycle' }]],
        }),
        1,
      ],
    ],
  },
  feiWu: {
    name: 'Fèi Wù',
    slots: ['maneuver', 'any'],
    cards: [
      [
        'sup-feiwu',
        card({
          name: 'Fèi Wù',
          category: 'maneuver',
          cost: 3,
          requires: 'crime',
          specials: [[{ e: 'steal', n: 2 }], [{ e: 'cycle' }, { e: 'credits', n: 1 }]],
        }),
        2,
      ],
      [
        'sup-fence-goods',
        card({
          name: 'Fence the Goods',
          category: 'maneuver',
          cost: 3,
          requires: 'crime',
          specials: [[{ e: 'recruitment', n: 1 }], [{ e: 'influence', n: 2 }]],
        }),
        1,
      ],
    ],
  },
  fullBurn: {
    name: 'Full Burn',
    slots: ['maneuver', 'any'],
    cards: [
      [
        'sup-fullburn',
        card({
          name: 'Full Burn',
          category: 'maneuver',
          cost: 4,
          requires: 'ship',
          specials: [[{ e: 'draw', n: 1 }], [{ e: 'credits', n: 2 }]],
        }),
        2,
      ],
      [
        'sup-afterburner',
        card({
          name: 'Afterburner',
          category: 'maneuver',
          cost: 4,
          requires: 'ship',
          specials: [[{ e: 'fightPower', n: 2 }], [{ e: 'credits', n: 1 }]],
        }),
        1,
      ],
    ],
  },
  dart: {
    name: 'The Dart',
    slots: ['fight', 'maneuver', 'any'],
    cards: [
      [
        'sup-dart',
        card({
          name: 'The Dart',
          category: 'maneuver',
          cost: 3,
          power: 1,
          fight: true,
          requires: 'tech',
          specials: [[{ e: 'fightPower', n: 2 }], [{ e: 'draw', n: 1 }]],
        }),
        2,
      ],
      [
        'sup-dart-sting',
        card({
          name: 'Dart Sting',
          category: 'maneuver',
          cost: 3,
          power: 2,
          fight: true,
          requires: 'tech',
          specials: [[{ e: 'evade' }], [{ e: 'credits', n: 1 }]],
        }),
        1,
      ],
      [
        'sup-dart-feint',
        card({
          name: 'Dart Feint',
          category: 'maneuver',
          cost: 2,
          power: 1,
          fight: true,
          requires: 'tech',
          specials: [[{ e: 'cycle' }], [{ e: 'fightPower', n: 1 }]],
        }),
        1,
      ],
    ],
  },
};

/** A supply set's name from a zone or move id that may not name one (an unknown id has no name). */
export const supplySetName = (id: string): string | undefined =>
  Object.hasOwn(SUPPLY_SETS, id) ? SUPPLY_SETS[id as SupplySet].name : undefined;

export const OPTIONAL_SETS: readonly SupplySet[] = [
  'negotiation',
  'palaver',
  'doubleCross',
  'misbehave',
  'crazyIvan',
  'feiWu',
  'fullBurn',
  'dart',
];
export const SLOTS: readonly SlotKind[] = ['fight', 'deal', 'maneuver', 'any'];

/** The supply setups the rulebook recommends, plus its standard board ("Shiny, The Black, Palaver, Misbehave, Crazy Ivan and Full Burn"). */
export const SUPPLY_SETUPS: Readonly<
  Record<'standard' | 'downNDirty' | 'wheelAndDeal' | 'xieXie', readonly SupplySet[]>
> = {
  standard: ['shiny', 'black', 'palaver', 'misbehave', 'crazyIvan', 'fullBurn'],
  downNDirty: ['shiny', 'black', 'negotiation', 'misbehave', 'fullBurn', 'crazyIvan'],
  wheelAndDeal: ['shiny', 'black', 'palaver', 'doubleCross', 'feiWu', 'dart'],
  xieXie: ['shiny', 'black', 'negotiation', 'dart', 'fullBurn', 'feiWu'],
};

export const EPISODES: Readonly<Record<string, EpisodeDef>> = {
  'ep-train-job': {
    name: 'The Train Job',
    goal: { goal: 'marks', n: 3, event: 'nab' },
    sideB: false,
    text: "Each time you win a fight to NAB, mark it with a 'verse token. Start your turn with 3 marks to win.",
  },
  'ep-ariel': {
    name: 'Ariel Heist',
    goal: { goal: 'marks', n: 3, event: 'rim' },
    sideB: false,
    text: "Each time you gain a rim card, mark it with a 'verse token. Start your turn with 3 marks to win.",
  },
  'ep-big-score': {
    name: 'The Big Score',
    goal: { goal: 'credits', n: 15 },
    sideB: false,
    text: 'Start your turn with 15 credits to win.',
  },
  'ep-safe-harbor': {
    name: 'Safe Harbor',
    goal: { goal: 'marks', n: 4, event: 'deal' },
    sideB: true,
    text: "Use side B. Each time you complete a deal, mark it with a 'verse token. Start your turn with 4 marks to win.",
  },
};

export const REAVERS: Readonly<Record<string, ReaverDef>> = {
  'rv-raiders': { name: 'Reaver Raiders', toughness: 4, bounty: 1 },
  'rv-cutter': { name: 'Reaver Cutter', toughness: 5, bounty: 2 },
  'rv-swarm': { name: 'Reaver Swarm', toughness: 6, bounty: 2 },
};

export type MarketDeck = 'core' | 'border' | 'rim';
export const MARKET_DECKS: readonly MarketDeck[] = ['core', 'border', 'rim'];
export const MARKET: Readonly<Record<MarketDeck, readonly [string, CardDef, number][]>> = {
  core: CORE,
  border: BORDER,
  rim: RIM,
};

/** Every card kind with its definition. */
export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries([
  ...STARTERS.map(([k, d]) => [k, d] as const),
  ...CORE.map(([k, d]) => [k, d] as const),
  ...BORDER.map(([k, d]) => [k, d] as const),
  ...RIM.map(([k, d]) => [k, d] as const),
  ...Object.values(SUPPLY_SETS).flatMap((s) => s.cards.map(([k, d]) => [k, d] as const)),
]);

/** Kinds, with copies, of a faction's starting deck. */
export function starterDeck(f: Faction): string[] {
  return STARTERS.filter(([k]) => k.startsWith(`${f}-`)).flatMap(([k, , n]) => Array.from({ length: n }, () => k));
}
export function marketDeck(d: MarketDeck): string[] {
  return MARKET[d].flatMap(([k, , n]) => Array.from({ length: n }, () => k));
}
export function supplyCards(s: SupplySet): string[] {
  return SUPPLY_SETS[s].cards.flatMap(([k, , n]) => Array.from({ length: n }, () => k));
}
export const BLACK = 'sup-black';

/**
 * Episode and Reaver cards as inert card definitions: they never leave their own zones in play, but a state sampled for
 * a search bot or a no-leak check re-deals hidden cards among all hidden places, so one may land in a hand or deck.
 */
const INERT: Readonly<Record<string, CardDef>> = Object.fromEntries([
  ...Object.entries(EPISODES).map(([k, e]) => [k, card({ name: e.name, category: 'episode' })] as const),
  ...Object.entries(REAVERS).map(([k, r]) => [k, card({ name: r.name, category: 'reaver' })] as const),
]);

export function def(kind: string): CardDef {
  const d = CARDS[kind] ?? INERT[kind];
  if (!d) throw new Error(`Unknown card kind ${kind}`);
  return d;
}
