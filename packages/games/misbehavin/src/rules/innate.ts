// Innate abilities: which window (condition) is open for a seat now, which cards may use one, and the passive ones' bonuses.
import type { Seat } from '@cortex/engine';
import { def } from '../content/index';
import { type Ctx, prereqMet, tableau, top, usable } from '../state';
import type { Ability, InnateWindow } from '../content/types';

/** Windows open to a seat: 'any' whenever the seat is free to act (on another player's turn as an optional move; for the awaited
 * seat at any decision but mid-way through one card's effects), 'turn' likewise but only during its own turn (with a deal,
 * fight or cancelled display pending too: a cancelled deal may be reattempted with an activation so gained), 'fight' when
 * it has the floor in a fight. 'deal' (cancelling) is the `cancel` move; 'gain' abilities are passive. */
export function openWindows(c: Ctx, s: Seat, awaited: boolean): Set<InnateWindow> {
  const out = new Set<InnateWindow>();
  if (c.g.phase !== 'play') return out;
  const f = top(c.g);
  // The awaited seat is not interrupted in the middle of resolving one card's effects (a target to pick, the next
  // ability, trigger-at-once or not).
  if (awaited && f && (f.kind === 'choose' || f.kind === 'ability' || f.kind === 'afterPlay')) return out;
  out.add('any');
  if (c.g.turn === s) out.add('turn');
  if (awaited && f?.kind === 'fight' && f.target !== null && f.floor === s) out.add('fight');
  return out;
}

/** A fight's target may not use its POWER, abilities or any other value until the fight is resolved. */
export const isFightTarget = (c: Ctx, card: string): boolean =>
  c.g.stack.some((f) => f.kind === 'fight' && f.target === card);

/** The innate ability of a card that may be used now (untriggered, no warrant, prerequisite met, its window open). */
export function usableInnate(
  c: Ctx,
  s: Seat,
  card: string,
  windows: ReadonlySet<InnateWindow>,
  exclude: string | null = null,
): Ability | undefined {
  if (card === exclude || isFightTarget(c, card) || !usable(c.g, card)) return undefined;
  const x = tableau(c, s).find((y) => y.id === card);
  if (!x) return undefined;
  const d = def(x.kind);
  if (!prereqMet(c, s, d, x.id)) return undefined;
  return d.abilities.find(
    (a) =>
      a.timing === 'innate' && !a.passive && a.window !== 'deal' && a.window !== undefined && windows.has(a.window),
  );
}

/** Tableau cards whose innate ability may be used now; a fight target may use nothing. */
export function innateCards(
  c: Ctx,
  s: Seat,
  windows: ReadonlySet<InnateWindow>,
  exclude: string | null = null,
): string[] {
  if (windows.size === 0) return [];
  return tableau(c, s)
    .filter((x) => usableInnate(c, s, x.id, windows, exclude) !== undefined)
    .map((x) => x.id);
}

/** What passive innate abilities add for a seat ('fight': fight strength, 'gain': influence), never counting `exclude`. */
export function passiveBonus(c: Ctx, s: Seat, window: 'fight' | 'gain', exclude: string | null = null): number {
  let total = 0;
  for (const x of tableau(c, s)) {
    if (x.id === exclude || isFightTarget(c, x.id) || !usable(c.g, x.id)) continue;
    const d = def(x.kind);
    if (!prereqMet(c, s, d, x.id)) continue;
    for (const a of d.abilities) {
      if (a.timing !== 'innate' || !a.passive || a.window !== window) continue;
      for (const e of a.effects) {
        if (window === 'fight' && e.e === 'fightPower') total += e.n;
        if (window === 'gain' && e.e === 'influence') total += e.n;
      }
    }
  }
  return total;
}
