// The rules' read helpers over one seat's view (exactly the cards the viewer sees), shared by the words and the keyword table's wording.
import type { Card, MatchView } from '@cortex/engine';
import { CARDS, REAVERS } from './content/index';
import type { Ctx, GameData } from './state';

export type View = MatchView<GameData>;

/** The rules' read helpers over a view: exactly the cards the viewer sees. */
export interface Seen extends Ctx {
  readonly kindOf: (id: string) => string | undefined;
  readonly zoneOf: (id: string) => string | undefined;
}

const SEEN = new WeakMap<View, Seen>();

export function seen(view: View): Seen {
  const cached = SEEN.get(view);
  if (cached) return cached;
  const kinds = new Map<string, string>();
  const zones = new Map<string, string>();
  const visible: Record<string, Card[]> = {};
  for (const [name, zone] of Object.entries(view.zones)) {
    const cards: Card[] = [];
    for (const c of zone.cards) {
      if (!c) continue;
      cards.push(c);
      kinds.set(c.id, c.kind);
      zones.set(c.id, name);
    }
    visible[name] = cards;
  }
  const out: Seen = {
    g: view.game,
    players: view.players,
    z: (name) => visible[name] ?? [],
    kindOf: (id) => kinds.get(id),
    zoneOf: (id) => zones.get(id),
  };
  SEEN.set(view, out);
  return out;
}

/** A card's name, or "a card" when the viewer cannot see it (never the case for a seat's own legal moves). */
export function nameOf(c: Seen, id: string | null | undefined): string {
  const kind = id ? c.kindOf(id) : undefined;
  return kind ? (CARDS[kind]?.name ?? REAVERS[kind]?.name ?? kind) : 'a card';
}
