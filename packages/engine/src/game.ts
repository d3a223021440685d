// The definition object every game is: options, move schemas, setup, legal moves, apply, status and content lookups.
import type { z } from 'zod';
import type { Bot } from './bot';
import type { CampaignDefinition } from './campaign';
import type { SetupTable, Table } from './table';
import type { MatchState, Move, Seat, Status, StatusQuery } from './types';
import type { BlockedChoice, CardInfo, GameGuide, MoveLabel, SeatNames, ZoneInfo } from './vocabulary';
import type { MatchView } from './view';

/** One zod schema per move type, keyed by the literal `type`. */
export type MoveSchemas<M extends Move> = { readonly [K in M['type']]: z.ZodType<Extract<M, { type: K }>> };

export interface SetupInput<O> {
  readonly players: number;
  readonly options: O;
}

export interface GameDefinition<G, M extends Move, O = Record<string, never>> {
  /** Stable slug, e.g. `misbehavin`. */
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Competitive games are rated; cooperative ones rank by wins and score. */
  readonly mode: 'competitive' | 'cooperative';
  /** Lobby options with their defaults; its JSON Schema is published by the API. */
  readonly options: z.ZodType<O>;
  /**
   * Options a rated match may set away from their defaults: who plays what or who starts (a faction, a starting player),
   * choices players of the physical game make freely and that leave the game as hard for everyone. Any other option
   * changes the game itself, and a match that sets one is casual.
   */
  readonly ratedOptions?: readonly string[];
  readonly moves: MoveSchemas<M>;
  /** Builds the initial state: declare zones, create and shuffle cards, return the public game data. */
  setup(table: SetupTable, input: SetupInput<O>): G;
  /** The complete, finite list of the seat's legal moves right now ([] when it is not the seat's decision). */
  legalMoves(state: MatchState<G>, seat: Seat): M[];
  /** Applies a move the engine has already checked is legal; mutates the table. */
  applyMove(table: Table<G>, seat: Seat, move: M): void;
  /** Who is awaited (and who may act) or the result; `query` says when `mayAct` is not needed. */
  status(state: MatchState<G>, query?: StatusQuery): Status;
  /** The name a player reads for a card kind, from the same data the rules execute. */
  cardName(kind: string): string;
  /** The full text a player reads for a card kind, generated from the same data the rules execute. */
  cardText?(kind: string): string;
  /** Every card kind of the game with its name, type, text and numbers (the game's vocabulary, published by the API). */
  readonly cards: readonly CardInfo[];
  /** What a zone is, from its name: its title ("Hand"), whose it is, and its role. */
  describeZone(name: string): ZoneInfo;
  /** Schema of the public game data (`view.game`); its JSON Schema is published with the view's. */
  readonly gameSchema: z.ZodType;
  /**
   * A legal move in words, from what the seat sees (never from hidden cards): its label, the decision it belongs to,
   * and the cards it is about. The board, the API's choices, replays and bots' explanations all use it.
   */
  describeMove(view: MatchView<G>, seat: Seat, move: M, names: SeatNames): MoveLabel;
  /** What the seat is asked to decide now, in words ("Choose a card to recruit, or end your turn"). */
  prompt(view: MatchView<G>, seat: Seat, names: SeatNames): string;
  /** The game's rules in our own words, section by section, and its glossary (the site's page to learn it). */
  readonly guide?: GameGuide;
  /**
   * Visible cards the seat could act on at other times but has no move for now, with why — from its view only, like
   * a label ("Miranda costs 7 Recruit; you have 4"). The board shows the reason when a player points at the card.
   */
  explainBlocked?(view: MatchView<G>, seat: Seat, names: SeatNames): readonly BlockedChoice[];
  /**
   * Whether the seat's only legal move may be made for it at once. Answer true only where having a single option
   * tells the other players nothing they could not see (never in a window whose options depend on a hidden hand).
   */
  autoplay?(state: MatchState<G>, seat: Seat, move: M): boolean;
  /**
   * For players who chose "pass automatically when I cannot respond": the pass to make for the seat when its legal
   * moves amount to passing, else undefined. Making it at once shows the others that the seat had nothing to play.
   */
  autoPass?(state: MatchState<G>, seat: Seat, legalMoves: readonly M[]): M | undefined;
  /**
   * Move fields whose value is the player's own within the move schema (a name they choose): a legal move lists a
   * default, and a move differing from it only in these fields is legal too.
   */
  readonly openFields?: { readonly [K in M['type']]?: readonly string[] };
  /** One-line description shown on the site's game list. */
  readonly pitch?: string;
  /** When set, match chat during play is limited to these general phrases (free chat again once the match ends). */
  readonly chatPhrases?: readonly string[];
  /**
   * Whether the players still in a competitive match may end it by agreement as a draw (no winner, all ranked equal).
   * Only for games whose own rules can end with a shared result; false when they always name one winner. Default false.
   */
  readonly drawByAgreement?: boolean;
  /** The game's bots by level; the engine's random bot serves any level a game does not provide. */
  readonly bots?: Partial<Record<BotLevel, Bot<G, M>>>;
  /**
   * The move the server makes for an awaited seat whose deadline passed, when the game's rules say what a missed deadline
   * does (Niska's Debt 6.b: the GM moves play forward); undefined lets a stand-in bot decide, as in other games. A game
   * that defines it never makes a seat forfeit for missed deadlines.
   */
  timeoutMove?(state: MatchState<G>, seat: Seat): M | undefined;
  /** Optional words for why a move is illegal ("You need 3 Credits to recruit Kaylee"). */
  explainIllegal?(state: MatchState<G>, seat: Seat, move: M): string | undefined;
  /** Several matches in a row with carry-over and a campaign score, when the game has campaigns. */
  readonly campaign?: CampaignDefinition<G, O>;
  /** Game-specific invariants checked by the conformance harness; returns violations in words. */
  invariants?(state: MatchState<G>): string[];
}

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Identity helper that keeps the definition's generic types inferred. */
export function defineGame<G, M extends Move, O>(definition: GameDefinition<G, M, O>): GameDefinition<G, M, O> {
  return definition;
}

/** A definition with its types erased, for registries that hold several games (methods are bivariant, so any game fits). */
export type AnyGame = GameDefinition<unknown, Move, unknown>;
