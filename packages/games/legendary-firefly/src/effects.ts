// The effect interpreter: runs one queued effect primitive, or opens a decision whose options come from the zones.
import { countOf, possessive, seatRef, type Seat } from '@cortex/engine';
import { avatar, SHIP_SLOTS } from './content';
import { drawCards, drawCrewStrike, drawShipStrike, gainFrom, healStrike, livePlayers, mcHolding } from './ops';
import { data, enemyAttack, faceUpTargets, type FTable, isClear, type Job, liveSpaces, mcOf, type Pending, type PendingKind, rankedMcs, type Reader, repairCost, Z } from './state';
import { healSelfOptions, nextHealer } from './healing';
import { addEpisodeCard, attachCard, defeatEnemy, moveInevitableBack, scanSpace } from './verse';
import type { Cls, Effect, Who } from './vocabulary';

/** Main Characters an effect names: players only for gains, any Main Character for strikes. */
function mcsFor(t: FTable, who: Who, you: Seat, playersOnly: boolean): number[] {
  const g = t.game;
  if (who === 'you') return [mcOf(g, you)].filter((m) => m >= 0 && !g.mcs[m]!.down);
  if (who === 'each') return livePlayers(t).map((s) => mcOf(g, s));
  if (who === 'highest') {
    const best = rankedMcs(g).filter((m) => !playersOnly || g.mcs[m]!.seat !== null)[0];
    return best === undefined ? [] : [best];
  }
  const m = g.mcs.findIndex((x) => x.crew === who);
  if (m < 0 || g.mcs[m]!.down || (playersOnly && g.mcs[m]!.seat === null)) return [];
  return [m];
}

function open(t: FTable, seat: Seat, kind: PendingKind, n = 0): void {
  const p: Pending = { seat, kind, n, chosen: [] };
  if (choiceOptions(t, p).length > 0) t.game.pending = p;
}

/** Resolves one effect. Effects that need a choice open `pending` (or do nothing when there is nothing to choose). */
export function runJob(t: FTable, job: Job): void {
  const g = t.game;
  const { fx, you } = job;
  const youDown = g.mcs[mcOf(g, you)]?.down ?? true;
  // Defeated players ignore game effects; the Episode Phase of a defeated player's turn (defeatedTakeTurns) still happens.
  if (youDown && fx.do !== 'heal' && fx.do !== 'addEpisode') return;
  switch (fx.do) {
    case 'draw': drawCards(t, you, fx.n); return;
    case 'attack': g.attack += fx.n; t.logAbout(g.active)`${seatRef(g.active)} got +${fx.n} Attack.`; return;
    case 'recruit': g.recruit += fx.n; t.logAbout(g.active)`${seatRef(g.active)} got +${fx.n} Recruit.`; return;
    case 'avoid': g.avoid += 1; t.logAbout(g.active)`${seatRef(g.active)} may avoid any one Strike this turn.`; return;
    case 'credits': g.credits += fx.n; t.logAbout(null)`The team earned ${countOf(fx.n, 'Credit')} (${countOf(g.credits, 'Credit')} so far this Episode).`; return;
    case 'heal': open(t, g.active === you || !youDown ? you : g.active, 'heal'); return;
    case 'scan': open(t, you, 'scan'); return;
    case 'repair': open(t, you, 'repair'); return;
    case 'weaken': open(t, you, 'weaken', fx.n); return;
    case 'defeatEnemy': open(t, you, 'defeatEnemy', fx.max); return;
    case 'defeatOwn': open(t, you, 'defeatOwn'); return;
    case 'discard': open(t, you, 'discard', fx.n); return;
    case 'playersDraw': open(t, you, 'playerDraw', fx.count); return;
    case 'discardRandom': {
      for (let i = 0; i < fx.n; i++) {
        const hand = t.cards(Z.hand(you));
        if (hand.length === 0) break;
        const pick = t.random.pick(hand).id;
        t.move(pick, Z.discard(you));
        t.logAbout(you)`${seatRef(you)} discarded a card at random: ${t.cardsRef(pick)}.`;
      }
      return;
    }
    case 'gainTalent': for (const m of mcsFor(t, fx.who, you, true)) gainFrom(t, Z.talents, g.mcs[m]!.seat!); return;
    case 'gainFlaw': for (const m of mcsFor(t, fx.who, you, true)) gainFrom(t, Z.flaws, g.mcs[m]!.seat!); return;
    case 'gainBrowncoat': gainFrom(t, Z.browncoats, you); return;
    case 'crewStrike': {
      const ms = mcsFor(t, fx.who, you, false);
      for (const [i, m] of ms.entries()) {
        if (offerAvoid(t, m, job.src)) {
          // The others draw after the answer, in the same order, each by name (the one who would draw it).
          g.queue.unshift(...ms.slice(i + 1).map((o): Job => ({ ...job, fx: { do: 'crewStrike', who: g.mcs[o]!.crew } })));
          return;
        }
        drawCrewStrike(t, m);
      }
      return;
    }
    case 'shipStrike': if (!offerAvoid(t, null, job.src)) drawShipStrike(t); return;
    case 'addEpisode': addEpisodeCard(t); return;
    case 'moveInevitable': moveInevitableBack(t); return;
    case 'eachDraws': for (const s of livePlayers(t)) drawCards(t, s, fx.n); return;
    case 'ifPlayer': {
      const m = g.mcs.findIndex((x) => x.crew === fx.crew);
      if (m >= 0 && g.mcs[m]!.seat !== null && !g.mcs[m]!.down) g.queue.unshift(...fx.then.map((f) => ({ fx: f, you })));
      return;
    }
    case 'cancel': g.cancel += 1; t.logAbout(g.active)`${seatRef(g.active)} may Cancel a Strike this turn.`; return;
    case 'attach': if (job.src !== undefined) attachCard(t, job.src, fx.push === true); return;
    case 'show': {
      const options = showOptions(t, you, fx.cls);
      if (options.length > 1) g.pending = { seat: you, kind: 'show', n: 0, chosen: [], show: { cls: fx.cls, then: fx.then } };
      else if (options[0] !== undefined) showCard(t, you, options[0], fx.then);
      return;
    }
    case 'ifClear': if (isClear(t, fx.space)) g.queue.unshift(...fx.then.map((f) => ({ fx: f, you }))); return;
    case 'byDefense': {
      const jobs = livePlayers(t).filter((s) => avatar(g.mcs[mcOf(g, s)]!.crew).defense <= fx.max).flatMap((s) => fx.then.map((f) => ({ fx: f, you: s })));
      g.queue.unshift(...jobs);
      return;
    }
  }
}

