// Move schemas (one per type, bounded) and the move union they validate.
import { z } from 'zod';
import { OPTIONAL_SETS, SLOTS } from './content';

const id = z.string().min(1).max(12);
const seat = z.number().int().min(-1).max(3);

export const moveSchemas = {
  draftSet: z.object({ type: z.literal('draftSet'), set: z.enum(OPTIONAL_SETS as unknown as [string, ...string[]]), slot: z.enum(SLOTS as unknown as [string, ...string[]]) }),
  play: z.object({ type: z.literal('play'), card: id }),
  playTrigger: z.object({ type: z.literal('playTrigger'), use: z.boolean() }),
  trigger: z.object({ type: z.literal('trigger'), card: id }),
  triggerFree: z.object({ type: z.literal('triggerFree'), card: id }),
  innate: z.object({ type: z.literal('innate'), card: id }),
  ability: z.object({ type: z.literal('ability'), use: z.boolean() }),
  choose: z.object({ type: z.literal('choose'), target: z.string().min(1).max(12) }),
  fight: z.object({ type: z.literal('fight'), card: id }),
  target: z.object({ type: z.literal('target'), card: id, mode: z.enum(['nab', 'dispatch']) }),
  fightAdd: z.object({ type: z.literal('fightAdd'), card: id }),
  stand: z.object({ type: z.literal('stand') }),
  reward: z.object({ type: z.literal('reward'), kind: z.enum(['draw', 'credit', 'verse']) }),
  retain: z.object({ type: z.literal('retain'), card: id }),
  retainDone: z.object({ type: z.literal('retainDone') }),
  deal: z.object({ type: z.literal('deal'), card: id }),
  dealAdd: z.object({ type: z.literal('dealAdd'), card: id }),
  dealCredit: z.object({ type: z.literal('dealCredit') }),
  claim: z.object({ type: z.literal('claim'), card: id }),
  allow: z.object({ type: z.literal('allow') }),
  cancel: z.object({ type: z.literal('cancel'), card: id }),
  reattempt: z.object({ type: z.literal('reattempt') }),
  recruitDisplay: z.object({ type: z.literal('recruitDisplay') }),
  dropDisplay: z.object({ type: z.literal('dropDisplay') }),
  recruit: z.object({ type: z.literal('recruit'), card: id }),
  recruitAdd: z.object({ type: z.literal('recruitAdd'), card: id }),
  acquire: z.object({ type: z.literal('acquire'), card: id, discard: id.optional() }),
  warrant: z.object({ type: z.literal('warrant'), card: id }),
  tax: z.object({ type: z.literal('tax'), from: seat }),
  steal: z.object({ type: z.literal('steal'), from: seat }),
  retrigger: z.object({ type: z.literal('retrigger'), card: id }),
  rally: z.object({ type: z.literal('rally') }),
  special: z.object({ type: z.literal('special'), card: id, option: z.number().int().min(0).max(3) }),
  replay: z.object({ type: z.literal('replay'), option: z.number().int().min(0).max(3) }),
  replayDone: z.object({ type: z.literal('replayDone') }),
  reaver: z.object({ type: z.literal('reaver') }),
  endTurn: z.object({ type: z.literal('endTurn') }),
  scrap: z.object({ type: z.literal('scrap'), card: id }),
  finish: z.object({ type: z.literal('finish') }),
} as const;

type Schemas = typeof moveSchemas;
export type MisbehavinMove = { [K in keyof Schemas]: z.infer<Schemas[K]> }[keyof Schemas];
export type MoveOf<K extends MisbehavinMove['type']> = Extract<MisbehavinMove, { type: K }>;
