// Interprets effect primitives: simple ones at once, targeted ones through a 'choose' frame; context effects find their fight or deal.
import { countOf, seatRef, type Seat } from '@cortex/engine';
import { def } from './content';
import { type Ctx, type Frame, opponents, powerNeeded, tableau, tableauPower, zHand, zMarketDeck, zRow } from './state';
import type { Effect } from './types';
import { type T, announcePower, ctx, draw, gainCredits, gainVerse, giveBlack, patch, patchPlayer, player, pop, push, replaceFrame } from './ops';
import type { MarketDeck } from './content';
import { endFightNoWinner } from './fight';

const needsChoice = (e: Effect): boolean => e.e === 'cycle' || e.e === 'steal' || e.e === 'black' || e.e === 'reset' || e.e === 'boost';

/** The targets a seat may pick for a targeted effect ([] means the effect cannot resolve and is skipped). */
export function choiceTargets(c: Ctx, seat: Seat, effect: Effect, source: string | null): string[] {
  switch (effect.e) {
    case 'cycle': {
      // A card claimed by a deal is reserved for the dealer until the deal ends.
      const claimed = new Set(c.g.stack.flatMap((f) => (f.kind === 'deal' && f.claim !== null ? [f.claim] : [])));
      return (['core', 'border', 'rim'] as const).flatMap((d) => c.z(zRow(d)).map((x) => x.id)).filter((id) => !claimed.has(id));
    }
    case 'steal':
      return opponents(c, seat)
        .filter((s) => c.g.players[s]!.credits > 0)
        .map((s) => `s${s}`);
    case 'black':
      return opponents(c, seat).map((s) => `s${s}`);
    case 'reset':
      return tableau(c, seat)
        .filter((x) => x.id !== source && c.g.triggered.includes(x.id) && !c.g.warrants.includes(x.id))
        .map((x) => x.id);
    case 'boost': {
      const p = c.g.players[seat]!;
      const onTableau = source !== null && tableau(c, seat).some((x) => x.id === source);
      if (!onTableau || p.credits < 2 || tableauPower(c, seat) + 1 > powerNeeded(c, seat)) return [];
      return ['yes', 'no'];
    }
    default:
      return [];
  }
}

/** Resolves effects in order; stops at the first one needing a choice (pushing a frame that resumes the rest). */
export function runEffects(t: T, seat: Seat, effects: readonly Effect[], source: string | null): void {
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i]!;
    if (needsChoice(effect)) {
      const targets = choiceTargets(ctx(t), seat, effect, source);
      if (targets.length === 0) continue;
      push(t, { kind: 'choose', seat, effect, source, rest: effects.slice(i + 1) });
      return;
    }
    applySimple(t, seat, effect);
    if (t.game.phase === 'over') return;
  }
}

function nearest(t: T, kinds: readonly Frame['kind'][]): number {
  const s = t.game.stack;
  for (let i = s.length - 1; i >= 0; i--) if (kinds.includes(s[i]!.kind)) return i;
  return -1;
}

function applySimple(t: T, seat: Seat, effect: Effect): void {
  const me = seatRef(seat);
  switch (effect.e) {
    case 'draw':
      draw(t, seat, effect.n);
      return;
    case 'credits':
      gainCredits(t, seat, effect.n);
      t.logAbout(seat)`${me} gained ${countOf(effect.n, 'credit')}.`;
      return;
    case 'verse': {
      const got = gainVerse(t, seat, effect.n);
      if (got > 0) t.logAbout(seat)`${me} gained ${countOf(got, "'verse token")}.`;
      return;
    }
    case 'activation':
      patch(t, { activations: t.game.activations + effect.n });
      t.logAbout(seat)`${me} gained ${countOf(effect.n, 'activation')}.`;
      return;
    case 'recruitment':
      patch(t, { recruitments: t.game.recruitments + effect.n });
      t.logAbout(seat)`${me} gained ${countOf(effect.n, 'recruitment')}.`;
      return;
    case 'fightPower': {
      const i = nearest(t, ['fight']);
      const f = t.game.stack[i];
      if (!f || f.kind !== 'fight') return;
      const attacker = f.attacker === seat;
      replaceFrame(t, i, attacker ? { ...f, bonusA: f.bonusA + effect.n } : { ...f, bonusD: f.bonusD + effect.n });
      t.logAbout(seat)`${me} added ${effect.n} to ${attacker ? 'the attack' : 'the defence'}.`;
      return;
    }
    case 'evade': {
      const i = nearest(t, ['fight']);
      const f = t.game.stack[i];
      if (!f || f.kind !== 'fight') return;
      t.logAbout(seat)`${me} evaded, so the fight ended with no winner.`;
      endFightNoWinner(t, i, f);
      return;
    }
    case 'influence': {
      const i = nearest(t, ['deal', 'recruit']);
      const f = t.game.stack[i];
      if (!f || (f.kind !== 'deal' && f.kind !== 'recruit')) return;
      replaceFrame(t, i, { ...f, bonus: f.bonus + effect.n });
      t.logAbout(seat)`${me} added ${effect.n} influence to the ${f.kind === 'deal' ? 'deal' : 'recruitment'}.`;
      return;
    }
    case 'blackSelf':
      giveBlack(t, seat);
      return;
    case 'cancel':
      // Cancelling is a response to another player's deal (the 'cancel' move), never a free-standing effect.
      return;
    default:
      return;
  }
}

