// The public game data (`view.game`) as a zod schema with every field described: its JSON Schema is the view's, and the
// conformance harness parses every state's data with it (strict objects, so drift from FireflyData is caught).
import { z } from 'zod';
import { EFFECT_KINDS, type EffectKind } from './rules/keywords';
import { difficultyOptions } from './rules/modes';
import { PENDING_KINDS } from './state';
import { CLASSES, CREW } from './content/vocabulary';

const seat = z.number().int().min(0).max(4).describe('A seat (0 = the first player)');
const count = (what: string) => z.number().int().min(0).describe(what);
const id = (what: string) => z.string().describe(what);

/** The effect keywords: the keyword table's keys (keywords.ts), in its order. */
const EFFECTS = EFFECT_KINDS;

interface EffectShape {
  do: EffectKind;
  n?: number;
  max?: number;
  who?: string;
  count?: number;
  crew?: string;
  cls?: string;
  space?: number;
  push?: boolean;
  then?: EffectShape[];
}

/** One effect primitive of a card (the card texts are generated from these; see Game.cards for the words). */
const effect: z.ZodType<EffectShape> = z.lazy(() =>
  z
    .strictObject({
      do: z.enum(EFFECTS).describe('The effect primitive'),
      n: z.number().int().optional().describe('Its amount (cards, Attack, Recruit, Credits)'),
      max: z.number().int().optional().describe('An upper bound (Attack of an enemy to defeat, a Defense Value)'),
      who: z.string().optional().describe('Who it is about: "you", "highest", "each" or a crew member'),
      count: z.number().int().optional().describe('How many different players'),
      crew: z.enum(CREW).optional().describe('The crew member it names'),
      cls: z.enum(CLASSES).optional().describe('The class it names'),
      space: z.number().int().optional().describe("A 'Verse space (0 = leftmost)"),
      push: z
        .boolean()
        .optional()
        .describe('Attach: a card revealed in the Combat Zone pushes any card in the rightmost space as normal'),
      then: z.array(effect).optional().describe('The effects that follow when its condition holds'),
    })
    .describe('A card effect waiting to resolve'),
);

const narrationPart = z
  .union([
    z.string().describe('Words'),
    z.strictObject({ seat: seat.describe('A player, read as "you" by that player') }).describe('A player'),
    z
      .strictObject({
        verb: z.string().describe('A verb in its third-person form'),
        of: seat.optional().describe('Its subject'),
      })
      .describe('A verb agreeing with its subject'),
    z
      .strictObject({ poss: seat.describe('The player whose possessive it is') })
      .describe('A possessive ("your", "their", "Zoe\'s")'),
  ])
  .describe('A part of a sentence worded per reader');

