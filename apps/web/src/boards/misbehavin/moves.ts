// Legal moves for the Misbehavin' board: a stable key per move, the card, seat or set it is offered on, and its label in words.
// The board knows no rules: it only describes the moves it is given and hands them back unchanged.
import { CARDS, MARKET_DECKS, OPTIONAL_SETS, SUPPLY_SETS, effectText, cardName, type Effect, type Frame, type GameData, type MisbehavinMove, type SupplySet } from '@cortex/game-misbehavin';
import type { ZoneView } from '../types';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: MisbehavinMove | null;
  /** Where it is offered: 'panel', a card id, `seat:N`, `set:<supply set>` or 'reaver'. */
  at: string;
  /** Full words (the accessible name). */
  label: string;
  /** A word or two for the button on a card. */
  short: string;
}

export interface MoveContext {
  g: GameData;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
}

const KNOWN = new Set<string>([
  'draftSet', 'play', 'playTrigger', 'trigger', 'triggerFree', 'innate', 'ability', 'choose', 'fight', 'target', 'fightAdd', 'stand',
  'reward', 'retain', 'retainDone', 'deal', 'dealAdd', 'dealCredit', 'claim', 'allow', 'cancel', 'reattempt', 'recruitDisplay',
  'dropDisplay', 'recruit', 'recruitAdd', 'acquire', 'warrant', 'tax', 'steal', 'retrigger', 'rally', 'special', 'replay',
  'replayDone', 'reaver', 'endTurn', 'scrap', 'finish',
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
    case 'dealCredit':
    case 'allow':
    case 'reattempt':
    case 'recruitDisplay':
    case 'dropDisplay':
    case 'rally':
    case 'replayDone':
    case 'reaver':
    case 'endTurn':
    case 'finish':
      return m.type;
  }
}

const sentence = (effects: readonly Effect[]): string => effects.map(effectText).join(', then ');

function triggerText(kind: string | undefined): string {
  const d = kind ? CARDS[kind] : undefined;
  const a = d?.abilities.filter((x) => x.timing === 'trigger') ?? [];
  return a.length ? a.map((x) => sentence(x.effects)).join(' / ') : 'its ability';
}

