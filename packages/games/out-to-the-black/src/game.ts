// The Firefly: Out to the Black definition: setup by player count, legal moves, apply, status, texts and invariants.
import { countOf, defineGame, narrated, phrase, type GameDefinition, type MatchState, seatList, withChoiceLabels } from '@cortex/engine';
import { z } from 'zod';
import { ALLIANCE_KINDS } from './content/alliance';
import { EVENT_KINDS, EVENTS } from './content/events';
import { GORRAMIT_KINDS } from './content/gorramit';
import { SERENITY_KINDS } from './content/serenity';
import { applyOttbMove } from './apply';
import { CARDS, describeZone } from './cards';
import { awaited, forcedMoveRevealsNothing, legalMoves, optional, passWhenNothingElse } from './legal';
import { gameSchema } from './schema';
import { describeMove, prompt } from './words';
import { moveSchemas, type OttbMove } from './moves';
import { cardName, cardText } from './text';
import { Z, type OttbData } from './state';
import { ottbLevels } from './botLevels';
import { chatPhrases } from './chat';
import { GUIDE } from './guide';
import { explainBlocked } from './explain';

/** The seats a lobby may name as the starting player (0 is the first seat; a table of three has no seat 3 or 4). */
const SEAT_OPTIONS = [0, 1, 2, 3, 4] as const;

export const ottbOptions = z.object({
  startingPlayer: withChoiceLabels(
    z
      .literal(['random', ...SEAT_OPTIONS])
      .default('random')
      .describe('Setup step 7, "Choose the starting player": the player who takes the first turn (play goes on clockwise from them). A seat the table does not have means a random player.')
      .meta({ title: 'Starting player' }),
    { random: 'A player chosen at random', ...Object.fromEntries(SEAT_OPTIONS.map((s) => [String(s), s === 0 ? 'Player 1 (the first seat)' : `Player ${s + 1}`])) },
  ),
  wildsAfterRedraw: withChoiceLabels(
    z
      .enum(['stay', 'placeAgain'])
      .default('stay')
      .describe('Resolution step 5 places the Wilds before step 6, where a Result card may be redrawn. "He may assign these after seeing all the results": after a redraw, do the Wilds stay where they are, or does the Active player place them again?')
      .meta({ title: 'Wilds after a redraw' }),
    { stay: 'They stay where they were placed', placeAgain: 'The Active player places them again' },
  ),
});
export type OttbOptions = z.infer<typeof ottbOptions>;

/** Alliance and Event cards dealt to the table by player count. */
export const DEAL: Readonly<Record<number, { alliance: number; events: number }>> = {
  3: { alliance: 4, events: 8 },
  4: { alliance: 5, events: 10 },
  5: { alliance: 6, events: 12 },
};

export const STARTING_CREDITS = 8;
export const STARTING_HONOR = 8;

/** "all 8 Events", "their only Event". */
function completedText(n: number): string {
  return n === 1 ? 'their only Event' : `all ${n} Events`;
}

