// The public game data (view.game) as a zod schema with every field described: the API publishes its JSON Schema, and
// the conformance harness parses state.game with it at every deep check (strict objects, so drift is caught).
import { z } from 'zod';
import { OPTIONAL_SETS, SLOTS } from './content/index';
import { EFFECT_KINDS } from './rules/keywords';
import { FACTIONS } from './content/types';

const seat = z.number().int().min(0).max(3);
const cardId = z.string().min(1);
const effect = z
  .object({
    e: z
      .enum(EFFECT_KINDS)
      .describe(
        'The effect primitive (see the card texts: draw cards, gain credits, take credits, cycle a market card, …)',
      ),
    n: z.number().int().optional().describe('Its amount, where it has one'),
  })
  .strict()
  .describe('One effect of a card ability');

const player = z
  .strictObject({
    faction: z.enum(FACTIONS).describe("The player's faction (its starting deck and 'verse card)"),
    side: z.enum(['A', 'B']).describe('The side of the player board in use (B needs less POWER to win)'),
    credits: z.number().int().min(0).describe('Credits the player holds'),
    verse: z.number().int().min(0).max(6).describe("'Verse tokens in the player's hand, ready to spend"),
    marks: z
      .number()
      .int()
      .min(0)
      .max(6)
      .describe("'Verse tokens marking progress on the episode (spendable, at the cost of that progress)"),
    reaver: z.number().int().min(0).max(6).describe("'Verse tokens the player has placed on the current Reavers card"),
    immune: z.boolean().describe('Lost an asset in a fight: nobody may attack this player until after their next turn'),
  })
  .describe('One player, by seat');

const frame = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('afterPlay').describe('A card was just played: trigger it at once or not'),
        seat,
        card: cardId.describe('The card played'),
      })
      .describe('Trigger the card just played at once, or leave it untriggered'),
    z
      .strictObject({
        kind: z.literal('ability').describe('A card with several abilities is being used'),
        seat,
        card: cardId.describe('The card'),
        index: z.number().int().min(0).describe('Which of its triggered abilities is offered now (0 = the first)'),
      })
      .describe('Use or skip one ability of a card with several'),
    z
      .strictObject({
        kind: z.literal('choose').describe('An effect needs a target'),
        seat,
        effect: effect.describe('The effect whose target is chosen'),
        source: cardId.nullable().describe('The card the effect comes from, if any'),
        rest: z.array(effect).describe('Effects of the same ability still to resolve afterwards'),
      })
      .describe('Choose the target of an effect'),
    z
      .strictObject({
        kind: z.literal('fight').describe('A fight is on'),
        attacker: seat.describe('Who picked the fight'),
        defender: seat.nullable().describe("The target's owner (null until a target is chosen)"),
        target: cardId.nullable().describe('The targeted tableau card (null until chosen)'),
        mode: z
          .enum(['nab', 'dispatch'])
          .nullable()
          .describe("NAB (into the attacker's hand) or DISPATCH (to the defender's recycle pile)"),
        floor: seat.describe('The side that may add cards now'),
        passes: z.number().int().min(0).max(1).describe('Stands in a row so far (a second one ends the fight)'),
        bonusA: z.number().int().describe("Strength added to the attacker's side by effects"),
        bonusD: z.number().int().describe("Strength added to the defender's side by effects"),
      })
      .describe('A fight to NAB or DISPATCH a tableau card'),
    z
      .strictObject({ kind: z.literal('reward').describe("The fight's winner takes a reward"), seat })
      .describe('Take the reward for winning a fight'),
    z
      .strictObject({
        kind: z.literal('retain').describe("After a fight or deal: players may spend 'verse to retain display cards"),
        seats: z.array(seat).describe('Who still may retain, in order (the first decides now)'),
        clear: z.array(seat).describe('Whose displays are cleared once everyone is done'),
      })
      .describe("Retain display cards with 'verse tokens"),
    z
      .strictObject({
        kind: z.literal('deal').describe('A deal is on'),
        seat: seat.describe('The dealer'),
        credits: z.number().int().min(0).describe('Credits committed to the deal'),
        bonus: z.number().int().describe('Influence added by effects'),
        claim: cardId
          .nullable()
          .describe('The card claimed (or the warranted character to clear); null while the deal is built'),
        verse: z.number().int().min(0).describe("'Verse tokens spent on the claim"),
        responders: z
          .array(seat)
          .describe('Once claimed: the players still to allow or cancel it (they answer at once)'),
      })
      .describe("A deal: influence on the dealer's display, credits and 'verse, then a claim the others answer"),
    z
      .strictObject({
        kind: z.literal('cancelled').describe('A deal was cancelled'),
        seat: seat.describe('The dealer'),
      })
      .describe('Reattempt, recruit with or clear a cancelled deal'),
    z
      .strictObject({
        kind: z.literal('recruit').describe('A recruitment is on'),
        seat: seat.describe('The recruiter'),
        bonus: z.number().int().describe('Influence added by effects'),
        spent: z.number().int().min(0).describe('Influence of the display already used by earlier gains'),
        gains: z.number().int().min(0).describe('Cards recruited from this display so far'),
      })
      .describe('A recruitment: influence on the display pays for market or supply cards'),
    z
      .strictObject({
        kind: z.literal('maneuver').describe('A maneuver was played'),
        seat,
        card: cardId.describe('The maneuver on the display'),
      })
      .describe("Replay the maneuver with a 'verse token, or let it return to the supply"),
    z
      .strictObject({ kind: z.literal('cleanup').describe('The end of a turn'), seat })
      .describe('Discard tableau cards, then finish the turn'),
  ])
  .describe('A pending decision');

