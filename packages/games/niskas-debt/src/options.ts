// Lobby options: the Additional Rules text of rule 31 and the house-rule numbers (cash, debt, win condition, encounter odds, round cap).
import { z } from 'zod';

export const niskaOptions = z.object({
  additionalRules: z
    .string()
    .max(2000)
    .default('')
    .describe('Additional Rules shown at the top of the match (rule 31)'),
  startingCash: z
    .number()
    .int()
    .min(0)
    .max(20000)
    .multipleOf(100)
    .default(3000)
    .describe('Cash each player starts with'),
  debt: z.number().int().min(0).max(50000).multipleOf(100).default(6000).describe('What each player owes Niska'),
  winAmount: z
    .number()
    .int()
    .min(100)
    .max(50000)
    .multipleOf(100)
    .default(6000)
    .describe('Cash in hand needed at Ezra to win'),
  solidContacts: z.number().int().min(0).max(5).default(2).describe('Solid contacts needed to win'),
  allianceContactOn: z
    .number()
    .int()
    .min(2)
    .max(21)
    .default(20)
    .describe('Alliance Cruiser contact on a d20 roll of at least this (21 = never)'),
  reaverContactOn: z
    .number()
    .int()
    .min(2)
    .max(21)
    .default(20)
    .describe('Reaver contact on a d20 roll of at least this (21 = never)'),
  roundLimit: z.number().int().min(1).max(500).default(60).describe('Rounds before the game ends on net worth'),
});
export type NiskaOptions = z.infer<typeof niskaOptions>;
