// The effect keywords, one entry each: how the keyword runs, its card text and its words on buttons and prompts (a new keyword is one entry here; the compiler asks for every part).
import { countOf, seatRef, type Seat, type SeatNames } from '@cortex/engine';
import type { MarketDeck } from '../content/index';
import { endFightNoWinner } from './fight';
import {
  type T,
  announcePower,
  ctx,
  draw,
  gainCredits,
  gainVerse,
  giveBlack,
  patch,
  patchPlayer,
  player,
  replaceFrame,
} from './ops';
import { nameOf, type Seen } from '../seen';
import { type Ctx, type Frame, opponents, powerNeeded, tableau, tableauPower, zMarketDeck, zRow } from '../state';
import type { Target } from '../target';
import type { Effect, EffectKind } from '../content/types';

/** The effects by keyword. */
type EffectMap = { [E in Effect as E['e']]: E };

/**
 * The effect of one keyword, with its own fields: Extract<Effect, { e: K }> for one keyword, written as a lookup so
 * that the table, read with any keyword, is one handler of any effect (the checker cannot see that through Extract).
 */
export type EffectOf<K extends EffectKind> = EffectMap[K];

/** A choice option in words: the move's label, a word or two for its button, the cards it is about. */
export interface OptionWords {
  readonly label: string;
  readonly short: string;
  readonly cards?: string[];
}

/** A keyword that resolves at once for the player who uses it. */
export interface Simple<K extends EffectKind> {
  readonly kind: 'simple';
  apply(t: T, seat: Seat, e: EffectOf<K>): void;
}

/** A keyword that asks its player to pick a target first (a 'choose' frame holds it meanwhile). */
export interface Decision<K extends EffectKind> {
  readonly kind: 'decision';
  /** What the player may pick; none means the effect cannot resolve and is skipped ("resolve as much as possible"). */
  options(c: Ctx, seat: Seat, e: EffectOf<K>, source: string | null): Target[];
  /** Carries out the picked option (one of `options`, as the move brought it back). */
  resolve(t: T, seat: Seat, e: EffectOf<K>, target: Target, source: string | null): void;
  /** The decision in words (the options' group and, with a full stop, the prompt); `from` names the source card. */
  ask(e: EffectOf<K>, from: string): string;
  /** One option in words, from the chooser's view. */
  option(c: Seen, names: SeatNames, e: EffectOf<K>, target: Target, source: string | null): OptionWords;
}

