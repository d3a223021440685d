// The shapes of card data: every card kind in the box is one of these records.
import type { Cls, Crew, Effect, Mods } from './vocabulary';

export interface CharacterCard {
  readonly type: 'character';
  readonly name: string;
  /** The crew member named under the title (null for Shiny, Misbehave, Browncoats, episode characters). */
  readonly crew: Crew | null;
  readonly cls: Cls | null;
  readonly cost: number;
  readonly recruit: number;
  readonly attack: number;
  readonly play?: readonly Effect[];
  readonly combo?: { readonly cls: Cls; readonly fx: readonly Effect[] };
  readonly activate?: readonly Effect[];
  readonly coordinate?: boolean;
  /** Reaction: discard this from your hand during another player's Action Phase to give that player these effects. */
  readonly reaction?: readonly Effect[];
  /** For characters found in an Episode deck: revealed, it is shuffled into the active player's deck. */
  readonly episodeCharacter?: boolean;
}

/** A 'Verse or Combat Zone ability: active only while its face-up card is in that place. */
export interface TimedAbility {
  readonly mods?: Mods;
  /** Triggers at the start of each turn, before the Episode Phase ("you" is the player whose turn it is). */
  readonly turnStart?: readonly Effect[];
}

export interface EnemyCard {
  readonly type: 'enemy';
  readonly name: string;
  readonly desc: 'Outlaw' | 'Alliance' | 'Reaver' | 'Alliance Ship' | 'Reaver Ship' | 'Outlaw Ship';
  readonly ship: boolean;
  readonly attack: number;
  readonly range?: boolean;
  readonly stationary?: boolean;
  readonly escape?: boolean;
  readonly double?: boolean;
  readonly reveal?: readonly Effect[];
  readonly strike?: readonly Effect[];
  readonly defeated?: readonly Effect[];
  readonly escapeFx?: readonly Effect[];
  /** 'Verse: active while face-up in a live 'Verse space. */
  readonly verse?: TimedAbility;
  /** Combat Zone: active while in the Combat Zone. */
  readonly combat?: TimedAbility;
}

export interface EventCard {
  readonly type: 'event' | 'special';
  readonly name: string;
  readonly reveal: readonly Effect[];
  /** Ongoing: instead of the Defeated Cards space, the card goes into Operations and this applies until it leaves. */
  readonly ongoing?: Mods;
  /** An Operations card the players may defeat by paying this. */
  readonly pay?: Price;
}

/** A price paid from the Attack or Recruit pool. */
export interface Price {
  readonly pool: 'attack' | 'recruit';
  readonly n: number;
}

export interface GoalCard {
  readonly type: 'goal';
  readonly name: string;
  readonly pay: Price;
  readonly reveal?: readonly Effect[];
  readonly stationary?: boolean;
  readonly done?: readonly Effect[];
  /** Ongoing, while attached: treat its space as if it doesn't exist; other cards, Inevitable ones too, skip over it. */
  readonly skipSpace?: boolean;
}

export interface SideJobCard {
  readonly type: 'sideJob';
  readonly name: string;
  readonly pay: Price;
  readonly success: readonly Effect[];
  readonly failure: readonly Effect[];
}

export interface CrewStrikeCard {
  readonly type: 'crewStrike';
  readonly name: string;
  readonly damage: number;
  readonly now?: readonly Effect[];
}

export interface ShipStrikeCard {
  readonly type: 'shipStrike';
  readonly name: string;
  /** Attack to repair it during a turn. */
  readonly repair: number;
  readonly now?: readonly Effect[];
  readonly ongoing?: Mods;
  /** Labelled Ship Strikes belong to an Episode deck and go to Defeated Cards when repaired. */
  readonly label?: string;
}

export interface UpgradeCard {
  readonly type: 'upgrade';
  readonly name: string;
  readonly cost: number;
  readonly mods: Mods;
}

export interface AvatarCard {
  readonly type: 'avatar';
  readonly name: string;
  readonly crew: Crew;
  readonly rank: number;
  readonly defense: number;
  readonly health: number;
  readonly talent: { readonly name: string; readonly activate: readonly Effect[] };
  readonly flaw: { readonly name: string; readonly fx: readonly Effect[] };
}

export interface InevitableCard {
  readonly type: 'inevitable';
  readonly name: string;
  readonly ship: boolean;
  readonly strike: readonly Effect[];
}

export interface SimpleCard {
  readonly type: 'talent' | 'flaw';
  readonly name: string;
}

/** What an Objective part asks for: defeat an enemy, complete a Goal, or find a card (complete when it is turned face-up). */
export type ObjectiveNeed = { readonly defeat: string } | { readonly goal: string } | { readonly reveal: string };

/** The card kind an Objective part names. */
export const needKind = (n: ObjectiveNeed): string => ('defeat' in n ? n.defeat : 'goal' in n ? n.goal : n.reveal);

export interface ObjectivePart {
  readonly name: string;
  readonly need: ObjectiveNeed;
  readonly reward: readonly Effect[];
  readonly mandatory?: boolean;
}

export interface ObjectiveCard {
  readonly type: 'objective';
  readonly name: string;
  readonly letter: 'A' | 'B' | 'C';
  readonly number: number;
  readonly parts: readonly ObjectivePart[];
  readonly setup?: readonly Effect[];
  /** End of Episode (Episode C): only a campaign applies it, when it sets up the next game; one-off games ignore it. */
  readonly endOfEpisode?: readonly Effect[];
  /** The mini-deck: kinds with copies. */
  readonly deck: readonly (readonly [string, number])[];
}

export type CardData =
  | CharacterCard
  | EnemyCard
  | EventCard
  | GoalCard
  | SideJobCard
  | CrewStrikeCard
  | ShipStrikeCard
  | UpgradeCard
  | AvatarCard
  | InevitableCard
  | SimpleCard
  | ObjectiveCard;
