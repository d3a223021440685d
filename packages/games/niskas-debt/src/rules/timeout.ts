// Rule 6.b: the GM moves play on when the player's time runs out. Each decision left open takes the rules' default or
// the GM's random pick, a misbehave nobody chose fails, offers waiting for the seat lapse, and the seat's turn passes.
import type { Table } from '@cortex/engine';
import type { NiskaMove } from '../moves';
import type { NiskaData, Pending } from '../state';
import { decisionOf, type Lapse } from './decisions';

type T = Table<NiskaData>;

/** The move a missed deadline makes (rule 6.b), as the server submits it. */
export const TIME_UP = { type: 'timeUp' } as const satisfies NiskaMove;

/**
 * What the GM does with a decision the seat left open: each kind's entry in the decision table says (the rules' default
 * where they give one, no spending for the player, the GM's random pick where the rules leave it to someone); a
 * misbehave option nobody chose is none (a lapse: it fails).
 */
export function gmDefault(t: T, seat: number, pending: Pending): NiskaMove | Lapse {
  return decisionOf(pending.kind).timeout(t, seat, pending);
}
