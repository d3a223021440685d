// The policy the hard level's rollout search improves on: normal's play with a stronger crew pick and Credits/Honor management.
import type { Bot } from '@cortex/engine';
import { cardKind, chooseOttbMove, currentVl, effectOf, estimate, handCount, pReach, PREFERENCE, resolutionMove, type In } from './bot';
import { CHARACTERS, type CharacterId } from './content/characters';
import { SKILL_INDEX } from './content/skills';
import type { OttbMove } from './moves';
import { Z, type OttbData } from './state';

export interface HardTuning {
  /** Crew picked by player count, best first; then normal's order for anything taken. */
  crews: Readonly<Record<number, readonly CharacterId[]>>;
  /** Event-phase bonus actions need this much of the currency left over their cost. */
  bonusReserve: number;
  bonusMaxDeficit: number;
  bestOfTwoReserve: number;
  /** Cards are played while the skill's estimated deficit is above this. */
  aimBelow: number;
  redrawReserve: number;
  redrawAllGain: number;
  redrawOneP: number;
  /** Trade the richer currency for the poorer when the gap is at least this and the poorer at most tradeBelow. */
  tradeGap: number;
  tradeBelow: number;
  ownResolution: boolean;
  drawActionCredits: number;
  drawActionHand: number;
  gainAbilityBelow: number;
  choiceAllianceAt: number;
  honorRedrawReserve: number;
  lossBias: number;
  gainBias: number;
  injuryByCrew: boolean;
}

export const DEFAULT_TUNING: HardTuning = {
  crews: { 3: ['inara', 'kaylee', 'river'], 4: ['inara', 'kaylee', 'simon', 'river'], 5: ['zoe', 'inara', 'kaylee', 'simon', 'river'] },
  bonusReserve: 10,
  bonusMaxDeficit: 1.5,
  bestOfTwoReserve: 10,
  aimBelow: -1,
  redrawReserve: 3,
  redrawAllGain: 0.6,
  redrawOneP: 0.45,
  tradeGap: 99,
  tradeBelow: 3,
  ownResolution: true,
  drawActionCredits: 6,
  drawActionHand: 4,
  gainAbilityBelow: 7,
  choiceAllianceAt: 1,
  honorRedrawReserve: 5,
  lossBias: 0,
  gainBias: 0,
  injuryByCrew: false,
};

function actionMove(input: In, t: HardTuning): OttbMove | undefined {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const ch = CHARACTERS[g.characters[seat]!];
  const gap = g.credits - g.honor;
  if (Math.abs(gap) >= t.tradeGap && Math.min(g.credits, g.honor) <= t.tradeBelow) {
    const wantHonor = gap > 0;
    const trade = legalMoves.find((m) => {
      if (m.type !== 'useAction') return false;
      const e = ch.actions[m.action]!.effects.find((x) => x.kind === 'gain');
      return e?.kind === 'gain' && (wantHonor ? e.honor > 0 : e.credits > 0);
    });
    if (trade) return trade;
  }
  const actionBy = (pred: (a: (typeof ch.actions)[number]) => boolean): OttbMove | undefined =>
    legalMoves.find((m) => m.type === 'useAction' && pred(ch.actions[m.action]!));
  if (g.credits <= 3 && g.honor >= 6) {
    const m = actionBy((a) => a.effects.some((e) => e.kind === 'gain' && e.credits > 0));
    if (m) return m;
  }
  if (g.honor <= 3 && g.credits >= 6) {
    const m = actionBy((a) => a.effects.some((e) => e.kind === 'gain' && e.honor > 0));
    if (m) return m;
  }
  if (legalMoves.some((m) => m.type === 'useAbility')) {
    const ab = ch.ability.effects;
    const gain = ab.find((e) => e.kind === 'gain');
    const wantGain = gain?.kind === 'gain' && ((gain.credits > 0 && g.credits <= t.gainAbilityBelow) || (gain.honor > 0 && g.honor <= t.gainAbilityBelow));
    const wantDraw = ab.some((e) => e.kind === 'refill' || e.kind === 'draw') && handCount(view, seat) <= 2;
    if (wantGain || wantDraw) return { type: 'useAbility' };
  }
  const regroup = legalMoves.find((m) => m.type === 'playCard' && effectOf(cardKind(view, seat, m.card)).kind === 'regroup');
  if (regroup && handCount(view, seat) <= 2) return regroup;
  if (handCount(view, seat) <= t.drawActionHand && g.credits >= t.drawActionCredits) {
    const m = actionBy((a) => a.currency === 'credits' && a.cost <= 2 && a.effects.some((e) => e.kind === 'draw' && (e.limit === undefined || e.limit >= handCount(view, seat))));
    if (m) return m;
  }
  return undefined;
}