/** Everything the package knows about one keyword. */
export interface Handler<K extends EffectKind> {
  readonly run: Simple<K> | Decision<K>;
  /** Its card text ("draw 2 cards"): card texts, labels and prompts are built from it. */
  text(e: EffectOf<K>): string;
  /** A word or two for a button on a card ("Draw 2"). */
  short(e: EffectOf<K>): string;
  /**
   * Where a supply card's special with it does something: only in a fight, only in a deal or recruitment (or a fight),
   * or only as the answer to another player's deal (never played on its own). Absent: anywhere.
   */
  readonly context?: 'fight' | 'deal' | 'cancel';
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The turn's allowances (activations, recruitments): gaining more is the same keyword shape for both. */
function turnAllowance<K extends 'activation' | 'recruitment'>(
  field: 'activations' | 'recruitments',
  word: K,
): Handler<K> {
  return {
    run: {
      kind: 'simple',
      apply: (t, seat, e) => {
        patch(t, { [field]: t.game[field] + e.n });
        t.logAbout(seat)`${seatRef(seat)} gained ${countOf(e.n, word)}.`;
      },
    },
    text: (e) => `gain ${plural(e.n, word)}`,
    short: (e) => `+${e.n} ${word}`,
  };
}

/** The nearest pending frame of these kinds (a context effect finds its fight or deal under choices and maneuvers). */
function nearest(t: T, kinds: readonly Frame['kind'][]): number {
  const s = t.game.stack;
  for (let i = s.length - 1; i >= 0; i--) if (kinds.includes(s[i]!.kind)) return i;
  return -1;
}

const seatTarget = (s: Seat): Target => ({ kind: 'seat', seat: s });
const cardTarget = (id: string): Target => ({ kind: 'card', id });

export const KEYWORDS = {
  draw: {
    run: { kind: 'simple', apply: (t, seat, e) => draw(t, seat, e.n) },
    text: (e) => `draw ${plural(e.n, 'card')}`,
    short: (e) => `Draw ${e.n}`,
  },
  credits: {
    run: {
      kind: 'simple',
      apply: (t, seat, e) => {
        gainCredits(t, seat, e.n);
        t.logAbout(seat)`${seatRef(seat)} gained ${countOf(e.n, 'credit')}.`;
      },
    },
    text: (e) => `gain ${plural(e.n, 'credit')}`,
    short: (e) => `+${e.n} ¤`,
  },
  verse: {
    run: {
      kind: 'simple',
      apply: (t, seat, e) => {
        // The supply may hold fewer tokens than the effect gives: the log says what was gained.
        const got = gainVerse(t, seat, e.n);
        if (got > 0) t.logAbout(seat)`${seatRef(seat)} gained ${countOf(got, "'verse token")}.`;
      },
    },
    text: (e) => `gain ${e.n} 'verse token${e.n === 1 ? '' : 's'}`,
    short: (e) => `+${e.n} 'verse`,
  },
  activation: turnAllowance('activations', 'activation'),
  recruitment: turnAllowance('recruitments', 'recruitment'),
  cycle: {
    run: {
      kind: 'decision',
      options: (c) => {
        // A card claimed by a deal is reserved for the dealer until the deal ends.
        const claimed = new Set(c.g.stack.flatMap((f) => (f.kind === 'deal' && f.claim !== null ? [f.claim] : [])));
        return (['core', 'border', 'rim'] as const)
          .flatMap((d) => c.z(zRow(d)).map((x) => x.id))
          .filter((id) => !claimed.has(id))
          .map(cardTarget);
      },
      resolve: (t, seat, _e, target) => {
        if (target.kind !== 'card') return;
        const deck = t.zoneOf(target.id)!.split(':')[0] as MarketDeck;
        t.logAbout(seat)`${seatRef(seat)} cycled ${t.cardsRef(target.id)} back into the ${deck} deck.`;
        t.move(target.id, zMarketDeck(deck));
        t.shuffle(zMarketDeck(deck));
        const fresh = t.moveTop(zMarketDeck(deck), zRow(deck));
        if (fresh.length > 0) t.logAbout(null)`The ${deck} market gained ${t.cardsRef(fresh)}.`;
      },
      ask: (_e, from) => `Choose a market card to cycle${from}`,
      option: (c, _names, _e, target) => {
        const id = target.kind === 'card' ? target.id : '';
        const zone = c.zoneOf(id) ?? '';
        const deck = zone.split(':')[0] ?? 'market';
        return {
          label: `Cycle ${nameOf(c, id)} back into the ${deck} deck (a new card replaces it)`,
          short: 'Cycle',
          cards: [id],
        };
      },
    },
    text: () => 'cycle a market card',
    short: () => 'Cycle',
  },
  steal: {
    run: {
      kind: 'decision',
      options: (c, seat) =>
        opponents(c, seat)
          .filter((s) => c.g.players[s]!.credits > 0)
          .map(seatTarget),
      resolve: (t, seat, e, target) => {
        if (target.kind !== 'seat') return;
        const from = target.seat;
        const n = Math.min(e.n, player(t, from).credits);
        patchPlayer(t, from, { credits: player(t, from).credits - n });
        gainCredits(t, seat, n);
        t.logAbout(seat)`${seatRef(seat)} took ${countOf(n, 'credit')} from ${seatRef(from)}.`;
      },
      ask: (e, from) => `Choose a player to take up to ${countOf(e.n, 'credit')} from${from}`,
      option: (c, names, e, target) => {
        const n = target.kind === 'seat' ? Math.min(e.n, c.g.players[target.seat]!.credits) : 0;
        const who = target.kind === 'seat' ? names.seatName(target.seat) : 'another player';
        return { label: `Take ${countOf(n, 'credit')} from ${who}`, short: `Take ${n} ¤` };
      },
    },
    text: (e) => `take up to ${plural(e.n, 'credit')} from another player`,
    short: (e) => `Take ${e.n} ¤`,
  },
  black: {
    run: {
      kind: 'decision',
      options: (c, seat) => opponents(c, seat).map(seatTarget),
      resolve: (t, _seat, _e, target) => {
        if (target.kind === 'seat') giveBlack(t, target.seat);
      },
      ask: (_e, from) => `Choose a player who adds The Black to their recycle pile${from}`,
      option: (_c, names, _e, target) => {
        const who = target.kind === 'seat' ? names.seatName(target.seat) : 'another player';
        return { label: `Have ${who} add The Black to their recycle pile`, short: 'Give The Black' };
      },
    },
    text: () => 'another player adds The Black to their recycle pile',
    short: () => 'Give The Black',
  },
  blackSelf: {
    run: { kind: 'simple', apply: (t, seat) => giveBlack(t, seat) },
    text: () => 'add The Black to your recycle pile',
    short: () => 'Take The Black',
  },
  reset: {
    run: {
      kind: 'decision',
      options: (c, seat, _e, source) =>
        tableau(c, seat)
          .filter((x) => x.id !== source && c.g.triggered.includes(x.id) && !c.g.warrants.includes(x.id))
          .map((x) => cardTarget(x.id)),
      resolve: (t, seat, _e, target) => {
        if (target.kind !== 'card') return;
        patch(t, { triggered: t.game.triggered.filter((x) => x !== target.id) });
        t.logAbout(seat)`${seatRef(seat)} reset ${t.cardsRef(target.id)}.`;
      },
      ask: (_e, from) => `Choose a triggered card of yours to reset${from}`,
      option: (c, _names, _e, target) => {
        const id = target.kind === 'card' ? target.id : '';
        return { label: `Reset your ${nameOf(c, id)} (untrigger it)`, short: 'Reset', cards: [id] };
      },
    },
    text: () => 'reset another triggered card in your tableau',
    short: () => 'Reset',
  },
  boost: {
    run: {
      kind: 'decision',
      options: (c, seat, _e, source) => {
        const p = c.g.players[seat]!;
        const onTableau = source !== null && tableau(c, seat).some((x) => x.id === source);
        // Never past the POWER needed to win: a token that would take the tableau there is not offered.
        if (!onTableau || p.credits < 2 || tableauPower(c, seat) + 1 > powerNeeded(c, seat)) return [];
        return [{ kind: 'yes' }, { kind: 'no' }];
      },
      resolve: (t, seat, _e, target, source) => {
        if (target.kind !== 'yes' || !source) return;
        const before = tableauPower(ctx(t), seat);
        gainCredits(t, seat, -2);
        patch(t, { tokens: { ...t.game.tokens, [source]: (t.game.tokens[source] ?? 0) + 1 } });
        t.logAbout(seat)`${seatRef(seat)} paid 2 credits for a +1 power token on ${t.cardsRef(source)}.`;
        announcePower(t, seat, before);
      },
      ask: (_e, from) => `Pay 2 credits for a +1 power token${from}?`,
      option: (c, _names, _e, target, source) =>
        target.kind === 'yes'
          ? {
              label: `Pay 2 credits for a +1 power token on ${nameOf(c, source)}`,
              short: 'Pay 2 ¤',
              cards: source ? [source] : [],
            }
          : { label: `Keep your credits (no power token on ${nameOf(c, source)})`, short: 'No' },
    },
    text: () => 'you may pay 2 credits to put a +1 power token on this card',
    short: () => 'Power token',
  },
  fightPower: {
    run: {
      kind: 'simple',
      apply: (t, seat, e) => {
        const i = nearest(t, ['fight']);
        const f = t.game.stack[i];
        if (!f || f.kind !== 'fight') return;
        const attacker = f.attacker === seat;
        replaceFrame(t, i, attacker ? { ...f, bonusA: f.bonusA + e.n } : { ...f, bonusD: f.bonusD + e.n });
        t.logAbout(seat)`${seatRef(seat)} added ${e.n} to ${attacker ? 'the attack' : 'the defence'}.`;
      },
    },
    text: (e) => `add ${e.n} to your side of the fight`,
    short: (e) => `+${e.n} fight`,
    context: 'fight',
  },
  evade: {
    run: {
      kind: 'simple',
      apply: (t, seat) => {
        const i = nearest(t, ['fight']);
        const f = t.game.stack[i];
        if (!f || f.kind !== 'fight') return;
        t.logAbout(seat)`${seatRef(seat)} evaded, so the fight ended with no winner.`;
        endFightNoWinner(t, i, f);
      },
    },
    text: () => 'evade: the fight ends with no winner',
    short: () => 'Evade',
    context: 'fight',
  },
  influence: {
    run: {
      kind: 'simple',
      apply: (t, seat, e) => {
        const i = nearest(t, ['deal', 'recruit']);
        const f = t.game.stack[i];
        if (!f || (f.kind !== 'deal' && f.kind !== 'recruit')) return;
        replaceFrame(t, i, { ...f, bonus: f.bonus + e.n });
        t.logAbout(seat)`${seatRef(seat)} added ${e.n} influence to the ${f.kind === 'deal' ? 'deal' : 'recruitment'}.`;
      },
    },
    text: (e) => `add ${e.n} influence`,
    short: (e) => `+${e.n} influence`,
    context: 'deal',
  },
  cancel: {
    // Cancelling is a response to another player's deal (the 'cancel' move), never a free-standing effect.
    run: { kind: 'simple', apply: () => undefined },
    text: () => "cancel another player's deal",
    short: () => 'Cancel',
    context: 'cancel',
  },
} satisfies { readonly [K in EffectKind]: Handler<K> };

/** The table's entry for an effect's keyword, typed for any effect. */
export function handlerOf(e: Effect): Handler<EffectKind> {
  const table: { readonly [K in EffectKind]: Handler<K> } = KEYWORDS;
  return table[e.e];
}

/**
 * Every keyword, in the table's order (the schema's enum reads it). The cast holds: `satisfies` above admits exactly the
 * keywords as keys, no fewer and no extra, and there is at least one.
 */
export const EFFECT_KINDS = Object.keys(KEYWORDS) as [EffectKind, ...EffectKind[]];
