// The bots' supply plan: goods a held job drops off without picking them up, and where a solid contact sells or loads
// them (Amnon Duul's free Passengers and Fugitives, 15.b; Patience's $800 Cargo and Contraband, 15.d), else a derelict.
import { CONTACTS, GOODS, jobCard, type ContactKey, type Goods, type JobDef } from './content/jobs';
import { sectorOf, type PlaceKey } from './content/map';
import { onBoard, type Reader, Z } from './rules/common';

/** Goods a job's steps from `from` on drop off before picking any of them up: they must be brought in. */
export function broughtIn(def: JobDef, from = 0): Partial<Record<Goods, number>> {
  const picked = new Set<Goods>();
  const out: Partial<Record<Goods, number>> = {};
  for (const step of def.steps.slice(from)) {
    if (step.do === 'pickup') picked.add(step.goods);
    else if (step.do === 'dropoff' && !picked.has(step.goods)) out[step.goods] = (out[step.goods] ?? 0) + step.n;
  }
  return out;
}

/** What the seat's held jobs (active and in hand) must still bring in, less what is aboard. */
export function goodsWanted(r: Reader, seat: number): Partial<Record<Goods, number>> {
  const p = r.game.players[seat]!;
  const total: Partial<Record<Goods, number>> = {};
  for (const zone of [Z.active(seat), Z.hand(seat)]) {
    for (const c of r.cards(zone)) {
      const def = jobCard(c.kind);
      if (!def) continue;
      for (const [goods, n] of Object.entries(broughtIn(def, p.progress[c.id] ?? 0)) as [Goods, number][])
        total[goods] = (total[goods] ?? 0) + n;
    }
  }
  const out: Partial<Record<Goods, number>> = {};
  for (const goods of GOODS) {
    const short = (total[goods] ?? 0) - onBoard(p, goods);
    if (short > 0) out[goods] = short;
  }
  return out;
}

/** The contact that supplies these goods to this seat, if it is solid with one: who, where, and at what price apiece. */
export function supplier(
  r: Reader,
  seat: number,
  goods: Goods,
): { contact: ContactKey; at: PlaceKey; price: number } | undefined {
  const p = r.game.players[seat]!;
  for (const contact of ['amnon', 'patience'] as const) {
    const def = CONTACTS[contact];
    if (!p.solid.includes(contact)) continue;
    if (def.loadsPeople && (goods === 'passenger' || goods === 'fugitive')) return { contact, at: def.at, price: 0 };
    const price = goods === 'cargo' || goods === 'contraband' ? def.sells?.[goods] : undefined;
    if (price !== undefined) return { contact, at: def.at, price };
  }
  return undefined;
}

/**
 * What bringing in a job's goods costs this seat, as money and the place to fetch them from: free at Amnon Duul's,
 * $800 apiece at Patience's, a derelict search for Cargo or Contraband (a third of searches find two), and impossible
 * for Passengers or Fugitives without Amnon Duul.
 */
export function supplyCost(r: Reader, seat: number, def: JobDef, from: number): { cost: number; at: number | null } {
  let cost = 0;
  let at: number | null = null;
  for (const [goods, n] of Object.entries(broughtIn(def, from)) as [Goods, number][]) {
    const short = n - onBoard(r.game.players[seat]!, goods);
    if (short <= 0) continue;
    const s = supplier(r, seat, goods);
    if (s) {
      cost += s.price * short;
      at ??= sectorOf(s.at);
    } else if (goods === 'cargo' || goods === 'contraband') cost += 700 * short;
    else return { cost: Infinity, at: null };
  }
  return { cost, at };
}