export const fireflyGameSchema = z
  .strictObject({
    trio: z
      .array(id('An Objective card kind'))
      .describe('The Objectives of Episodes A, B and C (card kinds, see Game.cards)'),
    episode: count('The Episode being played: 0 = A, 1 = B, 2 = C'),
    step: z
      .enum(['start', 'action', 'strike', 'reactions', 'end', 'intermission', 'over'])
      .describe(
        "The phase: start of a turn, Action Phase, Strike Phase, the other players' Reactions after the strikes, end of a turn, Inter-Mission, or over",
      ),
    active: seat.describe('The player whose turn it is'),
    turn: count('Turns begun so far'),
    prepTurns: count('Preparation turns (no Episode Phase) still to come'),
    mcs: z
      .array(
        z
          .strictObject({
            crew: z.enum(CREW).describe('The crew member (their Avatar is in the avatar zone of the same number)'),
            seat: seat.nullable().describe('The player playing this Avatar, or null for a non-player Main Character'),
            down: z.boolean().describe('Defeated: out of the game until healed'),
          })
          .describe('A Main Character'),
      )
      .describe('The five Main Characters, players first in seat order'),
    recruit: count('Recruit Points of the active player this turn'),
    attack: count('Attack of the active player this turn'),
    classes: z.array(z.enum(CLASSES)).describe('Classes of the cards played this turn, in order (for class combos)'),
    activated: z.array(id('A card id')).describe('Cards whose Activate ability was used this turn'),
    virtual: z.array(id('A Coordinated card id')).describe('Coordinated cards played as virtual copies this turn'),
    avoid: count('Strikes the active player may still avoid this turn'),
    cancel: count('Strikes the active player may still Cancel this turn'),
    scanDiscountUsed: z.boolean().describe('The once-a-turn scan discount of an Upgrade has been used this turn'),
    soloCoordinated: z.boolean().describe('Solo: the once-a-turn Coordinate (discard to draw) has been used'),
    weaken: z
      .array(z.tuple([id('An enemy card id'), count('Attack it lost')]).describe('An enemy and the Attack it lost'))
      .describe('Enemies that lost Attack this turn'),
    queue: z
      .array(
        z
          .strictObject({
            fx: effect.describe('The effect (see Game.cards for the words of the card it is printed on)'),
            you: seat.describe('The player the effect belongs to ("you" in its text)'),
            src: id('The card it is printed on').optional(),
            at: count(
              'The moment it became due (effects of several cards due together are ordered by the active player)',
            ).optional(),
          })
          .describe('An effect waiting to resolve'),
      )
      .describe('Effects waiting to resolve, first first'),
    moment: count('A counter for the moments effects became due'),
    pending: z
      .strictObject({
        seat: seat.describe('The player who decides'),
        kind: z.enum(PENDING_KINDS).describe('What is decided: see the choose move labels'),
        n: count(
          'An amount: Attack lost (weaken), an Attack limit (defeatEnemy), cards or players left (discard, playerDraw), damage left (healSelf)',
        ),
        chosen: z.array(seat).describe('Players already chosen (playerDraw)'),
        strike: id('A strike card just drawn that may be Cancelled').optional(),
        effectStrike: z
          .strictObject({
            mc: z
              .number()
              .int()
              .min(0)
              .max(4)
              .nullable()
              .describe('The Main Character who would draw a Crew Strike, or null: a Ship Strike for Serenity'),
            src: id('The card whose effect gives the strike').optional(),
          })
          .optional()
          .describe('A strike an effect is about to give, which the player whose turn it is may avoid'),
        at: count('The moment that strike was drawn').optional(),
        healing: z
          .strictObject({
            budget: count('Damage each player may heal'),
            left: z.array(seat).describe('Players still to choose'),
          })
          .optional()
          .describe('Inter-Mission healing in progress'),
        show: z
          .strictObject({
            cls: z.enum(CLASSES).describe('The class asked for'),
            then: z.array(effect).describe('Effects that follow the showing'),
          })
          .optional()
          .describe('A Show effect in progress'),
      })
      .nullable()
      .describe('The decision the rules wait for, or null'),
    window: z.array(seat).describe('Players who may still react this turn (and Coordinate during the Action Phase)'),
    coordinated: z.array(seat).describe('Players who have Coordinated a card this turn'),
    strikes: z
      .array(
        z
          .strictObject({
            src: id('The striking card'),
            ship: z.boolean().describe('It strikes Serenity (a Ship enemy)'),
            asked: z.boolean().describe('The active player was already asked whether to avoid it'),
          })
          .describe('A strike still to resolve'),
      )
      .describe('Strikes of this Strike Phase still to resolve, in order'),
    credits: count('Credits the team has earned this Episode (spent in the Inter-Mission)'),
    parts: z
      .array(z.enum(['open', 'done', 'failed']))
      .describe("The current Objective's parts: open, completed or failed"),
    fullyCompleted: z.array(z.boolean()).describe('Per Episode: every part of its Objective completed'),
    inev: z
      .strictObject({
        space: z
          .number()
          .int()
          .min(0)
          .max(4)
          .nullable()
          .describe("The 'Verse space holding the face-down Inevitable card, or null"),
        combat: z.boolean().describe('The Inevitable card is in the Combat Zone'),
        turns: count(
          "Player turns whose Strike Phase began with it in the Combat Zone, and skipped turns meanwhile (the Episode ends after one on each player's turn)",
        ),
      })
      .describe("The Inevitable card's progress"),
    endEpisode: z.boolean().describe('The Episode ends as soon as the effects now resolving are done'),
    nextFirst: seat.describe('The player who takes the first turn of the next Episode'),
    drewExtra: z.boolean().describe('Extra cards were already bought in this Inter-Mission'),
    result: z
      .strictObject({
        won: z.boolean().describe('The crew won'),
        vp: count('Victory Points'),
        summary: z.string().describe('The result in neutral words ("Player 2")'),
        narration: z.array(narrationPart).describe('The result as a sentence each reader reads in their own words'),
      })
      .nullable()
      .describe('The end of the game, or null while it goes on'),
    campaign: z
      .strictObject({
        game: count('Which game of the campaign this is (0 = the first)'),
        final: z.boolean().describe("The campaign's special Inter-Mission after a won game is running"),
      })
      .optional()
      .describe('Set in the games of a campaign'),
    rules: z
      .strictObject(difficultyOptions)
      .optional()
      .describe("The lobby's difficulty settings (absent: the normal game)"),
  })
  .describe('Legendary Encounters: Firefly, the public game data');
