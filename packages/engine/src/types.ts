// Core serializable types shared by every part of the engine: seats, visibility, cards, zones, state, status.

/** A JSON value: everything in a match state is plain JSON so it can be stored, sent and replayed byte-for-byte. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** 0-based seat index. */
export type Seat = number;

/**
 * Who is looking: a seat, several seats held by one person (who sees what any of them may see), a spectator (public
 * information only) or the omniscient replay of a finished match.
 */
export type Viewer = Seat | readonly Seat[] | 'spectator' | 'omniscient';

/** Who may see a zone or a card: everyone, or exactly the listed seats ([] = nobody). */
export type Visibility = 'all' | readonly Seat[];

/** One physical card. `kind` names its content (the game's card data); `id` is unique within the match. */
export interface Card {
  readonly id: string;
  readonly kind: string;
  /** Per-card reveal on top of the zone's visibility ("look at the top card", "show a card"). Cleared when the card moves or its zone is shuffled. */
  readonly revealedTo?: Visibility;
}

/** An ordered pile of cards with a declared visibility. Index 0 is the top. */
export interface Zone {
  readonly visibility: Visibility;
  readonly cards: readonly Card[];
}

/** A move is a plain JSON object with a literal `type`. */
export interface Move {
  readonly type: string;
}

/** The whole state of a match. `game` holds only public information; everything secret lives in zones. */
export interface MatchState<G> {
  readonly players: number;
  readonly game: G;
  readonly zones: Readonly<Record<string, Zone>>;
  /** PRNG state (xoroshiro128+). Secret: it predicts every future shuffle, so no view ever includes it. */
  readonly rng: readonly number[];
  readonly nextCardId: number;
  /** Number of moves applied so far. */
  readonly step: number;
}

export interface MatchResult {
  /** Seats that won. In a cooperative game: every seat on a win, none on a loss. */
  readonly winners: readonly Seat[];
  /** Finishing rank per seat (1 = best, ties share a rank). */
  readonly ranks: readonly number[];
  /** Score per seat, when the game scores. */
  readonly scores?: readonly number[];
  /** One line in words with neutral names ("Player 2 won with 7 pairs."), for readers that do not know the players. */
  readonly summary: string;
  /**
   * The same line with its seats as parts (see `phrase`), so it is worded per viewer with the players' names
   * ("You won with 7 pairs." / "Zoe won with 7 pairs."). Use `resultSummary` to read it.
   */
  readonly narration?: readonly (
    | string
    | { readonly seat: Seat }
    | { readonly verb: string; readonly of?: Seat }
    | { readonly poss: Seat }
  )[];
}

export type Status =
  | {
      readonly kind: 'active';
      /** Seats whose decision the match awaits (deadlines and bots follow these). */
      readonly toAct: readonly Seat[];
      /**
       * Seats that may also move now without the match waiting for them: free actions "at any time", answering an
       * offer. Their moves are checked like any other; nobody times out on them.
       */
      readonly mayAct?: readonly Seat[];
    }
  | { readonly kind: 'finished'; readonly result: MatchResult };

/** What a caller of `status` needs beyond who is awaited and the result. */
export interface StatusQuery {
  /**
   * False when the caller never reads `mayAct` (a bot's simulations, a match without optional offers): a game may then
   * leave it out, since working it out can cost a legal-move listing per seat at every step.
   */
  readonly mayAct?: boolean;
}

/** The query of callers that only follow the awaited seats to the end of a match. */
export const AWAITED_ONLY: StatusQuery = { mayAct: false };
