// The decisions a player may be asked (FireflyData.pending), one entry per kind: its typed options, how the chosen one resolves, its words (group, prompt, each answer's label) and the bot's pick.
import { countOf, possessive, seatRef, type MoveLabel, type Seat } from '@cortex/engine';
import { kindOf, objectiveKinds, value } from '../botSight';
import { SHIP_SLOTS } from '../content';
import { answerAvoid, orderChoices, putFirst, repairSlot, showCard, showOptions } from './effects';
import { bestHeal, healSelfOptions, nextHealer, strikesOf } from './healing';
import { keywordOf } from './keywords';
import { className } from '../content/names';
import { answerCancel, drawCards, healStrike, mcHolding } from './ops';
import { aboutCard, type Ctx, mcWords, nameOf, strikeHolder, where } from '../say';
import {
  data,
  enemyAttack,
  faceUpTargets,
  type FTable,
  liveSpaces,
  mcOf,
  type Pending,
  type PendingKind,
  type Reader,
  Z,
} from '../state';
import { decodeTarget, encodeTarget, ofShapes, type Shape, type Target, type TargetShapes } from './target';
import { defeatEnemy, scanSpace } from './verse';

/** The shapes each decision's options take (target.ts); a kind missing here does not compile. */
const ANSWERS = {
  scan: ['space'],
  heal: ['card'],
  repair: ['slot'],
  weaken: ['card'],
  defeatOwn: ['card', 'skip'],
  defeatEnemy: ['card'],
  playerDraw: ['seat'],
  discard: ['card'],
  avoid: ['yes', 'no'],
  order: ['card'],
  show: ['card'],
  healSelf: ['card', 'done'],
} as const satisfies { readonly [K in PendingKind]: readonly Shape[] };

/** An option of one kind of decision, typed. */
export type AnswerOf<K extends PendingKind> = TargetShapes[(typeof ANSWERS)[K][number]];

/** Everything the package knows about one kind of decision. */
export interface DecisionHandler<K extends PendingKind> {
  /** The options, derived only from what the deciding seat may see (none: the decision does not open). */
  options(r: Reader, p: Pending): AnswerOf<K>[];
  /** Carries out the chosen option (the decision is already closed; the entry may open the next step). */
  resolve(t: FTable, p: Pending, a: AnswerOf<K>): void;
  /** The decision in a few words: the group of its answers. */
  title(c: Ctx, p: Pending): string;
  /** What the deciding seat is asked. */
  prompt(c: Ctx, p: Pending): string;
  /** One answer in words, from the decider's view (`group`: the title). */
  label(c: Ctx, p: Pending, a: AnswerOf<K>, group: string): MoveLabel;
  /**
   * Where the cards it offers lie, when not where they are played or fought: on Main Characters' strikes, or anywhere
   * (named in a list, answered from the panel). Boards place the answers by it.
   */
  readonly cards?: 'strikes' | 'listed';
  /** The bot's pick among the options it is offered (absent, or nothing picked: the first). */
  bot?(r: Reader, seat: Seat, p: Pending, options: readonly AnswerOf<K>[]): AnswerOf<K> | undefined;
}

export type DecisionTable = { readonly [K in PendingKind]: DecisionHandler<K> };

const card = (id: string): { card: string } => ({ card: id });
const isCharacter = (kind: string): boolean => data(kind)?.type === 'character';

