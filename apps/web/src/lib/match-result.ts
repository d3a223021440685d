// A finished match's result in words, for history and profile lists.
import { seatName } from './format';

export interface ResultMatch {
  status: string;
  players: {
    seat: number;
    bot?: string | null;
    winner?: boolean | null;
    user?: { id: string; username: string } | null;
  }[];
}

export function resultWords(match: ResultMatch, username?: string): string {
  if (match.status === 'ABORTED') return 'Aborted';
  if (match.status !== 'FINISHED') return 'In progress';
  const winners = match.players.filter((p) => p.winner).map((p) => seatName(p));
  const mine = username ? match.players.find((p) => p.user?.username === username) : undefined;
  if (mine)
    return mine.winner ? `Won${winners.length > 1 ? ' (shared)' : ''}` : `Lost — ${winners.join(', ') || 'nobody'} won`;
  // A cooperative table wins together: name the table, not every seat (five names would not fit a badge).
  if (winners.length > 1 && winners.length === match.players.length) return 'Won by the whole table';
  return winners.length > 0 ? `Won by ${winners.join(', ')}` : 'Finished';
}

/** How a match ended, as the API names it (Match.endReason). */
export type EndReason = 'RULES' | 'RESIGNED' | 'TIMEOUT' | 'DRAW_AGREED' | 'ABORTED';

/** How an ended match ended, in words for its result panel; empty when its own rules ended it (its summary says how). */
export function endReasonWords(reason: EndReason | null | undefined): string {
  switch (reason) {
    case 'RESIGNED':
      return 'Ended by resignation.';
    case 'TIMEOUT':
      return 'Ended on timeouts: every other player forfeited.';
    case 'DRAW_AGREED':
      return 'Drawn by agreement: nobody won.';
    case 'ABORTED':
      return 'Aborted before every player had moved: no result and no ratings.';
    default:
      return '';
  }
}
