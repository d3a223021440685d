// Legal moves for the Firefly board: a stable key per move, where on the board it is offered, and its label in words.
// The board knows no rules: it only describes the moves it is given and hands them back unchanged.
import { SHIP_SLOT_CREDITS, type FireflyData, type FireflyMove } from '@cortex/game-legendary-firefly';
import { cardData, cardName } from './cards';

/** Where a move is offered: on a card or space it names, or in the decision panel. */
export type Place = 'hand' | 'played' | 'aside' | 'bridge' | 'browncoats' | 'space' | 'card' | 'slot' | 'strike' | 'seat' | 'market' | 'intermission' | 'panel';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: FireflyMove | null;
  place: Place;
  /** The card id, space, slot or seat the move sits on (as a string). */
  ref: string;
  /** The full sentence (accessible name). */
  label: string;
  /** The few words printed on the button. */
  short: string;
}

export interface MoveContext {
  g: FireflyData;
  viewerSeat: number | null;
  handIds: ReadonlySet<string>;
  playedIds: ReadonlySet<string>;
  asideIds: ReadonlySet<string>;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
  scanCost: (space: number) => number;
  enemyAttack: (id: string) => number;
  repairCost: (slot: number) => number;
  slotKind: (slot: number) => string | undefined;
  bridgeKind: (space: number) => string | undefined;
  strikeOwner: (id: string) => string;
}

const KNOWN = new Set([
  'play', 'playCopy', 'activate', 'recruit', 'recruitBrowncoats', 'scan', 'fight', 'complete', 'repair', 'coordinate', 'react', 'pass',
  'endTurn', 'choose', 'buyUpgrade', 'repairShip', 'heal', 'drawExtra', 'endIntermission',
]);

function asMove(raw: unknown): FireflyMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (raw as FireflyMove) : null;
}

/** Test-id friendly: letters, digits and dashes only. */
function slug(s: string): string {
  return s.replace(/[^A-Za-z0-9]+/g, '-');
}

export function moveKey(m: FireflyMove): string {
  switch (m.type) {
    case 'pass':
    case 'endTurn':
    case 'recruitBrowncoats':
    case 'endIntermission':
      return m.type;
    case 'play':
    case 'playCopy':
    case 'activate':
    case 'fight':
    case 'complete':
    case 'coordinate':
    case 'react':
      return `${m.type}-${slug(m.card)}`;
    case 'recruit':
    case 'scan':
      return `${m.type}-${m.space}`;
    case 'repair':
    case 'repairShip':
      return `${m.type}-${m.slot}`;
    case 'choose':
      return `choose-${slug(m.target)}`;
    case 'buyUpgrade':
      return `buyUpgrade-${slug(m.card)}-${m.slot}`;
    case 'heal':
      return `heal-${m.credits}`;
    case 'drawExtra':
      return `drawExtra-${m.cards}`;
  }
}

function where(m: FireflyMove, ctx: MoveContext): { place: Place; ref: string } {
  const onCard = (id: string): { place: Place; ref: string } =>
    ctx.handIds.has(id) ? { place: 'hand', ref: id } : ctx.playedIds.has(id) ? { place: 'played', ref: id } : ctx.asideIds.has(id) ? { place: 'aside', ref: id } : { place: 'card', ref: id };
  switch (m.type) {
    case 'play':
    case 'coordinate':
    case 'react':
    case 'playCopy':
    case 'activate':
    case 'fight':
    case 'complete':
      return onCard(m.card);
    case 'recruit':
      return { place: 'bridge', ref: String(m.space) };
    case 'recruitBrowncoats':
      return { place: 'browncoats', ref: '' };
    case 'scan':
      return { place: 'space', ref: String(m.space) };
    case 'repair':
    case 'repairShip':
      return { place: 'slot', ref: String(m.slot) };
    case 'buyUpgrade':
      return { place: 'market', ref: m.card };
    case 'heal':
    case 'drawExtra':
      return { place: 'intermission', ref: '' };
    case 'pass':
    case 'endTurn':
    case 'endIntermission':
      return { place: 'panel', ref: '' };
    case 'choose': {
      const t = m.target;
      const p = ctx.g.pending;
      if (t.startsWith('space:')) return { place: 'space', ref: t.slice(6) };
      if (t.startsWith('slot:')) return { place: 'slot', ref: t.slice(5) };
      if (t.startsWith('seat:')) return { place: 'seat', ref: t.slice(5) };
      if (p?.kind === 'heal' || (p?.kind === 'healSelf' && t !== 'done')) return { place: 'strike', ref: t };
      if (p?.kind === 'avoid' || p?.kind === 'order' || t === 'skip' || t === 'done') return { place: 'panel', ref: '' };
      return onCard(t);
    }
  }
}

