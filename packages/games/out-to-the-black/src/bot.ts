// The "normal" bot: plays from what its seat sees, covering the Event's shortfalls, spending only with a safety margin.
import type { Bot, BotInput, Card, MatchView, Seat } from '@cortex/engine';
import { CHARACTERS, type CharacterId } from './content/characters';
import { allianceCard } from './content/alliance';
import { eventCard } from './content/events';
import { gorramitCard } from './content/gorramit';
import { serenityType, type SerenityEffect } from './content/serenity';
import { SKILL_INDEX, SKILLS } from './content/skills';
import { crewPurseChange } from './rules/characters';
import type { OttbMove } from './moves';
import {
  baseTotals,
  bestWildAssignment,
  finalTotals,
  playedCards,
  targets,
  victoryLevel,
  wildsAmong,
  wildsZero,
  type ZoneReader,
} from './rules/scoring';
import { Z, type Num3, type OttbData } from './state';

export type In = BotInput<OttbData, OttbMove>;
type V = MatchView<OttbData>;

export const PREFERENCE: readonly CharacterId[] = [
  'mal',
  'zoe',
  'inara',
  'kaylee',
  'river',
  'jayne',
  'wash',
  'simon',
  'shepherd',
];
const EXPECTED_RESULT = 3.5;

const readerOf =
  (view: V): ZoneReader =>
  (zone) =>
    (view.zones[zone]?.cards ?? []) as readonly (Card | null)[];
const effectOf = (kind: string): SerenityEffect => serenityType(kind).effect;
const hand = (view: V, seat: Seat): readonly Card[] =>
  (view.zones[Z.hand(seat)]?.cards ?? []).filter((c): c is Card => c !== null);
export const handCount = (view: V, seat: Seat): number => view.zones[Z.hand(seat)]?.count ?? 0;

/** Probability that a fresh Result card (1-6) reaches `need`. */
function pReach(need: number): number {
  if (need <= 1) return 1;
  if (need > 6) return 0;
  return (7 - need) / 6;
}

/** Known totals (hidden played cards skipped) plus the expected Result card when none is drawn yet. */
/** A hypothetical table for planning several things at once: extra cards laid down by a seat, extra participants. */
interface Plan {
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly participants: readonly Seat[];
}

function estimate(view: V, plan?: Plan): { totals: Num3; target: Num3; deficit: Num3 } {
  const g =
    plan && plan.participants.length > 0
      ? { ...view.game, participants: [...view.game.participants, ...plan.participants] }
      : view.game;
  const seen = readerOf(view);
  const read: ZoneReader =
    plan && plan.cards.length > 0
      ? (zone) => (zone === Z.played(plan.seat) ? [...seen(zone), ...plan.cards] : seen(zone))
      : seen;
  const totals = baseTotals(g, read, view.players);
  const target = targets(read);
  let hidden = 0;
  for (let s = 0; s < view.players; s++)
    hidden += (view.zones[Z.played(s)]?.cards ?? []).filter((c) => c === null).length;
  const deficit = target.map((tg, i) => tg - totals[i]! - (g.resultsDrawn ? 0 : EXPECTED_RESULT) - hidden / 3) as Num3;
  return { totals, target, deficit };
}

/** The current Victory Level: with the Wilds where they were placed, or (before that) with their best placement. */
function currentVl(view: V, extra: Num3 = [0, 0, 0]): { vl: number; base: Num3; target: Num3; wilds: number[] } {
  const g = view.game;
  const read = readerOf(view);
  const target = targets(read);
  if (g.wildsPlaced) {
    const base = finalTotals(g, read, view.players).map((x, i) => x + extra[i]!) as Num3;
    return { vl: victoryLevel(base, target), base, target, wilds: [] };
  }
  const base = baseTotals(g, read, view.players).map((x, i) => x + extra[i]!) as Num3;
  const zero = wildsZero(g, read);
  const wilds = wildsAmong(playedCards(read, view.players)).map((w) => (zero ? 0 : w.n));
  return { vl: bestWildAssignment(base, target, wilds).vl, base, target, wilds };
}

function pick(moves: readonly OttbMove[], pred: (m: OttbMove) => boolean): OttbMove | undefined {
  return moves.find(pred);
}