/**
 * "Avoid any one Strike": "you can skip drawing a strike once during that turn. It could be from an Enemy striking during
 * the Strike Phase, or from another effect like an Event." A strike an effect gives the player whose turn it is (or
 * Serenity) is offered to avoid while they have an avoid left; true when the question is open.
 */
function offerAvoid(t: FTable, mc: number | null, src: string | undefined): boolean {
  const g = t.game;
  const me = mcOf(g, g.active);
  if (g.avoid <= 0 || g.pending !== null || g.step === 'intermission' || g.step === 'over') return false;
  if (me < 0 || g.mcs[me]!.down || (mc !== null && mc !== me)) return false;
  g.pending = { seat: g.active, kind: 'avoid', n: 0, chosen: [], effectStrike: src === undefined ? { mc } : { mc, src } };
  return true;
}

const isCharacter = (kind: string): boolean => data(kind)?.type === 'character';

/**
 * The cards a player may show for a Show effect. A card of the class played this turn is public already, so showing it
 * gives nothing away and is what happens; otherwise the player chooses which card of the class in hand to show (one per kind).
 */
export function showOptions(r: Reader, seat: Seat, cls: Cls): string[] {
  const fits = (c: { kind: string }): boolean => { const d = data(c.kind); return d?.type === 'character' && d.cls === cls; };
  const played = r.cards(Z.played(seat)).find(fits);
  if (played) return [played.id];
  const byKind = new Map<string, string>();
  for (const c of r.cards(Z.hand(seat))) if (fits(c) && !byKind.has(c.kind)) byKind.set(c.kind, c.id);
  return [...byKind.values()];
}

/** Showing makes a card in hand public until it moves (a played card already is); the effects that follow come next. */
function showCard(t: FTable, seat: Seat, id: string, then: readonly Effect[]): void {
  t.reveal(id, 'all');
  t.logAbout(seat)`${seatRef(seat)} showed ${t.cardsRef(id, 'all')}.`;
  t.game.queue.unshift(...then.map((fx) => ({ fx, you: seat })));
}

/** The options of a decision, as `choose` targets. Derived only from what the deciding seat may see. */
export function choiceOptions(r: Reader, p: Pending): string[] {
  const g = r.game;
  switch (p.kind) {
    case 'scan': {
      const out: string[] = [];
      for (let i = 0; i < liveSpaces(g); i++) if (r.cards(Z.down(i)).length > 0) out.push(`space:${i}`);
      return out;
    }
    case 'heal': return g.mcs.flatMap((_, m) => r.cards(Z.strikes(m)).map((c) => c.id));
    case 'repair': return Array.from({ length: SHIP_SLOTS }, (_, k) => k).filter((k) => r.cards(Z.slot(k)).length > 0).map((k) => `slot:${k}`);
    case 'weaken': return faceUpTargets(r).filter((c) => data(c.kind)?.type === 'enemy').map((c) => c.id);
    case 'defeatEnemy': return faceUpTargets(r).filter((c) => data(c.kind)?.type === 'enemy' && enemyAttack(g, c.id, c.kind) <= p.n).map((c) => c.id);
    case 'defeatOwn': {
      const own = [...r.cards(Z.hand(p.seat)), ...r.cards(Z.played(p.seat))].filter((c) => isCharacter(c.kind)).map((c) => c.id);
      return own.length > 0 ? [...own, 'skip'] : [];
    }
    case 'discard': return r.cards(Z.hand(p.seat)).map((c) => c.id);
    case 'playerDraw': return g.mcs.filter((m) => m.seat !== null && !m.down && !p.chosen.includes(m.seat)).map((m) => `seat:${m.seat!}`);
    case 'avoid': return ['yes', 'no'];
    case 'order': return orderChoices(r);
    case 'show': return p.show ? showOptions(r, p.seat, p.show.cls) : [];
    case 'healSelf': return [...healSelfOptions(r, p.seat, p.n), 'done'];
  }
}

