// Who is awaited, who may move without being awaited, and the complete list of each seat's legal moves: each phase's
// chapter and each decision's entry list them; here they are put together, with the moves made for a seat at once.
import type { MatchState, Seat } from '@cortex/engine';
import type { OttbMove } from './moves';
import { actionMoves, sacrificeSeats } from './rules/action';
import { ask } from './rules/decisions';
import { eventMoves, participantChoices } from './rules/event';
import { factsOf } from './rules/facts';
import { wildPlacements, windowMoves, windowSeats } from './rules/resolution';
import { characterChoices, choosingSeat } from './rules/setup';
import { Z, type OttbData } from './state';

type S = MatchState<OttbData>;

export function awaited(state: S): Seat[] {
  const g = state.game;
  if (g.phase === 'over') return [];
  if (g.pending) return [g.pending.seat];
  switch (g.phase) {
    case 'characters':
      return [choosingSeat(g)];
    case 'action':
      // After the Active player's action, the others who could play Sacrifice, until each has answered.
      return g.actionDone ? sacrificeSeats(g, factsOf(state)).filter((s) => !g.sacrificePassed[s]) : [g.active];
    case 'participants':
    case 'wilds':
      return [g.active];
    case 'event':
      return [g.order[g.orderIdx]!];
    case 'resolution':
      return windowSeats(g, factsOf(state)).filter((s) => !g.windowPassed[s]);
    case 'outcome':
      return [];
  }
}

/**
 * Seats that may move without being awaited: while the Active player decides his action, the others who could play
 * Sacrifice may play it at once (so that the Active player can spend what it brings); after his action they are awaited
 * instead (see `awaited`). The list reveals no hand: it is `sacrificeSeats`, from public facts.
 */
export function optional(state: S): Seat[] {
  const g = state.game;
  if (g.phase !== 'action' || g.pending || g.actionDone) return [];
  return sacrificeSeats(g, factsOf(state));
}

export function legalMoves(state: S, seat: Seat): OttbMove[] {
  const g = state.game;
  if (!awaited(state).includes(seat) && !optional(state).includes(seat)) return [];
  if (g.pending) return ask(g.pending).options(state);
  switch (g.phase) {
    case 'characters':
      return characterChoices(g);
    case 'action':
      return actionMoves(state, seat);
    case 'participants':
      return participantChoices(state);
    case 'event':
      return eventMoves(state, seat);
    case 'resolution':
      return windowMoves(state, seat);
    case 'wilds':
      return wildPlacements(g).map((skills) => ({ type: 'placeWilds', skills }));
    case 'outcome':
    case 'over':
      return [];
  }
}

/**
 * Whether the seat's only legal move may be made for it at once: only where everyone could tell it is the only one.
 * Never while another player may still play Sacrifice in the Action phase; never where the single option comes from
 * what a hand lacks (no Regroup, no Co-Pilot, nothing to play), unless the hand is empty.
 */
export function forcedMoveRevealsNothing(state: S, seat: Seat, move: OttbMove): boolean {
  const g = state.game;
  if (g.pending) return ask(g.pending).autoplay(state);
  const hand = state.zones[Z.hand(seat)]?.cards.length ?? 0;
  switch (move.type) {
    case 'chooseParticipants':
    case 'placeWilds':
      // The candidates are public (seats, Wilds).
      return true;
    case 'pass':
      // An Event-phase turn with an empty hand and no (E) action or ability to use.
      if (g.phase === 'event') return hand === 0;
      // The Active player's Action phase with an empty hand (no Regroup or Sacrifice) and nothing else to do: the
      // others' chance to play Sacrifice does not end by it (they are asked after his action).
      return g.phase === 'action' && !g.actionDone && seat === g.active && hand === 0;
    default:
      return false;
  }
}

/** For players who pass automatically when they cannot respond: the pass, when it is all the seat may do. */
export function passWhenNothingElse(legal: readonly OttbMove[]): OttbMove | undefined {
  return legal.length > 0 && legal.every((m) => m.type === 'pass') ? { type: 'pass' } : undefined;
}