const setName = z.enum(['shiny', 'black', ...OPTIONAL_SETS] as [string, ...string[]]);

export const gameSchema = z
  .strictObject({
    phase: z
      .enum(['draft', 'play', 'over'])
      .describe('draft: players choose the supply sets; play: the game; over: it has ended'),
    players: z.array(player).describe('Each player by seat'),
    turn: seat.describe('Whose turn it is'),
    round: z.number().int().min(1).describe('The round number (a round ends when every player has had a turn)'),
    maxRounds: z.number().int().min(1).describe('After this many rounds the game ends on POWER'),
    firstPlayer: seat.describe('Who takes the first turn of each round'),
    supplySets: z.array(setName).describe('The supply sets on the supply board'),
    draft: z
      .strictObject({
        order: z.array(seat).describe('Who picks, in order'),
        pick: z.number().int().min(0).describe('How many picks were made'),
        slots: z
          .partialRecord(z.enum(SLOTS as unknown as [string, ...string[]]), setName)
          .describe('The set drafted into each filled slot'),
        first: seat.describe('Who takes the first turn once the draft ends'),
      })
      .nullable()
      .describe('The supply draft, when the supply board is chosen by the players'),
    triggered: z.array(cardId).describe('Tableau cards turned sideways (triggered)'),
    warrants: z.array(cardId).describe('Characters carrying an Alliance warrant'),
    tokens: z.record(z.string(), z.number().int()).describe('+1 power tokens on cards, by card id'),
    activations: z.number().int().describe('Activations left this turn'),
    recruitments: z.number().int().describe('Recruitment actions left this turn'),
    verseAcquired: z.boolean().describe("Whether a 'verse token was acquired this turn (once a turn)"),
    rallied: z.boolean().describe('Whether the Browncoats rallied this turn (once a turn)'),
    stack: z.array(frame).describe('Pending decisions, innermost last: the last one is decided now'),
    episode: z.string().nullable().describe('The episode card in play (its alternate win condition), if any'),
    reavers: z.boolean().describe('Whether Reaver cards are in play'),
    winner: seat.nullable().describe('Who won (null while playing, or when the round limit ended the game)'),
    endReason: z.string().nullable().describe('How the game ended, in words'),
  })
  .describe("Firefly: Misbehavin' public game data");
