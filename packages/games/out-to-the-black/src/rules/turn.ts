// Sequence of Play: each turn's Action, Event, Resolution and End Game phases in order, run by themselves until a seat
// must decide (a pending decision always comes first).
import { subject, type Seat } from '@cortex/engine';
import type { OttbData, T } from '../state';
import { actionPhaseOver } from './action';
import { endEvent, nextActive } from './end';
import { beginEvent, beginEventTurns, eventTurnsLeft, participantsMissing } from './event';
import { askOutcome, enterOutcome } from './outcome';
import { beginResolution, openWilds, turnOver, windowOpen, wildsDone } from './resolution';

/** What belongs to one Event is cleared for the next turn. */
function resetEvent(g: OttbData, players: number): void {
  g.participants = [];
  g.order = [];
  g.orderIdx = 0;
  g.need = 0;
  g.bonus = [0, 0, 0];
  g.bestOfTwo = [false, false, false];
  g.resultCards = [[], [], []];
  g.results = [0, 0, 0];
  g.redrawn = [false, false, false];
  g.boost = [0, 0, 0];
  g.resultsDrawn = false;
  g.wildsPlaced = false;
  g.sneaky = 0;
  g.windowPassed = Array.from({ length: players }, () => false);
  g.sacrificePassed = Array.from({ length: players }, () => false);
  g.wilds = [];
  g.gorramitCancelled = false;
  g.eventMods = [0, 0, 0];
  g.outcome = null;
  g.actionDone = false;
}

/** The seat becomes the Active player and owns the turn. */
export function startTurn(t: T, seat: Seat): void {
  const g = t.game;
  resetEvent(g, t.players);
  g.turnOwner = seat;
  g.active = seat;
  g.turn += 1;
  g.phase = 'action';
  t.logAbout(seat)`Turn ${g.turn}: ${subject(seat, 'is')} the Active player.`;
}

/** Runs automatic steps until a seat must decide. */
export function advance(t: T): void {
  for (let guard = 0; guard < 100; guard++) {
    const g = t.game;
    if (g.pending) return;
    switch (g.phase) {
      case 'characters':
      case 'over':
        return;
      case 'action':
        if (!actionPhaseOver(t)) return;
        beginEvent(t);
        break;
      case 'participants':
        if (participantsMissing(g)) return;
        beginEventTurns(t);
        break;
      case 'event':
        if (eventTurnsLeft(g)) return;
        beginResolution(t);
        break;
      case 'resolution':
        if (!g.resultsDrawn) turnOver(t);
        else if (!g.wildsPlaced) openWilds(t);
        else if (windowOpen(t)) return;
        else enterOutcome(t);
        break;
      case 'wilds':
        if (g.wilds.some((w) => w.skill === null)) return;
        wildsDone(t);
        break;
      case 'outcome':
        if (askOutcome(t)) break;
        endEvent(t);
        if (!g.end) startTurn(t, nextActive(g, t.players));
        break;
    }
  }
  throw new Error('advance did not settle');
}