function chooseWords(target: string, ctx: MoveContext): { label: string; short: string } {
  const p = ctx.g.pending;
  const named = (id: string): string => cardName(ctx.kindOf(id));
  switch (p?.kind) {
    case 'scan':
      return { label: `Scan space ${Number(target.slice(6)) + 1} for free`, short: 'Scan free' };
    case 'heal':
      return { label: `Heal ${named(target)} from ${ctx.strikeOwner(target)}`, short: 'Heal' };
    case 'repair': {
      const k = Number(target.slice(5));
      return { label: `Repair ${cardName(ctx.slotKind(k))} for free`, short: 'Repair free' };
    }
    case 'weaken':
      return { label: `Give ${named(target)} −${p.n} Attack this turn`, short: `−${p.n} Attack` };
    case 'defeatEnemy':
      return { label: `Defeat ${named(target)}`, short: 'Defeat' };
    case 'defeatOwn':
      return target === 'skip' ? { label: 'Keep all your characters', short: 'Keep them all' } : { label: `Defeat your ${named(target)}`, short: 'Defeat it' };
    case 'discard':
      return { label: `Discard ${named(target)}`, short: 'Discard' };
    case 'playerDraw': {
      const s = Number(target.slice(5));
      return { label: `${ctx.seatName(s)} ${s === ctx.viewerSeat ? 'draw' : 'draws'} a card`, short: 'Draws a card' };
    }
    case 'order':
      return { label: `Resolve ${named(target)} first`, short: `${named(target)} first` };
    case 'show':
      return { label: `Show ${named(target)} from your hand`, short: 'Show it' };
    case 'healSelf':
      return target === 'done' ? { label: 'Stop healing', short: 'Stop healing' } : { label: `Heal ${named(target)} from ${ctx.strikeOwner(target)}`, short: 'Heal' };
    case 'avoid': {
      const src = ctx.g.strikes[0]?.src;
      const what = src ? named(src) : 'this strike';
      return target === 'yes' ? { label: `Avoid the strike from ${what}`, short: 'Avoid it' } : { label: `Take the strike from ${what}`, short: 'Take it' };
    }
    default:
      return { label: `Choose ${target}`, short: 'Choose' };
  }
}

