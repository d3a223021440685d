// The card-effect vocabulary: the few effect primitives and ongoing modifiers that every card's data is built from.

export const CREW = ['mal', 'zoe', 'wash', 'jayne', 'kaylee', 'inara', 'book', 'simon', 'river'] as const;
export type Crew = (typeof CREW)[number];

export const CLASSES = ['intel', 'leadership', 'strength', 'survival', 'tech'] as const;
export type Cls = (typeof CLASSES)[number];

/** Who an effect is about: the player it belongs to, the highest-ranked Main Character, each player, or a crew member by name. */
export type Who = 'you' | 'highest' | 'each' | Crew;

/**
 * One effect primitive. The rules code interprets these (effects.ts) and the card text is generated
 * from them (text.ts), so what a card says and what it does cannot disagree.
 */
export type Effect =
  | { readonly do: 'draw'; readonly n: number }
  | { readonly do: 'attack'; readonly n: number }
  | { readonly do: 'recruit'; readonly n: number }
  /** Avoid any one Strike this turn (the player whose turn it is). */
  | { readonly do: 'avoid' }
  /** Heal a Strike from any Main Character (a choice). */
  | { readonly do: 'heal' }
  /** Scan a space for free (a choice). */
  | { readonly do: 'scan' }
  /** Repair a Ship Strike for free (a choice). */
  | { readonly do: 'repair' }
  /** An enemy gets -n Attack this turn (a choice). */
  | { readonly do: 'weaken'; readonly n: number }
  /** You may defeat one of your characters (hand or played this turn). */
  | { readonly do: 'defeatOwn' }
  /** Defeat a face-up enemy with at most `max` Attack (a choice). */
  | { readonly do: 'defeatEnemy'; readonly max: number }
  | { readonly do: 'gainTalent'; readonly who: Who }
  | { readonly do: 'gainFlaw'; readonly who: Who }
  | { readonly do: 'crewStrike'; readonly who: Who }
  /** The player whose turn it is draws a Ship Strike for Serenity. */
  | { readonly do: 'shipStrike' }
  | { readonly do: 'addEpisode' }
  /** Moves the Inevitable card by name, one space away from the Combat Zone (out of it: into the leftmost space); its timer starts over. */
  | { readonly do: 'moveInevitable' }
  /** `count` different players of your choice each draw a card. */
  | { readonly do: 'playersDraw'; readonly count: number }
  | { readonly do: 'eachDraws'; readonly n: number }
  /** Discard n cards from your hand (your choice). */
  | { readonly do: 'discard'; readonly n: number }
  | { readonly do: 'discardRandom'; readonly n: number }
  | { readonly do: 'credits'; readonly n: number }
  | { readonly do: 'gainBrowncoat' }
  /** Only if that crew member is a player Main Character. */
  | { readonly do: 'ifPlayer'; readonly crew: Crew; readonly then: readonly Effect[] }
  /** Cancel a Strike this turn: discard a strike just drawn without applying its damage or instructions (the player whose turn it is). */
  | { readonly do: 'cancel' }
  /** Attach the card this effect is printed on to its 'Verse space (from the Combat Zone: to the rightmost space). */
  /** push: if revealed in the Combat Zone, push any card in the rightmost space as normal (Fireball's words). */
  | { readonly do: 'attach'; readonly push?: boolean }
  /** Show a card of a class from your hand or played this turn; if you can, the effects follow. */
  | { readonly do: 'show'; readonly cls: Cls; readonly then: readonly Effect[] }
  /** Only if a 'Verse space (0 = leftmost) is clear: no card in it other than attached ones. */
  | { readonly do: 'ifClear'; readonly space: number; readonly then: readonly Effect[] }
  /** Each player whose Avatar's Defense Value is `max` or less follows the effects ("you" is that player). */
  | { readonly do: 'byDefense'; readonly max: number; readonly then: readonly Effect[] };

/** Ongoing modifiers from Upgrades and Ongoing Ship Strikes. */
export interface Mods {
  /** Once each turn, pay this much less Attack to scan a space. */
  readonly scanDiscountOnce?: number;
  /** Scanning costs this much more. */
  readonly scanPlus?: number;
  readonly startAttack?: number;
  readonly startRecruit?: number;
  /** Repairing a Ship Strike costs this much less Attack. */
  readonly repairDiscount?: number;
  /** Every Main Character has this much more Health. */
  readonly health?: number;
  /** Cleanup draws this many more (or fewer) cards. */
  readonly handSize?: number;
  /** Players can't Coordinate ("can't" beats "can"). */
  readonly noCoordinate?: boolean;
}

export const MOD_KEYS = [
  'scanDiscountOnce',
  'scanPlus',
  'startAttack',
  'startRecruit',
  'repairDiscount',
  'health',
  'handSize',
] as const;
