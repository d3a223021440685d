// Why a visible card has no move now ("Miranda costs 7 Recruit; you have 4"), for the player in their Action Phase, from their view only.
import type { BlockedChoice, MatchView, Seat } from '@cortex/engine';
import { BRIDGE_SPACES, BROWNCOAT_COST, character, SHIP_SLOTS, VERSE_SPACES } from './content';
import { data, enemyAttack, type FireflyData, liveSpaces, mcOf, repairCost, scanCost, viewReader, Z } from './state';

const pool = (p: 'attack' | 'recruit'): string => (p === 'attack' ? 'Attack' : 'Recruit');

/**
 * Visible cards the player whose turn it is could recruit, fight, complete, pay off, repair, scan or activate at other
 * times but not now, each with why. The conditions mirror `legalMoves` (moves.ts), so a card listed here has no move.
 */
export function explainBlocked(view: MatchView<FireflyData>, seat: Seat): BlockedChoice[] {
  const g = view.game;
  if (g.result || g.pending || g.step !== 'action' || seat !== g.active || (g.mcs[mcOf(g, seat)]?.down ?? true))
    return [];
  const r = viewReader(view);
  const out: BlockedChoice[] = [];
  const have = (p: 'attack' | 'recruit'): number => (p === 'attack' ? g.attack : g.recruit);
  const name = (kind: string): string => data(kind)?.name ?? 'that card';

  for (let j = 0; j < BRIDGE_SPACES; j++) {
    const c = r.cards(Z.bridge(j))[0];
    const d = c ? character(c.kind) : undefined;
    if (c && d && g.recruit < d.cost)
      out.push({ cards: [c.id], reason: `${d.name} costs ${d.cost} Recruit; you have ${g.recruit}` });
  }
  // The Browncoats stack is face-down: the reason names no card.
  if (view.zones[Z.browncoats] && (view.zones[Z.browncoats]?.count ?? 0) > 0 && g.recruit < BROWNCOAT_COST) {
    out.push({ cards: [], reason: `A Browncoats costs ${BROWNCOAT_COST} Recruit; you have ${g.recruit}` });
  }

  const live = liveSpaces(g);
  for (let i = 0; i < VERSE_SPACES; i++) {
    const faceUp = [...r.cards(Z.up(i)), ...r.cards(Z.attached(i))];
    if (i >= live) {
      // Spaces from a face-down Inevitable rightward are out of the game (and none count once it is in the Combat Zone).
      for (const c of faceUp) {
        const d = data(c.kind);
        if (d?.type === 'enemy' || d?.type === 'goal' || d?.type === 'sideJob') {
          out.push({
            cards: [c.id],
            reason: `${d.name} is out of play: the 'Verse spaces from the Inevitable card rightward no longer count`,
          });
        }
      }
      continue;
    }
    if ((view.zones[Z.down(i)]?.count ?? 0) > 0 && g.attack < scanCost(r, i)) {
      out.push({ cards: [], reason: `Scanning space ${i + 1} costs ${scanCost(r, i)} Attack; you have ${g.attack}` });
    }
  }

  const targets: { id: string; kind: string }[] = [];
  for (let i = 0; i < live; i++) targets.push(...r.cards(Z.up(i)), ...r.cards(Z.attached(i)));
  targets.push(...r.cards(Z.combat));
  for (const c of targets) {
    const d = data(c.kind);
    if (d?.type === 'enemy') {
      const n = enemyAttack(g, c.id, c.kind);
      if (g.attack < n)
        out.push({ cards: [c.id], reason: `${d.name} needs ${n} Attack to defeat; you have ${g.attack}` });
    } else if ((d?.type === 'goal' || d?.type === 'sideJob') && have(d.pay.pool) < d.pay.n) {
      out.push({
        cards: [c.id],
        reason: `${d.name} needs ${d.pay.n} ${pool(d.pay.pool)} to complete; you have ${have(d.pay.pool)}`,
      });
    }
  }
  for (const c of r.cards(Z.operations)) {
    const d = data(c.kind);
    if ((d?.type === 'event' || d?.type === 'special') && d.pay && have(d.pay.pool) < d.pay.n) {
      out.push({
        cards: [c.id],
        reason: `Defeating ${d.name} costs ${d.pay.n} ${pool(d.pay.pool)}; you have ${have(d.pay.pool)}`,
      });
    }
  }
  for (let k = 0; k < SHIP_SLOTS; k++) {
    const c = r.cards(Z.slot(k))[0];
    if (c && g.attack < repairCost(r, c.kind))
      out.push({
        cards: [c.id],
        reason: `Repairing ${name(c.kind)} costs ${repairCost(r, c.kind)} Attack; you have ${g.attack}`,
      });
  }

  // Activate abilities work once per turn; a Coordinated card gives one virtual copy.
  for (const c of r.cards(Z.played(seat))) {
    if (character(c.kind)?.activate && g.activated.includes(c.id))
      out.push({ cards: [c.id], reason: `You have already activated ${name(c.kind)} this turn` });
  }
  for (let o = 0; o < view.players; o++) {
    for (const c of r.cards(Z.aside(o))) {
      if (!g.virtual.includes(c.id)) continue;
      if (character(c.kind)?.activate && !g.activated.includes(c.id)) continue;
      out.push({
        cards: [c.id],
        reason: character(c.kind)?.activate
          ? `You have already played and activated the virtual copy of ${name(c.kind)}`
          : `You have already played the virtual copy of ${name(c.kind)}`,
      });
    }
  }
  return out;
}