export function chooseAction(input: In): OttbMove | undefined {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const ch = CHARACTERS[g.characters[seat]!];
  const actionMove = (pred: (a: (typeof ch.actions)[number]) => boolean): OttbMove | undefined =>
    pick(legalMoves, (m) => m.type === 'useAction' && pred(ch.actions[m.action]!));
  if (g.credits <= 3 && g.honor >= 6) {
    const m = actionMove((a) => crewPurseChange(a.effects).credits > 0);
    if (m) return m;
  }
  if (g.honor <= 3 && g.credits >= 6) {
    const m = actionMove((a) => crewPurseChange(a.effects).honor > 0);
    if (m) return m;
  }
  if (legalMoves.some((m) => m.type === 'useAbility')) {
    const ab = ch.ability.effects;
    const gain = crewPurseChange(ab);
    const wantGain = (gain.credits > 0 && g.credits <= 5) || (gain.honor > 0 && g.honor <= 5);
    const wantDraw = ab.some((e) => e.kind === 'refill' || e.kind === 'draw') && handCount(view, seat) <= 2;
    if (wantGain || wantDraw) return { type: 'useAbility' };
  }
  const regroup = pick(
    legalMoves,
    (m) => m.type === 'playCard' && effectOf(cardKind(view, seat, m.card)).kind === 'regroup',
  );
  if (regroup && handCount(view, seat) <= 2) return regroup;
  if (handCount(view, seat) <= 3 && g.credits >= 6) {
    const m = actionMove(
      (a) =>
        a.currency === 'credits' &&
        a.cost <= 2 &&
        a.effects.some((e) => e.kind === 'draw' && (e.limit === undefined || e.limit >= handCount(view, seat))),
    );
    if (m) return m;
  }
  return undefined;
}

function cardKind(view: V, seat: Seat, id: string): string {
  return hand(view, seat).find((c) => c.id === id)?.kind ?? '';
}

/** Lower is less useful to keep. */
function keepValue(kind: string): number {
  const e = effectOf(kind);
  if (e.kind === 'skill' || e.kind === 'wild') return e.n + (e.kind === 'wild' ? 1 : 0);
  if (e.kind === 'help' || e.kind === 'sneaky' || e.kind === 'sacrifice') return 3;
  return 0.5;
}

/** How much a card from the hand would help now, on the (planned) table; 0 or less: keep it. */
function cardScore(kind: string, deficit: Num3): number {
  const e = effectOf(kind);
  if (e.kind === 'skill' || e.kind === 'assist') {
    const d = deficit[SKILL_INDEX[e.skill]]!;
    const n = e.kind === 'skill' ? e.n : 1;
    if (d > -1 && d < 7) return Math.min(n, d + 1) + (d > 0 ? 1 : 0);
  } else if (e.kind === 'wild') {
    const d = Math.max(...deficit);
    if (d > 0 && d < 6) return Math.min(e.n, d) + 0.5;
  }
  return -1;
}

/**
 * The cards to lay down in the Event phase: the best card for the shortfalls, then the best for what is still short
 * with that card down, and so on (the choice one card at a time, made at once).
 */
export function planEventCards(input: In): string[] {
  const { view, seat, legalMoves } = input;
  const playable = new Set<string>();
  for (const m of legalMoves) if (m.type === 'playCards') for (const c of m.cards) playable.add(c);
  const candidates = hand(view, seat).filter((c) => playable.has(c.id));
  const chosen: Card[] = [];
  for (;;) {
    const { deficit } = estimate(view, { seat, cards: chosen, participants: [] });
    let best: { card: Card; score: number } | undefined;
    for (const c of candidates) {
      if (chosen.includes(c)) continue;
      const score = cardScore(c.kind, deficit);
      if (score > 0 && (!best || score > best.score)) best = { card: c, score };
    }
    if (!best) break;
    chosen.push(best.card);
  }
  return candidates.filter((c) => chosen.includes(c)).map((c) => c.id);
}

export function eventMove(input: In): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const cards = planEventCards(input);
  if (cards.length > 0) return { type: 'playCards', cards };
  const { deficit } = estimate(view);
  const participating = g.participants.includes(seat);
  if (participating) {
    const ch = CHARACTERS[g.characters[seat]!];
    for (const m of legalMoves) {
      if (m.type === 'useAbility') {
        const bonus = ch.ability.effects.find((e) => e.kind === 'bonus');
        if (bonus?.kind === 'bonus' && deficit[SKILL_INDEX[bonus.skill]]! > 0) return m;
      }
      if (m.type === 'useAction') {
        const a = ch.actions[m.action]!;
        const have = a.currency === 'credits' ? g.credits : g.honor;
        if (have < a.cost + 4) continue;
        const e = a.effects[0]!;
        if (e.kind === 'bonus' && deficit[SKILL_INDEX[e.skill]]! > 0 && deficit[SKILL_INDEX[e.skill]]! <= 1.5) return m;
        if (e.kind === 'bestOfTwo' && !g.bestOfTwo.some(Boolean) && deficit.some((d) => d > 0.5 && d < 3)) return m;
      }
    }
  }
  return { type: 'pass' };
}

