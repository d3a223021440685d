// Explanation of the Level of Victory Chart: one entry per entry of a Victory Level row (All, Cr, Ho, Choice), holding
// how it is carried out and its words on the card and in the log; the row is read and said step by step: Credits and
// Honor (with the Reward in force), the Alliance cards the crew returns for a negative All, the Choice, then the
// Alliance cards left to draw.
import { countOf } from '@cortex/engine';
import { eventCard, type Outcome as Entry } from '../content/events';
import { Z, type T } from '../state';
import { rewardInForce } from './alliance';
import { gorramitInForce } from './gorramit';
import { signed, type Currency } from './phrase';
import { finalTotals, targets, victoryLevel, type ZoneReader } from './scoring';
import { adjust, crewPurse } from './tokens';

export type EntryKind = Entry['kind'];
type EntryOf<K extends EntryKind> = { [E in Entry as E['kind']]: E }[K];

/** What the row leaves for later while it is carried out. */
interface Carried {
  draws: number;
  returns: number;
  choice: number;
}

/** The row being read: the table, what it leaves for later, and the Reward in force (read before any card is drawn). */
interface RowContext {
  readonly t: T;
  readonly carried: Carried;
  readonly reward: { readonly card: string; readonly currency: Currency; readonly n: number } | undefined;
}

export interface EntryHandler<K extends EntryKind> {
  /** As printed in the card's chart: "2 All", "+1 Cr", "-1 Choice". */
  chart(o: EntryOf<K>): string;
  /** In words, for the log and the board: "2 Alliance cards", "return 1 Alliance card", "+1 Credit", "-1 Choice". */
  words(o: EntryOf<K>): string;
  /** Carried out when the Victory Level is read: at once (Credits, Honor), or left for later (Alliance cards, the Choice). */
  enter(ctx: RowContext, o: EntryOf<K>): void;
}

const signOf = (n: number): string => (n > 0 ? '+' : n < 0 ? '-' : '');

/** A Credit or Honor entry with the Reward in force: a gain shrinks by it (never below 0), a loss grows by it. */
function rewarded(n: number, reward: number): number {
  if (n > 0) return Math.max(0, n - reward);
  return n < 0 ? n - reward : 0;
}

/** Cr and Ho: the crew gains or loses at once, the Reward of that currency in force changing the amount. */
function purseEntry<K extends 'cr' | 'ho'>(
  currency: Currency,
  printed: string,
  reward: string,
  words: (n: number) => string,
): EntryHandler<K> {
  return {
    chart: (o) => `${signed(o.n)} ${printed}`,
    words: (o) => words(o.n),
    enter: ({ t, reward: inForce }, o) => {
      const r = inForce?.currency === currency ? inForce.n : 0;
      const n = rewarded(o.n, r);
      if (n !== o.n && inForce)
        t.logAbout(
          null,
        )`${t.cardsRef(inForce.card)} (${reward} Reward ${r}) turns ${words(o.n)} into ${n === 0 ? 'nothing' : words(n)}.`;
      if (currency === 'credits') adjust(t.game, n, 0);
      else adjust(t.game, 0, n);
    },
  };
}

export const ROW_ENTRIES = {
  all: {
    chart: (o) => `${o.n} All`,
    words: (o) => (o.n >= 0 ? countOf(o.n, 'Alliance card') : `return ${countOf(-o.n, 'Alliance card')}`),
    enter: ({ carried }, o) => {
      if (o.n > 0) carried.draws += o.n;
      else carried.returns -= o.n;
    },
  },
  cr: purseEntry('credits', 'Cr', 'Credit', (n) => `${signOf(n)}${countOf(Math.abs(n), 'Credit')}`),
  ho: purseEntry('honor', 'Ho', 'Honor', (n) => `${signOf(n)}${Math.abs(n)} Honor`),
  choice: {
    chart: (o) => `${signed(o.n)} Choice`,
    words: (o) => `${signOf(o.n)}${Math.abs(o.n)} Choice`,
    enter: ({ carried }, o) => {
      carried.choice = o.n;
    },
  },
} satisfies { [K in EntryKind]: EntryHandler<K> };

