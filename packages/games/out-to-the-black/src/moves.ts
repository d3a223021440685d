// Move types and their zod schemas: each move is one atomic choice.
import { z } from 'zod';
import { CHARACTER_IDS, type CharacterId } from './content/characters';
import { SKILLS, type Skill } from './content/skills';

export const OPTIONS = ['credits', 'honor', 'alliance', ...CHARACTER_IDS] as const;
export type OptionId = (typeof OPTIONS)[number];

export type OttbMove =
  | { readonly type: 'chooseCharacter'; readonly character: CharacterId }
  | { readonly type: 'pass' }
  | { readonly type: 'playCard'; readonly card: string }
  | { readonly type: 'useAbility' }
  | { readonly type: 'useAction'; readonly action: number }
  | { readonly type: 'chooseSkill'; readonly skill: Skill }
  | { readonly type: 'chooseSeat'; readonly seat: number }
  | { readonly type: 'chooseCard'; readonly card: string }
  | { readonly type: 'chooseOption'; readonly option: OptionId };

const cardId = z.string().min(1).max(20);

export const moveSchemas = {
  chooseCharacter: z.object({ type: z.literal('chooseCharacter'), character: z.enum(CHARACTER_IDS as [CharacterId, ...CharacterId[]]) }),
  pass: z.object({ type: z.literal('pass') }),
  playCard: z.object({ type: z.literal('playCard'), card: cardId }),
  useAbility: z.object({ type: z.literal('useAbility') }),
  useAction: z.object({ type: z.literal('useAction'), action: z.number().int().min(0).max(9) }),
  chooseSkill: z.object({ type: z.literal('chooseSkill'), skill: z.enum(SKILLS) }),
  chooseSeat: z.object({ type: z.literal('chooseSeat'), seat: z.number().int().min(0).max(4) }),
  chooseCard: z.object({ type: z.literal('chooseCard'), card: cardId }),
  chooseOption: z.object({ type: z.literal('chooseOption'), option: z.enum(OPTIONS) }),
};