export function describeMove(m: FireflyMove, ctx: MoveContext): { label: string; short: string } {
  const named = (id: string): string => cardName(ctx.kindOf(id));
  switch (m.type) {
    case 'play': {
      const d = cardData(ctx.kindOf(m.card));
      return d?.type === 'flaw' ? { label: `Play your Flaw (you must)`, short: 'Play Flaw' } : { label: `Play ${named(m.card)}`, short: 'Play' };
    }
    case 'playCopy':
      return { label: `Play a copy of the Coordinated ${named(m.card)}`, short: 'Play copy' };
    case 'activate':
      return { label: `Activate ${named(m.card)}`, short: 'Activate' };
    case 'recruit': {
      const kind = ctx.bridgeKind(m.space);
      const d = cardData(kind);
      return { label: `Recruit ${cardName(kind)} for ${d?.type === 'character' ? d.cost : '?'} Recruit`, short: 'Recruit' };
    }
    case 'recruitBrowncoats':
      return { label: 'Recruit a Browncoats for 3 Recruit', short: 'Recruit' };
    case 'scan':
      return { label: `Scan space ${m.space + 1} for ${ctx.scanCost(m.space)} Attack`, short: `Scan (${ctx.scanCost(m.space)})` };
    case 'fight':
      return { label: `Fight ${named(m.card)} for ${ctx.enemyAttack(m.card)} Attack`, short: `Fight (${ctx.enemyAttack(m.card)})` };
    case 'complete': {
      const d = cardData(ctx.kindOf(m.card));
      const pay = d?.type === 'goal' || d?.type === 'sideJob' ? `${d.pay.n} ${d.pay.pool === 'attack' ? 'Attack' : 'Recruit'}` : '';
      return { label: `Complete ${named(m.card)}${pay ? ` for ${pay}` : ''}`, short: 'Complete' };
    }
    case 'repair':
      return { label: `Repair ${cardName(ctx.slotKind(m.slot))} for ${ctx.repairCost(m.slot)} Attack`, short: `Repair (${ctx.repairCost(m.slot)})` };
    case 'coordinate':
      return ctx.viewerSeat === ctx.g.active
        ? { label: `Coordinate ${named(m.card)}: discard it to draw a card`, short: 'Coordinate' }
        : { label: `Coordinate ${named(m.card)} to ${ctx.seatName(ctx.g.active)}`, short: 'Coordinate' };
    case 'react':
      return { label: `React with ${named(m.card)} to help ${ctx.seatName(ctx.g.active)}`, short: 'React' };
    case 'pass':
      return { label: `Pass: no more help for ${ctx.seatName(ctx.g.active)} this turn`, short: 'Pass' };
    case 'endTurn':
      return { label: 'End your Action Phase (the Strike Phase follows)', short: 'End Action Phase' };
    case 'choose':
      return chooseWords(m.target, ctx);
    case 'buyUpgrade':
      return { label: `Buy ${named(m.card)} into upgrade slot ${m.slot + 1}`, short: `Buy → slot ${m.slot + 1}` };
    case 'repairShip':
      return { label: `Repair ${cardName(ctx.slotKind(m.slot))} for ${SHIP_SLOT_CREDITS[m.slot] ?? '?'} Credits`, short: `Repair (${SHIP_SLOT_CREDITS[m.slot] ?? '?'} Cr)` };
    case 'heal':
      return { label: `Spend ${m.credits} Credit${m.credits === 1 ? '' : 's'} healing: each Main Character heals up to ${m.credits} damage`, short: `Heal ${m.credits}` };
    case 'drawExtra':
      return { label: `Spend ${m.cards * 2} Credits: each player draws ${m.cards} extra card${m.cards === 1 ? '' : 's'}`, short: `+${m.cards} card${m.cards === 1 ? '' : 's'}` };
    case 'endIntermission':
      return { label: 'End the Inter-Mission and start the next Episode', short: 'Start the next Episode' };
  }
}

/** Every legal move, once, with where the board offers it. */
export function offerMoves(legalMoves: readonly unknown[], ctx: MoveContext): OfferedMove[] {
  const seen = new Set<string>();
  return legalMoves.map((raw, i) => {
    const move = asMove(raw);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    if (!move) return { key, raw, move, place: 'panel', ref: '', label: fallbackLabel(raw), short: fallbackLabel(raw) };
    const { place, ref } = where(move, ctx);
    return { key, raw, move, place, ref, ...describeMove(move, ctx) };
  });
}

/** Words for a move the board does not know: its type and its fields, never raw JSON. */
function fallbackLabel(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return String(raw);
  const type = String((raw as { type?: unknown }).type ?? 'move').replace(/([a-z])([A-Z])/g, '$1 $2');
  const rest = Object.entries(raw as Record<string, unknown>)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'object' ? '…' : String(v)}`)
    .join(', ');
  return `${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}${rest ? ` (${rest})` : ''}`;
}
