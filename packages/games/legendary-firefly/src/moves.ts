// Move schemas and the complete list of each seat's legal moves: the active player's Action Phase, other players' Coordinate and Reactions, decisions, the Inter-Mission.
import type { Seat } from '@cortex/engine';
import { z } from 'zod';
import {
  BRIDGE_SPACES,
  BROWNCOAT_COST,
  character,
  CREDITS_PER_EXTRA_DRAW,
  SHIP_SLOT_CREDITS,
  SHIP_SLOTS,
} from './content';
import { choiceOptions } from './rules/decisions';
import { upgradeSlots } from './rules/episode';
import {
  damage,
  data,
  decider,
  enemyAttack,
  type FireflyData,
  faceUpTargets,
  liveSpaces,
  mods,
  type Reader,
  repairCost,
  scanCost,
  Z,
} from './state';

const id = z.string().min(1).max(24).describe('A card id from the view (see Match.view zones)');
const small = z.number().int().min(0).max(99);
const card = (what: string) => id.describe(what);

export const moveSchemas = {
  play: z
    .object({ type: z.literal('play'), card: card('The card in your hand to play') })
    .describe('Play a card from your hand (a Flaw must be played first)'),
  playBasics: z
    .object({ type: z.literal('playBasics') })
    .describe(
      'Play every basic card in your hand at once (Shiny and Misbehave: no text, no class, so their order cannot matter)',
    ),
  playCopy: z
    .object({ type: z.literal('playCopy'), card: card('A card another player Coordinated to you') })
    .describe('Play a virtual copy of a Coordinated card'),
  activate: z
    .object({
      type: z.literal('activate'),
      card: card('A card you played this turn with an Activate ability, or your Talent'),
    })
    .describe("Use a played card's Activate ability (a Talent is defeated by it)"),
  recruit: z
    .object({ type: z.literal('recruit'), space: small.max(4).describe('Bridge space, 0 (first) to 4') })
    .describe('Recruit the character on a Bridge space with Recruit Points'),
  recruitBrowncoats: z
    .object({ type: z.literal('recruitBrowncoats') })
    .describe('Recruit the top Browncoats for 3 Recruit Points'),
  scan: z
    .object({
      type: z.literal('scan'),
      space: small.max(4).describe("'Verse space, 0 (leftmost, next to the Combat Zone) to 4"),
    })
    .describe("Pay Attack to turn a face-down card in a 'Verse space face-up"),
  fight: z
    .object({ type: z.literal('fight'), card: card("A face-up enemy in the 'Verse or the Combat Zone") })
    .describe('Pay Attack to defeat an enemy'),
  complete: z
    .object({ type: z.literal('complete'), card: card('A Goal, Side Job or Operations card') })
    .describe('Pay its price to complete a Goal or Side Job, or to defeat an Operations card'),
  repair: z
    .object({ type: z.literal('repair'), slot: small.max(5).describe("Serenity's Ship Strike slot, 0 to 5") })
    .describe('Pay Attack to repair a Ship Strike'),
  coordinate: z
    .object({ type: z.literal('coordinate'), card: card('A card with Coordinate in your hand') })
    .describe('Coordinate a card to the player whose turn it is (solo: discard it to draw a card)'),
  react: z
    .object({ type: z.literal('react'), card: card('A card with a Reaction in your hand') })
    .describe('Discard a Reaction card to help the player whose turn it is'),
  pass: z.object({ type: z.literal('pass') }).describe('No more Coordinate or Reactions from you this turn'),
  endTurn: z.object({ type: z.literal('endTurn') }).describe('End your Action Phase: the Strike Phase follows'),
  choose: z
    .object({
      type: z.literal('choose'),
      target: id.describe('The option chosen: a card id, "space:N", "slot:N", "seat:N", "yes", "no", "skip" or "done"'),
    })
    .describe('Answer the decision in front of you'),
  buyUpgrade: z
    .object({
      type: z.literal('buyUpgrade'),
      card: card('An Upgrade for sale'),
      slot: small.max(3).describe("Serenity's Upgrade slot, 0 to 3"),
    })
    .describe('Buy an Upgrade with Credits (Inter-Mission)'),
  repairShip: z
    .object({ type: z.literal('repairShip'), slot: small.max(5).describe("Serenity's Ship Strike slot, 0 to 5") })
    .describe('Repair a Ship Strike with Credits (Inter-Mission)'),
  heal: z
    .object({
      type: z.literal('heal'),
      credits: small.describe('Credits spent: each Main Character heals up to this much damage'),
    })
    .describe('Spend Credits on healing (Inter-Mission)'),
  drawExtra: z
    .object({ type: z.literal('drawExtra'), cards: small.describe('Extra cards each player draws (2 Credits each)') })
    .describe('Spend Credits so that each player draws extra cards for the next Episode (Inter-Mission)'),
  endIntermission: z
    .object({ type: z.literal('endIntermission') })
    .describe('End the Inter-Mission (unspent Credits are lost)'),
} as const;

