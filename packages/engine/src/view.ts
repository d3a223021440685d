// Per-viewer views built by the engine alone from zone declarations: hidden cards keep their place but lose their identity.
import type { MatchState, Viewer } from './types';
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

/** The state as `viewer` may see it. Never contains the PRNG state or a hidden card's id or kind. */
export function redactView<G>(state: MatchState<G>, viewer: Viewer): MatchView<G> {
  const zones: Record<string, ZoneView> = {};
  for (const [name, zone] of Object.entries(state.zones)) {
    zones[name] = {
      count: zone.cards.length,
      cards: zone.cards.map((card) => (cardVisibleTo(zone, card, viewer) ? { id: card.id, kind: card.kind } : null)),
    };
  }
  return { players: state.players, step: state.step, game: state.game, zones };
}