const TABLE: { [K in EntryKind]: EntryHandler<K> } = ROW_ENTRIES;

export function rowEntry<K extends EntryKind>(kind: K): EntryHandler<K> {
  return TABLE[kind];
}

const entry = (o: Entry): EntryHandler<EntryKind> => rowEntry(o.kind);

/** A Victory Level row in words: "+1 Credit, -1 Choice", or "nothing". */
export function rowText(row: readonly Entry[]): string {
  return row.length > 0 ? row.map((o) => entry(o).words(o)).join(', ') : 'nothing';
}

/** A Victory Level row as printed on the card: "+1 Cr, -1 Choice", or "nothing". */
export function rowChart(row: readonly Entry[]): string {
  return row.length > 0 ? row.map((o) => entry(o).chart(o)).join(', ') : 'nothing';
}

/**
 * The Victory Level is read and its row begins: the row in words, the Credits and Honor (as the Reward in force changes
 * them), the Seal's extra Alliance card and Sneaky. What the crew still decides (returns, the Choice) comes next.
 */
export function enterOutcome(t: T): void {
  const g = t.game;
  const read: ZoneReader = (zone) => t.cards(zone);
  const totals = finalTotals(g, read, t.players);
  const target = targets(read);
  const vl = victoryLevel(totals, target);
  g.lastVl = vl;
  g.phase = 'outcome';
  t.logAbout(
    null,
  )`Totals: Fightin' ${totals[0]}/${target[0]}, Flyin' ${totals[1]}/${target[1]}, Thinkin' ${totals[2]}/${target[2]}: Victory Level ${vl}.`;
  const [eventId] = t.topIds(Z.event);
  const row = eventCard(t.card(eventId!).kind).vl[vl]!;
  t.logAbout(null)`${t.cardsRef(eventId!)}, VL${vl}: ${rowText(row)}.`;
  const before = crewPurse(g);
  const top = t.cards(Z.allianceUp)[0];
  const reward = rewardInForce(read);
  const ctx: RowContext = {
    t,
    carried: { draws: 0, returns: 0, choice: 0 },
    reward: top && reward ? { card: top.id, ...reward } : undefined,
  };
  for (const o of row) entry(o).enter(ctx, o);
  const carried = ctx.carried;
  const [gorramitId] = t.topIds(Z.gorramitUp);
  if (gorramitId && gorramitInForce(g, t.card(gorramitId).kind).extraAlliance && vl < 3) {
    carried.draws += 1;
    t.logAbout(null)`${t.cardsRef(gorramitId)} adds one more Alliance card.`;
  }
  if (g.sneaky > 0 && carried.draws > 0) {
    const saved = Math.min(g.sneaky, carried.draws);
    carried.draws -= saved;
    t.logAbout(null)`Sneaky: ${saved === 1 ? 'one Alliance card' : countOf(saved, 'Alliance card')} fewer.`;
  }
  if (crewPurse(g) !== before) t.logAbout(null)`The crew now has ${crewPurse(g)}.`;
  g.outcome = { vl, ...carried };
}

/** Asks what the row leaves to the crew (the Active player decides for it): the Alliance cards to return, then the Choice. False when nothing is left to ask. */
export function askOutcome(t: T): boolean {
  const g = t.game;
  const o = g.outcome!;
  if (o.returns > 0) {
    const left = Math.min(o.returns, t.count(Z.allianceUp));
    o.returns = 0;
    if (left > 0) {
      g.pending = { kind: 'card', seat: g.active, purpose: 'returnAlliance', left };
      return true;
    }
    t.logAbout(null)`No Alliance card is in play to return.`;
  }
  if (o.choice !== 0) {
    const n = Math.abs(o.choice);
    g.pending =
      o.choice > 0
        ? { kind: 'option', seat: g.active, purpose: 'choiceGain', n }
        : { kind: 'option', seat: g.active, purpose: 'choiceLoss', n };
    o.choice = 0;
    return true;
  }
  return false;
}