export type FireflyMove = {
  [K in keyof typeof moveSchemas]: z.infer<(typeof moveSchemas)[K]>;
}[keyof typeof moveSchemas];

/** Basic cards: no text and no class (Shiny, Misbehave), so playing them asks nothing and their order cannot matter. */
export function isBasic(kind: string): boolean {
  const d = character(kind);
  return (
    d !== undefined &&
    d.cls === null &&
    !d.play &&
    !d.combo &&
    !d.activate &&
    !d.reaction &&
    !d.coordinate &&
    !d.episodeCharacter
  );
}

/** Who the game awaits: a pending decision's seat, the Inter-Mission's decider, or the active player in their Action Phase. */
export function awaited(g: FireflyData): Seat[] {
  if (g.result) return [];
  if (g.pending) return [g.pending.seat];
  if (g.step === 'intermission') return [decider(g)];
  if (g.step === 'reactions') return g.window;
  if (g.step === 'action') return [g.active];
  return [];
}

/**
 * Other players who may Coordinate or react during the active player's Action Phase. Their moves are optional: the
 * match does not wait for them, and the window closes when the Action Phase ends (or when they pass).
 */
export function optional(g: FireflyData): Seat[] {
  if (g.result || g.pending || g.step !== 'action') return [];
  return g.window.filter((s) => s !== g.active);
}

const coordinates = (kind: string): boolean => character(kind)?.coordinate === true;

export function legalMoves(r: Reader, seat: Seat): FireflyMove[] {
  const g = r.game;
  if (!awaited(g).includes(seat) && !optional(g).includes(seat)) return [];
  if (g.pending) return choiceOptions(r, g.pending).map((target) => ({ type: 'choose', target }));
  if (g.step === 'intermission') return intermissionMoves(r);
  if (seat !== g.active) {
    const hand = r.cards(Z.hand(seat));
    const out: FireflyMove[] = [];
    if (g.step === 'action' && !mods(r).noCoordinate && !g.coordinated.includes(seat))
      for (const c of hand) if (coordinates(c.kind)) out.push({ type: 'coordinate', card: c.id });
    for (const c of hand) if (character(c.kind)?.reaction) out.push({ type: 'react', card: c.id });
    out.push({ type: 'pass' });
    return out;
  }
  return actionMoves(r, seat);
}

