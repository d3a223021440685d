// The rules the effect keywords and decisions share: who an effect names, avoiding a strike an effect gives, showing a
// card, ordering effects due together, repairing a slot. The keywords (keywords.ts) and decisions (decisions.ts) use them.
import { seatRef, type Seat } from '@cortex/engine';
import { drawCrewStrike, drawShipStrike, livePlayers } from './ops';
import { data, type FTable, type Job, mcOf, type Pending, rankedMcs, type Reader, repairCost, Z } from '../state';
import type { Cls, Effect, Who } from '../content/vocabulary';

/** Main Characters an effect names: players only for gains, any Main Character for strikes. */
export function mcsFor(t: FTable, who: Who, you: Seat, playersOnly: boolean): number[] {
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

/**
 * "Avoid any one Strike": "you can skip drawing a strike once during that turn. It could be from an Enemy striking during
 * the Strike Phase, or from another effect like an Event." A strike an effect gives the player whose turn it is (or
 * Serenity) is offered to avoid while they have an avoid left; true when the question is open.
 */
export function offerAvoid(t: FTable, mc: number | null, src: string | undefined): boolean {
  const g = t.game;
  const me = mcOf(g, g.active);
  if (g.avoid <= 0 || g.pending !== null || g.step === 'intermission' || g.step === 'over') return false;
  if (me < 0 || g.mcs[me]!.down || (mc !== null && mc !== me)) return false;
  g.pending = {
    seat: g.active,
    kind: 'avoid',
    n: 0,
    chosen: [],
    effectStrike: src === undefined ? { mc } : { mc, src },
  };
  return true;
}

/**
 * Answer to "avoid this strike?" (the decision already closed): an enemy's in the Strike Phase, or one an effect is about
 * to give (`given`, the decision's `effectStrike`).
 */
export function answerAvoid(t: FTable, yes: boolean, given: Pending['effectStrike']): void {
  const g = t.game;
  if (given) {
    if (!yes) {
      if (given.mc === null) drawShipStrike(t);
      else drawCrewStrike(t, given.mc);
      return;
    }
    g.avoid -= 1;
    const what = given.mc === null ? 'a Ship Strike' : 'a Crew Strike';
    const from = given.src !== undefined && t.zoneOf(given.src) ? t.cardsRef(given.src) : null;
    if (from) t.logAbout(g.active)`${seatRef(g.active)} avoided ${what} from ${from}.`;
    else t.logAbout(g.active)`${seatRef(g.active)} avoided ${what}.`;
    return;
  }
  if (!yes) return;
  g.avoid -= 1;
  const ev = g.strikes.shift();
  t.logAbout(
    g.active,
  )`${seatRef(g.active)} avoided a strike${ev && t.zoneOf(ev.src) ? ' from ' : ''}${ev && t.zoneOf(ev.src) ? t.cardsRef(ev.src) : ''}.`;
}

/**
 * The cards a player may show for a Show effect. A card of the class played this turn is public already, so showing it
 * gives nothing away and is what happens; otherwise the player chooses which card of the class in hand to show (one per kind).
 */
export function showOptions(r: Reader, seat: Seat, cls: Cls): string[] {
  const fits = (c: { kind: string }): boolean => {
    const d = data(c.kind);
    return d?.type === 'character' && d.cls === cls;
  };
  const played = r.cards(Z.played(seat)).find(fits);
  if (played) return [played.id];
  const byKind = new Map<string, string>();
  for (const c of r.cards(Z.hand(seat))) if (fits(c) && !byKind.has(c.kind)) byKind.set(c.kind, c.id);
  return [...byKind.values()];
}

/** Showing makes a card in hand public until it moves (a played card already is); the effects that follow come next. */
export function showCard(t: FTable, seat: Seat, id: string, then: readonly Effect[]): void {
  t.reveal(id, 'all');
  t.logAbout(seat)`${seatRef(seat)} showed ${t.cardsRef(id, 'all')}.`;
  t.game.queue.unshift(...then.map((fx) => ({ fx, you: seat })));
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
  for (const j of g.queue)
    if (j.at === at && j.src !== undefined) groups.set(j.src, [...(groups.get(j.src) ?? []), JSON.stringify(j.fx)]);
  if (groups.size < 2) return [];
  const texts = new Set([...groups.values()].map((fx) => fx.join('|')));
  return texts.size < 2 ? [] : [...groups.keys()];
}

/** The chosen card's effects go first; the rest stay due together and may be ordered again. */
export function putFirst(t: FTable, seat: Seat, src: string): void {
  const g = t.game;
  const at = g.queue[0]?.at;
  const first = g.queue.filter((j) => j.at === at && j.src === src).map((j): Job => ({ fx: j.fx, you: j.you, src }));
  g.queue = [...first, ...g.queue.filter((j) => !(j.at === at && j.src === src))];
  t.logAbout(seat)`${seatRef(seat)} chose to resolve the effects of ${t.cardsRef(src)} first.`;
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
