// Per-viewer views built by the engine alone from zone declarations: hidden cards keep their place but lose their identity.
import type { MatchState, Viewer, Zone } from './types';
import { cardVisibleTo } from './visibility';

export interface CardView {
  readonly id: string;
  readonly kind: string;
}

/** A zone as a viewer sees it: `cards[i]` is null where the viewer may not see that card. */
export interface ZoneView {
  readonly count: number;
  readonly cards: readonly (CardView | null)[];
}

export interface MatchView<G> {
  readonly players: number;
  readonly step: number;
  readonly game: G;
  readonly zones: Readonly<Record<string, ZoneView>>;
}

/**
 * Zone views a caller keeps while it redacts many successive states for one viewer each (a bot's simulation). A zone
 * in a match state never changes (a move copies the zones it writes), so its view stays right while the zone lives.
 */
export type ZoneViewCache = Map<Zone, Map<Viewer, ZoneView>>;

/** The state as `viewer` may see it. Never contains the PRNG state or a hidden card's id or kind. */
export function redactView<G>(state: MatchState<G>, viewer: Viewer, cache?: ZoneViewCache): MatchView<G> {
  const zones: Record<string, ZoneView> = {};
  for (const [name, zone] of Object.entries(state.zones)) {
    let byViewer = cache?.get(zone);
    let view = byViewer?.get(viewer);
    if (view === undefined) {
      view = {
        count: zone.cards.length,
        cards: zone.cards.map((card) => (cardVisibleTo(zone, card, viewer) ? { id: card.id, kind: card.kind } : null)),
      };
      if (cache) {
        if (!byViewer) cache.set(zone, (byViewer = new Map()));
        byViewer.set(viewer, view);
      }
    }
    zones[name] = view;
  }
  return { players: state.players, step: state.step, game: state.game, zones };
}
