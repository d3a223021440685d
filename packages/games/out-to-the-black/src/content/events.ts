// The 22 Event cards: who takes part, the three Target Numbers and the four Victory Level rows (VL0-VL3).
import type { Triple } from './skills';

/** One entry of a Victory Level row: Alliance cards (All), Credits (Cr), Honor (Ho) or a Choice. */
export type Outcome =
  | { readonly kind: 'all'; readonly n: number }
  | { readonly kind: 'cr'; readonly n: number }
  | { readonly kind: 'ho'; readonly n: number }
  | { readonly kind: 'choice'; readonly n: number };

export interface EventCard {
  readonly name: string;
  /** 1 = Single Player Event; N > 1 = Multi-Player Event N. */
  readonly players: number;
  /** Cards marked 4+ or 5+ are removed from smaller games. */
  readonly minPlayers: 3 | 4 | 5;
  readonly targets: Triple;
  readonly vl: readonly [readonly Outcome[], readonly Outcome[], readonly Outcome[], readonly Outcome[]];
}

const all = (n: number): Outcome => ({ kind: 'all', n });
const cr = (n: number): Outcome => ({ kind: 'cr', n });
const ho = (n: number): Outcome => ({ kind: 'ho', n });
const choice = (n: number): Outcome => ({ kind: 'choice', n });

