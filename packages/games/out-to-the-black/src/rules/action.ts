// Action Phase: the Active player's one action (a Game Ability, Regroup or Sacrifice, an (A) action) or a pass, and the
// others' chance to play Sacrifice "during ANY action phase", asked from public facts only.
import { seatRef, type MatchState, type Seat } from '@cortex/engine';
import { CHARACTERS } from '../content/characters';
import type { OttbMove } from '../moves';
import { clockwise, Z, type OttbData, type T } from '../state';
import { abilityUsable, canAfford } from './characters';
import { SACRIFICES, tableFacts, type TableFacts } from './facts';
import { playable } from './serenity';

/** Cards a Sacrifice needs in hand: itself and the two others it discards. */
const SACRIFICE_HAND = 3;

/**
 * Seats that could play Sacrifice in the Active player's Action phase ("during ANY action phase"), from public facts
 * only: the others holding at least the three cards it needs, unless every Sacrifice lies face up (then no hand holds
 * one). Whether a seat holds it is hidden, so all of them are asked alike.
 */
export function sacrificeSeats(g: OttbData, facts: TableFacts): Seat[] {
  if (g.phase !== 'action' || facts.sacrificesInSight >= SACRIFICES) return [];
  return clockwise(g.active, facts.players).filter((s) => s !== g.active && facts.handCount(s) >= SACRIFICE_HAND);
}

/** The Action phase is over once the Active player has acted and everyone who could play Sacrifice has answered. */
export function actionPhaseOver(t: T): boolean {
  const g = t.game;
  return g.actionDone && !sacrificeSeats(g, tableFacts(t)).some((s) => !g.sacrificePassed[s]);
}

/**
 * The seat's moves: the Active player's action or pass; before it the others have nothing to pass, only a Sacrifice to
 * play if they hold one; after it they are awaited, and may pass.
 */
export function actionMoves(state: MatchState<OttbData>, seat: Seat): OttbMove[] {
  const g = state.game;
  const moves: OttbMove[] = [];
  if (seat === g.active || g.actionDone) moves.push({ type: 'pass' });
  const hand = state.zones[Z.hand(seat)]!.cards;
  const ctx = {
    g,
    seat,
    handSize: hand.length,
    participating: g.participants.includes(seat),
    everyone: g.participants.length >= state.players,
    eventName: '',
  };
  for (const c of hand) if (playable(c.kind, ctx)) moves.push({ type: 'playCard', card: c.id });
  const ch = g.characters[seat];
  if (seat === g.active && ch) {
    if (abilityUsable(g, seat, CHARACTERS[ch].ability)) moves.push({ type: 'useAbility' });
    CHARACTERS[ch].actions.forEach((a, i) => {
      if (a.phase === 'A' && canAfford(g, a)) moves.push({ type: 'useAction', action: i });
    });
  }
  return moves;
}

/** A pass: the Active player takes no action, or (after it) another player lets the chance to play Sacrifice go. */
export function passAction(t: T, seat: Seat): void {
  const g = t.game;
  if (g.actionDone) {
    g.sacrificePassed[seat] = true;
  } else {
    g.actionDone = true;
    t.log`${seatRef(seat)} passed the Action phase.`;
  }
}
