// Move schemas: every move is a small JSON object with a literal type; strings and numbers are bounded, and every type
// and field says in words what it is (the API publishes these as JSON Schemas). Names are the player's own (open fields).
import { z } from 'zod';
import { nameSchema } from './content/names';

const id = (what: string) => z.string().min(1).max(24).describe(what);
const sector = (what: string) =>
  z.number().int().min(0).max(80).describe(`${what}: a sector number, 0-80 (column + 9 × row; A1 is 0, I9 is 80)`);
const seat = (what: string) => z.number().int().min(0).max(5).describe(what);
const goods = z
  .enum(['cargo', 'contraband', 'passenger', 'fugitive'])
  .describe('Which goods: cargo, contraband, passenger or fugitive');
const side = z.enum(['give', 'get']).describe('give: what you hand over; get: what you ask the other captain for');
const move = <T extends z.ZodRawShape>(shape: T, what: string) => z.object(shape).describe(what);
const name = (what: string) =>
  nameSchema.describe(
    `${what}: any name you wish (1-24 letters, digits, spaces, apostrophes, hyphens or full stops); the legal moves list the GM's suggestions, the first being the GM's random pick`,
  );

export const moveSchemas = {
  captain: move({ type: z.literal('captain'), name: name("Your Captain's name") }, 'Setup (rule 5): name your Captain'),
  ship: move(
    { type: z.literal('ship'), name: name("Your Firefly's name") },
    'Setup (rule 5): name your Firefly-class ship',
  ),
  profession: move(
    {
      type: z.literal('profession'),
      profession: z.string().max(20).describe('Profession key, e.g. allRounder or mechanic'),
    },
    "Setup (rule 5.a): your Captain's profession",
  ),
  personality: move(
    { type: z.literal('personality'), personality: z.string().max(20).describe('Personality key, e.g. heartOfGold') },
    "Setup (rule 5.b): your Captain's personality",
  ),
  start: move(
    { type: z.literal('start'), sector: sector('Where your Firefly starts') },
    'Setup (rule 5): a starting planet or station no other Firefly has chosen',
  ),
  discardJobs: move(
    {
      type: z.literal('discardJobs'),
      jobs: z
        .array(id('A job card id in your hand'))
        .min(1)
        .max(2)
        .describe('The jobs to discard, down to three in hand'),
    },
    'Discard jobs down to three in hand (rules 5, 17.a)',
  ),
  fly: move(
    {
      type: z.literal('fly'),
      to: sector('Destination'),
      search: z.boolean().describe('Search an empty sector for a derelict on arrival (rule 11.a)'),
    },
    'Fly action (rules 7-11)',
  ),
  lure: move({ type: z.literal('lure') }, 'Fly action: lure the adjacent Reaver ship to your sector (rule 10)'),
  evade: move(
    { type: z.literal('evade'), to: sector('An adjacent sector') },
    'Evade the Reavers into an adjacent sector (rule 9.c)',
  ),
  buy: move(
    { type: z.literal('buy'), card: id('A card id at the market where you are') },
    'Buy action: a card at this market (rule 14)',
  ),
  stopBuying: move({ type: z.literal('stopBuying') }, 'Buy no second card this action (rule 14)'),
  name: move(
    { type: z.literal('name'), name: name("Your new crew member's name") },
    'Name a crew member hired under a bracketed purchase name (rule 14.b)',
  ),
  shoreLeave: move(
    { type: z.literal('shoreLeave') },
    'Buy action: shore leave, $100 per crew member, clears every grudge (rule 14.c)',
  ),
  deal: move(
    { type: z.literal('deal'), job: id("A job card id at the contact's board where you are") },
    'Deal action: take a job from the contact here (rule 17)',
  ),
  stopDealing: move({ type: z.literal('stopDealing') }, 'Take no second job this action (rule 17)'),
  work: move(
    { type: z.literal('work'), job: id('A job card id in your hand or active') },
    'Work action: progress a job whose next step is here (rules 18-19)',
  ),
  smallTime: move({ type: z.literal('smallTime') }, 'Work action: small-time work on a planet for $200 (rule 18.d)'),
  stayBehind: move(
    { type: z.literal('stayBehind'), crew: id('A crew card id on your ship') },
    'Leave a crew member aboard for this job (rule 19.b)',
  ),
  go: move({ type: z.literal('go') }, 'Go on the job with the crew chosen (rule 19.b)'),
  option: move(
    {
      type: z.literal('option'),
      index: z.number().int().min(0).max(5).describe('The option of the misbehave card, 0 for A'),
    },
    'Attempt an option of the misbehave card (rule 23)',
  ),
  giveUp: move({ type: z.literal('giveUp') }, 'No option of the misbehave card can be met: it fails (rule 24)'),
  bribe: move({ type: z.literal('bribe') }, 'Pay the bribe that makes up the missing points (rule 23.c)'),
  noBribe: move({ type: z.literal('noBribe') }, 'Refuse the bribe: the misbehave fails (rule 24)'),
  pay: move(
    { type: z.literal('pay'), crew: id('A crew card id on your ship') },
    'Pay a crew member their hiring price (rule 22)',
  ),
  withhold: move(
    { type: z.literal('withhold'), crew: id('A crew card id on your ship') },
    'Withhold pay: disgruntled, or gone if already disgruntled (rule 22.a-b)',
  ),
  payBack: move(
    { type: z.literal('payBack'), crew: id('A disgruntled crew card id on your ship') },
    'Pay a disgruntled crew member what they are owed (rule 22.a)',
  ),
  loseCrew: move(
    { type: z.literal('loseCrew'), crew: id('A crew card id on your ship') },
    'The crew member Niska takes for a failed job (rule 24.b)',
  ),
  assign: move(
    {
      type: z.literal('assign'),
      gear: id('A gear card id in your gear stash'),
      crew: id('A crew card id, or "captain"'),
    },
    'Give a gear card to a crew member (rule 27)',
  ),
  unassign: move(
    { type: z.literal('unassign'), gear: id('A carried gear card id') },
    'Put a carried gear card back in the gear stash (rule 27)',
  ),
  dismiss: move(
    { type: z.literal('dismiss'), crew: id('A crew card id on your ship') },
    'Dismiss a crew member at a planet or station (rule 28)',
  ),
  scrap: move(
    { type: z.literal('scrap'), upgrade: id('A ship upgrade card id on your ship') },
    'Scrap a ship upgrade (rule 14.a)',
  ),
  stow: move(
    { type: z.literal('stow'), goods, to: z.enum(['hold', 'stash']).describe('Where the goods go') },
    'Move one of your goods between the hold and the stash',
  ),
  dump: move({ type: z.literal('dump'), goods }, 'Dump one of your goods'),
  sell: move({ type: z.literal('sell'), goods }, 'Sell one cargo or contraband to a solid contact here (rule 15)'),
  purchase: move(
    { type: z.literal('purchase'), goods },
    'Buy one cargo or contraband from a solid contact here (rule 15.d)',
  ),
  load: move(
    { type: z.literal('load'), goods },
    'Take on a passenger or fugitive free through a solid contact here (rule 15.b)',
  ),
  clearWarrants: move(
    { type: z.literal('clearWarrants') },
    'Pay a solid contact here to clear all your warrants (rule 15.c)',
  ),
  offer: move(
    { type: z.literal('offer'), to: seat('The seat of a captain in your sector') },
    'Start a trade offer to a captain in your sector (rule 30)',
  ),
  offerItem: move(
    { type: z.literal('offerItem'), side, item: id('A crew, gear or upgrade card id, or cargo / contraband') },
    'Add an item to your draft offer (rule 30)',
  ),
  offerCash: move(
    {
      type: z.literal('offerCash'),
      side,
      amount: z
        .union([z.literal(50), z.literal(100), z.literal(500), z.literal(1000)])
        .describe('Dollars to add: 50, 100, 500 or 1000'),
    },
    'Add cash to your draft offer (rule 30)',
  ),
  sendOffer: move({ type: z.literal('sendOffer') }, 'Send your draft offer (rule 30)'),
  cancelOffer: move(
    { type: z.literal('cancelOffer'), to: seat('The captain your draft or sent offer is made to') },
    'Cancel your draft, or withdraw your sent offer to that captain (rule 30)',
  ),
  accept: move(
    { type: z.literal('accept'), from: seat('The seat that made the offer') },
    'Accept a trade offer made to you (rule 30)',
  ),
  decline: move(
    { type: z.literal('decline'), from: seat('The seat that made the offer') },
    'Decline a trade offer made to you (rule 30)',
  ),
  end: move({ type: z.literal('end') }, 'End your turn (rule 6)'),
  timeUp: move(
    { type: z.literal('timeUp') },
    "Time ran out (rule 6.b): the GM settles the seat's open decisions by their defaults, lets offers to it lapse and passes its turn; the server's move for a missed deadline (timeoutMove), legal for an awaited seat with two or more other moves",
  ),
} as const;

export type NiskaMove = { [K in keyof typeof moveSchemas]: z.infer<(typeof moveSchemas)[K]> }[keyof typeof moveSchemas];

/** Fields whose value is the player's own: the legal moves list the GM's suggestions, any name the schema takes is legal. */
export const openFields = { captain: ['name'], ship: ['name'], name: ['name'] } as const;
