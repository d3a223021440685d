// Which single-option decisions the engine makes at once (they tell nobody anything), and the passes a player who chose
// "pass automatically when I cannot respond" lets the game make for them.
import type { MatchState, Seat } from '@cortex/engine';
import { CARDS } from './content/index';
import type { MisbehavinMove } from './moves';
import { type GameData, top, zHand } from './state';

/** Card kinds that can cancel a deal from a hand (supply cards with a cancel special). */
const CANCEL_KINDS: ReadonlySet<string> = new Set(
  Object.entries(CARDS)
    .filter(([, d]) => d.specials?.some((effects) => effects.some((e) => e.e === 'cancel')))
    .map(([kind]) => kind),
);

/** Whether the seat's options now depend on what its hand holds (cards it could add, play or cancel with). */
function handMatters(g: GameData): boolean {
  const f = top(g);
  if (!f) return true;
  switch (f.kind) {
    case 'fight':
      return f.target !== null;
    case 'deal':
    case 'recruit':
      return true;
    default:
      return false;
  }
}

/**
 * Whether some card that could cancel a deal from a hand lies where not everyone can see it (a hand or a deck). When
 * none does, nobody can hold one, whatever the hidden cards are, so a player with nothing but "allow" shows nothing.
 */
function cancelCardHidden(state: MatchState<GameData>): boolean {
  for (const zone of Object.values(state.zones)) {
    if (zone.visibility === 'all') continue;
    for (const card of zone.cards) if (CANCEL_KINDS.has(card.kind)) return true;
  }
  return false;
}

/**
 * A seat's only legal move is made at once when having one option reveals nothing: the decision's options do not depend
 * on the seat's hand (a target among public cards, the end of a turn with nothing left to discard, a cancelled deal with
 * one way out), or the hand is empty (its count is public), or, answering a deal, no cancel card is hidden anywhere.
 */
export function autoplay(state: MatchState<GameData>, seat: Seat, move: MisbehavinMove): boolean {
  const g = state.game;
  if (g.phase !== 'play') return g.phase === 'draft';
  if (!handMatters(g)) return true;
  if ((state.zones[zHand(seat)]?.cards.length ?? 0) === 0) return true;
  return move.type === 'allow' && !cancelCardHidden(state);
}

/** The pass for a player who chose to pass automatically: standing in a fight, or letting a deal go ahead, when that is all they can do. */
export function autoPass(
  _state: MatchState<GameData>,
  _seat: Seat,
  legalMoves: readonly MisbehavinMove[],
): MisbehavinMove | undefined {
  if (legalMoves.length !== 1) return undefined;
  const only = legalMoves[0]!;
  return only.type === 'stand' || only.type === 'allow' ? only : undefined;
}
