// Resolution step 7: the skill totals (characters, played cards, bonuses, Result cards, Wilds and every modifier in
// force) against the Event's Target Numbers, and the Victory Level they reach.
import type { Card } from '@cortex/engine';
import { CHARACTERS } from '../content/characters';
import { eventCard } from '../content/events';
import { SKILL_INDEX, SKILLS, type Skill } from '../content/skills';
import { Z, type Num3, type OttbData } from '../state';
import { longTermMods } from './alliance';
import { gorramitInForce } from './gorramit';
import { additionOf, madeWildBy, wildValue } from './serenity';

/** Reads a zone's cards (from a match state, a table or a view; hidden cards are null). */
export type ZoneReader = (zone: string) => readonly (Card | null)[];

/** Skills made Wild by Strength, Maneuvers or Psychic among the given (visible) played cards. */
export function wildSkills(cards: readonly (Card | null)[]): Set<Skill> {
  const out = new Set<Skill>();
  for (const c of cards) {
    const skill = c ? madeWildBy(c.kind) : undefined;
    if (skill) out.add(skill);
  }
  return out;
}

export function playedCards(read: ZoneReader, players: number): (Card | null)[] {
  const out: (Card | null)[] = [];
  for (let s = 0; s < players; s++) out.push(...read(Z.played(s)));
  return out;
}

/** The Wilds among the played cards (Wild cards and cards made Wild), each with what it adds, in the order played. */
export function wildsAmong(played: readonly (Card | null)[]): { readonly card: Card; readonly n: number }[] {
  const made = wildSkills(played);
  const out: { card: Card; n: number }[] = [];
  for (const c of played) {
    const n = c ? wildValue(c.kind, made) : null;
    if (c && n !== null) out.push({ card: c, n });
  }
  return out;
}

/** Whether the Gorramit card in force makes the Wilds count for nothing (Hwoon Dahn). */
export function wildsZero(g: OttbData, read: ZoneReader): boolean {
  return gorramitInForce(g, read(Z.gorramitUp)[0]?.kind).wildsZero;
}

/** Totals of everything but Wilds; hidden cards (null) are skipped, so callers pass a reader that sees them. */
export function baseTotals(g: OttbData, read: ZoneReader, players: number): Num3 {
  const t: Num3 = [0, 0, 0];
  for (const s of g.participants) {
    const ch = g.characters[s];
    if (ch) for (let i = 0; i < 3; i++) t[i]! += CHARACTERS[ch].skills[i]!;
  }
  const played = playedCards(read, players);
  const wild = wildSkills(played);
  for (const c of played) {
    const add = c ? additionOf(c.kind, wild) : null;
    if (add) t[SKILL_INDEX[add.skill]] += add.n;
  }
  const gorramit = gorramitInForce(g, read(Z.gorramitUp)[0]?.kind);
  const long = longTermMods(read);
  for (let i = 0; i < 3; i++) {
    t[i]! += g.bonus[i]! + g.eventMods[i]! + long[i]! + gorramit.skills[i]!;
    if (g.resultsDrawn) t[i]! += Math.max(0, g.results[i]! + gorramit.results) + g.boost[i]!;
  }
  return t;
}

/** Final totals with the assigned Wilds. */
export function finalTotals(g: OttbData, read: ZoneReader, players: number): Num3 {
  const t = baseTotals(g, read, players);
  const zero = wildsZero(g, read);
  for (const w of g.wilds) if (w.skill && !zero) t[SKILL_INDEX[w.skill]] += w.n;
  return t;
}

export function targets(read: ZoneReader): Num3 {
  const ev = read(Z.event)[0];
  return ev ? [...eventCard(ev.kind).targets] : [0, 0, 0];
}

export function victoryLevel(totals: Num3, target: Num3): number {
  return SKILLS.filter((_, i) => totals[i]! >= target[i]!).length;
}

/** The best VL reachable by assigning the given Wild values to skills, and one assignment achieving it. */
export function bestWildAssignment(
  base: Num3,
  target: Num3,
  wilds: readonly number[],
): { vl: number; skills: number[] } {
  let best = { vl: -1, skills: [] as number[] };
  const k = wilds.length;
  const combos = 3 ** k;
  for (let code = 0; code < combos && code < 6561; code++) {
    const t: Num3 = [...base];
    const skills: number[] = [];
    let c = code;
    for (let i = 0; i < k; i++) {
      const s = c % 3;
      c = Math.floor(c / 3);
      t[s]! += wilds[i]!;
      skills.push(s);
    }
    const vl = victoryLevel(t, target);
    if (vl > best.vl) best = { vl, skills };
  }
  return best;
}
