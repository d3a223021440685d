// The Misbehavin' board's legal moves: a stable key per move (its test id) and where the board draws it (the card, seat or
// supply set it is about, or the decision panel). Their words come from the server (the game's describeMove, as the
// API's choices); the board knows no rules: it places the moves it is given and hands them back unchanged.
import { MARKET_DECKS, OPTIONAL_SETS, type Frame, type GameData, type MisbehavinMove } from '@cortex/game-misbehavin';
import type { BoardChoice, ZoneView } from '../types';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: MisbehavinMove | null;
  /** Where it is offered: 'panel', a card id, `seat:N`, `set:<supply set>` or 'reaver'. */
  at: string;
  /** Full words (the accessible name), from the server. */
  label: string;
  /** A word or two for the button on a card. */
  short: string;
  /** The decision it belongs to. */
  group: string;
}

const KNOWN = new Set<string>([
  'draftSet',
  'play',
  'playTrigger',
  'trigger',
  'triggerFree',
  'innate',
  'ability',
  'choose',
  'fight',
  'target',
  'fightAdd',
  'stand',
  'reward',
  'retain',
  'retainDone',
  'deal',
  'dealAdd',
  'dealCredit',
  'claim',
  'allow',
  'cancel',
  'reattempt',
  'recruitDisplay',
  'dropDisplay',
  'recruit',
  'recruitAdd',
  'acquire',
  'warrant',
  'tax',
  'steal',
  'retrigger',
  'rally',
  'special',
  'replay',
  'replayDone',
  'reaver',
  'endTurn',
  'scrap',
  'finish',
]);

function asMove(raw: unknown): MisbehavinMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (raw as MisbehavinMove) : null;
}

export const topFrame = (g: GameData): Frame | undefined => g.stack[g.stack.length - 1];

/** The nearest pending frame of a kind (a fight stays open under choices and maneuvers). */
export function frameOf<K extends Frame['kind']>(g: GameData, kind: K): Extract<Frame, { kind: K }> | undefined {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.kind === kind) return f as Extract<Frame, { kind: K }>;
  }
  return undefined;
}

/** The test id's tail for a move (`mb-move-<key>`): stable for the e2e specs. */
export function moveKey(m: MisbehavinMove): string {
  switch (m.type) {
    case 'draftSet':
      return `draftSet-${m.set}-${m.slot}`;
    case 'playTrigger':
    case 'ability':
      return `${m.type}-${m.use ? 'yes' : 'no'}`;
    case 'choose':
      return `choose-${m.target}`;
    case 'target':
      return `target-${m.card}-${m.mode}`;
    case 'reward':
      return `reward-${m.kind}`;
    case 'acquire':
      return `acquire-${m.card}${m.discard ? `-${m.discard}` : ''}`;
    case 'tax':
    case 'steal':
      return `${m.type}-${m.from < 0 ? 'bank' : `s${m.from}`}`;
    case 'special':
      return `special-${m.card}-${m.option}`;
    case 'replay':
      return `replay-${m.option}`;
    case 'dealCredit':
      return `dealCredit-${m.amount}`;
    case 'endTurn':
      return m.tableau === 'keep' ? 'endTurn' : 'endTurn-choose';
    case 'play':
    case 'trigger':
    case 'triggerFree':
    case 'innate':
    case 'fight':
    case 'fightAdd':
    case 'retain':
    case 'deal':
    case 'dealAdd':
    case 'claim':
    case 'cancel':
    case 'recruit':
    case 'recruitAdd':
    case 'warrant':
    case 'retrigger':
    case 'scrap':
      return `${m.type}-${m.card}`;
    case 'stand':
    case 'retainDone':
    case 'allow':
    case 'reattempt':
    case 'recruitDisplay':
    case 'dropDisplay':
    case 'rally':
    case 'replayDone':
    case 'reaver':
    case 'finish':
      return m.type;
  }
}

/** Where the board draws a move: on the card, seat or supply set it is about, or in the decision panel. */
export function placement(m: MisbehavinMove): string {
  switch (m.type) {
    case 'draftSet':
      return `set:${m.set}`;
    case 'choose':
      if (m.target === 'yes' || m.target === 'no') return 'panel';
      return /^s\d$/.test(m.target) ? `seat:${m.target.slice(1)}` : m.target;
    case 'acquire':
      // A faction that pays by discarding picks the card to discard: the button sits on it.
      return m.discard ?? m.card;
    case 'tax':
    case 'steal':
      return m.from < 0 ? 'panel' : `seat:${m.from}`;
    case 'reaver':
      return 'reaver';
    case 'play':
    case 'trigger':
    case 'triggerFree':
    case 'innate':
    case 'fight':
    case 'target':
    case 'fightAdd':
    case 'retain':
    case 'deal':
    case 'dealAdd':
    case 'claim':
    case 'cancel':
    case 'recruit':
    case 'recruitAdd':
    case 'warrant':
    case 'retrigger':
    case 'special':
    case 'scrap':
      return m.card;
    default:
      return 'panel';
  }
}

/** A supply set's face-up piles: the first card of each kind, with how many of that kind are left. */
export function firstOfEachKind<C extends { id: string; kind: string }>(cards: readonly (C | null)[]): C[] {
  const seen = new Map<string, C>();
  for (const c of cards) if (c && !seen.has(c.kind)) seen.set(c.kind, c);
  return [...seen.values()];
}

/** Where the board draws move buttons: every visible card it shows, each seat, the draft sets and the Reavers. */
export function anchorsOnBoard(g: GameData, zone: (name: string) => ZoneView, viewerSeat: number | null): Set<string> {
  const shown = new Set<string>(['reaver']);
  const add = (cards: readonly ({ id: string } | null)[]): void => {
    for (const c of cards) if (c) shown.add(c.id);
  };
  for (let s = 0; s < g.players.length; s++) {
    shown.add(`seat:${s}`);
    for (const area of ['assets', 'command', 'display']) add(zone(`${area}:${s}`).cards);
  }
  if (viewerSeat !== null) add(zone(`hand:${viewerSeat}`).cards);
  for (const d of MARKET_DECKS) add(zone(`${d}:row`).cards);
  for (const set of g.supplySets) add(firstOfEachKind(zone(`supply:${set}`).cards));
  if (g.phase === 'draft') for (const set of OPTIONAL_SETS) shown.add(`set:${set}`);
  return shown;
}

/** Every legal move once, with the server's words and where it is drawn; a move whose place is not on the board goes to the panel. */
export function offerMoves(choices: readonly BoardChoice[], shown: ReadonlySet<string>): OfferedMove[] {
  const seen = new Set<string>();
  return choices.map((choice, i) => {
    const move = asMove(choice.move);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    const at = move ? placement(move) : 'panel';
    return {
      key,
      raw: choice.move,
      move,
      at: at === 'panel' || shown.has(at) ? at : 'panel',
      label: choice.label,
      short: choice.short ?? choice.label,
      group: choice.group,
    };
  });
}
