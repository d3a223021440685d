// Applies a legal move: each move type goes to the chapter of the rulebook that says what it does (an answer to the
// decision pending goes to that decision's entry), then the turn runs on until a seat must decide.
import type { Seat } from '@cortex/engine';
import type { OttbMove } from './moves';
import { passAction } from './rules/action';
import { useAbility, useAction } from './rules/characters';
import { ask } from './rules/decisions';
import { chooseParticipants, layDown, passEvent } from './rules/event';
import { placeWilds, reopensWindow } from './rules/resolution';
import { playSerenity } from './rules/serenity';
import { chooseCharacter } from './rules/setup';
import { advance } from './rules/turn';
import type { T } from './state';

/** A pass: of the Action phase (or of the chance to play Sacrifice after it), of an Event-phase turn, or in the Resolution window. */
function pass(t: T, seat: Seat): void {
  const g = t.game;
  if (g.phase === 'action') passAction(t, seat);
  else if (g.phase === 'event') passEvent(t, seat);
  else if (g.phase === 'resolution') g.windowPassed[seat] = true;
}

export function applyOttbMove(t: T, seat: Seat, move: OttbMove): void {
  const g = t.game;
  if (g.phase === 'resolution' && !g.pending && reopensWindow(t, move))
    g.windowPassed = g.windowPassed.map(() => false);
  switch (move.type) {
    case 'chooseCharacter':
      chooseCharacter(t, seat, move.character);
      break;
    case 'pass':
      pass(t, seat);
      break;
    case 'playCard':
      playSerenity(t, seat, move.card);
      break;
    case 'playCards':
      layDown(t, seat, move.cards);
      break;
    case 'useAbility':
      useAbility(t, seat);
      break;
    case 'useAction':
      useAction(t, seat, move.action);
      break;
    case 'chooseParticipants':
      chooseParticipants(t, seat, move.seats);
      break;
    case 'placeWilds':
      placeWilds(t, seat, move.skills);
      break;
    case 'chooseSkill':
    case 'chooseSeat':
    case 'chooseCard':
    case 'giveCard':
    case 'chooseOption':
      if (g.pending) ask(g.pending).resolve(t, move);
      break;
  }
  advance(t);
}
