// Move schemas and the complete list of each seat's legal moves: the active player's Action Phase, other players' Coordinate and Reactions, decisions, the Inter-Mission.
import type { Seat } from '@cortex/engine';
import { z } from 'zod';
import { BRIDGE_SPACES, BROWNCOAT_COST, character, CREDITS_PER_EXTRA_DRAW, SHIP_SLOT_CREDITS, SHIP_SLOTS } from './content';
import { choiceOptions } from './effects';
import { upgradeSlots } from './episode';
import { damage, data, decider, enemyAttack, type FireflyData, faceUpTargets, liveSpaces, mods, type Reader, repairCost, scanCost, Z } from './state';

const id = z.string().min(1).max(24);
const small = z.number().int().min(0).max(99);

export const moveSchemas = {
  play: z.object({ type: z.literal('play'), card: id }),
  playCopy: z.object({ type: z.literal('playCopy'), card: id }),
  activate: z.object({ type: z.literal('activate'), card: id }),
  recruit: z.object({ type: z.literal('recruit'), space: small }),
  recruitBrowncoats: z.object({ type: z.literal('recruitBrowncoats') }),
  scan: z.object({ type: z.literal('scan'), space: small }),
  fight: z.object({ type: z.literal('fight'), card: id }),
  complete: z.object({ type: z.literal('complete'), card: id }),
  repair: z.object({ type: z.literal('repair'), slot: small }),
  coordinate: z.object({ type: z.literal('coordinate'), card: id }),
  react: z.object({ type: z.literal('react'), card: id }),
  pass: z.object({ type: z.literal('pass') }),
  endTurn: z.object({ type: z.literal('endTurn') }),
  choose: z.object({ type: z.literal('choose'), target: id }),
  buyUpgrade: z.object({ type: z.literal('buyUpgrade'), card: id, slot: small }),
  repairShip: z.object({ type: z.literal('repairShip'), slot: small }),
  heal: z.object({ type: z.literal('heal'), credits: small }),
  drawExtra: z.object({ type: z.literal('drawExtra'), cards: small }),
  endIntermission: z.object({ type: z.literal('endIntermission') }),
} as const;

export type FireflyMove = { [K in keyof typeof moveSchemas]: z.infer<(typeof moveSchemas)[K]> }[keyof typeof moveSchemas];

/** Who the game awaits: a pending decision's seat, the Inter-Mission's decider, or the active player in their Action Phase. */
export function awaited(g: FireflyData): Seat[] {
  if (g.result) return [];
  if (g.pending) return [g.pending.seat];
  if (g.step === 'intermission') return [decider(g)];
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
  const hand = r.cards(Z.hand(seat));
  const noCoordinate = mods(r).noCoordinate;
  if (seat !== g.active) {
    const out: FireflyMove[] = [];
    if (!noCoordinate && !g.coordinated.includes(seat)) for (const c of hand) if (coordinates(c.kind)) out.push({ type: 'coordinate', card: c.id });
    for (const c of hand) if (character(c.kind)?.reaction) out.push({ type: 'react', card: c.id });
    out.push({ type: 'pass' });
    return out;
  }
  // Flaws in hand must be played before anything else.
  const flaws = hand.filter((c) => data(c.kind)?.type === 'flaw');
  if (flaws.length > 0) return flaws.map((c) => ({ type: 'play', card: c.id }));
  const out: FireflyMove[] = hand.map((c) => ({ type: 'play', card: c.id }));
  for (let o = 0; o < r.players; o++) for (const c of r.cards(Z.aside(o))) if (!g.virtual.includes(c.id)) out.push({ type: 'playCopy', card: c.id });
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
  for (let i = 0; i < liveSpaces(g); i++) if (r.cards(Z.down(i)).length > 0 && g.attack >= scanCost(r, i)) out.push({ type: 'scan', space: i });
  for (const c of faceUpTargets(r)) {
    const d = data(c.kind);
    if (d?.type === 'enemy' && g.attack >= enemyAttack(g, c.id, c.kind)) out.push({ type: 'fight', card: c.id });
    if ((d?.type === 'goal' || d?.type === 'sideJob') && (d.pay.pool === 'attack' ? g.attack : g.recruit) >= d.pay.n) out.push({ type: 'complete', card: c.id });
  }
  for (const c of r.cards(Z.operations)) {
    const d = data(c.kind);
    if ((d?.type === 'event' || d?.type === 'special') && d.pay && (d.pay.pool === 'attack' ? g.attack : g.recruit) >= d.pay.n) out.push({ type: 'complete', card: c.id });
  }
  for (let k = 0; k < SHIP_SLOTS; k++) {
    const c = r.cards(Z.slot(k))[0];
    if (c && g.attack >= repairCost(r, c.kind)) out.push({ type: 'repair', slot: k });
  }
  if (r.players === 1 && !g.soloCoordinated && !noCoordinate) for (const c of hand) if (coordinates(c.kind)) out.push({ type: 'coordinate', card: c.id });
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
    if (d?.type === 'upgrade' && g.credits >= d.cost) for (const slot of slots) out.push({ type: 'buyUpgrade', card: c.id, slot });
  }
  for (let k = 0; k < SHIP_SLOTS; k++) if (r.cards(Z.slot(k)).length > 0 && g.credits >= (SHIP_SLOT_CREDITS[k] ?? 0)) out.push({ type: 'repairShip', slot: k });
  if (g.mcs.some((_, m) => damage(r, m) > 0)) for (let n = 1; n <= g.credits; n++) out.push({ type: 'heal', credits: n });
  // The campaign's Inter-Mission after a won game buys no extra draws (there is no next Episode in this game).
  if (!g.drewExtra && !g.campaign?.final) for (let n = 1; n * CREDITS_PER_EXTRA_DRAW <= g.credits; n++) out.push({ type: 'drawExtra', cards: n });
  out.push({ type: 'endIntermission' });
  return out;
}
