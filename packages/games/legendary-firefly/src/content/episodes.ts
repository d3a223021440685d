// The Objectives and Episode mini-decks as data: the first game's here (Serenity (Part 1) A, Serenity (Part 2) B, The Train Job C), the other twelve from episodes-series.ts.
import type { ObjectiveCard } from './types';

// To add an Episode: put its cards in EPISODE_CARDS (enemies, Goals, Events, Specials, Characters, built from the effect
// vocabulary), its Objective card with its parts and mini-deck in OBJECTIVES, and a trio naming it in EPISODE_TRIOS.
// No rules code changes unless a card needs a new effect primitive.
import type { Entry } from './basics';
import { SERIES_CARDS, SERIES_OBJECTIVES, SERIES_TRIOS } from './episodes-series';

/** Cards found only in these Episode decks (the labelled Ship Strikes live in basics.ts). */
export const EPISODE_CARDS: readonly Entry[] = [
  // Serenity (Part 1) – A
  [
    's1-dortmunder',
    { type: 'enemy', name: 'Alliance Cruiser Dortmunder', desc: 'Alliance Ship', ship: true, attack: 6 },
    1,
  ],
  [
    's1-reaver-ship',
    { type: 'enemy', name: 'Reaver Ship', desc: 'Reaver Ship', ship: true, attack: 5, range: true },
    1,
  ],
  [
    's1-badgers-thugs',
    {
      type: 'enemy',
      name: "Badger's Thugs",
      desc: 'Outlaw',
      attack: 3,
      ship: false,
      verse: { turnStart: [{ do: 'gainFlaw', who: 'you' }] },
    },
    1,
  ],
  [
    's1-dobson',
    {
      type: 'enemy',
      name: 'Lawrence Dobson',
      desc: 'Alliance',
      ship: false,
      attack: 4,
      reveal: [{ do: 'crewStrike', who: 'highest' }],
    },
    1,
  ],
  // The derelict drifts nowhere: it stays attached to its space, and the space is lost to everything else until salvaged.
  [
    's1-salvage',
    {
      type: 'goal',
      name: 'Salvage the Derelict',
      pay: { pool: 'attack', n: 4 },
      reveal: [{ do: 'attach', push: true }],
      skipSpace: true,
    },
    1,
  ],
  ['s1-buyer', { type: 'goal', name: 'Find a Buyer', pay: { pool: 'recruit', n: 5 }, stationary: true }, 1],
  // Three Events in place of the labelled Ship Strikes that now sit in the series decks their labels name: as harsh.
  [
    's1-reavers-pass',
    { type: 'event', name: 'Reavers Pass Close', reveal: [{ do: 'shipStrike' }, { do: 'addEpisode' }] },
    1,
  ],
  ['s1-crybaby', { type: 'event', name: 'Alliance Hails Us', reveal: [{ do: 'addEpisode' }] }, 1],
  [
    's1-girl-in-box',
    {
      type: 'character',
      name: 'The Girl in the Box',
      crew: null,
      cls: 'intel',
      cost: 0,
      recruit: 1,
      attack: 1,
      play: [{ do: 'draw', n: 1 }],
      episodeCharacter: true,
    },
    1,
  ],
  // Serenity (Part 2) – B
  [
    's2-patience',
    { type: 'enemy', name: 'Patience', desc: 'Outlaw', ship: false, attack: 7, stationary: true, double: true },
    1,
  ],
  [
    's2-riflemen',
    { type: 'enemy', name: "Patience's Riflemen", desc: 'Outlaw', ship: false, attack: 3, range: true },
    2,
  ],
  [
    's2-raiders',
    {
      type: 'enemy',
      name: 'Reaver Raiding Party',
      desc: 'Reaver',
      ship: false,
      attack: 4,
      reveal: [{ do: 'byDefense', max: 2, then: [{ do: 'discardRandom', n: 1 }] }],
      strike: [{ do: 'gainFlaw', who: 'you' }],
    },
    1,
  ],
  [
    's2-reavers-chase',
    {
      type: 'enemy',
      name: 'Reavers Give Chase',
      desc: 'Reaver Ship',
      ship: true,
      attack: 6,
      escape: true,
      escapeFx: [{ do: 'shipStrike' }],
    },
    1,
  ],
  ['s2-deliver', { type: 'goal', name: 'Deliver the Goods', pay: { pool: 'recruit', n: 6 } }, 1],
  ['s2-full-burn', { type: 'goal', name: 'Full Burn', pay: { pool: 'attack', n: 5 } }, 1],
  [
    's2-canyon-run',
    {
      type: 'event',
      name: 'Scraping the Canyon Walls',
      reveal: [{ do: 'shipStrike' }, { do: 'crewStrike', who: 'highest' }],
    },
    1,
  ],
  [
    's2-dobson-loose',
    {
      type: 'event',
      name: 'Dobson Breaks Loose',
      reveal: [{ do: 'crewStrike', who: 'you' }],
      ongoing: { scanPlus: 1 },
      pay: { pool: 'recruit', n: 3 },
    },
    1,
  ],
  [
    's2-blessing',
    {
      type: 'special',
      name: "Shepherd's Blessing",
      reveal: [{ do: 'heal' }, { do: 'ifClear', space: 0, then: [{ do: 'heal' }] }],
    },
    1,
  ],
  // The Train Job – C
  [
    'tj-crow',
    {
      type: 'enemy',
      name: 'Crow',
      desc: 'Outlaw',
      ship: false,
      attack: 5,
      reveal: [{ do: 'gainFlaw', who: 'highest' }],
      combat: { turnStart: [{ do: 'discardRandom', n: 1 }] },
    },
    1,
  ],
  ['tj-guards', { type: 'enemy', name: 'Alliance Train Guards', desc: 'Alliance', ship: false, attack: 3 }, 2],
  [
    'tj-bourne',
    { type: 'enemy', name: 'Sheriff Bourne', desc: 'Alliance', ship: false, attack: 6, stationary: true },
    1,
  ],
  ['tj-miners', { type: 'enemy', name: 'Angry Miners', desc: 'Outlaw', ship: false, attack: 2, double: true }, 1],
  [
    'tj-patrol',
    {
      type: 'enemy',
      name: 'Alliance Patrol Boat',
      desc: 'Alliance Ship',
      ship: true,
      attack: 4,
      range: true,
      verse: { mods: { scanPlus: 1 } },
    },
    1,
  ],
  ['tj-train-car', { type: 'goal', name: 'The Train Car', pay: { pool: 'attack', n: 6 } }, 1],
  // The one card of the first game that moves the Inevitable by name (the rulebook's "resets the timer" rule): the sheriff
  // lets the crew go and whoever is closing in loses the trail for a while.
  [
    'tj-medicine',
    { type: 'goal', name: 'Return the Medicine', pay: { pool: 'recruit', n: 6 }, done: [{ do: 'moveInevitable' }] },
    1,
  ],
  ['tj-niska-summons', { type: 'event', name: "Niska's Summons", reveal: [{ do: 'shipStrike' }] }, 1],
  ['tj-wounded', { type: 'event', name: 'Zoe Takes a Hit', reveal: [{ do: 'crewStrike', who: 'zoe' }] }, 1],
  [
    'tj-mule-ride',
    { type: 'special', name: 'Mule Ride into Town', reveal: [{ do: 'eachDraws', n: 1 }], ongoing: { startRecruit: 1 } },
    1,
  ],
  ...SERIES_CARDS,
];