function pendingMove(input: In, t: HardTuning): OttbMove {
  const g = input.view.game;
  const p = g.pending!;
  if (p.kind === 'option' && p.purpose === 'choiceLoss') {
    const allianceLeft = input.view.zones[Z.alliance]?.count ?? 0;
    const highValue = Math.max(g.credits, g.honor);
    if (highValue - p.n <= t.choiceAllianceAt && allianceLeft > p.n + 1) return { type: 'chooseOption', option: 'alliance' };
    return { type: 'chooseOption', option: g.credits + t.lossBias >= g.honor ? 'credits' : 'honor' };
  }
  if (p.kind === 'option' && p.purpose === 'choiceGain') return { type: 'chooseOption', option: g.credits + t.gainBias <= g.honor ? 'credits' : 'honor' };
  if (p.kind === 'option' && p.purpose === 'injury' && t.injuryByCrew) {
    const order = [...(t.crews[input.view.players] ?? []), ...PREFERENCE, 'wash', 'jayne', 'shepherd'];
    const next = order.find((c) => input.legalMoves.some((m) => m.type === 'chooseOption' && m.option === c));
    if (next) return { type: 'chooseOption', option: next as CharacterId };
  }
  return chooseOttbMove(input);
}

function eventMove(input: In, t: HardTuning): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const { deficit } = estimate(view);
  const participating = g.participants.includes(seat);
  let best: { m: OttbMove; score: number } | undefined;
  for (const m of legalMoves) {
    if (m.type !== 'playCard') continue;
    const e = effectOf(cardKind(view, seat, m.card));
    let score = -1;
    if (e.kind === 'skill' || e.kind === 'assist') {
      const d = deficit[SKILL_INDEX[e.skill]]!;
      const n = e.kind === 'skill' ? e.n : 1;
      if (d > t.aimBelow && d < 7) score = Math.min(n, d + 1) + (d > 0 ? 1 : 0);
    } else if (e.kind === 'wild') {
      const d = Math.max(...deficit);
      if (d > 0 && d < 6) score = Math.min(e.n, d) + 0.5;
    }
    if (score > 0 && (!best || score > best.score)) best = { m, score };
  }
  if (best) return best.m;
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
        const e = a.effects[0]!;
        if (e.kind === 'bonus' && have >= a.cost + t.bonusReserve && deficit[SKILL_INDEX[e.skill]]! > 0 && deficit[SKILL_INDEX[e.skill]]! <= t.bonusMaxDeficit) return m;
        if (e.kind === 'bestOfTwo' && have >= a.cost + t.bestOfTwoReserve && !g.bestOfTwo.some(Boolean) && deficit.some((d) => d > 0.5 && d < 3)) return m;
      }
    }
  }
  return { type: 'pass' };
}

function redrawMove(input: In, t: HardTuning): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  const now = currentVl(view);
  if (now.vl === 3) return { type: 'pass' };
  const normal = resolutionMove(input);
  // Cards and Gorramit cancels as normal plays them; only the spending on redraws is judged here.
  if (normal.type === 'playCard' || (normal.type === 'useAbility' && CHARACTERS[g.characters[seat]!].ability.effects.some((e) => e.kind === 'cancelGorramit'))) return normal;
  const ch = CHARACTERS[g.characters[seat]!];
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
      if (have - cost.cost < (cost.currency === 'honor' ? t.honorRedrawReserve : t.redrawReserve)) continue;
    }
    if (effects.some((e) => e.kind === 'redrawAll') && expectAll > now.vl + t.redrawAllGain) return m;
    if (effects.some((e) => e.kind === 'redrawOne') && bestOne >= t.redrawOneP) return m;
  }
  return { type: 'pass' };
}

export function chooseHardMove(input: In, t: HardTuning = DEFAULT_TUNING): OttbMove {
  const { view, seat, legalMoves } = input;
  const g = view.game;
  if (legalMoves.length === 1) return legalMoves[0]!;
  if (g.pending) return pendingMove(input, t);
  switch (g.phase) {
    case 'characters': {
      const order = [...(t.crews[view.players] ?? []), ...PREFERENCE];
      return { type: 'chooseCharacter', character: order.find((c) => !g.characters.includes(c))! };
    }
    case 'action':
      if (seat !== g.active) return chooseOttbMove(input);
      return chooseOttbMove(input).type === 'playCard' ? chooseOttbMove(input) : (actionMove(input, t) ?? { type: 'pass' });
    case 'event':
      return eventMove(input, t);
    case 'resolution':
      return t.ownResolution ? redrawMove(input, t) : resolutionMove(input);
    default:
      return chooseOttbMove(input);
  }
}

export function makeHardPolicy(tuning: HardTuning): Bot<OttbData, OttbMove> {
  return {
    level: 'normal',
    chooseMove(input) {
      const move = chooseHardMove(input, tuning);
      const key = JSON.stringify(move);
      return input.legalMoves.find((m) => JSON.stringify(m) === key) ?? input.legalMoves[0]!;
    },
  };
}

export const hardPolicy: Bot<OttbData, OttbMove> = makeHardPolicy(DEFAULT_TUNING);
