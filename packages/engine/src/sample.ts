// A full state a seat cannot tell apart from the real one, built only from what the seat may know: the search bots' only window on the match.
import { Random } from './rng';
import type { Card, MatchState, Seat, Zone } from './types';
import { cardVisibleTo } from './visibility';

/**
 * Unlike `determinize`, the result does not depend on where the hidden cards really lie: the hidden cards are
 * pooled in id order before the seeded re-deal, and the match PRNG (which predicts every future shuffle) is
 * replaced. So two states that differ only in cards hidden from `seat` give the same sample for the same seed.
 * Reveals to other seats are dropped from hidden cards: the seat cannot see which of them were shown to whom.
 */
export function sampleHidden<G>(state: MatchState<G>, seat: Seat, rngState: readonly number[]): MatchState<G> {
  const slots: { zone: string; index: number }[] = [];
  const hidden: Card[] = [];
  for (const [name, zone] of Object.entries(state.zones)) {
    zone.cards.forEach((card, index) => {
      if (!cardVisibleTo(zone, card, seat)) {
        slots.push({ zone: name, index });
        hidden.push({ id: card.id, kind: card.kind });
      }
    });
  }
  hidden.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = new Random(rngState);
  random.shuffleInPlace(hidden);
  const zones: Record<string, Zone> = {};
  for (const [name, zone] of Object.entries(state.zones))
    zones[name] = { visibility: zone.visibility, cards: [...zone.cards] };
  slots.forEach((slot, i) => {
    (zones[slot.zone]!.cards as Card[])[slot.index] = hidden[i]!;
  });
  return { ...state, zones, rng: random.state() };
}