export function resolutionMove(input: In): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const now = currentVl(view);
  if (now.vl === 3) return { type: 'pass' };
  const ch = CHARACTERS[g.characters[seat]!];
  const read = readerOf(view);
  const gorTop = read(Z.gorramitUp)[0];
  const gor = gorTop ? gorramitCard(gorTop.kind) : null;
  const ev = eventCard(read(Z.event)[0]?.kind ?? '');
  for (const m of legalMoves) {
    if (m.type === 'playCard') {
      const e = effectOf(cardKind(view, seat, m.card));
      if (e.kind === 'help') {
        for (let s = 0; s < view.players; s++) {
          if (g.participants.includes(s)) continue;
          const sk = CHARACTERS[g.characters[s]!].skills;
          for (let i = 0; i < 3; i++) {
            const extra: Num3 = [0, 0, 0];
            extra[i] = sk[i]!;
            if (currentVl(view, extra).vl > now.vl) return m;
          }
        }
      }
      if (e.kind === 'boost') {
        for (let i = 0; i < 3; i++) {
          if (!g.redrawn[i]) continue;
          const extra: Num3 = [0, 0, 0];
          extra[i] = e.n;
          if (currentVl(view, extra).vl > now.vl) return m;
        }
      }
      if (e.kind === 'sneaky' && g.sneaky === 0) {
        const draws =
          (ev.vl[now.vl] ?? []).some((o) => o.kind === 'all' && o.n > 0) ||
          (gor?.effect.kind === 'alliancePenalty' && !g.gorramitCancelled);
        if (draws) return m;
      }
    }
    if (m.type === 'useAbility' && ch.ability.effects.some((e) => e.kind === 'cancelGorramit') && gor) {
      const k = gor.effect.kind;
      if (
        (k === 'skillMod' && gor.effect.n < 0) ||
        k === 'resultMod' ||
        k === 'alliancePenalty' ||
        (k === 'wildsZero' && g.wilds.length > 0)
      )
        return m;
    }
  }
  // Redraws: compare the expected VL after redrawing with the current one.
  const gaps = now.base.map((b, i) => now.target[i]! - (b - g.results[i]! - g.boost[i]!));
  const success = now.base.map((b, i) => b >= now.target[i]!);
  const pAfter = gaps.map((need) => pReach(need));
  const expectAll = pAfter.reduce((a, b) => a + b, 0);
  const failing = [0, 1, 2].filter((i) => !success[i]);
  const bestOne = failing.length ? Math.max(...failing.map((i) => pAfter[i]!)) : 0;
  for (const m of legalMoves) {
    if (m.type !== 'useAction' && m.type !== 'useAbility') continue;
    const effects = m.type === 'useAction' ? ch.actions[m.action]!.effects : ch.ability.effects;
    const cost = m.type === 'useAction' ? ch.actions[m.action]! : null;
    if (cost) {
      const have = cost.currency === 'credits' ? g.credits : g.honor;
      if (have - cost.cost < 3) continue;
    }
    if (effects.some((e) => e.kind === 'redrawAll') && expectAll > now.vl + 0.6) return m;
    if (effects.some((e) => e.kind === 'redrawOne') && bestOne >= 0.45) return m;
  }
  return { type: 'pass' };
}

