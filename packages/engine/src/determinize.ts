// Re-deals every card a viewer cannot see among the places hidden from it: a state the viewer cannot tell apart from the real one.
import { Random } from './rng';
import type { Card, MatchState, Viewer, Zone } from './types';
import { cardVisibleTo } from './visibility';

/**
 * Used by the no-leak check (the viewer's view must not change) and by search bots, which sample
 * full states consistent with what their seat sees. With several viewers, only cards hidden from all of them move. `rngState` seeds the re-deal; the match PRNG is untouched.
 */
export function determinize<G>(
  state: MatchState<G>,
  viewer: Viewer | readonly Viewer[],
  rngState: readonly number[],
): MatchState<G> {
  const viewers: readonly Viewer[] = Array.isArray(viewer) ? viewer : [viewer as Viewer];
  const slots: { zone: string; index: number }[] = [];
  const hidden: Card[] = [];
  for (const [name, zone] of Object.entries(state.zones)) {
    zone.cards.forEach((card, index) => {
      if (!viewers.some((v) => cardVisibleTo(zone, card, v))) {
        slots.push({ zone: name, index });
        hidden.push(card);
      }
    });
  }
  new Random(rngState).shuffleInPlace(hidden);
  const zones: Record<string, Zone> = {};
  for (const [name, zone] of Object.entries(state.zones))
    zones[name] = { visibility: zone.visibility, cards: [...zone.cards] };
  slots.forEach((slot, i) => {
    (zones[slot.zone]!.cards as Card[])[slot.index] = hidden[i]!;
  });
  return { ...state, zones };
}