/** Resolves the top 'choose' frame with the picked target, then resumes the rest of its effects. */
export function resolveChoice(t: T, target: string): void {
  const f = pop(t);
  if (!f || f.kind !== 'choose') return;
  const seat = f.seat;
  const me = seatRef(seat);
  const e = f.effect;
  switch (e.e) {
    case 'cycle': {
      const deck = t.zoneOf(target)!.split(':')[0] as MarketDeck;
      t.logAbout(seat)`${me} cycled ${t.cardsRef(target)} back into the ${deck} deck.`;
      t.move(target, zMarketDeck(deck));
      t.shuffle(zMarketDeck(deck));
      const fresh = t.moveTop(zMarketDeck(deck), zRow(deck));
      if (fresh.length > 0) t.logAbout(null)`The ${deck} market gained ${t.cardsRef(fresh)}.`;
      break;
    }
    case 'steal': {
      const from = Number(target.slice(1));
      const n = Math.min(e.n, player(t, from).credits);
      patchPlayer(t, from, { credits: player(t, from).credits - n });
      gainCredits(t, seat, n);
      t.logAbout(seat)`${me} took ${countOf(n, 'credit')} from ${seatRef(from)}.`;
      break;
    }
    case 'black':
      giveBlack(t, Number(target.slice(1)));
      break;
    case 'reset':
      patch(t, { triggered: t.game.triggered.filter((x) => x !== target) });
      t.logAbout(seat)`${me} reset ${t.cardsRef(target)}.`;
      break;
    case 'boost':
      if (target === 'yes' && f.source) {
        const before = tableauPower(ctx(t), seat);
        gainCredits(t, seat, -2);
        patch(t, { tokens: { ...t.game.tokens, [f.source]: (t.game.tokens[f.source] ?? 0) + 1 } });
        t.logAbout(seat)`${me} paid 2 credits for a +1 power token on ${t.cardsRef(f.source)}.`;
        announcePower(t, seat, before);
      }
      break;
    default:
      break;
  }
  runEffects(t, seat, f.rest, f.source);
}

/** Uses a tableau card's abilities in order: one ability resolves at once; several are offered one by one. */
export function useAbilities(t: T, seat: Seat, card: string, timing: 'trigger' | 'innate'): void {
  const abilities = def(t.card(card).kind).abilities.filter((a) => a.timing === timing);
  if (abilities.length === 0) return;
  if (abilities.length === 1 || timing === 'innate') {
    runEffects(t, seat, abilities[0]!.effects, card);
    return;
  }
  push(t, { kind: 'ability', seat, card, index: 0 });
}

/** The 'ability' frame: use or skip ability `index` of the card, then offer the next. */
export function resolveAbility(t: T, use: boolean): void {
  const f = pop(t);
  if (!f || f.kind !== 'ability') return;
  const abilities = def(t.card(f.card).kind).abilities.filter((a) => a.timing === 'trigger');
  if (f.index + 1 < abilities.length) push(t, { ...f, index: f.index + 1 });
  if (use) runEffects(t, f.seat, abilities[f.index]!.effects, f.card);
}

export const handOf = (t: T, s: Seat) => t.cards(zHand(s));
