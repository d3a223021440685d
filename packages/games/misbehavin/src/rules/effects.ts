// Runs effects in order through the keyword table: simple ones at once, targeted ones through a 'choose' frame the player resolves.
import type { Seat } from '@cortex/engine';
import { def } from '../content/index';
import { handlerOf } from './keywords';
import { type Ctx, zHand } from '../state';
import { decodeTarget, encodeTarget } from '../target';
import type { Effect } from '../content/types';
import { type T, ctx, pop, push } from './ops';

/** The targets a seat may pick for a targeted effect, as the moves carry them ([] means the effect cannot resolve and is skipped). */
export function choiceTargets(c: Ctx, seat: Seat, effect: Effect, source: string | null): string[] {
  const run = handlerOf(effect).run;
  return run.kind === 'decision' ? run.options(c, seat, effect, source).map(encodeTarget) : [];
}

/** Resolves effects in order; stops at the first one needing a choice (pushing a frame that resumes the rest). */
export function runEffects(t: T, seat: Seat, effects: readonly Effect[], source: string | null): void {
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i]!;
    const run = handlerOf(effect).run;
    if (run.kind === 'decision') {
      if (run.options(ctx(t), seat, effect, source).length === 0) continue;
      push(t, { kind: 'choose', seat, effect, source, rest: effects.slice(i + 1) });
      return;
    }
    run.apply(t, seat, effect);
    if (t.game.phase === 'over') return;
  }
}

/** Resolves the top 'choose' frame with the picked target, then resumes the rest of its effects. */
export function resolveChoice(t: T, target: string): void {
  const f = pop(t);
  if (!f || f.kind !== 'choose') return;
  const run = handlerOf(f.effect).run;
  if (run.kind === 'decision') run.resolve(t, f.seat, f.effect, decodeTarget(target), f.source);
  runEffects(t, f.seat, f.rest, f.source);
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
