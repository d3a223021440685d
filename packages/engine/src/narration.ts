// A match result in words for one viewer, from the structured summary the game wrote.
import { logText, type LogNames } from './log';
import type { PhrasePart } from './table';
import type { MatchResult, Seat, Viewer } from './types';

/** Neutral names for text stored without knowing the players ("Player 2"). */
export const NEUTRAL_NAMES: LogNames = {
  seatName: (seat: Seat) => `Player ${seat + 1}`,
  cardName: (kind: string) => kind,
};

/** The result's line worded for the viewer ("You won …" / "Zoe won …"); the stored summary when it has no narration. */
export function resultSummary(result: MatchResult, viewer: Viewer, names: LogNames): string {
  return result.narration ? logText({ parts: result.narration }, viewer, names) : result.summary;
}

/** A result's `summary` and `narration` from one phrase. */
export function narrated(parts: readonly PhrasePart[]): { summary: string; narration: readonly PhrasePart[] } {
  return { summary: logText({ parts }, 'spectator', NEUTRAL_NAMES), narration: parts };
}
