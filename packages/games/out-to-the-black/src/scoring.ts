// Skill totals and the Victory Level: characters, played cards, bonuses, Result cards, Wilds and every modifier in force.
import type { Card, Seat } from '@cortex/engine';
import { allianceCard } from './content/alliance';
import { CHARACTERS } from './content/characters';
import { eventCard } from './content/events';
import { gorramitCard } from './content/gorramit';
import { serenityType } from './content/serenity';
import { SKILL_INDEX, SKILLS, type Skill } from './content/skills';
import { Z, type Num3, type OttbData } from './state';

/** Reads a zone's cards (from a match state or a table). */
export type ZoneReader = (zone: string) => readonly (Card | null)[];

export interface Totals {
  /** Everything but Wilds. */
  readonly base: Num3;
  /** The Wilds in play and what each is worth (0 under Hwoon Dahn). */
  readonly wildValue: number;
  readonly targets: Num3;
}

function activeGorramit(g: OttbData, read: ZoneReader): ReturnType<typeof gorramitCard> | null {
  if (g.gorramitCancelled) return null;
  const top = read(Z.gorramitUp)[0];
  return top ? gorramitCard(top.kind) : null;
}

/** Skill modifiers from the newest Alliance card when it is Long Term. */
export function longTermMods(read: ZoneReader): Num3 {
  const top = read(Z.allianceUp)[0];
  if (!top) return [0, 0, 0];
  const card = allianceCard(top.kind);
  return card.type === 'longTerm' ? [...card.mods] : [0, 0, 0];
}

/** Skills made Wild by Strength, Maneuvers or Psychic among the given (visible) played cards. */
export function wildSkills(cards: readonly (Card | null)[]): Set<Skill> {
  const out = new Set<Skill>();
  for (const c of cards) {
    if (!c) continue;
    const e = serenityType(c.kind).effect;
    if (e.kind === 'makeWild') out.add(e.skill);
  }
  return out;
}

export function playedCards(read: ZoneReader, players: number): (Card | null)[] {
  const out: (Card | null)[] = [];
  for (let s = 0; s < players; s++) out.push(...read(Z.played(s)));
  return out;
}

export function wildsZero(g: OttbData, read: ZoneReader): boolean {
  return activeGorramit(g, read)?.effect.kind === 'wildsZero';
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
    if (!c) continue;
    const e = serenityType(c.kind).effect;
    if (e.kind === 'skill' && !wild.has(e.skill)) t[SKILL_INDEX[e.skill]] += e.n;
    if (e.kind === 'assist') t[SKILL_INDEX[e.skill]] += 1;
  }
  const gor = activeGorramit(g, read);
  const resultMod = gor?.effect.kind === 'resultMod' ? gor.effect.n : 0;
  const long = longTermMods(read);
  for (let i = 0; i < 3; i++) {
    t[i]! += g.bonus[i]! + g.eventMods[i]! + long[i]!;
    if (g.resultsDrawn) t[i]! += Math.max(0, g.results[i]! + resultMod) + g.boost[i]!;
    if (gor?.effect.kind === 'skillMod' && (gor.effect.skill === 'all' || SKILL_INDEX[gor.effect.skill] === i)) t[i]! += gor.effect.n;
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
export function bestWildAssignment(base: Num3, target: Num3, wilds: readonly number[]): { vl: number; skills: number[] } {
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

export function isParticipant(g: OttbData, seat: Seat): boolean {
  return g.participants.includes(seat);
}
