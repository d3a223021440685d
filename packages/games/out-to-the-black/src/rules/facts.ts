// What everyone can see of the table besides the game data (hand sizes, the Gorramit card, the Sacrifices lying face up),
// read alike from a match state, a table being changed or a seat's view, so that whom the match asks reveals no hand.
import type { MatchState, MatchView, Seat } from '@cortex/engine';
import { SERENITY_KINDS, serenityType } from '../content/serenity';
import { Z, type OttbData, type T } from '../state';

export interface TableFacts {
  readonly players: number;
  handCount(seat: Seat): number;
  /** The kind of the Gorramit card turned over for this Event, if any. */
  readonly gorramitKind: string | undefined;
  /** Sacrifice cards lying face up (the discard pile, the Result cards): those no hand can hold. */
  readonly sacrificesInSight: number;
}

/** How many Sacrifice cards the Serenity deck has. */
export const SACRIFICES = SERENITY_KINDS.filter((k) => serenityType(k).effect.kind === 'sacrifice').length;

/** The face-up zones a Sacrifice can lie in when it is in nobody's hand. */
const SACRIFICE_SIGHT = [Z.discard, Z.results] as const;

/** The Sacrifice cards among these cards (hidden ones, null, are not counted). */
function sacrificesAmong(cards: readonly ({ readonly kind: string } | null)[]): number {
  return cards.filter((c) => c !== null && serenityType(c.kind).effect.kind === 'sacrifice').length;
}

type Cards = (zone: string) => readonly ({ readonly kind: string } | null)[];

function facts(players: number, handCount: (seat: Seat) => number, cards: Cards): TableFacts {
  return {
    players,
    handCount,
    gorramitKind: cards(Z.gorramitUp)[0]?.kind,
    sacrificesInSight: sacrificesAmong(SACRIFICE_SIGHT.flatMap((z) => cards(z))),
  };
}

export function factsOf(state: MatchState<OttbData>): TableFacts {
  return facts(
    state.players,
    (s) => state.zones[Z.hand(s)]?.cards.length ?? 0,
    (z) => state.zones[z]?.cards ?? [],
  );
}

export function tableFacts(t: T): TableFacts {
  return facts(
    t.players,
    (s) => t.count(Z.hand(s)),
    (z) => t.cards(z),
  );
}

/** From a seat's view: hand sizes are counts, the Gorramit card and the piles a Sacrifice lies in are face up. */
export function viewFacts(view: MatchView<OttbData>): TableFacts {
  return facts(
    view.players,
    (s) => view.zones[Z.hand(s)]?.count ?? 0,
    (z) => view.zones[z]?.cards ?? [],
  );
}
