// Words for why a move is refused, for the site to show.
import type { MatchState } from '@cortex/engine';
import { awaitedAll } from './legal';
import { draftOf } from './rules/trade';
import type { NiskaMove } from './moves';
import { decisionOf } from './rules/decisions';
import type { Action, NiskaData } from './state';

export function explainIllegal(state: MatchState<NiskaData>, seat: number, move: NiskaMove): string | undefined {
  const g = state.game;
  if (g.phase === 'setup') return 'That is not your setup decision right now (rule 5).';
  const pending = g.pending[0];
  if (pending?.seat === seat) return `First answer the decision in front of you: ${decisionOf(pending.kind).ask}.`;
  if (draftOf(g, seat)) return 'Finish, send or cancel your trade offer first.';
  if (!awaitedAll(state).includes(seat) || pending)
    return 'It is not your turn: only free actions and trades are open to you now.';
  // Trade with a contact is part of a Deal action (rules 6.a and 15).
  const actions: Partial<Record<NiskaMove['type'], Action>> = {
    fly: 'fly',
    lure: 'fly',
    buy: 'buy',
    shoreLeave: 'buy',
    deal: 'deal',
    sell: 'deal',
    purchase: 'deal',
    load: 'deal',
    clearWarrants: 'deal',
    work: 'work',
    smallTime: 'work',
  };
  const action = actions[move.type];
  if (action && g.used.length >= 2) return 'Your two actions this turn are done.';
  if (action && g.used.includes(action))
    return `You have already used your ${action} action this turn; the two actions must differ.`;
  if (move.type === 'fly') return 'That sector is out of range, blocked by the Reaver ship, or where you already are.';
  if (move.type === 'buy')
    return 'You can only buy a card shown at the market you are at, that you can afford and have room for.';
  if (move.type === 'deal') return 'You can only take a job from the contact at your location.';
  if (move.type === 'work')
    return 'That job has no step here you can do now (requirements, room, goods, or three active jobs).';
  return undefined;
}
