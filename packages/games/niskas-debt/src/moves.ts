// Move schemas: every move is a small JSON object with a literal type; strings and numbers are bounded.
import { z } from 'zod';

const id = z.string().min(1).max(24);
const name = z.string().min(1).max(40);
const sector = z.number().int().min(0).max(80);
const goods = z.enum(['cargo', 'contraband', 'passenger', 'fugitive']);

export const moveSchemas = {
  captain: z.object({ type: z.literal('captain'), name }),
  ship: z.object({ type: z.literal('ship'), name }),
  profession: z.object({ type: z.literal('profession'), profession: z.string().max(20) }),
  personality: z.object({ type: z.literal('personality'), personality: z.string().max(20) }),
  start: z.object({ type: z.literal('start'), sector }),
  discardJob: z.object({ type: z.literal('discardJob'), job: id }),
  fly: z.object({ type: z.literal('fly'), to: sector, search: z.boolean() }),
  lure: z.object({ type: z.literal('lure') }),
  evade: z.object({ type: z.literal('evade'), to: sector }),
  buy: z.object({ type: z.literal('buy'), card: id }),
  stopBuying: z.object({ type: z.literal('stopBuying') }),
  name: z.object({ type: z.literal('name'), name }),
  shoreLeave: z.object({ type: z.literal('shoreLeave') }),
  deal: z.object({ type: z.literal('deal'), job: id }),
  stopDealing: z.object({ type: z.literal('stopDealing') }),
  work: z.object({ type: z.literal('work'), job: id }),
  smallTime: z.object({ type: z.literal('smallTime') }),
  stayBehind: z.object({ type: z.literal('stayBehind'), crew: id }),
  go: z.object({ type: z.literal('go') }),
  option: z.object({ type: z.literal('option'), index: z.number().int().min(0).max(5) }),
  giveUp: z.object({ type: z.literal('giveUp') }),
  bribe: z.object({ type: z.literal('bribe') }),
  noBribe: z.object({ type: z.literal('noBribe') }),
  pay: z.object({ type: z.literal('pay'), crew: id }),
  withhold: z.object({ type: z.literal('withhold'), crew: id }),
  payBack: z.object({ type: z.literal('payBack'), crew: id }),
  loseCrew: z.object({ type: z.literal('loseCrew'), crew: id }),
  assign: z.object({ type: z.literal('assign'), gear: id, crew: id }),
  unassign: z.object({ type: z.literal('unassign'), gear: id }),
  dismiss: z.object({ type: z.literal('dismiss'), crew: id }),
  scrap: z.object({ type: z.literal('scrap'), upgrade: id }),
  stow: z.object({ type: z.literal('stow'), goods, to: z.enum(['hold', 'stash']) }),
  dump: z.object({ type: z.literal('dump'), goods }),
  sell: z.object({ type: z.literal('sell'), goods }),
  purchase: z.object({ type: z.literal('purchase'), goods }),
  load: z.object({ type: z.literal('load'), goods }),
  clearWarrants: z.object({ type: z.literal('clearWarrants') }),
  offer: z.object({ type: z.literal('offer'), to: z.number().int().min(0).max(5) }),
  offerItem: z.object({ type: z.literal('offerItem'), side: z.enum(['give', 'get']), item: id }),
  offerCash: z.object({ type: z.literal('offerCash'), side: z.enum(['give', 'get']), amount: z.union([z.literal(100), z.literal(500), z.literal(1000)]) }),
  sendOffer: z.object({ type: z.literal('sendOffer') }),
  cancelOffer: z.object({ type: z.literal('cancelOffer') }),
  accept: z.object({ type: z.literal('accept'), from: z.number().int().min(0).max(5) }),
  decline: z.object({ type: z.literal('decline'), from: z.number().int().min(0).max(5) }),
  end: z.object({ type: z.literal('end') }),
} as const;

export type NiskaMove = { [K in keyof typeof moveSchemas]: z.infer<(typeof moveSchemas)[K]> }[keyof typeof moveSchemas];
