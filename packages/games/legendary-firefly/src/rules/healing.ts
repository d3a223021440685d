// Healing Crew Strikes with Credits at the Inter-Mission: each Main Character's strikes, the best fit, each player's choice.
import { countOf, type Seat } from '@cortex/engine';
import { healStrike } from './ops';
import { data, decider, type FTable, mcOf, type Reader, Z } from '../state';

/** The strikes worth the most damage that fit within `n` (each Main Character heals up to n damage). */
export function bestHeal(strikes: readonly { id: string; dmg: number }[], n: number): string[] {
  let best: string[] = [];
  let bestSum = 0;
  const list = strikes.filter((s) => s.dmg > 0 && s.dmg <= n).slice(0, 14);
  const total = 1 << list.length;
  for (let mask = 1; mask < total; mask++) {
    let sum = 0;
    const ids: string[] = [];
    list.forEach((s, i) => {
      if (mask & (1 << i)) {
        sum += s.dmg;
        ids.push(s.id);
      }
    });
    if (sum <= n && (sum > bestSum || (sum === bestSum && ids.length < best.length))) {
      best = ids;
      bestSum = sum;
    }
  }
  return best;
}

/** A Main Character's strikes with their damage. */
export function strikesOf(r: Pick<Reader, 'cards'>, m: number): { id: string; kind: string; dmg: number }[] {
  return r.cards(Z.strikes(m)).map((c) => {
    const d = data(c.kind);
    return { id: c.id, kind: c.kind, dmg: d?.type === 'crewStrike' ? d.damage : 0 };
  });
}

/**
 * Healing with Credits: each Main Character heals up to `n` damage worth of strikes. Non-players heal their strike as
 * the rulebook says; each player chooses which of their own strikes to heal, starting with the deciding player.
 */
export function healWithCredits(t: FTable, n: number): void {
  const g = t.game;
  g.credits -= n;
  t.logAbout(
    null,
  )`The team spent ${countOf(n, 'Credit')} on healing: each Main Character may heal up to ${n} damage worth of strikes.`;
  g.mcs.forEach((mc, m) => {
    if (mc.seat === null) for (const id of bestHeal(strikesOf(t, m), n)) healStrike(t, id, m);
  });
  const first = decider(g);
  nextHealer(
    t,
    n,
    Array.from({ length: t.players }, (_, i) => (first + i) % t.players),
  );
}

/** Options of a player's healing choice: one strike of each kind that fits the damage still to heal. */
export function healSelfOptions(r: Pick<Reader, 'cards' | 'game'>, seat: Seat, n: number): string[] {
  const byKind = new Map<string, string>();
  for (const s of strikesOf(r, mcOf(r.game, seat))) if (s.dmg <= n && !byKind.has(s.kind)) byKind.set(s.kind, s.id);
  return [...byKind.values()];
}

/**
 * Moves on to the next player who has a real choice. A player whose strikes all fit heals them all (declining could not
 * help them), one with nothing that fits has nothing to do; otherwise the player picks strikes one at a time or stops.
 */
export function nextHealer(
  t: FTable,
  budget: number,
  left: readonly Seat[],
  current?: { seat: Seat; n: number },
): void {
  const g = t.game;
  const queue = current ? [current.seat, ...left] : [...left];
  for (let i = 0; i < queue.length; i++) {
    const seat = queue[i]!;
    const n = current && i === 0 ? current.n : budget;
    const m = mcOf(g, seat);
    const strikes = strikesOf(t, m);
    if (strikes.length === 0 || healSelfOptions(t, seat, n).length === 0) continue;
    if (strikes.reduce((a, s) => a + s.dmg, 0) <= n) {
      for (const s of strikes) healStrike(t, s.id, m);
      continue;
    }
    g.pending = { seat, kind: 'healSelf', n, chosen: [], healing: { budget, left: queue.slice(i + 1) } };
    return;
  }
}
