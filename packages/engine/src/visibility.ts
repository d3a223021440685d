// Who may see what: the one place that decides whether a viewer can see a zone's or a card's identity.
import type { Card, Seat, Viewer, Visibility, Zone } from './types';

export function visibleTo(visibility: Visibility, viewer: Viewer): boolean {
  if (viewer === 'omniscient' || visibility === 'all') return true;
  if (typeof viewer === 'number') return visibility.includes(viewer);
  return viewer !== 'spectator' && viewer.some((seat) => visibility.includes(seat));
}

/** A card is visible when its zone is, or when it has been revealed to the viewer. */
export function cardVisibleTo(zone: Zone, card: Card, viewer: Viewer): boolean {
  return visibleTo(zone.visibility, viewer) || (card.revealedTo !== undefined && visibleTo(card.revealedTo, viewer));
}

/** Union of two visibilities. */
export function unionVisibility(a: Visibility, b: Visibility): Visibility {
  if (a === 'all' || b === 'all') return 'all';
  return [...new Set<Seat>([...a, ...b])].sort((x, y) => x - y);
}

/** The effective visibility of a card in a zone. */
export function cardVisibility(zone: Zone, card: Card): Visibility {
  return card.revealedTo === undefined ? zone.visibility : unionVisibility(zone.visibility, card.revealedTo);
}
