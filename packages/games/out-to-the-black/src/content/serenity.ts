// The 36 Serenity cards: each physical card is one kind (its own Result Number), its type says what it does.
import type { Skill } from './skills';

/** What a Serenity card does when played; timing and who may play it follow from the effect. */
export type SerenityEffect =
  | { readonly kind: 'skill'; readonly skill: Skill; readonly n: number }
  | { readonly kind: 'wild'; readonly n: number }
  | { readonly kind: 'assist'; readonly skill: Skill }
  | { readonly kind: 'makeWild'; readonly skill: Skill }
  | { readonly kind: 'boost'; readonly n: number }
  | { readonly kind: 'sneaky' }
  | { readonly kind: 'help' }
  | { readonly kind: 'regroup'; readonly draw: number; readonly limit: number }
  | { readonly kind: 'sacrifice'; readonly discard: number; readonly gain: number };

export interface SerenityType {
  readonly name: string;
  /** Wild cards carry the Wild marking instead of the Serenity marking. */
  readonly wild: boolean;
  readonly effect: SerenityEffect;
}

export const SERENITY_TYPES = {
  fightin1: { name: "Fightin' +1", wild: false, effect: { kind: 'skill', skill: 'fightin', n: 1 } },
  fightin2: { name: "Fightin' +2", wild: false, effect: { kind: 'skill', skill: 'fightin', n: 2 } },
  flyin1: { name: "Flyin' +1", wild: false, effect: { kind: 'skill', skill: 'flyin', n: 1 } },
  flyin2: { name: "Flyin' +2", wild: false, effect: { kind: 'skill', skill: 'flyin', n: 2 } },
  thinkin1: { name: "Thinkin' +1", wild: false, effect: { kind: 'skill', skill: 'thinkin', n: 1 } },
  thinkin2: { name: "Thinkin' +2", wild: false, effect: { kind: 'skill', skill: 'thinkin', n: 2 } },
  wild1: { name: 'Wild +1', wild: true, effect: { kind: 'wild', n: 1 } },
  wild2: { name: 'Wild +2', wild: true, effect: { kind: 'wild', n: 2 } },
  copilot: { name: 'Co-Pilot', wild: false, effect: { kind: 'assist', skill: 'flyin' } },
  lendahand: { name: 'Lend a Hand', wild: false, effect: { kind: 'assist', skill: 'fightin' } },
  idea: { name: 'I Got an Idea', wild: false, effect: { kind: 'assist', skill: 'thinkin' } },
  strength: { name: 'Strength', wild: false, effect: { kind: 'makeWild', skill: 'fightin' } },
  maneuvers: { name: 'Maneuvers', wild: false, effect: { kind: 'makeWild', skill: 'flyin' } },
  psychic: { name: 'Psychic', wild: false, effect: { kind: 'makeWild', skill: 'thinkin' } },
  boost: { name: 'Last Minute Boost', wild: false, effect: { kind: 'boost', n: 2 } },
  sneaky: { name: 'Sneaky', wild: false, effect: { kind: 'sneaky' } },
  help: { name: 'Help', wild: false, effect: { kind: 'help' } },
  regroup: { name: 'Regroup', wild: false, effect: { kind: 'regroup', draw: 1, limit: 3 } },
  sacrifice: { name: 'Sacrifice', wild: false, effect: { kind: 'sacrifice', discard: 2, gain: 1 } },
} as const satisfies Record<string, SerenityType>;

export type SerenityTypeId = keyof typeof SERENITY_TYPES;

export interface SerenityCard {
  readonly type: SerenityTypeId;
  /** The Result Number in the lower left corner (1-6), used when the card is drawn as a Result card. */
  readonly result: number;
}

/** Type and Result Number of each of the 36 cards; card kind `s1`..`s36` is its position here. Six of each Result Number. */
const LIST: readonly (readonly [SerenityTypeId, number])[] = [
  ['fightin1', 1],
  ['fightin1', 2],
  ['fightin1', 3],
  ['fightin1', 4],
  ['fightin1', 6],
  ['fightin2', 6],
  ['flyin1', 2],
  ['flyin1', 3],
  ['flyin1', 4],
  ['flyin1', 6],
  ['flyin2', 2],
  ['flyin2', 4],
  ['thinkin1', 3],
  ['thinkin1', 6],
  ['thinkin1', 2],
  ['thinkin2', 1],
  ['thinkin2', 3],
  ['wild1', 2],
  ['wild1', 4],
  ['wild1', 5],
  ['wild1', 6],
  ['wild2', 3],
  ['copilot', 2],
  ['copilot', 4],
  ['lendahand', 3],
  ['lendahand', 5],
  ['idea', 4],
  ['idea', 6],
  ['strength', 1],
  ['maneuvers', 5],
  ['psychic', 5],
  ['boost', 1],
  ['sneaky', 5],
  ['help', 1],
  ['regroup', 1],
  ['sacrifice', 5],
];

export const SERENITY: Readonly<Record<string, SerenityCard>> = Object.fromEntries(
  LIST.map(([type, result], i) => [`s${i + 1}`, { type, result }]),
);
export const SERENITY_KINDS: readonly string[] = LIST.map((_, i) => `s${i + 1}`);

/**
 * The card's type. The engine's no-leak check re-deals hidden cards across ALL hidden zones (an Event card can land in
 * the Serenity deck of a hypothetical state), so lookups must not throw: a foreign card acts as a blank.
 */
export function serenityType(kind: string): SerenityType {
  const card = SERENITY[kind];
  return card ? SERENITY_TYPES[card.type] : BLANK;
}

export function resultNumber(kind: string): number {
  return SERENITY[kind]?.result ?? 0;
}

const BLANK: SerenityType = { name: 'Blank', wild: false, effect: { kind: 'skill', skill: 'fightin', n: 0 } };
