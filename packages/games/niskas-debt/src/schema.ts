// The schema of the public game data (view.game), described field by field; the conformance harness parses every
// state's game data with it, and the API publishes it as JSON Schema.
import { z } from 'zod';
import { PERSONALITY_KEYS, PROFESSION_KEYS } from './content/captains';
import { CONTACT_KEYS } from './content/jobs';

const seat = z.number().int().min(0).max(5);
const cardId = z.string().describe('A card id (see the zones)');
const money = (what: string) => z.number().int().describe(`${what}, in dollars`);
const goodsCounts = (what: string) =>
  z
    .strictObject({
      cargo: z.number().int().min(0).describe('Cargo'),
      contraband: z.number().int().min(0).describe('Contraband'),
      passenger: z.number().int().min(0).describe('Passengers'),
      fugitive: z.number().int().min(0).describe('Fugitives'),
    })
    .describe(what);
const action = z.enum(['fly', 'buy', 'deal', 'work']);

const crew = z
  .strictObject({
    name: z.string().describe('The name on the sheet (the card name, or the one the player gave, rule 14.b)'),
    disgruntled: z.boolean().describe('Unpaid or otherwise disgruntled (rules 22.a, 29.a)'),
    gear: cardId.nullable().describe('The gear card this crew member carries (rule 27), or null'),
  })
  .describe('A hired crew member');

const player = z
  .strictObject({
    captain: z.string().nullable().describe("The Captain's name (null until named in setup)"),
    ship: z.string().nullable().describe("The Firefly's name (null until named in setup)"),
    profession: z
      .enum(PROFESSION_KEYS as [string, ...string[]])
      .nullable()
      .describe("The Captain's profession (rule 5.a)"),
    personality: z
      .enum(PERSONALITY_KEYS as [string, ...string[]])
      .nullable()
      .describe("The Captain's personality (rule 5.b)"),
    sector: z
      .number()
      .int()
      .min(-1)
      .max(80)
      .describe('Where the Firefly is: sector 0-80 (column + 9 × row), -1 before setup places it'),
    cash: money('Cash in hand'),
    range: z.number().int().min(1).describe('Sectors the Firefly may fly this turn (rules 3, 11)'),
    warrants: z.number().int().min(0).describe('Warrants standing against the player (rule 24.b)'),
    solid: z
      .array(z.enum(CONTACT_KEYS as [string, ...string[]]))
      .describe('Contacts the player is solid with (rule 15)'),
    hold: goodsCounts('Goods in the cargo hold'),
    stash: goodsCounts('Goods in the cargo stash (hidden from the Alliance, rule 8.a)'),
    captainDisgruntled: z
      .number()
      .int()
      .min(0)
      .describe('Times the Captain was disgruntled since the last firing (rule 29)'),
    captainGear: cardId.nullable().describe('The gear card the Captain carries, or null'),
    crew: z.record(z.string(), crew).describe('Hired crew by card id'),
    progress: z
      .record(z.string(), z.number().int().min(0))
      .describe('Active jobs by card id: the index of the next step'),
  })
  .describe("A player's ship sheet");

const pending = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('evade').describe('Evade the Reavers (rule 9.c)'), seat }),
    z.strictObject({ kind: z.literal('team').describe('Choose who goes on the job (rule 19.b)'), seat }),
    z.strictObject({
      kind: z.literal('misbehave').describe('Choose a misbehave option (rule 23)'),
      seat,
      card: cardId.describe('The misbehave card in play'),
    }),
    z.strictObject({
      kind: z.literal('bribe').describe('Pay a bribe or fail (rule 23.c)'),
      seat,
      card: cardId.describe('The misbehave card in play'),
      option: z.number().int().min(0).describe('The option tested, 0 for A'),
      cost: money('The bribe'),
    }),
    z.strictObject({
      kind: z.literal('payroll').describe('Pay the crew after a job (rule 22)'),
      seat,
      unpaid: z.array(cardId).describe('Crew still to pay or withhold'),
    }),
    z.strictObject({ kind: z.literal('loseCrew').describe('Give Niska a crew member (rule 24.b)'), seat }),
    z.strictObject({ kind: z.literal('discardJobs').describe('Discard down to three jobs (rule 17.a)'), seat }),
    z.strictObject({ kind: z.literal('buyMore').describe('Buy a second card or stop (rule 14)'), seat }),
    z.strictObject({
      kind: z
        .literal('dealMore')
        .describe('Go on with the Deal action: jobs, trade with the contact, or stop (rules 15 and 17)'),
      seat,
      jobs: z.number().int().min(0).max(2).describe('Jobs taken in this Deal action so far (at most two)'),
    }),
    z.strictObject({
      kind: z.literal('name').describe('Name a new crew member (rule 14.b)'),
      seat,
      crew: cardId.describe('The crew card to name'),
      suggestions: z.array(z.string()).describe("The GM's suggested names; the first is the GM's random pick"),
    }),
  ])
  .describe('A decision the match awaits from one seat');