/**
 * The cards whose effects are due at the same moment as the next queued one, when their order can matter: effects of at
 * least two cards that are not all the same. The player whose turn it is picks which card's effects go first.
 */
export function orderChoices(r: Pick<Reader, 'game'>): string[] {
  const g = r.game;
  const at = g.queue[0]?.at;
  if (at === undefined || (g.mcs[mcOf(g, g.active)]?.down ?? true)) return [];
  const groups = new Map<string, string[]>();
  for (const j of g.queue) if (j.at === at && j.src !== undefined) groups.set(j.src, [...(groups.get(j.src) ?? []), JSON.stringify(j.fx)]);
  if (groups.size < 2) return [];
  const texts = new Set([...groups.values()].map((fx) => fx.join('|')));
  return texts.size < 2 ? [] : [...groups.keys()];
}

/** Applies the chosen option of the pending decision. */
export function resolveChoice(t: FTable, target: string): void {
  const g = t.game;
  const p = g.pending!;
  g.pending = null;
  switch (p.kind) {
    case 'scan': scanSpace(t, Number(target.slice(6)), true); return;
    case 'heal': { const m = mcHolding(t, target); if (m >= 0) healStrike(t, target, m); return; }
    case 'repair': repairSlot(t, Number(target.slice(5)), false); return;
    case 'weaken': {
      g.weaken.push([target, p.n]);
      t.logAbout(p.seat)`${seatRef(p.seat)} gave -${p.n} Attack this turn to ${t.cardsRef(target)}.`;
      return;
    }
    case 'defeatEnemy': defeatEnemy(t, target, false); return;
    case 'defeatOwn': {
      if (target === 'skip') return;
      t.move(target, Z.defeatedChars);
      t.logAbout(p.seat)`${seatRef(p.seat)} defeated ${possessive(p.seat)} own ${t.cardsRef(target)}.`;
      return;
    }
    case 'discard': {
      t.move(target, Z.discard(p.seat));
      t.logAbout(p.seat)`${seatRef(p.seat)} discarded ${t.cardsRef(target)}.`;
      if (p.n > 1) open(t, p.seat, 'discard', p.n - 1);
      return;
    }
    case 'playerDraw': {
      const s = Number(target.slice(5));
      drawCards(t, s, 1);
      const next: Pending = { ...p, n: p.n - 1, chosen: [...p.chosen, s] };
      if (next.n > 0 && choiceOptions(t, next).length > 0) g.pending = next;
      return;
    }
    case 'avoid': return; // handled by the strike phase
    case 'show': if (p.show) showCard(t, p.seat, target, p.show.then); return;
    case 'healSelf': {
      const healing = p.healing ?? { budget: 0, left: [] };
      if (target === 'done') {
        nextHealer(t, healing.budget, healing.left);
        return;
      }
      const m = mcOf(g, p.seat);
      const d = data(t.card(target).kind);
      healStrike(t, target, m);
      nextHealer(t, healing.budget, healing.left, { seat: p.seat, n: p.n - (d?.type === 'crewStrike' ? d.damage : 0) });
      return;
    }
    case 'order': {
      // The chosen card's effects go first; the rest stay due together and may be ordered again.
      const at = g.queue[0]?.at;
      const first = g.queue.filter((j) => j.at === at && j.src === target).map((j): Job => ({ fx: j.fx, you: j.you, src: target }));
      g.queue = [...first, ...g.queue.filter((j) => !(j.at === at && j.src === target))];
      t.logAbout(p.seat)`${seatRef(p.seat)} chose to resolve the effects of ${t.cardsRef(target)} first.`;
      return;
    }
  }
}

/** Repairs the Ship Strike in a slot; labelled strikes from an Episode deck go to Defeated Cards. */
export function repairSlot(t: FTable, k: number, pay: boolean): void {
  const g = t.game;
  const c = t.cards(Z.slot(k))[0];
  if (!c) return;
  if (pay) g.attack -= repairCost(t, c.kind);
  const d = data(c.kind);
  t.move(c.id, d?.type === 'shipStrike' && d.label ? Z.defeated : Z.shipUsed, 'bottom');
  t.logAbout(g.active)`${seatRef(g.active)} repaired ${t.cardsRef(c.id)}.`;
}

