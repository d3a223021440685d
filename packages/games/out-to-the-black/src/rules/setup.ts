// Setup: the decks dealt by player count (Events marked for more players removed), the crew's 8 Credits and 8 Honor,
// each player's character chosen in seat order and their Starting Hand Size dealt, and the starting player.
import { countOf, seatRef, subject, type Seat, type SetupTable } from '@cortex/engine';
import { ALLIANCE_KINDS } from '../content/alliance';
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from '../content/characters';
import { EVENT_KINDS, EVENTS } from '../content/events';
import { GORRAMIT_KINDS } from '../content/gorramit';
import { SERENITY_KINDS } from '../content/serenity';
import type { OttbMove } from '../moves';
import type { OttbOptions } from '../options';
import { clockwise, Z, type OttbData, type T } from '../state';
import { startTurn } from './turn';

/** Alliance and Event cards dealt to the table by player count. */
export const DEAL: Readonly<Record<number, { alliance: number; events: number }>> = {
  3: { alliance: 4, events: 8 },
  4: { alliance: 5, events: 10 },
  5: { alliance: 6, events: 12 },
};

export const STARTING_CREDITS = 8;
export const STARTING_HONOR = 8;

/** Steps 1-6: the zones (who sees what), the decks dealt and shuffled, the crew's tokens; the characters come next. */
export function setupTable(t: SetupTable, players: number, options: OttbOptions): OttbData {
  const deal = DEAL[players]!;
  for (let s = 0; s < players; s++) {
    t.createZone(Z.hand(s), [s]);
    t.createZone(Z.played(s), [s]);
  }
  for (const z of [Z.serenity, Z.events, Z.eventsOut, Z.alliance, Z.allianceOut, Z.gorramit]) t.createZone(z, []);
  for (const z of [
    Z.discard,
    Z.results,
    Z.event,
    Z.eventsDone,
    Z.eventsRemoved,
    Z.allianceUp,
    Z.gorramitUp,
    Z.gorramitUsed,
  ])
    t.createZone(z, 'all');
  t.createCards(
    Z.eventsRemoved,
    EVENT_KINDS.filter((k) => EVENTS[k]!.minPlayers > players),
  );
  t.createCards(
    Z.eventsOut,
    EVENT_KINDS.filter((k) => EVENTS[k]!.minPlayers <= players),
  );
  t.shuffle(Z.eventsOut);
  t.moveTop(Z.eventsOut, Z.events, deal.events);
  t.createCards(Z.allianceOut, ALLIANCE_KINDS);
  t.shuffle(Z.allianceOut);
  t.moveTop(Z.allianceOut, Z.alliance, deal.alliance);
  t.createCards(Z.serenity, SERENITY_KINDS);
  t.createCards(Z.gorramit, GORRAMIT_KINDS);
  t.shuffle(Z.gorramit);
  t.logAbout(
    null,
  )`${countOf(deal.events, 'Event')} and ${countOf(deal.alliance, 'Alliance card')} are dealt; the crew starts with ${countOf(STARTING_CREDITS, 'Credit')} and ${STARTING_HONOR} Honor. Each player chooses a character.`;
  const none = (): boolean[] => Array.from({ length: players }, () => false);
  return {
    phase: 'characters',
    credits: STARTING_CREDITS,
    honor: STARTING_HONOR,
    characters: Array.from({ length: players }, () => null),
    abilityUsed: none(),
    startingPlayer: options.startingPlayer,
    wildsAfterRedraw: options.wildsAfterRedraw,
    turnOwner: 0,
    active: 0,
    turn: 0,
    actionDone: false,
    need: 0,
    participants: [],
    order: [],
    orderIdx: 0,
    bonus: [0, 0, 0],
    bestOfTwo: [false, false, false],
    resultCards: [[], [], []],
    results: [0, 0, 0],
    redrawn: [false, false, false],
    boost: [0, 0, 0],
    resultsDrawn: false,
    wildsPlaced: false,
    sneaky: 0,
    windowPassed: none(),
    sacrificePassed: none(),
    wilds: [],
    gorramitCancelled: false,
    eventMods: [0, 0, 0],
    nextMods: [0, 0, 0],
    pending: null,
    outcome: null,
    lastVl: null,
    eventsCompleted: 0,
    end: null,
  };
}

/** Step 3: the characters nobody has chosen yet, for the first seat without one. */
export function characterChoices(g: OttbData): OttbMove[] {
  return CHARACTER_IDS.filter((c) => !g.characters.includes(c)).map((character) => ({
    type: 'chooseCharacter',
    character,
  }));
}

/** The first seat still to choose a character. */
export function choosingSeat(g: OttbData): Seat {
  return g.characters.findIndex((c) => c === null);
}

/** Step 3, then (once everyone has one) step 4, the Starting Hand Sizes dealt, and step 7, the first turn. */
export function chooseCharacter(t: T, seat: Seat, character: CharacterId): void {
  const g = t.game;
  g.characters[seat] = character;
  t.log`${seatRef(seat)} will play ${CHARACTERS[character].name}.`;
  if (g.characters.every((c) => c !== null)) {
    t.shuffle(Z.serenity);
    for (let s = 0; s < t.players; s++) t.moveTop(Z.serenity, Z.hand(s), CHARACTERS[g.characters[s]!].handSize);
    t.logAbout(null)`Each player was dealt their character's Starting Hand Size.`;
    startTurn(t, startingSeat(t));
  }
}

/** Step 7, "Choose the starting player": the lobby's seat, or one drawn from the match's PRNG; said in the log. */
function startingSeat(t: T): Seat {
  const chosen = t.game.startingPlayer;
  if (chosen !== 'random' && chosen < t.players) {
    t.logAbout(chosen)`${subject(chosen, 'takes')} the first turn, as the lobby chose.`;
    return chosen;
  }
  const seat = t.random.pick(clockwise(0, t.players));
  if (chosen === 'random') t.logAbout(seat)`${subject(seat, 'takes')} the first turn, chosen at random.`;
  else
    t.logAbout(
      seat,
    )`There is no Player ${chosen + 1} at this table: the starting player is chosen at random. ${subject(seat, 'takes')} the first turn.`;
  return seat;
}