export const OBJECTIVES: readonly (readonly [string, ObjectiveCard])[] = [
  [
    'obj-serenity-1',
    {
      type: 'objective',
      name: 'Serenity (Part 1)',
      letter: 'A',
      number: 1,
      parts: [
        { name: 'Salvage the Cargo', need: { goal: 's1-salvage' }, reward: [{ do: 'credits', n: 2 }] },
        {
          name: 'Find a Buyer',
          need: { goal: 's1-buyer' },
          reward: [
            { do: 'credits', n: 1 },
            { do: 'ifPlayer', crew: 'mal', then: [{ do: 'gainTalent', who: 'mal' }] },
          ],
        },
        { name: 'Lose the Cruiser', need: { defeat: 's1-dortmunder' }, reward: [{ do: 'credits', n: 2 }] },
      ],
      deck: [
        ['s1-dortmunder', 1],
        ['s1-reaver-ship', 1],
        ['s1-badgers-thugs', 1],
        ['s1-dobson', 1],
        ['s1-salvage', 1],
        ['s1-buyer', 1],
        ['s1-crybaby', 1],
        ['s1-girl-in-box', 1],
        ['ls-reaver-harpoon', 1],
        ['s1-reavers-pass', 1],
      ],
    },
  ],
  [
    'obj-serenity-2',
    {
      type: 'objective',
      name: 'Serenity (Part 2)',
      letter: 'B',
      number: 2,
      parts: [
        { name: 'Defeat Patience', need: { defeat: 's2-patience' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Get Paid', need: { goal: 's2-deliver' }, reward: [{ do: 'credits', n: 3 }] },
        { name: 'Outrun the Reavers', need: { goal: 's2-full-burn' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      deck: [
        ['s2-patience', 1],
        ['s2-riflemen', 2],
        ['s2-raiders', 1],
        ['s2-reavers-chase', 1],
        ['s2-deliver', 1],
        ['s2-full-burn', 1],
        ['s2-dobson-loose', 1],
        ['s2-blessing', 1],
        ['ls-reaver-scrape', 1],
        ['s2-canyon-run', 1],
      ],
    },
  ],
  [
    'obj-train-job',
    {
      type: 'objective',
      name: 'The Train Job',
      letter: 'C',
      number: 3,
      setup: [{ do: 'gainTalent', who: 'each' }],
      parts: [
        {
          name: 'Snatch the Pills',
          need: { goal: 'tj-train-car' },
          reward: [{ do: 'credits', n: 3 }],
          mandatory: true,
        },
        { name: 'Do the Right Thing', need: { goal: 'tj-medicine' }, reward: [{ do: 'heal' }] },
        { name: 'Deal with Crow', need: { defeat: 'tj-crow' }, reward: [{ do: 'eachDraws', n: 1 }] },
      ],
      deck: [
        ['tj-crow', 1],
        ['tj-guards', 2],
        ['tj-bourne', 1],
        ['tj-miners', 1],
        ['tj-patrol', 1],
        ['tj-train-car', 1],
        ['tj-medicine', 1],
        ['tj-wounded', 1],
        ['tj-mule-ride', 1],
        ['ls-boarded', 1],
        ['tj-niska-summons', 1],
      ],
    },
  ],
  ...SERIES_OBJECTIVES,
];

/** The episode trios a game can be played with: the campaign's five games in order. */
export const EPISODE_TRIOS = {
  'serenity-train-job': ['obj-serenity-1', 'obj-serenity-2', 'obj-train-job'],
  ...SERIES_TRIOS,
} as const;
export type EpisodeTrio = keyof typeof EPISODE_TRIOS;
export const TRIO_IDS = Object.keys(EPISODE_TRIOS) as [EpisodeTrio, ...EpisodeTrio[]];