/** The active player's Action Phase moves (always ending with endTurn). */
function actionMoves(r: Reader, seat: Seat): FireflyMove[] {
  const g = r.game;
  const hand = r.cards(Z.hand(seat));
  const noCoordinate = mods(r).noCoordinate;
  // A Flaw in hand must be played before anything else (the rules play it as soon as it is there; all Flaws are alike).
  const flaw = hand.find((c) => data(c.kind)?.type === 'flaw');
  if (flaw) return [{ type: 'play', card: flaw.id }];
  const out: FireflyMove[] = hand.map((c) => ({ type: 'play', card: c.id }));
  if (hand.filter((c) => isBasic(c.kind)).length >= 2) out.push({ type: 'playBasics' });
  for (let o = 0; o < r.players; o++)
    for (const c of r.cards(Z.aside(o))) if (!g.virtual.includes(c.id)) out.push({ type: 'playCopy', card: c.id });
  for (const c of r.cards(Z.played(seat))) {
    const d = data(c.kind);
    if (g.activated.includes(c.id)) continue;
    if (d?.type === 'talent' || (d?.type === 'character' && d.activate)) out.push({ type: 'activate', card: c.id });
  }
  for (const cid of g.virtual) {
    const kind = findKind(r, cid);
    if (kind && character(kind)?.activate && !g.activated.includes(cid)) out.push({ type: 'activate', card: cid });
  }
  for (let j = 0; j < BRIDGE_SPACES; j++) {
    const c = r.cards(Z.bridge(j))[0];
    const d = c ? character(c.kind) : undefined;
    if (d && g.recruit >= d.cost) out.push({ type: 'recruit', space: j });
  }
  if (g.recruit >= BROWNCOAT_COST && r.cards(Z.browncoats).length > 0) out.push({ type: 'recruitBrowncoats' });
  for (let i = 0; i < liveSpaces(g); i++)
    if (r.cards(Z.down(i)).length > 0 && g.attack >= scanCost(r, i)) out.push({ type: 'scan', space: i });
  for (const c of faceUpTargets(r)) {
    const d = data(c.kind);
    if (d?.type === 'enemy' && g.attack >= enemyAttack(g, c.id, c.kind)) out.push({ type: 'fight', card: c.id });
    if ((d?.type === 'goal' || d?.type === 'sideJob') && (d.pay.pool === 'attack' ? g.attack : g.recruit) >= d.pay.n)
      out.push({ type: 'complete', card: c.id });
  }
  for (const c of r.cards(Z.operations)) {
    const d = data(c.kind);
    if (
      (d?.type === 'event' || d?.type === 'special') &&
      d.pay &&
      (d.pay.pool === 'attack' ? g.attack : g.recruit) >= d.pay.n
    )
      out.push({ type: 'complete', card: c.id });
  }
  for (let k = 0; k < SHIP_SLOTS; k++) {
    const c = r.cards(Z.slot(k))[0];
    if (c && g.attack >= repairCost(r, c.kind)) out.push({ type: 'repair', slot: k });
  }
  if (r.players === 1 && !g.soloCoordinated && !noCoordinate)
    for (const c of hand) if (coordinates(c.kind)) out.push({ type: 'coordinate', card: c.id });
  out.push({ type: 'endTurn' });
  return out;
}

export function findKind(r: Reader, cid: string): string | undefined {
  for (let o = 0; o < r.players; o++) {
    const c = r.cards(Z.aside(o)).find((x) => x.id === cid);
    if (c) return c.kind;
  }
  return undefined;
}

function intermissionMoves(r: Reader): FireflyMove[] {
  const g = r.game;
  const out: FireflyMove[] = [];
  const slots = upgradeSlots(r);
  for (const c of r.cards(Z.market)) {
    const d = data(c.kind);
    if (d?.type === 'upgrade' && g.credits >= d.cost)
      for (const slot of slots) out.push({ type: 'buyUpgrade', card: c.id, slot });
  }
  for (let k = 0; k < SHIP_SLOTS; k++)
    if (r.cards(Z.slot(k)).length > 0 && g.credits >= (SHIP_SLOT_CREDITS[k] ?? 0))
      out.push({ type: 'repairShip', slot: k });
  if (g.mcs.some((_, m) => damage(r, m) > 0))
    for (let n = 1; n <= g.credits; n++) out.push({ type: 'heal', credits: n });
  // The campaign's Inter-Mission after a won game buys no extra draws (there is no next Episode in this game).
  if (!g.drewExtra && !g.campaign?.final)
    for (let n = 1; n * CREDITS_PER_EXTRA_DRAW <= g.credits; n++) out.push({ type: 'drawExtra', cards: n });
  out.push({ type: 'endIntermission' });
  return out;
}
