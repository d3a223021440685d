// The Firefly: Out to the Black definition: its options, setup, legal moves, apply, status, words and invariants, each
// from the file that holds it.
import { countOf, defineGame, narrated, phrase, seatList, type GameDefinition, type MatchState } from '@cortex/engine';
import { applyOttbMove } from './apply';
import { CARDS, describeZone } from './cards';
import { awaited, forcedMoveRevealsNothing, legalMoves, optional, passWhenNothingElse } from './legal';
import { gameSchema } from './schema';
import { describeMove, prompt } from './words';
import { moveSchemas, type OttbMove } from './moves';
import { cardName, cardText } from './text';
import { ottbOptions, type OttbOptions } from './options';
import { setupTable } from './rules/setup';
import { Z, type OttbData } from './state';
import { ottbLevels } from './botLevels';
import { chatPhrases } from './chat';
import { GUIDE } from './guide';
import { explainBlocked } from './explain';

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
  pitch:
    'Cooperative: the crew of Serenity takes on job after job, secretly playing cards, before the Alliance catches up.',
  options: ottbOptions,
  // The rulebook's "choose the starting player": who starts, not how hard the crew's game is.
  ratedOptions: ['startingPlayer'],
  moves: moveSchemas,
  // "Playing Fair": only general phrases during play.
  chatPhrases,
  // The rules in our own words and the glossary, shown on the game's page.
  guide: GUIDE,

  setup: (t, { players, options }) => setupTable(t, players, options),

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
          ...narrated(
            g.end.won
              ? phrase`Victory: ${seatList(all)} completed ${completedText(g.eventsCompleted)}!`
              : phrase`Defeat: ${g.end.reason}`,
          ),
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
    if (move.type === 'useAction')
      return 'That action is not available: check its phase letter, whether you are Active or participating, and the Credits or Honor it costs.';
    if (move.type === 'useAbility')
      return g.abilityUsed[seat]
        ? 'You have already used your Game Ability this game.'
        : 'Your Game Ability cannot be used right now.';
    if (move.type === 'playCard') {
      if (g.phase === 'event') return 'In the Event phase, lay your cards down with a playCards move.';
      if (g.phase === 'action')
        return 'In the Action phase only the Active player may play Regroup; anyone may play Sacrifice while holding two other cards.';
      if (g.phase === 'resolution')
        return 'In the Resolution phase only participating players may play Last Minute Boost (on a redrawn Result), Sneaky or Help (if someone is not participating).';
      return 'That card cannot be played now.';
    }
    if (move.type === 'chooseParticipants')
      return `Choose ${countOf(g.need - g.participants.length, 'other player')} who ${g.need - g.participants.length === 1 ? 'is' : 'are'} not yet participating, in seat order.`;
    if (move.type === 'playCards')
      return 'Play cards you may play now (skill cards, Wilds, Strength, Maneuvers or Psychic when participating; Co-Pilot, Lend a Hand or I Got an Idea when not), each once, in the order of your hand.';
    if (move.type === 'chooseCharacter')
      return 'That character is already taken, or characters are not being chosen now.';
    return undefined;
  },

  invariants(state: MatchState<OttbData>) {
    const g = state.game;
    const out: string[] = [];
    if (g.phase !== 'characters' && g.phase !== 'over' && g.characters.some((c) => c === null))
      out.push('a seat has no character');
    if (new Set(g.characters.filter((c) => c !== null)).size !== g.characters.filter((c) => c !== null).length)
      out.push('two seats share a character');
    if (state.zones[Z.event]!.cards.length > 1) out.push('more than one Event in play');
    return out;
  },
});
