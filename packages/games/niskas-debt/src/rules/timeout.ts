// Rule 6.b: the GM moves play on when the player's time runs out. Each decision left open takes the rules' default or
// the GM's random pick, a misbehave nobody chose fails, offers waiting for the seat lapse, and the seat's turn passes.
import type { Table } from '@cortex/engine';
import type { NiskaMove } from '../moves';
import type { NiskaData, Pending } from '../state';
import { crewIds, Z } from './common';
import { HAND_LIMIT } from './deal';
import { evadeTargets } from './fly';
import { wageOf } from './work';

type T = Table<NiskaData>;

/** The move a missed deadline makes (rule 6.b), as the server submits it. */
export const TIME_UP = { type: 'timeUp' } as const satisfies NiskaMove;

/**
 * What the GM does with a decision the seat left open: the rules' default where they give one (19.b all crew go, 14.b the
 * GM's random name, 22 crew are paid while the cash lasts), no spending for the player (no bribe, no second card or
 * job), the GM's random pick where the rules leave it to someone (where to evade, whom Niska takes), the jobs just
 * taken back for a hand over three; a misbehave option nobody chose is none ('lapse': it fails).
 */
export function gmDefault(t: T, seat: number, pending: Pending): NiskaMove | 'lapse' {
  const p = t.game.players[seat]!;
  switch (pending.kind) {
    case 'evade':
      return { type: 'evade', to: t.random.pick(evadeTargets(t, seat)) };
    case 'team':
      return { type: 'go' };
    case 'misbehave':
      return 'lapse';
    case 'bribe':
      return { type: 'noBribe' };
    case 'payroll': {
      const crew = pending.unpaid[0]!;
      return p.cash >= wageOf(t, seat, crew) ? { type: 'pay', crew } : { type: 'withhold', crew };
    }
    case 'loseCrew':
      return { type: 'loseCrew', crew: t.random.pick(crewIds(p)) };
    case 'discardJobs': {
      const hand = t.cards(Z.hand(seat)).map((c) => c.id);
      return { type: 'discardJobs', jobs: hand.slice(HAND_LIMIT) };
    }
    case 'buyMore':
      return { type: 'stopBuying' };
    case 'dealMore':
      return { type: 'stopDealing' };
    case 'name':
      return { type: 'name', name: pending.suggestions[0]! };
  }
}