export const outToTheBlack = defineGame<OttbData, OttbMove, OttbOptions>({
  id: 'out-to-the-black',
  name: 'Firefly: Out to the Black',
  minPlayers: 3,
  maxPlayers: 5,
  mode: 'cooperative',
  pitch: 'Cooperative: the crew of Serenity takes on job after job, secretly playing cards, before the Alliance catches up.',
  options: ottbOptions,
  // The rulebook's "choose the starting player": who starts, not how hard the crew's game is.
  ratedOptions: ['startingPlayer'],
  moves: moveSchemas,
  // "Playing Fair": only general phrases during play.
  chatPhrases,
  // The rules in our own words and the glossary, shown on the game's page.
  guide: GUIDE,

  setup(t, { players, options }) {
    const deal = DEAL[players]!;
    for (let s = 0; s < players; s++) {
      t.createZone(Z.hand(s), [s]);
      t.createZone(Z.played(s), [s]);
    }
    for (const z of [Z.serenity, Z.events, Z.eventsOut, Z.alliance, Z.allianceOut, Z.gorramit]) t.createZone(z, []);
    for (const z of [Z.discard, Z.results, Z.event, Z.eventsDone, Z.eventsRemoved, Z.allianceUp, Z.gorramitUp, Z.gorramitUsed]) t.createZone(z, 'all');
    t.createCards(Z.eventsRemoved, EVENT_KINDS.filter((k) => EVENTS[k]!.minPlayers > players));
    t.createCards(Z.eventsOut, EVENT_KINDS.filter((k) => EVENTS[k]!.minPlayers <= players));
    t.shuffle(Z.eventsOut);
    t.moveTop(Z.eventsOut, Z.events, deal.events);
    t.createCards(Z.allianceOut, ALLIANCE_KINDS);
    t.shuffle(Z.allianceOut);
    t.moveTop(Z.allianceOut, Z.alliance, deal.alliance);
    t.createCards(Z.serenity, SERENITY_KINDS);
    t.createCards(Z.gorramit, GORRAMIT_KINDS);
    t.shuffle(Z.gorramit);
    t.logAbout(null)`${countOf(deal.events, 'Event')} and ${countOf(deal.alliance, 'Alliance card')} are dealt; the crew starts with ${countOf(STARTING_CREDITS, 'Credit')} and ${STARTING_HONOR} Honor. Each player chooses a character.`;
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
  },

  legalMoves,
  applyMove: applyOttbMove,

  status(state) {
    const g = state.game;
    if (g.end) {
      const all = Array.from({ length: state.players }, (_, s) => s);
      return {
        kind: 'finished',
        result: {
          winners: g.end.won ? all : [],
          ranks: all.map(() => 1),
          scores: all.map(() => g.eventsCompleted),
          // The crew is named, so the end banner reads "Victory: you, Bram and Ursula completed…" for each viewer.
          ...narrated(g.end.won ? phrase`Victory: ${seatList(all)} completed ${completedText(g.eventsCompleted)}!` : phrase`Defeat: ${g.end.reason}`),
        },
      };
    }
    return { kind: 'active', toAct: awaited(state), mayAct: optional(state) };
  },

  cardName,
  cardText,
  cards: CARDS,
  describeZone,
  gameSchema,
  describeMove,
  prompt,
  autoplay: forcedMoveRevealsNothing,
  autoPass: (_state, _seat, legal) => passWhenNothingElse(legal),
  bots: ottbLevels((): GameDefinition<OttbData, OttbMove, unknown> => outToTheBlack),
  // Why a card in the hand or an option on the Character card has no move now, from the seat's view.
  explainBlocked: (view, seat) => explainBlocked(view, seat),

  explainIllegal(state, seat, move) {
    const g = state.game;
    if (move.type === 'useAction') return 'That action is not available: check its phase letter, whether you are Active or participating, and the Credits or Honor it costs.';
    if (move.type === 'useAbility') return g.abilityUsed[seat] ? 'You have already used your Game Ability this game.' : 'Your Game Ability cannot be used right now.';
    if (move.type === 'playCard') {
      if (g.phase === 'event') return 'In the Event phase, lay your cards down with a playCards move.';
      if (g.phase === 'action') return 'In the Action phase only the Active player may play Regroup; anyone may play Sacrifice while holding two other cards.';
      if (g.phase === 'resolution') return 'In the Resolution phase only participating players may play Last Minute Boost (on a redrawn Result), Sneaky or Help (if someone is not participating).';
      return 'That card cannot be played now.';
    }
    if (move.type === 'chooseParticipants') return `Choose ${countOf(g.need - g.participants.length, 'other player')} who ${g.need - g.participants.length === 1 ? 'is' : 'are'} not yet participating, in seat order.`;
    if (move.type === 'playCards') return 'Play cards you may play now (skill cards, Wilds, Strength, Maneuvers or Psychic when participating; Co-Pilot, Lend a Hand or I Got an Idea when not), each once, in the order of your hand.';
    if (move.type === 'chooseCharacter') return 'That character is already taken, or characters are not being chosen now.';
    return undefined;
  },

  invariants(state: MatchState<OttbData>) {
    const g = state.game;
    const out: string[] = [];
    if (g.phase !== 'characters' && g.phase !== 'over' && g.characters.some((c) => c === null)) out.push('a seat has no character');
    if (new Set(g.characters.filter((c) => c !== null)).size !== g.characters.filter((c) => c !== null).length) out.push('two seats share a character');
    if (state.zones[Z.event]!.cards.length > 1) out.push('more than one Event in play');
    return out;
  },
});
