// The public game data (view.game) as a zod schema with every field in words: its JSON Schema is published as the view's.
// The decisions' purposes and what each asks come from the decision table (rules/decisions.ts).
import { z } from 'zod';
import { CHARACTER_IDS, type CharacterId } from './content/characters';
import { SKILLS } from './content/skills';
import { purposesOf } from './rules/decisions';
import type { Pending } from './state';

const seat = z.number().int().min(0).max(4);
const skill = z.enum(SKILLS);
const num3 = (what: string) =>
  z.tuple([z.number(), z.number(), z.number()]).describe(`${what}, for Fightin', Flyin' and Thinkin' in that order`);
const bool3 = (what: string) =>
  z.tuple([z.boolean(), z.boolean(), z.boolean()]).describe(`${what}, for Fightin', Flyin' and Thinkin' in that order`);
const character = z.enum(CHARACTER_IDS as [CharacterId, ...CharacterId[]]).describe('A character id (see Game.cards)');

/** The purposes of one kind of decision, from the decision table, each with what it asks: "redrawOne: whose Result card is redrawn; …". */
function purposes(kind: Pending['kind']) {
  const list = purposesOf(kind);
  const [first, ...rest] = list.map((p) => p.purpose);
  if (first === undefined) throw new Error(`no decision of kind ${kind}`);
  return z.enum([first, ...rest]).describe(list.map((p) => `${p.purpose}: ${p.about}`).join('; '));
}

const pending = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('skill').describe('A skill to choose'),
      seat: seat.describe('Who chooses'),
      purpose: purposes('skill'),
      helper: seat.optional().describe('For help: the player whose skill is added'),
    }),
    z.strictObject({
      kind: z.literal('seat').describe('A player to choose'),
      seat: seat.describe('Who chooses'),
      purpose: purposes('seat'),
    }),
    z.strictObject({
      kind: z.literal('card').describe('A card to choose, one at a time'),
      seat: seat.describe('Who chooses'),
      purpose: purposes('card'),
      left: z.number().int().describe('Cards still to choose'),
    }),
    z.strictObject({
      kind: z.literal('give').describe("Cards to give away (Mal's Game Ability)"),
      seat: seat.describe('Who gives'),
      left: z.number().int().describe('Cards still to give'),
    }),
    z.strictObject({
      kind: z.literal('option').describe('A choice among options'),
      seat: seat.describe('Who chooses'),
      purpose: purposes('option'),
      n: z.number().int().describe('The amount of the Choice, or the cards offered'),
    }),
  ])
  .nullable()
  .describe('A decision one player must make before play goes on, or null');

export const gameSchema = z
  .strictObject({
    phase: z
      .enum(['characters', 'action', 'participants', 'event', 'resolution', 'wilds', 'outcome', 'over'])
      .describe(
        "characters: players choose characters; action: the Active player's Action phase; participants: the Active player chooses who takes part; event: cards are played; resolution: the Gorramit card, then the Result cards, then (once the Wilds are placed) the window where players may act; wilds: the Active player places the Wilds after seeing the Results, before the window; outcome: the Victory Level is applied; over: the game has ended",
      ),
    credits: z.number().int().describe("The crew's Credits (0-15); the crew loses at 0"),
    honor: z.number().int().describe("The crew's Honor (0-15); the crew loses at 0"),
    characters: z.array(character.nullable()).describe("Each seat's character, null until chosen"),
    abilityUsed: z
      .array(z.boolean())
      .describe('Per seat: whether that player has used their once-per-game Game Ability'),
    startingPlayer: z
      .union([z.literal('random'), z.number().int()])
      .describe("The lobby's starting player: a seat, or random (drawn once the characters are chosen)"),
    wildsAfterRedraw: z
      .enum(['stay', 'placeAgain'])
      .describe(
        "The lobby's choice: after a redraw the Wilds stay where they are, or the Active player places them again",
      ),
    turnOwner: seat.describe(
      'Whose turn it is; play goes on clockwise from this player even after an Unexpected Shift',
    ),
    active: seat.describe('The Active player'),
    turn: z.number().int().describe('Turns begun so far'),
    actionDone: z.boolean().describe("Whether the Active player has taken the Action phase's one action (or passed)"),
    need: z.number().int().describe('How many players participate in the current Event'),
    participants: z.array(seat).describe('Seats participating in the current Event, the Active player included'),
    order: z
      .array(seat)
      .describe("The Event phase's order of play: participants clockwise from the Active player, then the others"),
    orderIdx: z.number().int().describe('Index in order of the player now playing Event-phase cards'),
    bonus: num3('Bonuses added by abilities, actions and Help'),
    bestOfTwo: bool3('Skills whose Result is the higher of two cards'),
    resultCards: z
      .tuple([z.array(z.string()), z.array(z.string()), z.array(z.string())])
      .describe("Ids of each skill's Result card(s), Fightin', Flyin', Thinkin'"),
    results: num3('The Result Numbers that count'),
    redrawn: bool3('Result cards redrawn this Resolution phase (Last Minute Boost may go on them)'),
    boost: num3('Last Minute Boost added to each Result'),
    resultsDrawn: z
      .boolean()
      .describe(
        'Whether the played cards are turned over and the Result cards are out (after any decision the Gorramit card asks)',
      ),
    wildsPlaced: z
      .boolean()
      .describe('Whether the Wilds are placed (or there were none): the Resolution window opens after'),
    sneaky: z.number().int().describe("Sneaky cards played: that many fewer Alliance cards from the Event's result"),
    sacrificePassed: z
      .array(z.boolean())
      .describe(
        "Per seat: answered the chance to play Sacrifice after the Active player's action (played it or passed)",
      ),
    windowPassed: z
      .array(z.boolean())
      .describe('Per seat: passed in the Resolution window since the last action that changed the totals'),
    wilds: z
      .array(
        z.strictObject({
          card: z
            .string()
            .describe('Id of the Wild card, or of a skill card made Wild by Strength, Maneuvers or Psychic'),
          n: z.number().int().describe('What it adds'),
          skill: skill.nullable().describe('The skill it was placed on, null until placed'),
        }),
      )
      .describe(
        'The Wilds the Active player places once the Result cards are out, before the Resolution window, in order',
      ),
    gorramitCancelled: z.boolean().describe("Whether the Gorramit card was cancelled (River's Game Ability)"),
    eventMods: num3('Next Event Alliance modifiers in force for the current Event'),
    nextMods: num3('Next Event Alliance modifiers waiting for the next Event'),
    pending,
    outcome: z
      .strictObject({
        vl: z.number().int().describe('The Victory Level reached'),
        draws: z.number().int().describe('Alliance cards to draw once the row is carried out'),
        returns: z
          .number()
          .int()
          .describe('Alliance cards in play the crew still has to return (a negative All), before they are asked'),
        choice: z.number().int().describe('The Choice still to be asked (+X gains, -X losses), 0 when none is left'),
      })
      .nullable()
      .describe('The outcome being applied, null before'),
    lastVl: z
      .number()
      .int()
      .nullable()
      .describe('The Victory Level of the last Event completed, null before the first'),
    eventsCompleted: z.number().int().describe('Events completed (the score)'),
    end: z
      .strictObject({
        won: z.boolean().describe('Whether the crew won'),
        reason: z.string().describe('Why the game ended, in words'),
      })
      .nullable()
      .describe('How the game ended, null while it goes on'),
  })
  .describe('Firefly: Out to the Black: what everyone at the table sees besides the cards');