function describe(m: MisbehavinMove, ctx: MoveContext): { label: string; short: string; at: string } {
  const { g } = ctx;
  const kind = (id: string): string | undefined => ctx.kindOf(id);
  const named = (id: string): string => {
    const k = kind(id);
    return k ? cardName(k) : 'a card';
  };
  const f = topFrame(g);
  switch (m.type) {
    case 'draftSet':
      return { label: `Draft ${SUPPLY_SETS[m.set as SupplySet]?.name ?? m.set} into the ${m.slot.toUpperCase()} slot`, short: `${m.slot} slot`, at: `set:${m.set}` };
    case 'play':
      return { label: `Play ${named(m.card)} to your tableau`, short: 'Play', at: m.card };
    case 'playTrigger': {
      const card = f?.kind === 'afterPlay' ? f.card : '';
      return m.use
        ? { label: `Trigger ${named(card)} at once: ${triggerText(kind(card))}`, short: 'Trigger now', at: 'panel' }
        : { label: `Set ${named(card)} (keep it untriggered)`, short: 'Set it', at: 'panel' };
    }
    case 'trigger':
      return { label: `Trigger ${named(m.card)}: ${triggerText(kind(m.card))}`, short: '⚡ Trigger', at: m.card };
    case 'triggerFree':
      return { label: `Trigger ${named(m.card)} without effect (no activation)`, short: 'Turn (no effect)', at: m.card };
    case 'innate': {
      const k = kind(m.card);
      const a = k ? CARDS[k]?.abilities.filter((x) => x.timing === 'innate' && !x.passive && x.window !== 'deal') : undefined;
      const what = a && a.length > 0 ? `: ${a.map((x) => sentence(x.effects)).join(' / ')}` : '';
      return { label: `Use the innate ability of ${named(m.card)} (no activation)${what}`, short: 'Innate', at: m.card };
    }
    case 'ability': {
      const card = f?.kind === 'ability' ? f.card : '';
      const k = kind(card);
      const a = (k ? CARDS[k]?.abilities.filter((x) => x.timing === 'trigger') : undefined)?.[f?.kind === 'ability' ? f.index : 0];
      const what = a ? sentence(a.effects) : 'this ability';
      return m.use ? { label: `Use: ${what}`, short: 'Use', at: 'panel' } : { label: `Skip: ${what}`, short: 'Skip', at: 'panel' };
    }
    case 'choose': {
      const e = f?.kind === 'choose' ? f.effect : undefined;
      if (m.target === 'yes') return { label: 'Pay 2 credits for a +1 power token', short: 'Pay 2', at: 'panel' };
      if (m.target === 'no') return { label: 'Keep the credits (no power token)', short: 'No', at: 'panel' };
      if (/^s\d$/.test(m.target)) {
        const seat = Number(m.target.slice(1));
        const who = ctx.seatName(seat);
        if (e?.e === 'black') return { label: `${who} adds The Black to their recycle pile`, short: 'Give The Black', at: `seat:${seat}` };
        return { label: `Take up to ${e?.e === 'steal' ? e.n : ''} credits from ${who}`.replace('  ', ' '), short: 'Take credits', at: `seat:${seat}` };
      }
      if (e?.e === 'reset') return { label: `Reset ${named(m.target)}`, short: 'Reset', at: m.target };
      return { label: `Cycle ${named(m.target)} back into its deck`, short: 'Cycle', at: m.target };
    }
    case 'fight':
      return { label: `Pick a fight with ${named(m.card)}`, short: 'Fight', at: m.card };
    case 'target':
      return m.mode === 'nab'
        ? { label: `Fight to NAB ${named(m.card)} (into your hand)`, short: 'NAB', at: m.card }
        : { label: `Fight to DISPATCH ${named(m.card)} (to its owner's recycle pile)`, short: 'DISPATCH', at: m.card };
    case 'fightAdd': {
      const k = kind(m.card);
      const p = k ? (CARDS[k]?.power ?? 0) + (g.tokens[m.card] ?? 0) : 0;
      return { label: `Add ${named(m.card)} to the fight (+${p})`, short: `Add +${p}`, at: m.card };
    }
    case 'stand':
      return { label: 'Stand: add nothing more', short: 'Stand', at: 'panel' };
    case 'reward':
      return { label: m.kind === 'draw' ? 'Reward: draw 1 card from your deck' : m.kind === 'credit' ? 'Reward: gain 1 credit' : "Reward: gain 1 'verse token", short: m.kind, at: 'panel' };
    case 'retain':
      return { label: `Spend 1 'verse to retain ${named(m.card)} (back to your hand)`, short: 'Retain', at: m.card };
    case 'retainDone':
      return { label: 'Done retaining', short: 'Done', at: 'panel' };
    case 'deal':
      return { label: `Start a deal with ${named(m.card)}`, short: 'Deal', at: m.card };
    case 'dealAdd':
    case 'recruitAdd': {
      const k = kind(m.card);
      const inf = k ? CARDS[k]?.influence : 0;
      return { label: `Add ${named(m.card)} to the ${m.type === 'dealAdd' ? 'deal' : 'recruitment'} (+${String(inf)} influence)`, short: `Add +${String(inf)}`, at: m.card };
    }
    case 'dealCredit':
      return { label: 'Commit 1 credit to the deal (+1 influence)', short: '+1 credit', at: 'panel' };
    case 'claim': {
      const k = kind(m.card);
      if (g.warrants.includes(m.card)) return { label: `Claim the warrant on ${named(m.card)} (clear it)`, short: 'Clear warrant', at: m.card };
      return { label: `Claim ${named(m.card)} (cost ${k ? (CARDS[k]?.cost ?? '?') : '?'})`, short: 'Claim', at: m.card };
    }
    case 'allow':
      return { label: 'Allow the deal', short: 'Allow', at: 'panel' };
    case 'cancel':
      return { label: `Cancel the deal with ${named(m.card)}`, short: 'Cancel deal', at: m.card };
    case 'reattempt':
      return { label: 'Reattempt the deal (another activation)', short: 'Reattempt', at: 'panel' };
    case 'recruitDisplay':
      return { label: 'Use the display for a recruitment', short: 'Recruit', at: 'panel' };
    case 'dropDisplay':
      return { label: f?.kind === 'cancelled' ? 'Discard the display' : f?.kind === 'recruit' ? 'Stop recruiting (discard the display)' : 'Give up the deal (discard the display)', short: 'Give up', at: 'panel' };
    case 'recruit':
      return { label: `Recruit with ${named(m.card)}`, short: 'Recruit', at: m.card };
    case 'acquire':
      return m.discard
        ? { label: `Acquire a 'verse token: trigger ${named(m.card)} and discard ${named(m.discard)}`, short: `'Verse via ${named(m.card)}`, at: m.discard }
        : { label: `Acquire a 'verse token: trigger ${named(m.card)} and pay 1 credit`, short: "'Verse (1 credit)", at: m.card };
    case 'warrant':
      return { label: `Spend 2 'verse to issue a warrant on ${named(m.card)}`, short: 'Warrant', at: m.card };
    case 'tax':
      return m.from < 0
        ? { label: "Spend 1 'verse: tax the supply for 2 credits", short: 'Tax supply', at: 'panel' }
        : { label: `Spend 1 'verse: tax ${ctx.seatName(m.from)} 1 credit`, short: "Tax 1 (1 'verse)", at: `seat:${m.from}` };
    case 'steal':
      return m.from < 0
        ? { label: "Spend 1 'verse: steal 2 credits from the bank", short: 'Steal bank', at: 'panel' }
        : { label: `Spend 1 'verse: steal up to 2 credits from ${ctx.seatName(m.from)}`, short: "Steal 2 (1 'verse)", at: `seat:${m.from}` };
    case 'retrigger':
      return { label: `Spend 2 'verse to re-trigger ${named(m.card)}: ${triggerText(kind(m.card))}`, short: 'Re-trigger', at: m.card };
    case 'rally':
      return { label: "Spend 2 'verse to rally: 1 more activation", short: 'Rally', at: 'panel' };
    case 'special': {
      const k = kind(m.card);
      const effects = k ? CARDS[k]?.specials?.[m.option] : undefined;
      return { label: `Play ${named(m.card)}: ${effects ? sentence(effects) : `option ${m.option + 1}`}`, short: effects ? sentence(effects) : `Option ${m.option + 1}`, at: m.card };
    }
    case 'replay': {
      const card = f?.kind === 'maneuver' ? f.card : '';
      const k = kind(card);
      const effects = k ? CARDS[k]?.specials?.[m.option] : undefined;
      return { label: `Spend 1 'verse to replay ${named(card)}: ${effects ? sentence(effects) : `option ${m.option + 1}`}`, short: 'Replay', at: 'panel' };
    }
    case 'replayDone':
      return { label: 'Done: the maneuver returns to the supply', short: 'Done', at: 'panel' };
    case 'reaver':
      return { label: "Place a 'verse token on the Reavers", short: 'Fight Reavers', at: 'reaver' };
    case 'endTurn':
      return { label: 'End your turn (discard your hand)', short: 'End turn', at: 'panel' };
    case 'scrap':
      return { label: `Discard ${named(m.card)} from your tableau`, short: 'Discard', at: m.card };
    case 'finish':
      return { label: 'Finish the turn (draw up)', short: 'Finish', at: 'panel' };
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

/** Every legal move once, with where it is offered; a move whose place is not on the board goes to the panel. */
export function offerMoves(legalMoves: readonly unknown[], ctx: MoveContext, shown: ReadonlySet<string>): OfferedMove[] {
  const seen = new Set<string>();
  return legalMoves.map((raw, i) => {
    const move = asMove(raw);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    if (!move) return { key, raw, move, at: 'panel', label: fallbackLabel(raw), short: 'Choose' };
    const d = describe(move, ctx);
    return { key, raw, move, ...d, at: d.at === 'panel' || shown.has(d.at) ? d.at : 'panel' };
  });
}

/** Words for a move the board does not know: its type and its fields, never raw JSON. */
function fallbackLabel(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return String(raw);
  const entries = Object.entries(raw as Record<string, unknown>);
  const type = String((raw as { type?: unknown }).type ?? 'move').replace(/([a-z])([A-Z])/g, '$1 $2');
  const rest = entries
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'object' ? '…' : String(v)}`)
    .join(', ');
  return `${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}${rest ? ` (${rest})` : ''}`;
}