const LIST: readonly EventCard[] = [
  // As printed in the rulebook.
  {
    name: 'Hands of Blue',
    players: 3,
    minPlayers: 3,
    targets: [12, 6, 9],
    vl: [[all(3)], [all(1), cr(-2), ho(-1)], [cr(1), choice(-1)], [cr(3)]],
  },
  {
    name: 'Grange Brothers',
    players: 2,
    minPlayers: 3,
    targets: [9, 7, 6],
    vl: [
      [all(1), cr(-2), ho(-2)],
      [cr(-2), ho(-2)],
      [cr(1), choice(-1)],
      [cr(2), ho(1)],
    ],
  },
  {
    name: 'The Train Job',
    players: 2,
    minPlayers: 3,
    targets: [7, 5, 6],
    vl: [
      [all(2), ho(-1)],
      [all(1), cr(-1)],
      [cr(1), ho(-1)],
      [cr(3), ho(1)],
    ],
  },
  // Ours.
  {
    name: 'Brawl at the Silver Hold',
    players: 1,
    minPlayers: 3,
    targets: [8, 5, 6],
    vl: [[all(1), ho(-1)], [cr(-1), ho(-1)], [choice(-1)], [cr(1), ho(1)]],
  },
  {
    name: 'Skyplex Salvage',
    players: 2,
    minPlayers: 3,
    targets: [7, 10, 9],
    vl: [[all(2)], [all(1), cr(-1)], [cr(2), ho(-1)], [cr(3)]],
  },
  {
    name: 'Medicine for Paradiso',
    players: 2,
    minPlayers: 3,
    targets: [8, 8, 10],
    vl: [[all(1), ho(-2)], [ho(-2)], [ho(1), cr(-1)], [ho(2), cr(1)]],
  },
  {
    name: 'Whitefall Trade',
    players: 1,
    minPlayers: 3,
    targets: [6, 6, 7],
    vl: [[all(1), cr(-1)], [cr(-2)], [cr(1), choice(-1)], [cr(2)]],
  },
  {
    name: 'Mule Repairs',
    players: 1,
    minPlayers: 3,
    targets: [5, 7, 7],
    vl: [[cr(-2), ho(-1)], [cr(-2)], [cr(-1)], [choice(1)]],
  },
  {
    name: 'Reaver Chase',
    players: 2,
    minPlayers: 3,
    targets: [8, 11, 7],
    vl: [[all(2), ho(-1)], [all(1)], [choice(-1)], [ho(2)]],
  },
  {
    name: 'Shindig on Persephone',
    players: 2,
    minPlayers: 3,
    targets: [9, 6, 10],
    vl: [[all(1), ho(-2)], [ho(-2)], [ho(1), choice(-1)], [ho(2), cr(1)]],
  },
  {
    name: 'Cattle Drive to Jiangyin',
    players: 1,
    minPlayers: 3,
    targets: [7, 7, 5],
    vl: [[all(1), cr(-1)], [cr(-1), ho(-1)], [cr(1), ho(-1)], [cr(2)]],
  },
  {
    name: 'Ambush at the Waystation',
    players: 3,
    minPlayers: 3,
    targets: [13, 9, 10],
    vl: [[all(2), cr(-1)], [all(1), ho(-1)], [choice(-1)], [cr(2), ho(1), all(-1)]],
  },
  {
    name: 'Mining Camp Payroll',
    players: 2,
    minPlayers: 3,
    targets: [10, 7, 8],
    vl: [[all(1), cr(-2)], [cr(-2), ho(-1)], [cr(1)], [cr(3)]],
  },
  {
    name: 'Hospital Heist',
    players: 3,
    minPlayers: 3,
    targets: [11, 10, 13],
    vl: [
      [all(2), ho(-1)],
      [all(1), cr(-1)],
      [cr(1), choice(-1)],
      [cr(2), ho(2), all(-1)],
    ],
  },
  // 4+
  {
    name: 'Crime Boss Double-Cross',
    players: 3,
    minPlayers: 4,
    targets: [12, 9, 11],
    vl: [[all(2), cr(-2)], [all(1), cr(-1)], [cr(1), choice(-1)], [cr(3)]],
  },
  {
    name: 'Salvage Rights Dispute',
    players: 2,
    minPlayers: 4,
    targets: [9, 9, 8],
    vl: [
      [all(1), ho(-1)],
      [cr(-1), ho(-1)],
      [choice(1), ho(-1)],
      [cr(2), ho(1)],
    ],
  },
  {
    name: 'Courier Run to Beaumonde',
    players: 1,
    minPlayers: 4,
    targets: [6, 8, 6],
    vl: [[all(1)], [cr(-1), ho(-1)], [cr(1), ho(-1)], [cr(2), ho(1)]],
  },
  {
    name: 'Border Moon Standoff',
    players: 4,
    minPlayers: 4,
    targets: [15, 11, 12],
    vl: [
      [all(2), ho(-2)],
      [all(1), ho(-1)],
      [choice(-1), cr(1)],
      [ho(2), cr(2), all(-1)],
    ],
  },
  // 5+
  {
    name: 'Alliance Cruiser Escape',
    players: 4,
    minPlayers: 5,
    targets: [11, 15, 12],
    vl: [
      [all(2), cr(-1)],
      [all(1), cr(-1)],
      [cr(1), choice(-1)],
      [cr(2), ho(1), all(-1)],
    ],
  },
  {
    name: 'Ariel Hospital Job',
    players: 3,
    minPlayers: 5,
    targets: [10, 10, 13],
    vl: [[all(2)], [all(1), ho(-1)], [cr(2), choice(-1)], [cr(4)]],
  },
  {
    name: 'Derelict Ship Salvage',
    players: 2,
    minPlayers: 5,
    targets: [8, 9, 10],
    vl: [[all(1), cr(-1)], [cr(-2)], [cr(1)], [cr(2), ho(1)]],
  },
  {
    name: 'Reunion at Haven',
    players: 5,
    minPlayers: 5,
    targets: [16, 14, 16],
    vl: [
      [all(2), ho(-2)],
      [all(1), ho(-1)],
      [ho(1), choice(-1)],
      [ho(3), cr(2)],
    ],
  },
];

export const EVENTS: Readonly<Record<string, EventCard>> = Object.fromEntries(LIST.map((e, i) => [`e${i + 1}`, e]));
export const EVENT_KINDS: readonly string[] = LIST.map((_, i) => `e${i + 1}`);

export function eventCard(kind: string): EventCard {
  const card = EVENTS[kind];
  // Never throws: hidden cards are re-dealt across every hidden zone by the engine's no-leak check (see serenityType).
  return card ?? BLANK;
}

const BLANK: EventCard = { name: 'Blank', players: 1, minPlayers: 3, targets: [2, 2, 2], vl: [[], [], [], []] };