function pendingMove(input: In): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const p = g.pending!;
  switch (p.kind) {
    case 'skill': {
      const now = currentVl(view);
      let best = legalMoves[0]!;
      let bestScore = -Infinity;
      for (const m of legalMoves) {
        if (m.type !== 'chooseSkill') continue;
        const i = SKILL_INDEX[m.skill];
        let score: number;
        if (p.purpose === 'help' || p.purpose === 'boost') {
          const extra: Num3 = [0, 0, 0];
          extra[i] = p.purpose === 'help' ? CHARACTERS[g.characters[p.helper!]!].skills[i]! : 2;
          score = currentVl(view, extra).vl * 10 + extra[i];
        } else if (p.purpose === 'redrawOne') {
          const need = now.target[i]! - (now.base[i]! - g.results[i]! - g.boost[i]!);
          score = now.base[i]! >= now.target[i]! ? -1 : pReach(need);
        } else {
          const d = estimate(view).deficit[i]!;
          score = d > 0 ? 10 - d : -d - 10;
        }
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      return best;
    }
    case 'give': {
      // The card least worth keeping, to the player holding the fewest cards.
      let card = '';
      let low = Infinity;
      for (const c of hand(view, seat)) {
        const v = keepValue(c.kind);
        if (v < low) {
          low = v;
          card = c.id;
        }
      }
      let to = -1;
      for (let s = 0; s < view.players; s++)
        if (s !== seat && (to < 0 || handCount(view, s) < handCount(view, to))) to = s;
      return { type: 'giveCard', card, seat: to };
    }
    case 'seat': {
      if (p.purpose === 'help') {
        const now = currentVl(view);
        let best = legalMoves[0]!;
        let bestScore = -1;
        for (const m of legalMoves) {
          if (m.type !== 'chooseSeat') continue;
          const sk = CHARACTERS[g.characters[m.seat]!].skills;
          for (let i = 0; i < 3; i++) {
            const extra: Num3 = [0, 0, 0];
            extra[i] = sk[i]!;
            const score = currentVl(view, extra).vl * 10 + sk[i]! - now.vl * 10;
            if (score > bestScore) {
              bestScore = score;
              best = m;
            }
          }
        }
        return best;
      }
      // Unexpected Shift: the new Active player's skills replace the old one's in the Event.
      const { deficit } = estimate(view);
      const old = CHARACTERS[g.characters[g.active]!].skills;
      let best = legalMoves[0]!;
      let bestScore = -Infinity;
      for (const m of legalMoves) {
        if (m.type !== 'chooseSeat') continue;
        const sk = CHARACTERS[g.characters[m.seat]!].skills;
        const score = sk.reduce((acc, v, i) => acc + (v - old[i]!) * (deficit[i]! > -2 ? 1 : 0.2), 0);
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      return best;
    }
    case 'card': {
      if (p.purpose === 'returnAlliance') return allianceToReturn(input);
      let best = legalMoves[0]!;
      let low = Infinity;
      for (const m of legalMoves) {
        if (m.type !== 'chooseCard') continue;
        const v = keepValue(cardKind(view, seat, m.card));
        if (v < low) {
          low = v;
          best = m;
        }
      }
      return best;
    }
    case 'option': {
      // A card drawn is never a loss: there is no hand limit.
      if (p.purpose === 'mayDraw') return { type: 'chooseOption', option: 'draw' };
      if (p.purpose === 'injury') {
        let best = legalMoves[0]!;
        let bestSum = -1;
        for (const m of legalMoves) {
          if (m.type !== 'chooseOption') continue;
          const sum = CHARACTERS[m.option as CharacterId].skills.reduce((a, b) => a + b, 0);
          if (sum > bestSum) {
            bestSum = sum;
            best = m;
          }
        }
        return best;
      }
      if (p.purpose === 'choiceLoss') {
        const allianceLeft = view.zones[Z.alliance]?.count ?? 0;
        const high = g.credits >= g.honor ? 'credits' : 'honor';
        const highValue = Math.max(g.credits, g.honor);
        if (highValue - p.n <= 1 && allianceLeft > p.n + 1) return { type: 'chooseOption', option: 'alliance' };
        return { type: 'chooseOption', option: high };
      }
      return { type: 'chooseOption', option: g.credits <= g.honor ? 'credits' : 'honor' };
    }
  }
}

/** What an Alliance card costs the crew while it is in force: its Long Term skill penalties or its Reward. */
function allianceHarm(kind: string | undefined): number {
  if (kind === undefined) return 0;
  const a = allianceCard(kind);
  if (a.type === 'longTerm') return -a.mods.reduce((x, y) => x + y, 0);
  return a.type === 'creditReward' || a.type === 'honorReward' ? a.n : 0;
}

/** A negative All: the newest card when the one beneath it hurts less in force, else the oldest (nothing in force changes). */
function allianceToReturn(input: In): OttbMove {
  const up = (input.view.zones[Z.allianceUp]?.cards ?? []).filter((c): c is Card => c !== null);
  const [newest, beneath] = up;
  const card = newest && allianceHarm(beneath?.kind) < allianceHarm(newest.kind) ? newest : up.at(-1);
  return card ? { type: 'chooseCard', card: card.id } : input.legalMoves[0]!;
}

/** The other participants: the player who covers the most of what is short, then the next with that one in, and so on. */
function chooseParticipants(input: In): OttbMove {
  const { view } = input;
  const g = view.game;
  const chosen: Seat[] = [];
  for (let k = g.need - g.participants.length; k > 0; k--) {
    const { deficit } = estimate(view, { seat: g.active, cards: [], participants: chosen });
    let best = -1;
    let bestScore = -Infinity;
    for (let s = 0; s < view.players; s++) {
      if (g.participants.includes(s) || chosen.includes(s)) continue;
      const sk = CHARACTERS[g.characters[s]!].skills;
      const score = sk.reduce((acc, v, i) => acc + Math.min(v, Math.max(0, deficit[i]!)), 0) + 0.6 * handCount(view, s);
      if (score > bestScore) {
        bestScore = score;
        best = s;
      }
    }
    chosen.push(best);
  }
  return { type: 'chooseParticipants', seats: chosen.sort((a, b) => a - b) };
}

/**
 * A Sacrifice worth playing: Credits or Honor (either at zero loses the game) are low and the hand can spare the two
 * cards to discard and still keep one for the Event. A Sacrifice turns three cards into one Credit or Honor.
 */
export function worthSacrificing(input: In): OttbMove | undefined {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const sacrifice = pick(
    legalMoves,
    (m) => m.type === 'playCard' && effectOf(cardKind(view, seat, m.card)).kind === 'sacrifice',
  );
  return sacrifice && (g.credits <= 3 || g.honor <= 3) && handCount(view, seat) >= 4 ? sacrifice : undefined;
}

/**
 * The optional moment of the Action phase: another player's Sacrifice. Played when worth it (as the Active player
 * would play it), otherwise the moment passes; each one spends three cards, so it cannot go on for ever.
 */
export function ottbOptional(input: In): OttbMove | null {
  const g = input.view.game;
  if (g.phase !== 'action' || g.pending || input.seat === g.active) return null;
  return worthSacrificing(input) ?? null;
}

export function chooseOttbMove(input: In): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  if (legalMoves.length === 1) return legalMoves[0]!;
  if (g.pending) return pendingMove(input);
  switch (g.phase) {
    case 'characters':
      return { type: 'chooseCharacter', character: PREFERENCE.find((c) => !g.characters.includes(c))! };
    case 'action': {
      const sacrifice = worthSacrificing(input);
      if (sacrifice) return sacrifice;
      if (seat !== g.active) return { type: 'pass' };
      return chooseAction(input) ?? { type: 'pass' };
    }
    case 'participants':
      return chooseParticipants(input);
    case 'event':
      return eventMove(input);
    case 'resolution':
      return resolutionMove(input);
    case 'wilds': {
      const now = currentVl(view);
      const assigned: Num3 = [...now.base];
      const zero = wildsZero(g, readerOf(view));
      const open = g.wilds.filter((w) => w.skill === null).map((w) => (zero ? 0 : w.n));
      for (const w of g.wilds) if (w.skill && !zero) assigned[SKILL_INDEX[w.skill]]! += w.n;
      const best = bestWildAssignment(assigned, now.target, open);
      // Wilds worth the same are interchangeable: the listed placement gives them their skills in order.
      const idx = g.wilds.map((_, i) => best.skills[i] ?? 0);
      for (let i = 0; i < idx.length; i++) {
        for (let j = i + 1; j < idx.length; j++) {
          if (g.wilds[i]!.n === g.wilds[j]!.n && idx[j]! < idx[i]!) [idx[i], idx[j]] = [idx[j]!, idx[i]!];
        }
      }
      return { type: 'placeWilds', skills: idx.map((i) => SKILLS[i]!) };
    }
    default:
      return legalMoves[0]!;
  }
}

/** The move if it is listed, else the first legal move: a bot never returns something unlisted. */
export function listedMove(input: In, move: OttbMove): OttbMove {
  const key = JSON.stringify(move);
  return input.legalMoves.find((m) => JSON.stringify(m) === key) ?? input.legalMoves[0]!;
}

export const normalBot: Bot<OttbData, OttbMove> = {
  level: 'normal',
  chooseMove: (input) => listedMove(input, chooseOttbMove(input)),
};
