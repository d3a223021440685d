// The public game data (G), zone names and the decisions a seat can be asked for.
import type { Seat, Table } from '@cortex/engine';
import type { CharacterId } from './content/characters';
import type { Skill } from './content/skills';

export type GamePhase =
  | 'characters'
  | 'action'
  | 'participants'
  | 'event'
  | 'resolution'
  | 'wilds'
  | 'outcome'
  | 'over';

/**
 * Every decision a seat can be asked before play goes on, by name, with what its pending record holds besides the seat:
 * `kind` is what is chosen (a skill, a player, a card, a card and its receiver, an option), `purpose` why. Each name has
 * one entry in the decision table (rules/decisions.ts): its options, how a choice resolves, its words.
 */
export interface Asks {
  /** A character's redraw of one skill's Result card. */
  redrawOne: { readonly kind: 'skill'; readonly purpose: 'redrawOne' };
  /** "Draw 2 Result cards for any Contest; use the higher result". */
  bestOfTwo: { readonly kind: 'skill'; readonly purpose: 'bestOfTwo' };
  /** Last Minute Boost: which redrawn Result card gets it. */
  boost: { readonly kind: 'skill'; readonly purpose: 'boost' };
  /** Help, second step: which skill of the helper is added. */
  help: { readonly kind: 'skill'; readonly purpose: 'help'; readonly helper: Seat };
  /** Help, first step: the player not participating whose skill is added. */
  helper: { readonly kind: 'seat'; readonly purpose: 'help' };
  /** Unexpected Shift: who takes the Active player's place. */
  shift: { readonly kind: 'seat'; readonly purpose: 'shift' };
  /** Sacrifice, first step: the cards of the hand it discards, one at a time. */
  sacrifice: { readonly kind: 'card'; readonly purpose: 'sacrifice'; readonly left: number };
  /** A negative All: the Alliance cards in play the crew returns, one at a time. */
  returnAlliance: { readonly kind: 'card'; readonly purpose: 'returnAlliance'; readonly left: number };
  /** Mal's Game Ability: cards still to give, each to a player of his choice. */
  give: { readonly kind: 'give'; readonly left: number };
  /** Sacrifice, second step: the Credit or Honor it gains. */
  sacrificeGain: { readonly kind: 'option'; readonly purpose: 'sacrifice'; readonly n: number };
  /** A +X Choice: Credits or Honor. */
  choiceGain: { readonly kind: 'option'; readonly purpose: 'choiceGain'; readonly n: number };
  /** A -X Choice: Credits, Honor or Alliance cards. */
  choiceLoss: { readonly kind: 'option'; readonly purpose: 'choiceLoss'; readonly n: number };
  /** Heavy Injuries: a character not in play. */
  injury: { readonly kind: 'option'; readonly purpose: 'injury'; readonly n: number };
  /** Another player's action lets this one draw `n` cards if they wish ("Mal may draw"). */
  mayDraw: { readonly kind: 'option'; readonly purpose: 'mayDraw'; readonly n: number };
}

export type DecisionId = keyof Asks;
/** The pending record of one decision. */
export type PendingOf<D extends DecisionId> = Asks[D] & { readonly seat: Seat };
/** A sub-decision one seat must make before play goes on. */
export type Pending = { [D in DecisionId]: PendingOf<D> }[DecisionId];

export interface Outcome {
  readonly vl: number;
  readonly draws: number;
  returns: number;
  choice: number;
}

export interface Wild {
  readonly card: string;
  readonly n: number;
  skill: Skill | null;
}

export type Num3 = [number, number, number];

export interface OttbData {
  phase: GamePhase;
  credits: number;
  honor: number;
  characters: (CharacterId | null)[];
  /** Game Abilities are once per PLAYER, whatever character they hold now. */
  abilityUsed: boolean[];
  /** The lobby's starting player (a seat, or 'random'), settled once the characters are chosen (setup step 7). */
  startingPlayer: 'random' | number;
  /** The lobby's reading of "he may assign these after seeing all the results" once a Result card is redrawn. */
  wildsAfterRedraw: 'stay' | 'placeAgain';
  /** Whose turn it is: play continues clockwise from here even after an Unexpected Shift. */
  turnOwner: Seat;
  active: Seat;
  turn: number;
  actionDone: boolean;
  need: number;
  participants: Seat[];
  order: Seat[];
  orderIdx: number;
  bonus: Num3;
  bestOfTwo: [boolean, boolean, boolean];
  /** Public ids of the Result card(s) drawn for each skill (the highest counts). */
  resultCards: [string[], string[], string[]];
  results: Num3;
  redrawn: [boolean, boolean, boolean];
  boost: Num3;
  /** The played cards are turned over and the Result cards drawn (after the Gorramit card's decisions). */
  resultsDrawn: boolean;
  /** Step 5 is done: the Wilds are placed (or there were none), so the Resolution window is open. */
  wildsPlaced: boolean;
  sneaky: number;
  windowPassed: boolean[];
  /** Per seat: answered the Sacrifice window after the Active player's action (played it or passed). */
  sacrificePassed: boolean[];
  wilds: Wild[];
  gorramitCancelled: boolean;
  /** Next Event Alliance modifiers in force for the current Event, and those waiting for the next. */
  eventMods: Num3;
  nextMods: Num3;
  pending: Pending | null;
  /**
   * The Victory Level row being carried out: Alliance cards to draw at the end, Alliance cards in play still to return
   * (a negative All) and the Choice still to make (signed, 0 when none is left).
   */
  outcome: Outcome | null;
  lastVl: number | null;
  eventsCompleted: number;
  end: { won: boolean; reason: string } | null;
}

export const Z = {
  hand: (s: Seat): string => `hand:${s}`,
  played: (s: Seat): string => `played:${s}`,
  serenity: 'serenity',
  discard: 'discard',
  results: 'results',
  events: 'events',
  event: 'event',
  eventsDone: 'eventsDone',
  eventsRemoved: 'eventsRemoved',
  eventsOut: 'eventsOut',
  alliance: 'alliance',
  allianceUp: 'allianceUp',
  allianceOut: 'allianceOut',
  gorramit: 'gorramit',
  gorramitUp: 'gorramitUp',
  gorramitUsed: 'gorramitUsed',
} as const;

/** Seats clockwise starting with `from`. */
export function clockwise(from: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (from + i) % players);
}

/** The table a move or a flow step changes. */
export type T = Table<OttbData>;