const offer = z
  .strictObject({
    from: seat.describe('The offering seat'),
    to: seat.describe('The seat the offer is made to'),
    give: z.array(z.string()).describe('Items the offerer gives: card ids, or cargo / contraband'),
    get: z.array(z.string()).describe('Items the offerer asks for: card ids, or cargo / contraband'),
    cashGive: money('Cash the offerer gives'),
    cashGet: money('Cash the offerer asks for'),
    sent: z.boolean().describe('Sent and awaiting an answer (false: still a draft)'),
  })
  .describe('A trade offer (rule 30)');

export const gameSchema = z
  .strictObject({
    houseRules: z.string().describe("The host's Additional Rules (rule 31)"),
    settings: z
      .strictObject({
        startingCash: money('Cash each player starts with'),
        debt: money('What each player owes Niska'),
        winAmount: money('Cash in hand needed at Ezra to win'),
        solidContacts: z.number().int().describe('Solid contacts needed to win'),
        allianceContactOn: z.number().int().describe('Alliance Cruiser contact on a d20 of at least this'),
        reaverContactOn: z.number().int().describe('Reaver contact on a d20 of at least this'),
        roundLimit: z.number().int().describe('Rounds before the game ends on net worth'),
      })
      .describe('The lobby options (house-rule numbers, rule 31)'),
    phase: z.enum(['setup', 'play', 'over']).describe('Setup (rule 5), play, or over'),
    setup: z
      .strictObject({
        captains: z
          .array(z.array(z.string()))
          .describe("Per seat, the GM's suggested Captain names; the first is the GM's random pick"),
        ships: z
          .array(z.array(z.string()))
          .describe("Per seat, the GM's suggested ship names; the first is the GM's random pick"),
        dealt: z
          .boolean()
          .describe('Whether the starting jobs have been dealt (after every Firefly has a starting place)'),
      })
      .nullable()
      .describe('Setup bookkeeping, null once play begins'),
    round: z.number().int().min(0).describe('The round (0 during setup)'),
    turn: seat.describe('The seat on turn'),
    used: z.array(action).describe('Actions the seat on turn has taken this turn (rule 6)'),
    players: z.array(player).describe('Every ship sheet, by seat'),
    reaver: z.number().int().min(0).max(80).describe("The Reaver ship's sector (rule 10)"),
    pending: z.array(pending).describe('Decisions awaited, the first one next'),
    work: z
      .strictObject({
        seat: seat.describe('The seat working'),
        job: cardId.describe('The job being worked'),
        team: z.array(z.string()).describe('Who is on the job: crew card ids and "captain" (rule 19.b)'),
        passed: z.number().int().min(0).describe('Misbehaves of the current step passed so far (rule 23.d)'),
      })
      .nullable()
      .describe('The job being worked this action, or null'),
    offers: z
      .array(offer)
      .describe('Open trade offers: at most one from a seat to another, and one draft per seat at a time'),
    winner: seat.nullable().describe('The seat that paid Niska back, or null'),
    summary: z.string().describe('How the game ended, in words (empty until it ends)'),
  })
  .describe("Niska's Debt: the public game data");
