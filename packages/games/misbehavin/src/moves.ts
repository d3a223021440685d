// Move schemas (one per type, bounded and described) and the move union they validate.
import { z } from 'zod';
import { OPTIONAL_SETS, SLOTS } from './content/index';

const id = z.string().min(1).max(12);
const card = (what: string) => id.describe(what);
const seat = z.number().int().min(-1).max(3);

/** The most credits one move commits to a deal (more than a player ever holds in practice). */
export const MAX_CREDIT_COMMIT = 99;

const move = <T extends string, S extends z.ZodRawShape>(type: T, what: string, shape: S) =>
  z.object({ type: z.literal(type).describe('The move type'), ...shape }).describe(what);

export const moveSchemas = {
  draftSet: move('draftSet', 'Supply draft: put a supply set from the box into an open slot of the supply board', {
    set: z.enum(OPTIONAL_SETS as unknown as [string, ...string[]]).describe('The supply set drafted'),
    slot: z
      .enum(SLOTS as unknown as [string, ...string[]])
      .describe('The open slot it fills (fight, deal, maneuver or any)'),
  }),
  play: move('play', 'Activation: play an asset, character or item from your hand to your tableau', {
    card: card('The card in your hand'),
  }),
  playTrigger: move(
    'playTrigger',
    'The card just played: trigger it at once for its ability, or leave it untriggered',
    {
      use: z.boolean().describe('True to trigger it now'),
    },
  ),
  trigger: move('trigger', 'Activation: trigger an untriggered card in your tableau for its ability', {
    card: card('The tableau card'),
  }),
  triggerFree: move('triggerFree', 'Trigger a tableau card without its effect (no activation needed)', {
    card: card('The tableau card'),
  }),
  innate: move('innate', "Use a tableau card's innate ability (no activation; the card is triggered)", {
    card: card('The tableau card'),
  }),
  ability: move('ability', 'A card with several abilities: use or skip the one offered now (they come in order)', {
    use: z.boolean().describe('True to use it'),
  }),
  choose: move('choose', 'Choose the target of an effect', {
    target: z
      .string()
      .min(1)
      .max(12)
      .describe(
        'A card id, a seat as "s<seat>" (a player to take credits from or to give The Black), or "yes"/"no" for paying for a power token',
      ),
  }),
  fight: move('fight', 'Activation: pick a fight with a FIGHT card from your hand or tableau', {
    card: card('The first FIGHT card of the fight'),
  }),
  target: move('target', "Choose the fight's target in another player's tableau and whether to NAB or DISPATCH it", {
    card: card('The targeted card'),
    mode: z.enum(['nab', 'dispatch']).describe("nab: into your hand if you win; dispatch: to its owner's recycle pile"),
  }),
  fightAdd: move('fightAdd', 'Add a FIGHT card from your hand or tableau to your side of the fight', {
    card: card('The FIGHT card'),
  }),
  stand: move('stand', 'Add nothing more to the fight for now (two stands in a row end it)', {}),
  reward: move('reward', "The fight's winner takes one reward", {
    kind: z
      .enum(['draw', 'credit', 'verse'])
      .describe("draw: a card from your deck; credit: 1 credit; verse: 1 'verse token"),
  }),
  retain: move('retain', "Spend 1 'verse token to take a non-supply card from your display back into your hand", {
    card: card('The display card'),
  }),
  retainDone: move('retainDone', 'Retain nothing more: your display is cleared', {}),
  deal: move('deal', 'Activation: start a deal with a DEAL card from your hand or tableau', {
    card: card('The DEAL card'),
  }),
  dealAdd: move('dealAdd', 'Add a card with INFLUENCE from your hand or tableau to the deal', {
    card: card('The card'),
  }),
  dealCredit: move('dealCredit', 'Commit credits to the deal: each adds 1 influence', {
    amount: z
      .number()
      .int()
      .min(1)
      .max(MAX_CREDIT_COMMIT)
      .describe('How many credits to commit (at most what you hold)'),
  }),
  claim: move(
    'claim',
    'Claim a market or supply card the deal or recruitment can pay for, or clear a warrant in a deal',
    {
      card: card('The card claimed (or the warranted character)'),
    },
  ),
  allow: move('allow', "Let another player's claimed deal go ahead", {}),
  cancel: move(
    'cancel',
    "Cancel another player's deal with a cancel card from your hand or an innate cancel in your tableau",
    { card: card('The cancelling card') },
  ),
  reattempt: move(
    'reattempt',
    'After a cancelled deal: spend another activation to reattempt it with the same display',
    {},
  ),
  recruitDisplay: move('recruitDisplay', 'After a cancelled deal: use the display for your recruitment action', {}),
  dropDisplay: move(
    'dropDisplay',
    'Give up the deal (its committed credits come back) or the recruitment (or the cancelled display): the display is cleared',
    {},
  ),
  recruit: move('recruit', 'Recruitment: start with a card with INFLUENCE from your hand or tableau', {
    card: card('The card'),
  }),
  recruitAdd: move('recruitAdd', 'Add a card with INFLUENCE from your hand or tableau to the recruitment', {
    card: card('The card'),
  }),
  acquire: move(
    'acquire',
    "'Verse acquisition: trigger a card of your faction's attribute and pay a credit or discard a card, for 1 'verse token",
    {
      card: card('The tableau card triggered'),
      discard: card('The card discarded from your hand (factions that pay by discarding)').optional(),
    },
  ),
  warrant: move('warrant', "Alliance: spend 2 'verse tokens to put a warrant on another player's character", {
    card: card('The character'),
  }),
  tax: move('tax', "Alliance: spend 1 'verse token to take 1 credit from a player or 2 from the supply", {
    from: seat.describe('The seat taxed, or -1 for the supply'),
  }),
  steal: move('steal', "Eavesdown: spend 1 'verse token to steal up to 2 credits from a player or 2 from the bank", {
    from: seat.describe('The seat robbed, or -1 for the bank'),
  }),
  retrigger: move('retrigger', "Niska: spend 2 'verse tokens to use a triggered card's ability again", {
    card: card('The triggered tableau card'),
  }),
  rally: move('rally', "Browncoats: spend 2 'verse tokens for 1 more activation (once a turn)", {}),
  special: move('special', 'Play a supply card from your hand for one of its special abilities', {
    card: card('The supply card'),
    option: z.number().int().min(0).max(3).describe('Which special ability (0 = the first printed)'),
  }),
  replay: move('replay', "Spend 1 'verse token to play the maneuver on your display again", {
    option: z.number().int().min(0).max(3).describe('Which special ability (0 = the first printed)'),
  }),
  replayDone: move('replayDone', 'Replay the maneuver no more: it returns to the supply', {}),
  reaver: move('reaver', "Place 1 'verse token on the Reavers", {}),
  endTurn: move(
    'endTurn',
    'End your turn: your hand is discarded; keep your tableau and draw up at once, or first choose tableau cards to discard',
    {
      tableau: z
        .enum(['keep', 'choose'])
        .describe('keep: draw up now; choose: discard tableau cards first (offered when there is one to discard)'),
    },
  ),
  scrap: move('scrap', 'End of turn: discard a card from your tableau', { card: card('The tableau card') }),
  finish: move('finish', 'End of turn: draw back up and pass the turn', {}),
} as const;

type Schemas = typeof moveSchemas;
export type MisbehavinMove = { [K in keyof Schemas]: z.infer<Schemas[K]> }[keyof Schemas];
export type MoveOf<K extends MisbehavinMove['type']> = Extract<MisbehavinMove, { type: K }>;
