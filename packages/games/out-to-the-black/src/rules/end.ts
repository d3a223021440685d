// End Game Phase: the Event is filed away (its Alliance cards drawn, the Gorramit deck reshuffled when the card says so),
// then the crew wins by completing every Event, loses at zero Credits or Honor or on drawing the last Alliance card;
// otherwise the player to the left of the turn's owner starts the next turn.
import { countOf, type Seat } from '@cortex/engine';
import { gorramitCard } from '../content/gorramit';
import { Z, type OttbData, type T } from '../state';
import { drawAlliance } from './alliance';

/** Files the Event away and checks whether the game is over (`g.end`, phase `over`). */
export function endEvent(t: T): void {
  const g = t.game;
  drawAlliance(t, g.outcome!.draws);
  for (let s = 0; s < t.players; s++) t.moveAll(Z.played(s), Z.discard);
  t.moveAll(Z.results, Z.discard);
  t.moveAll(Z.event, Z.eventsDone);
  g.eventsCompleted += 1;
  const [gid] = t.topIds(Z.gorramitUp);
  if (gid) {
    // "If the Gorramit card is canceled somehow, the Gorramit deck is NOT reshuffled."
    const reshuffle = gorramitCard(t.card(gid).kind).reshuffle && !g.gorramitCancelled;
    t.move(gid, Z.gorramitUsed);
    if (reshuffle) {
      t.moveAll(Z.gorramitUsed, Z.gorramit);
      t.shuffle(Z.gorramit);
      t.logAbout(null)`The Gorramit deck is reshuffled.`;
    }
  }
  const lost =
    g.credits <= 0
      ? 'The crew ran out of Credits.'
      : g.honor <= 0
        ? 'The crew ran out of Honor.'
        : t.count(Z.alliance) === 0
          ? 'The Alliance caught the crew: the last Alliance card was drawn.'
          : null;
  if (lost) {
    g.end = { won: false, reason: lost };
  } else if (t.count(Z.events) === 0) {
    const done = g.eventsCompleted === 1 ? 'its only Event' : `all ${g.eventsCompleted} Events`;
    g.end = {
      won: true,
      reason: `The crew completed ${done} and won, with ${countOf(g.credits, 'Credit')} and ${g.honor} Honor left!`,
    };
  }
  if (g.end) {
    g.phase = 'over';
    t.logAbout(null)`${g.end.reason}`;
  }
}

/** Who starts the next turn: the player to the left of the turn's owner (play goes on from them after an Unexpected Shift). */
export function nextActive(g: OttbData, players: number): Seat {
  return (g.turnOwner + 1) % players;
}