/** Targets in the order of their strings (as the bot has always compared them). */
function byWire<A extends Target>(xs: readonly A[]): A[] {
  return xs.slice().sort((a, b) => {
    const x = encodeTarget(a);
    const y = encodeTarget(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** The bot's enemy to weaken or defeat: in the Combat Zone, for the Objective, the strongest. */
function likelyEnemy(r: Reader, options: readonly { card: string }[]): { card: string } | undefined {
  const g = r.game;
  const scored = options.map((a) => {
    const k = kindOf(r, a.card);
    const inCombat = r.cards(Z.combat).some((c) => c.id === a.card);
    return {
      a,
      s: (k ? enemyAttack(g, a.card, k) : 0) + (inCombat ? 10 : 0) + (k && objectiveKinds(r).has(k) ? 20 : 0),
    };
  });
  scored.sort((x, y) => y.s - x.s);
  return scored[0]?.a;
}

export const DECISIONS = {
  scan: {
    options: (r) => {
      const out: { space: number }[] = [];
      for (let i = 0; i < liveSpaces(r.game); i++) if (r.cards(Z.down(i)).length > 0) out.push({ space: i });
      return out;
    },
    resolve: (t, _p, a) => scanSpace(t, a.space, true),
    title: () => 'Scan a space for free',
    prompt: () => "Scan a space for free: choose a face-down card in the 'Verse",
    label: (_c, _p, a, group) => ({ label: `Scan space ${a.space + 1} for free`, group, short: 'Scan free' }),
    bot: (_r, _seat, _p, options) => byWire(options)[0],
  },
  heal: {
    options: (r) => r.game.mcs.flatMap((_, m) => r.cards(Z.strikes(m)).map((c) => card(c.id))),
    resolve: (t, _p, a) => {
      const m = mcHolding(t, a.card);
      if (m >= 0) healStrike(t, a.card, m);
    },
    title: () => 'Heal a Strike',
    prompt: () => 'Heal a Strike: choose a Crew Strike on any Main Character',
    label: (c, _p, a, group) =>
      aboutCard(c, group, a.card, `Heal ${nameOf(c, a.card)} from ${mcWords(c, strikeHolder(c, a.card))}`, 'Heal'),
    cards: 'strikes',
    bot: (r, _seat, _p, options) => {
      let best = options[0];
      let score = -1;
      r.game.mcs.forEach((mc, m) => {
        for (const c of r.cards(Z.strikes(m))) {
          const d = data(c.kind);
          const s = (d?.type === 'crewStrike' ? d.damage : 0) + (mc.seat !== null ? 2 : 0) + (mc.down ? 3 : 0);
          const a = options.find((o) => o.card === c.id);
          if (a && s > score) {
            score = s;
            best = a;
          }
        }
      });
      return best;
    },
  },
  repair: {
    options: (r) =>
      Array.from({ length: SHIP_SLOTS }, (_, k) => k)
        .filter((k) => r.cards(Z.slot(k)).length > 0)
        .map((k) => ({ slot: k })),
    resolve: (t, _p, a) => repairSlot(t, a.slot, false),
    title: () => 'Repair a Ship Strike for free',
    prompt: () => "Repair a Ship Strike for free: choose one of Serenity's Ship Strikes",
    label: (c, _p, a, group) => {
      const top = c.r.cards(Z.slot(a.slot))[0];
      return top
        ? aboutCard(c, group, top.id, `Repair ${nameOf(c, top.id)} for free`, 'Repair free')
        : { label: 'Repair that Ship Strike for free', group, short: 'Repair free' };
    },
    bot: (_r, _seat, _p, options) => byWire(options).reverse()[0],
  },
  weaken: {
    options: (r) =>
      faceUpTargets(r)
        .filter((c) => data(c.kind)?.type === 'enemy')
        .map((c) => card(c.id)),
    resolve: (t, p, a) => {
      t.game.weaken.push([a.card, p.n]);
      t.logAbout(p.seat)`${seatRef(p.seat)} gave -${p.n} Attack this turn to ${t.cardsRef(a.card)}.`;
    },
    title: (_c, p) => `Give an enemy -${p.n} Attack`,
    prompt: (_c, p) => `Choose an enemy that gets -${p.n} Attack this turn`,
    label: (c, p, a, group) =>
      aboutCard(c, group, a.card, `Give ${nameOf(c, a.card)} -${p.n} Attack this turn`, `-${p.n} Attack`),
    bot: (r, _seat, _p, options) => likelyEnemy(r, options),
  },
  defeatOwn: {
    options: (r, p) => {
      const own = [...r.cards(Z.hand(p.seat)), ...r.cards(Z.played(p.seat))]
        .filter((c) => isCharacter(c.kind))
        .map((c) => card(c.id));
      return own.length > 0 ? [...own, 'skip'] : [];
    },
    resolve: (t, p, a) => {
      if (a === 'skip') return;
      t.move(a.card, Z.defeatedChars);
      t.logAbout(p.seat)`${seatRef(p.seat)} defeated ${possessive(p.seat)} own ${t.cardsRef(a.card)}.`;
    },
    title: () => 'Defeat one of your characters, or none',
    prompt: () => 'You may defeat one of your characters (in your hand or played this turn), or keep them all',
    label: (c, p, a, group) => {
      if (a === 'skip') return { label: 'Keep all your characters', group, short: 'Keep them all' };
      const inHand = c.r.cards(Z.hand(p.seat)).some((x) => x.id === a.card);
      return aboutCard(
        c,
        group,
        a.card,
        `Defeat your ${nameOf(c, a.card)} (${inHand ? 'in your hand' : 'played this turn'})`,
        'Defeat it',
      );
    },
    bot: (r, seat, p, options) => {
      const played = r.cards(Z.played(seat));
      const weak =
        played.find((c) => c.kind === 'shiny' || c.kind === 'misbehave') ??
        r.cards(Z.hand(p.seat)).find((c) => c.kind === 'misbehave');
      return (weak && options.find((o) => o !== 'skip' && o.card === weak.id)) ?? 'skip';
    },
  },
  defeatEnemy: {
    options: (r, p) =>
      faceUpTargets(r)
        .filter((c) => data(c.kind)?.type === 'enemy' && enemyAttack(r.game, c.id, c.kind) <= p.n)
        .map((c) => card(c.id)),
    resolve: (t, _p, a) => defeatEnemy(t, a.card, false),
    title: (_c, p) => `Defeat an enemy with ${p.n} or less Attack`,
    prompt: (_c, p) => `Defeat an enemy with ${p.n} or less Attack: choose one in the 'Verse or the Combat Zone`,
    label: (c, _p, a, group) =>
      aboutCard(
        c,
        group,
        a.card,
        `Defeat ${nameOf(c, a.card)}${where(c, a.card) ? ` ${where(c, a.card)}` : ''}`,
        'Defeat',
      ),
    bot: (r, _seat, _p, options) => likelyEnemy(r, options),
  },
  playerDraw: {
    options: (r, p) =>
      r.game.mcs
        .filter((m) => m.seat !== null && !m.down && !p.chosen.includes(m.seat))
        .map((m) => ({ seat: m.seat! })),
    resolve: (t, p, a) => {
      drawCards(t, a.seat, 1);
      const next: Pending = { ...p, n: p.n - 1, chosen: [...p.chosen, a.seat] };
      if (next.n > 0 && decisionOf('playerDraw').options(t, next).length > 0) t.game.pending = next;
    },
    title: () => 'Choose a player to draw a card',
    prompt: (_c, p) => `Choose a player to draw a card (${countOf(p.n, 'more player')}, each a different one)`,
    label: (c, _p, a, group) => ({
      label: a.seat === c.seat ? 'Draw a card yourself' : `Have ${c.names.seatName(a.seat)} draw a card`,
      group,
      short: 'Draws a card',
    }),
    bot: (_r, seat, _p, options) => options.find((o) => o.seat === seat) ?? options[0],
  },
  discard: {
    options: (r, p) => r.cards(Z.hand(p.seat)).map((c) => card(c.id)),
    resolve: (t, p, a) => {
      t.move(a.card, Z.discard(p.seat));
      t.logAbout(p.seat)`${seatRef(p.seat)} discarded ${t.cardsRef(a.card)}.`;
      if (p.n > 1) openDecision(t, { seat: p.seat, kind: 'discard', n: p.n - 1, chosen: [] });
    },
    title: (_c, p) => (p.n === 1 ? 'Discard a card' : `Discard ${countOf(p.n, 'card')}`),
    prompt: (_c, p) => `Discard ${p.n === 1 ? 'a card' : countOf(p.n, 'card')} from your hand`,
    label: (c, _p, a, group) => aboutCard(c, group, a.card, `Discard ${nameOf(c, a.card)}`, 'Discard'),
    bot: (r, _seat, _p, options) =>
      options.slice().sort((a, b) => value(kindOf(r, a.card)) - value(kindOf(r, b.card)))[0],
  },
  // A strike just drawn that may be Cancelled (`strike`), a strike an effect is about to give (`effectStrike`), or an
  // enemy's strike in the Strike Phase: the answers are yes and no.
  avoid: {
    options: () => ['yes', 'no'],
    resolve: (t, p, a) => {
      if (p.strike !== undefined) answerCancel(t, p.strike, a === 'yes', p.at);
      else answerAvoid(t, a === 'yes', p.effectStrike);
    },
    title: (_c, p) => (p.strike !== undefined ? 'Cancel a Strike, or take it' : 'Avoid a strike, or take it'),
    prompt: (c, p) => {
      const g = c.g;
      if (p.strike !== undefined)
        return `${nameOf(c, p.strike)} is about to take effect: Cancel it (${countOf(g.cancel, 'Cancel')} left) or let it happen`;
      if (p.effectStrike) {
        const by = p.effectStrike.src;
        const cause = by !== undefined && c.kinds.has(by) ? nameOf(c, by) : 'An effect';
        const whom = p.effectStrike.mc === null ? 'Serenity a Ship Strike' : 'you a Crew Strike';
        return `${cause} gives ${whom}. Avoid it (${countOf(g.avoid, 'avoid')} left) or take it`;
      }
      const ev = g.strikes[0];
      const striker = ev ? nameOf(c, ev.src) : 'An enemy';
      return `Strike Phase: ${striker} strikes ${ev?.ship ? 'Serenity' : 'you'}. Avoid it (${countOf(g.avoid, 'avoid')} left) or take it`;
    },
    label: (c, p, a, group) => {
      if (p.strike !== undefined) {
        const name = nameOf(c, p.strike);
        return a === 'yes'
          ? aboutCard(c, group, p.strike, `Cancel ${name}: discard it without its effects`, 'Cancel it')
          : aboutCard(c, group, p.strike, `Let ${name} take effect`, 'Take it');
      }
      if (p.effectStrike) {
        const what = p.effectStrike.mc === null ? 'the Ship Strike' : 'the Crew Strike';
        const by = p.effectStrike.src;
        const ids = by !== undefined && c.kinds.has(by) ? [by] : [];
        const of = by !== undefined && c.kinds.has(by) ? ` from ${nameOf(c, by)}` : '';
        return a === 'yes'
          ? { label: `Avoid ${what}${of}`, group, short: 'Avoid it', cards: ids }
          : { label: `Take ${what}${of} (keep your avoid)`, group, short: 'Take it', cards: ids };
      }
      const src = c.g.strikes[0]?.src;
      const from = src ? nameOf(c, src) : 'the enemy';
      const ids = src && c.kinds.has(src) ? [src] : [];
      return a === 'yes'
        ? { label: `Avoid the strike from ${from}`, group, short: 'Avoid it', cards: ids }
        : { label: `Take the strike from ${from} (keep your avoid)`, group, short: 'Take it', cards: ids };
    },
    bot: (r, _seat, p) => {
      // Save the last avoid for a Ship Strike when Serenity is close to exploding.
      const g = r.game;
      const ev = p.effectStrike ? { ship: p.effectStrike.mc === null } : g.strikes[0];
      const shipsLeft = g.strikes.filter((e) => e.ship).length;
      const used = Array.from({ length: SHIP_SLOTS }, (_, k) => r.cards(Z.slot(k)).length).reduce((a, b) => a + b, 0);
      if (ev && !ev.ship && shipsLeft >= g.avoid && used >= 3) return 'no';
      return 'yes';
    },
  },
  // Effects of several cards due at the same moment: the player whose turn it is picks whose go first.
  order: {
    options: (r) => orderChoices(r).map(card),
    resolve: (t, p, a) => putFirst(t, p.seat, a.card),
    title: () => 'Choose which effects resolve first',
    prompt: () => "Effects of several cards are due at the same time: choose which card's effects resolve first",
    label: (c, _p, a, group) =>
      aboutCard(c, group, a.card, `Resolve the effects of ${nameOf(c, a.card)} first`, 'First'),
    cards: 'listed',
    bot: (r, _seat, _p, options) => {
      // Helpful effects (healing, drawing, avoiding) first, so they can still matter for what follows.
      const helps = (src: string): boolean =>
        r.game.queue.some((j) => j.src === src && keywordOf(j.fx.do).bot?.helps === true);
      return options.find((o) => helps(o.card)) ?? options[0];
    },
  },
  show: {
    options: (r, p) => (p.show ? showOptions(r, p.seat, p.show.cls).map(card) : []),
    resolve: (t, p, a) => {
      if (p.show) showCard(t, p.seat, a.card, p.show.then);
    },
    title: (_c, p) => `Show a ${className(p.show?.cls ?? 'intel')} card`,
    prompt: (_c, p) => `Show a ${className(p.show?.cls ?? 'intel')} card: choose which card in your hand to show`,
    label: (c, _p, a, group) => aboutCard(c, group, a.card, `Show ${nameOf(c, a.card)} from your hand`, 'Show it'),
  },
  // Inter-Mission healing with Credits: a strike on the decider's Avatar, or stop (healing.ts).
  healSelf: {
    options: (r, p) => [...healSelfOptions(r, p.seat, p.n).map(card), 'done'],
    resolve: (t, p, a) => {
      const healing = p.healing ?? { budget: 0, left: [] };
      if (a === 'done') {
        nextHealer(t, healing.budget, healing.left);
        return;
      }
      const d = data(t.card(a.card).kind);
      healStrike(t, a.card, mcOf(t.game, p.seat));
      nextHealer(t, healing.budget, healing.left, { seat: p.seat, n: p.n - (d?.type === 'crewStrike' ? d.damage : 0) });
    },
    title: () => 'Heal strikes from your Avatar',
    prompt: (_c, p) =>
      `Inter-Mission healing: choose a strike on your Avatar to heal (up to ${p.n} more damage), or stop`,
    label: (c, _p, a, group) => {
      if (a === 'done') return { label: 'Stop healing', group, short: 'Stop healing' };
      const d = data(c.kinds.get(a.card) ?? '');
      return aboutCard(
        c,
        group,
        a.card,
        `Heal ${nameOf(c, a.card)} (${d?.type === 'crewStrike' ? d.damage : 0} damage) from your Avatar`,
        'Heal',
      );
    },
    cards: 'strikes',
    bot: (r, _seat, p, options) => {
      // The set of strikes worth the most damage within the budget; heal one of them, or stop when none is worth it.
      const best = bestHeal(strikesOf(r, mcOf(r.game, p.seat)), p.n);
      return (
        options.find((a) => best.includes(encodeTarget(a))) ??
        options.find((a) => best.some((b) => kindOf(r, b) === kindOf(r, encodeTarget(a)))) ??
        'done'
      );
    },
  },
} satisfies DecisionTable;

/** The entry for a kind; typed through the mapped table so a handler and its answers stay paired without casts. */
export function decisionOf<K extends PendingKind>(kind: K): DecisionHandler<K> {
  const table: DecisionTable = DECISIONS;
  return table[kind];
}

/** A `choose` move's target read as an option of this kind of decision (undefined: not of its shape). */
export function answerOf<K extends PendingKind>(kind: K, wire: string): AnswerOf<K> | undefined {
  return ofShapes(ANSWERS[kind], decodeTarget(wire));
}

/** Opens a decision when it has something to choose. */
export function openDecision(t: FTable, p: Pending): void {
  if (decisionOf(p.kind).options(t, p).length > 0) t.game.pending = p;
}

/** The options of a decision as `choose` targets. Derived only from what the deciding seat may see. */
export function choiceOptions(r: Reader, p: Pending): string[] {
  return decisionOf(p.kind).options(r, p).map(encodeTarget);
}

/** Applies the chosen option of the pending decision. */
export function resolveChoice(t: FTable, wire: string): void {
  const g = t.game;
  const p = g.pending!;
  g.pending = null;
  const a = answerOf(p.kind, wire);
  if (a !== undefined) decisionOf(p.kind).resolve(t, p, a);
}
