// Legal moves for the Niska's Debt board: a stable key per move, where on the board it is offered, and its label in words.
// The board knows no rules: it only describes the moves it is given and hands them back unchanged.
import { GOODS_NAMES, PERSONALITIES, PROFESSIONS, map, money, type Goods, type NiskaData, type NiskaMove } from '@cortex/game-niskas-debt';

/** Where a move is offered: on the map, a dealer's job, a market card, the viewer's jobs / crew / goods / ship, the trade table, the turn bar or the decision panel. */
export type Place = 'panel' | 'map' | 'dealer' | 'market' | 'jobs' | 'crew' | 'goods' | 'ship' | 'trade' | 'turn';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: NiskaMove;
  place: Place;
  label: string;
}

export interface MoveContext {
  g: NiskaData;
  viewerSeat: number | null;
  kindOf: (id: string) => string | undefined;
  cardName: (kind: string) => string;
  seatName: (seat: number) => string;
}

const KNOWN = new Set([
  'captain', 'ship', 'profession', 'personality', 'start', 'discardJob', 'fly', 'lure', 'evade', 'buy', 'stopBuying', 'name', 'shoreLeave',
  'deal', 'stopDealing', 'work', 'smallTime', 'stayBehind', 'go', 'option', 'giveUp', 'bribe', 'noBribe', 'pay', 'withhold', 'loseCrew',
  'assign', 'unassign', 'dismiss', 'scrap', 'stow', 'dump', 'sell', 'purchase', 'load', 'clearWarrants', 'offer', 'offerItem', 'offerCash',
  'sendOffer', 'cancelOffer', 'accept', 'decline', 'payBack', 'end',
]);

function asMove(raw: unknown): NiskaMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (raw as NiskaMove) : null;
}

const slug = (s: string): string => s.replace(/[^A-Za-z0-9]+/g, '_');

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
    case 'discardJob':
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
      return `offer-${m.to}`;
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
    case 'discardJob':
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

/** A crew member's name as the sheet shows it ("Captain Mara Quill" for the Captain). */
export function memberName(g: NiskaData, seat: number, member: string): string {
  const p = g.players[seat];
  if (!p) return member;
  if (member === 'captain') return `Captain ${p.captain ?? ''}`.trim();
  return p.crew[member]?.name ?? 'a crew member';
}

function isGoods(item: string): item is Goods {
  return item in GOODS_NAMES;
}

/** Words for one offer item: a goods name or a card of either ship. */
export function itemName(item: string, ctx: Pick<MoveContext, 'kindOf' | 'cardName'>): string {
  if (isGoods(item)) return `1 ${GOODS_NAMES[item]}`;
  const kind = ctx.kindOf(item);
  return kind ? ctx.cardName(kind) : 'a card';
}

export function label(m: NiskaMove, ctx: MoveContext): string {
  const { g, viewerSeat } = ctx;
  const seat = viewerSeat ?? g.turn;
  const card = (id: string): string => {
    const kind = ctx.kindOf(id);
    return kind ? ctx.cardName(kind) : 'a card';
  };
  switch (m.type) {
    case 'captain':
      return `Name your Captain ${m.name}`;
    case 'ship':
      return `Name your Firefly the ${m.name}`;
    case 'profession': {
      const p = PROFESSIONS[m.profession as keyof typeof PROFESSIONS];
      return p ? `${p.name} (Fight ${p.skills.fight}, Tech ${p.skills.tech}, Talk ${p.skills.talk})` : m.profession;
    }
    case 'personality': {
      const p = PERSONALITIES[m.personality as keyof typeof PERSONALITIES];
      return p ? `${p.name}: ${p.text}` : m.personality;
    }
    case 'start':
      return `Start at ${map.sectorName(m.sector)}`;
    case 'discardJob':
      return `Discard ${card(m.job)}`;
    case 'fly':
      return `Fly to ${map.sectorName(m.to)}${m.search ? ' and search for salvage' : ''}`;
    case 'lure':
      return 'Lure the Reaver ship';
    case 'evade':
      return `Evade to ${map.sectorName(m.to)}`;
    case 'buy':
      return `Buy ${card(m.card)}`;
    case 'stopBuying':
      return 'Stop buying';
    case 'name':
      return m.name === 'random' ? 'A random name' : `Call them ${m.name}`;
    case 'shoreLeave':
      return 'Shore leave (cheer up the crew)';
    case 'deal':
      return `Take ${card(m.job)}`;
    case 'stopDealing':
      return 'Stop dealing';
    case 'work':
      return `Work ${card(m.job)}`;
    case 'smallTime':
      return 'Small-time work ($200)';
    case 'stayBehind':
      return `${memberName(g, seat, m.crew)} stays behind`;
    case 'go':
      return 'Go with this team';
    case 'option':
      return `Option ${String.fromCharCode(65 + m.index)}`;
    case 'giveUp':
      return 'Give up: no option can be met';
    case 'bribe': {
      const p = g.pending[0];
      return `Pay the bribe${p?.kind === 'bribe' ? ` (${money(p.cost)})` : ''}`;
    }
    case 'noBribe':
      return 'Refuse the bribe';
    case 'pay':
      return `Pay ${memberName(g, seat, m.crew)}`;
    case 'withhold':
      return `Withhold ${memberName(g, seat, m.crew)}'s pay`;
    case 'payBack':
      return `Pay ${memberName(g, seat, m.crew)} what they are owed`;
    case 'loseCrew':
      return `Lose ${memberName(g, seat, m.crew)}`;
    case 'assign':
      return `Give ${card(m.gear)} to ${memberName(g, seat, m.crew)}`;
    case 'unassign':
      return `Put ${card(m.gear)} in the stash`;
    case 'dismiss':
      return `Dismiss ${memberName(g, seat, m.crew)}`;
    case 'scrap':
      return `Scrap ${card(m.upgrade)}`;
    case 'stow':
      return `Move 1 ${GOODS_NAMES[m.goods]} to the ${m.to}`;
    case 'dump':
      return `Dump 1 ${GOODS_NAMES[m.goods]}`;
    case 'sell':
      return `Sell 1 ${GOODS_NAMES[m.goods]}`;
    case 'purchase':
      return `Buy 1 ${GOODS_NAMES[m.goods]}`;
    case 'load':
      return `Take on 1 ${GOODS_NAMES[m.goods]} free`;
    case 'clearWarrants':
      return 'Pay to clear all warrants';
    case 'offer':
      return `Offer a trade to ${ctx.seatName(m.to)}`;
    case 'offerItem':
      return `${m.side === 'give' ? 'Give' : 'Ask for'} ${itemName(m.item, ctx)}`;
    case 'offerCash':
      return `${m.side === 'give' ? 'Give' : 'Ask for'} ${money(m.amount)}`;
    case 'sendOffer':
      return 'Send the offer';
    case 'cancelOffer':
      return g.offers.some((o) => o.from === seat && o.sent) ? 'Withdraw your offer' : 'Cancel the offer';
    case 'accept':
      return `Accept the trade from ${ctx.seatName(m.from)}`;
    case 'decline':
      return `Decline the trade from ${ctx.seatName(m.from)}`;
    case 'end':
      return 'End your turn';
  }
}

export function offerMoves(legalMoves: readonly unknown[], ctx: MoveContext): OfferedMove[] {
  const out: OfferedMove[] = [];
  for (const raw of legalMoves) {
    const move = asMove(raw);
    if (!move) continue;
    out.push({ key: moveKey(move), raw, move, place: place(move), label: label(move, ctx) });
  }
  return out;
}
