// Legal moves for the Firefly board: a stable key per move and where on the board it is offered; its words are the
// server's (Match.choices, from the game's describeMove). The board knows no rules: it hands the moves back unchanged.
import { decisionOf, decodeTarget, type FireflyData, type FireflyMove } from '@cortex/game-legendary-firefly';
import type { BoardChoice } from '../types';

/** Where a move is offered: on a card or space it names, or in the decision panel. */
export type Place =
  | 'hand'
  | 'played'
  | 'aside'
  | 'bridge'
  | 'browncoats'
  | 'space'
  | 'card'
  | 'slot'
  | 'strike'
  | 'seat'
  | 'market'
  | 'intermission'
  | 'panel';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: FireflyMove | null;
  place: Place;
  /** The card id, space, slot or seat the move sits on (as a string). */
  ref: string;
  /** The full sentence (accessible name), from the choice's label. */
  label: string;
  /** The few words printed on the button, from the choice's short (its label when it has none). */
  short: string;
  /** The decision the move belongs to. */
  group: string;
}

export interface MoveContext {
  g: FireflyData;
  handIds: ReadonlySet<string>;
  playedIds: ReadonlySet<string>;
  asideIds: ReadonlySet<string>;
}

const KNOWN = new Set([
  'play',
  'playBasics',
  'playCopy',
  'activate',
  'recruit',
  'recruitBrowncoats',
  'scan',
  'fight',
  'complete',
  'repair',
  'coordinate',
  'react',
  'pass',
  'endTurn',
  'choose',
  'buyUpgrade',
  'repairShip',
  'heal',
  'drawExtra',
  'endIntermission',
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
    case 'playBasics':
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
    ctx.handIds.has(id)
      ? { place: 'hand', ref: id }
      : ctx.playedIds.has(id)
        ? { place: 'played', ref: id }
        : ctx.asideIds.has(id)
          ? { place: 'aside', ref: id }
          : { place: 'card', ref: id };
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
    case 'playBasics':
      return { place: 'hand', ref: '' };
    case 'pass':
    case 'endTurn':
    case 'endIntermission':
      return { place: 'panel', ref: '' };
    case 'choose': {
      // The target as the game reads it; a card sits where the decision says its cards lie.
      const t = decodeTarget(m.target);
      if (typeof t === 'string') return { place: 'panel', ref: '' };
      if ('space' in t) return { place: 'space', ref: String(t.space) };
      if ('slot' in t) return { place: 'slot', ref: String(t.slot) };
      if ('seat' in t) return { place: 'seat', ref: String(t.seat) };
      const lie = ctx.g.pending ? decisionOf(ctx.g.pending.kind).cards : undefined;
      if (lie === 'strikes') return { place: 'strike', ref: t.card };
      if (lie === 'listed') return { place: 'panel', ref: '' };
      return onCard(t.card);
    }
  }
}

/** Every legal move, once, with where the board offers it and the words the server gave it. */
export function offerMoves(
  legalMoves: readonly unknown[],
  choices: readonly BoardChoice[],
  ctx: MoveContext,
): OfferedMove[] {
  const seen = new Set<string>();
  return legalMoves.map((raw, i) => {
    const move = asMove(raw);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    const choice = choices[i];
    const label = choice?.label ?? 'Make this move';
    const words = { label, short: choice?.short ?? label, group: choice?.group ?? '' };
    if (!move) return { key, raw, move, place: 'panel', ref: '', ...words };
    return { key, raw, move, ...where(move, ctx), ...words };
  });
}
