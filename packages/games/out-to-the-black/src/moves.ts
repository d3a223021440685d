// Move types and their zod schemas: each move is one choice, some of them several things a player does at once at the table.
import { z } from 'zod';
import { CHARACTER_IDS, type CharacterId } from './content/characters';
import { SKILLS, type Skill } from './content/skills';

export const OPTIONS = ['credits', 'honor', 'alliance', 'draw', 'decline', ...CHARACTER_IDS] as const;
export type OptionId = (typeof OPTIONS)[number];

export type OttbMove =
  | { readonly type: 'chooseCharacter'; readonly character: CharacterId }
  | { readonly type: 'pass' }
  /** One card from the hand in the Action phase (Regroup, Sacrifice) or the Resolution phase (Boost, Sneaky, Help). */
  | { readonly type: 'playCard'; readonly card: string }
  /** Event phase: several cards from the hand laid down at once (skill cards, Wilds, Strength & co., or assist cards). */
  | { readonly type: 'playCards'; readonly cards: readonly string[] }
  | { readonly type: 'useAbility' }
  | { readonly type: 'useAction'; readonly action: number }
  | { readonly type: 'chooseSkill'; readonly skill: Skill }
  /** The Active player's choice of the other participants of a Multi-Player Event, all at once. */
  | { readonly type: 'chooseParticipants'; readonly seats: readonly number[] }
  /** The Wilds' skills, in the order of `wilds` in the game data, all at once. */
  | { readonly type: 'placeWilds'; readonly skills: readonly Skill[] }
  | { readonly type: 'chooseSeat'; readonly seat: number }
  | { readonly type: 'chooseCard'; readonly card: string }
  /** Mal's Game Ability: one card from the hand to another player. */
  | { readonly type: 'giveCard'; readonly card: string; readonly seat: number }
  | { readonly type: 'chooseOption'; readonly option: OptionId };

const cardId = z.string().min(1).max(20).describe('Id of a card in your hand (see Match.view.zones)');
const seat = z.number().int().min(0).max(4);
const skill = z.enum(SKILLS).describe("A skill: fightin (Fightin'), flyin (Flyin') or thinkin (Thinkin')");

export const moveSchemas = {
  chooseCharacter: z
    .object({
      type: z.literal('chooseCharacter'),
      character: z
        .enum(CHARACTER_IDS as [CharacterId, ...CharacterId[]])
        .describe('The character to play (see Game.cards)'),
    })
    .describe('Setup: choose the character you represent'),
  pass: z
    .object({ type: z.literal('pass') })
    .describe(
      'Take no (more) action now: pass the Action phase, finish your Event-phase turn, or let the Resolution window close',
    ),
  playCard: z
    .object({ type: z.literal('playCard'), card: cardId })
    .describe(
      'Play one Serenity card: Regroup or Sacrifice in the Action phase; Last Minute Boost, Sneaky or Help in the Resolution phase',
    ),
  playCards: z
    .object({
      type: z.literal('playCards'),
      cards: z.array(cardId).min(1).max(20).describe('The cards, in the order of your hand'),
    })
    .describe(
      'Event phase: lay down these Serenity cards at once (face down, or face up when the skill is your Specialty)',
    ),
  useAbility: z.object({ type: z.literal('useAbility') }).describe("Use your character's once-per-game Game Ability"),
  useAction: z
    .object({
      type: z.literal('useAction'),
      action: z.number().int().min(0).max(9).describe('Index of the action on your Character card, from 0'),
    })
    .describe('Spend Credits or Honor on one of the actions on your Character card'),
  chooseSkill: z
    .object({ type: z.literal('chooseSkill'), skill })
    .describe('Choose the skill an effect applies to (a redraw, two Result cards, a Boost, a Help)'),
  chooseParticipants: z
    .object({
      type: z.literal('chooseParticipants'),
      seats: z.array(seat.describe('A seat')).min(1).max(4).describe('The other participants, in seat order'),
    })
    .describe('Choose the other players who participate in the Multi-Player Event'),
  placeWilds: z
    .object({
      type: z.literal('placeWilds'),
      skills: z.array(skill).min(1).max(36).describe('One skill per Wild, in the order of view.game.wilds'),
    })
    .describe('Assign every Wild to a skill'),
  chooseSeat: z
    .object({ type: z.literal('chooseSeat'), seat: seat.describe('The chosen player') })
    .describe('Choose a player: whom Help adds, or who takes your place after Unexpected Shift'),
  chooseCard: z
    .object({ type: z.literal('chooseCard'), card: cardId })
    .describe('Choose a card from your hand to discard for a Sacrifice'),
  giveCard: z
    .object({ type: z.literal('giveCard'), card: cardId, seat: seat.describe('The player who gets the card') })
    .describe("Mal's Game Ability: give one card from your hand to another player"),
  chooseOption: z
    .object({
      type: z.literal('chooseOption'),
      option: z
        .enum(OPTIONS)
        .describe(
          'credits, honor, alliance; draw or decline when an action lets you draw; or a character id after Heavy Injuries',
        ),
    })
    .describe(
      'Choose how the crew gains or loses (Credits, Honor or Alliance cards), whether to draw, or your new character',
    ),
};
