// Card content vocabulary: categories, traits, faction icons and the small set of effect primitives the rules interpret.

export const FACTIONS = ['alliance', 'eavesdown', 'niska', 'browncoats'] as const;
export type Faction = (typeof FACTIONS)[number];

/** Attributes a card can carry; a prerequisite names one of them. */
export const TRAITS = ['location', 'ship', 'crew', 'law', 'crime', 'tech'] as const;
export type Trait = (typeof TRAITS)[number];

export type Category = 'asset' | 'character' | 'item' | 'action' | 'maneuver' | 'black' | 'episode' | 'reaver';

/** Effect primitives. Those with a target open a choice for the player who resolves them. */
export type Effect =
  | { readonly e: 'draw'; readonly n: number }
  | { readonly e: 'credits'; readonly n: number }
  | { readonly e: 'verse'; readonly n: number }
  | { readonly e: 'activation'; readonly n: number }
  | { readonly e: 'recruitment'; readonly n: number }
  /** Shuffle a face-up market card back into its deck and replenish that row. */
  | { readonly e: 'cycle' }
  /** Take up to n credits from another player. */
  | { readonly e: 'steal'; readonly n: number }
  /** Another player adds The Black from the supply to their recycle pile. */
  | { readonly e: 'black' }
  /** You add The Black from the supply to your own recycle pile (a cost). */
  | { readonly e: 'blackSelf' }
  /** Reset another triggered card in your tableau. */
  | { readonly e: 'reset' }
  /** You may pay 2 credits to put a +1 power token on this card. */
  | { readonly e: 'boost' }
  /** In a fight: add n to your side. */
  | { readonly e: 'fightPower'; readonly n: number }
  /** In a fight: it ends at once with no winner. */
  | { readonly e: 'evade' }
  /** In a deal or recruitment: add n influence. */
  | { readonly e: 'influence'; readonly n: number }
  /** Against another player's deal: it is cancelled. */
  | { readonly e: 'cancel' };

export type EffectKind = Effect['e'];

/** Where an innate ability applies (its condition): 'any' at any time, even on another player's turn; 'turn' on your own
 * turn; 'fight' in a fight you are in; 'deal' against another player's deal; 'gain' in your own deals and recruitments. */
export type InnateWindow = 'any' | 'turn' | 'fight' | 'deal' | 'gain';

/** When an ability may be used: 'trigger' needs an activation; innate ones trigger the card but need none. */
export interface Ability {
  readonly timing: 'trigger' | 'innate';
  readonly window?: InnateWindow;
  /** An innate ability that needs no trigger: it applies by itself while the card is usable (untriggered, no warrant). */
  readonly passive?: boolean;
  readonly effects: readonly Effect[];
}

export interface CardDef {
  readonly name: string;
  readonly category: Category;
  /** Recruitment cost; also the defence when the card is a fight target. */
  readonly cost: number;
  readonly power: number;
  /** 'X' counts the characters in your command area. */
  readonly influence: number | 'X';
  readonly fight: boolean;
  readonly deal: boolean;
  readonly traits: readonly Trait[];
  /** Faction icons in the top-left corner: each one is a 'verse token per +1 influence when gaining this card. */
  readonly icons: readonly Faction[];
  /** Prerequisite attribute: a card with it must be in your tableau to use this card's effects. */
  readonly requires?: Trait;
  readonly abilities: readonly Ability[];
  /** Required effects that happen whenever the card is played to a tableau. */
  readonly onPlay?: readonly Effect[];
  /** Supply cards: their special abilities (a maneuver or action card uses one per play). */
  readonly specials?: readonly (readonly Effect[])[];
  readonly flavor?: string;
}

export type SupplySet =
  | 'shiny'
  | 'black'
  | 'negotiation'
  | 'palaver'
  | 'doubleCross'
  | 'misbehave'
  | 'crazyIvan'
  | 'feiWu'
  | 'fullBurn'
  | 'dart';

export type SlotKind = 'fight' | 'deal' | 'maneuver' | 'any';

export type EpisodeGoal =
  /** Start your turn with this many credits. */
  | { readonly goal: 'credits'; readonly n: number }
  /** Mark progress with a 'verse token each time the event happens; start a turn with n marks. */
  | { readonly goal: 'marks'; readonly n: number; readonly event: 'nab' | 'rim' | 'deal' | 'shed' };

export interface EpisodeDef {
  readonly name: string;
  readonly goal: EpisodeGoal;
  /** The episode instructs every player to use side B. */
  readonly sideB: boolean;
  readonly text: string;
}

export interface ReaverDef {
  readonly name: string;
  /** 'Verse tokens needed on it to defeat it. */
  readonly toughness: number;
  /** Credits each contributor gains per token it placed, when defeated. */
  readonly bounty: number;
}
