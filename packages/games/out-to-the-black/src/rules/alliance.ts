// Alliance Cards: one entry per Alliance card type (the `type` of content/alliance.ts) and one per Immediate effect,
// holding what the card does when drawn, what it changes while in force, its text and its printed numbers; and the
// drawing itself, one card at a time, each resolved before the next.
import { seatRef, type CardStat } from '@cortex/engine';
import { allianceCard, type AllianceCard, type ImmediateEffect } from '../content/alliance';
import { SKILL_NAMES, SKILLS } from '../content/skills';
import { clockwise, Z, type Num3, type T } from '../state';
import { allianceDrawStopped } from './characters';
import { cardsPhrase, modsText, type Currency } from './phrase';
import { adjust, crewGainText, crewPurse } from './tokens';

export type AllianceType = AllianceCard['type'];
type CardOf<K extends AllianceType> = { [A in AllianceCard as A['type']]: A }[K];

export interface AllianceHandler<K extends AllianceType> {
  /** The type as printed: "Credit Reward". */
  readonly name: string;
  /** What happens when it is drawn (the log has already named the card and read its text). */
  drawn?(t: T, card: CardOf<K>): void;
  /** Skill modifiers while it is the newest Alliance card in play. */
  longTerm?(card: CardOf<K>): Num3;
  /** The Reward while it is the newest Alliance card in play: an Event's gain of that currency shrinks, its loss grows. */
  reward?(card: CardOf<K>): { readonly currency: Currency; readonly n: number };
  text(card: CardOf<K>): string;
  stats(card: CardOf<K>): CardStat[];
}

export type ImmediateKind = ImmediateEffect['kind'];
type ImmediateOf<K extends ImmediateKind> = { [E in ImmediateEffect as E['kind']]: E }[K];

export interface ImmediateHandler<K extends ImmediateKind> {
  run(t: T, e: ImmediateOf<K>): void;
  text(e: ImmediateOf<K>): string;
  stats(e: ImmediateOf<K>): CardStat[];
}

export const IMMEDIATE_EFFECTS = {
  gain: {
    run: (t, e) => {
      adjust(t.game, e.credits, e.honor);
      t.logAbout(null)`The crew now has ${crewPurse(t.game)}.`;
    },
    text: (e) => crewGainText(e.credits, e.honor),
    stats: (e) => [
      { name: 'Credits', value: e.credits },
      { name: 'Honor', value: e.honor },
    ],
  },
  discardRandom: {
    run: (t, e) => {
      for (const s of clockwise(t.game.active, t.players)) {
        for (let d = 0; d < e.n; d++) {
          const hand = t.cards(Z.hand(s));
          if (hand.length === 0) break;
          const card = t.random.pick(hand);
          t.move(card.id, Z.discard);
          t.logAbout(s)`${seatRef(s)} discarded ${t.cardsRef(card.id)} at random.`;
        }
      }
    },
    text: (e) => `each player discards ${cardsPhrase(e.n)} at random`,
    stats: (e) => [{ name: 'Cards discarded at random', value: e.n }],
  },
} satisfies { [K in ImmediateKind]: ImmediateHandler<K> };

const IMMEDIATE: { [K in ImmediateKind]: ImmediateHandler<K> } = IMMEDIATE_EFFECTS;
const immediateEntry = <K extends ImmediateKind>(kind: K): ImmediateHandler<K> => IMMEDIATE[kind];

const rewardText = (what: 'Credit' | 'Honor', n: number): string =>
  `${what} Reward ${n}: an Event's ${what} gain is ${n} less (minimum 0) and its ${what} loss ${n} more.`;

export const ALLIANCE_TYPES = {
  creditReward: {
    name: 'Credit Reward',
    reward: (a) => ({ currency: 'credits', n: a.n }),
    text: (a) => rewardText('Credit', a.n),
    stats: (a) => [{ name: 'Reward', value: a.n }],
  },
  honorReward: {
    name: 'Honor Reward',
    reward: (a) => ({ currency: 'honor', n: a.n }),
    text: (a) => rewardText('Honor', a.n),
    stats: (a) => [{ name: 'Reward', value: a.n }],
  },
  nextEvent: {
    name: 'Next Event',
    drawn: (t, a) => {
      for (let i = 0; i < 3; i++) t.game.nextMods[i]! += a.mods[i]!;
    },
    text: (a) => `Next Event: ${modsText(a.mods)} on the next Event only, even once covered.`,
    stats: (a) => skillStats(a.mods),
  },
  immediate: {
    name: 'Immediate',
    drawn: (t, a) => immediateEntry(a.effect.kind).run(t, a.effect),
    text: (a) => `Immediate: ${immediateEntry(a.effect.kind).text(a.effect)}.`,
    stats: (a) => immediateEntry(a.effect.kind).stats(a.effect),
  },
  longTerm: {
    name: 'Long Term',
    longTerm: (a) => [...a.mods],
    text: (a) => `Long Term: ${modsText(a.mods)} on every Event until covered.`,
    stats: (a) => skillStats(a.mods),
  },
} satisfies { [K in AllianceType]: AllianceHandler<K> };

const TABLE: { [K in AllianceType]: AllianceHandler<K> } = ALLIANCE_TYPES;

function skillStats(mods: readonly number[]): CardStat[] {
  return SKILLS.map((s, i) => ({ name: `${SKILL_NAMES[s]} modifier`, value: mods[i]! }));
}

export function allianceEntry<K extends AllianceType>(type: K): AllianceHandler<K> {
  return TABLE[type];
}

function entryOf(kind: string): { readonly a: AllianceCard; readonly h: AllianceHandler<AllianceType> } {
  const a = allianceCard(kind);
  return { a, h: allianceEntry(a.type) };
}

export function allianceText(kind: string): string {
  const { a, h } = entryOf(kind);
  return h.text(a);
}

/** "Alliance card (Long Term)" and its printed numbers. */
export function allianceInfo(kind: string): { readonly type: string; readonly stats: CardStat[] } {
  const { a, h } = entryOf(kind);
  return { type: `Alliance card (${h.name})`, stats: h.stats(a) };
}

/** Reads a zone's cards (from a match state, a table or a view). */
type Cards = (zone: string) => readonly ({ readonly kind: string } | null)[];

/** Skill modifiers from the newest Alliance card when it is Long Term: "only the most recent card has an effect". */
export function longTermMods(read: Cards): Num3 {
  const top = read(Z.allianceUp)[0];
  if (!top) return [0, 0, 0];
  const { a, h } = entryOf(top.kind);
  return h.longTerm?.(a) ?? [0, 0, 0];
}

/** The Reward of the newest Alliance card in play, if it is one. */
export function rewardInForce(read: Cards): { readonly currency: Currency; readonly n: number } | undefined {
  const top = read(Z.allianceUp)[0];
  if (!top) return undefined;
  const { a, h } = entryOf(top.kind);
  return h.reward?.(a);
}

/** Draws Alliance cards one at a time, resolving each; stops when the last one is drawn. */
export function drawAlliance(t: T, n: number): void {
  for (let k = 0; k < n; k++) {
    if (t.count(Z.alliance) === 0) return;
    if (allianceDrawStopped(t)) continue;
    const [id] = t.moveTop(Z.alliance, Z.allianceUp);
    const kind = t.card(id!).kind;
    t.logAbout(null)`The Alliance closes in: ${t.cardsRef(id!)}. ${allianceText(kind)}`;
    const { a, h } = entryOf(kind);
    h.drawn?.(t, a);
    if (t.count(Z.alliance) === 0) {
      t.logAbout(null)`That was the last Alliance card!`;
      return;
    }
  }
}
