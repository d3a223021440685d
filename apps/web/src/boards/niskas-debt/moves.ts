// Legal moves for the Niska's Debt board: a stable key per move (its test id) and where on the board it is offered.
// Their words come from the server (the game's describeMove, as the API's choices); the board knows no rules: it places
// the moves it is given and hands them back unchanged (a name the player types replaces only the move's open name field).
import {
  CREW_PROFESSION_NAMES,
  GOODS_NAMES,
  marketCard,
  type Goods,
  type NiskaData,
  type NiskaMove,
} from '@cortex/game-niskas-debt';
import type { BoardChoice } from '../types';

/** Where a move is offered: on the map, a dealer's job, a market card, the viewer's jobs / crew / goods / ship, the trade table, the turn bar or the decision panel. */
export type Place = 'panel' | 'map' | 'dealer' | 'market' | 'jobs' | 'crew' | 'goods' | 'ship' | 'trade' | 'turn';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: NiskaMove;
  place: Place;
  /** Full words (the accessible name), from the server. */
  label: string;
  /** A word or two for a button drawn on a card or a sheet row. */
  short: string;
  /** The decision it belongs to. */
  group: string;
}

/** Every move the board offers. Not `timeUp`: the server's move when a deadline passes (rule 6.b), never a click. */
const KNOWN = new Set([
  'captain',
  'ship',
  'profession',
  'personality',
  'start',
  'discardJobs',
  'fly',
  'lure',
  'evade',
  'buy',
  'stopBuying',
  'name',
  'shoreLeave',
  'deal',
  'stopDealing',
  'work',
  'smallTime',
  'stayBehind',
  'go',
  'option',
  'giveUp',
  'bribe',
  'noBribe',
  'pay',
  'withhold',
  'loseCrew',
  'assign',
  'unassign',
  'dismiss',
  'scrap',
  'stow',
  'dump',
  'sell',
  'purchase',
  'load',
  'clearWarrants',
  'offer',
  'offerItem',
  'offerCash',
  'sendOffer',
  'cancelOffer',
  'accept',
  'decline',
  'payBack',
  'end',
]);

function asMove(raw: unknown): NiskaMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (raw as NiskaMove) : null;
}

const slug = (s: string): string => s.replace(/[^A-Za-z0-9]+/g, '_');

/** The test id's tail for a move (`nd-move-<key>`): stable for the e2e spec. */
export function moveKey(m: NiskaMove): string {
  switch (m.type) {
    case 'captain':
    case 'ship':
    case 'name':
      return `${m.type}-${slug(m.name)}`;
    case 'profession':
      return `profession-${m.profession}`;
    case 'personality':
      return `personality-${m.personality}`;
    case 'start':
    case 'evade':
      return `${m.type}-${m.type === 'start' ? m.sector : m.to}`;
    case 'fly':
      return `fly-${m.to}${m.search ? '-search' : ''}`;
    case 'discardJobs':
      return `discardJobs-${m.jobs.join('-')}`;
    case 'deal':
    case 'work':
      return `${m.type}-${m.job}`;
    case 'buy':
      return `buy-${m.card}`;
    case 'stayBehind':
    case 'pay':
    case 'withhold':
    case 'payBack':
    case 'loseCrew':
    case 'dismiss':
      return `${m.type}-${m.crew}`;
    case 'accept':
    case 'decline':
      return `${m.type}-${m.from}`;
    case 'option':
      return `option-${m.index}`;
    case 'assign':
      return `assign-${m.gear}-${m.crew}`;
    case 'unassign':
      return `unassign-${m.gear}`;
    case 'scrap':
      return `scrap-${m.upgrade}`;
    case 'stow':
      return `stow-${m.goods}-${m.to}`;
    case 'dump':
    case 'sell':
    case 'purchase':
    case 'load':
      return `${m.type}-${m.goods}`;
    case 'offer':
    case 'cancelOffer':
      return `${m.type}-${m.to}`;
    case 'offerItem':
      return `offerItem-${m.side}-${m.item}`;
    case 'offerCash':
      return `offerCash-${m.side}-${m.amount}`;
    default:
      return m.type;
  }
}

function place(m: NiskaMove): Place {
  switch (m.type) {
    case 'start':
    case 'fly':
    case 'evade':
      return 'map';
    case 'deal':
      return 'dealer';
    case 'buy':
      return 'market';
    case 'work':
      return 'jobs';
    case 'stayBehind':
    case 'pay':
    case 'withhold':
    case 'payBack':
    case 'loseCrew':
    case 'dismiss':
    case 'assign':
    case 'unassign':
      return 'crew';
    case 'stow':
    case 'dump':
    case 'sell':
    case 'purchase':
    case 'load':
      return 'goods';
    case 'scrap':
    case 'clearWarrants':
      return 'ship';
    case 'offerItem':
    case 'offerCash':
    case 'sendOffer':
    case 'cancelOffer':
    case 'accept':
    case 'decline':
      return 'trade';
    case 'lure':
    case 'shoreLeave':
    case 'smallTime':
    case 'offer':
    case 'end':
      return 'turn';
    default:
      return 'panel';
  }
}

function isGoods(item: string): item is Goods {
  return item in GOODS_NAMES;
}

/** Words for one offer item on the trade table: a goods name, a crew member by the sheet's name, or a card. */
export function itemName(
  item: string,
  ctx: { g: NiskaData; owner: number; kindOf: (id: string) => string | undefined; cardName: (kind: string) => string },
): string {
  if (isGoods(item)) return `1 ${GOODS_NAMES[item]}`;
  const crew = ctx.g.players[ctx.owner]?.crew[item];
  const kind = ctx.kindOf(item);
  const card = kind ? ctx.cardName(kind) : 'a card';
  const def = kind ? marketCard(kind) : undefined;
  return crew && def?.type === 'crew' && crew.name !== card
    ? `${crew.name} (${CREW_PROFESSION_NAMES[def.profession]})`
    : card;
}

/** The legal moves with their words: `choices` is in `legalMoves` order (the API's Match.choices). */
export function offerMoves(legalMoves: readonly unknown[], choices: readonly BoardChoice[]): OfferedMove[] {
  const out: OfferedMove[] = [];
  legalMoves.forEach((raw, i) => {
    const move = asMove(raw);
    if (!move) return;
    const choice = choices[i];
    const label = choice?.label ?? move.type;
    out.push({
      key: moveKey(move),
      raw,
      move,
      place: place(move),
      label,
      short: choice?.short ?? label,
      group: choice?.group ?? '',
    });
  });
  return out;
}
