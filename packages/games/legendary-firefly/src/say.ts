// What a label or prompt reads from one seat's view: the reader, each visible card's kind, the players' names, and the phrases (a card, a Main Character, where a card lies) the move words and the decisions' words share.
import type { MatchView, MoveLabel, Seat, SeatNames } from '@cortex/engine';
import { crewName } from './content/names';
import { data, type FireflyData, type Reader, viewReader, Z } from './state';

export type View = MatchView<FireflyData>;

/** What a label needs: the seat's reader, a kind for each visible card id, and the players' names. */
export interface Ctx {
  readonly r: Reader;
  readonly g: FireflyData;
  readonly seat: Seat;
  readonly kinds: ReadonlyMap<string, string>;
  readonly names: SeatNames;
}

/** Kinds of the cards a view shows, by id (made once per view: a seat's choices are all described from one view). */
const kindMaps = new WeakMap<View, Map<string, string>>();
function kindsOf(view: View): Map<string, string> {
  let kinds = kindMaps.get(view);
  if (!kinds) {
    kinds = new Map();
    for (const zone of Object.values(view.zones)) for (const c of zone.cards) if (c) kinds.set(c.id, c.kind);
    kindMaps.set(view, kinds);
  }
  return kinds;
}

export function ctxOf(view: View, seat: Seat, names: SeatNames): Ctx {
  return { r: viewReader(view), g: view.game, seat, kinds: kindsOf(view), names };
}

export const nameOf = (c: Ctx, id: string): string => {
  const kind = c.kinds.get(id);
  return kind ? (data(kind)?.name ?? kind) : 'a hidden card';
};

/** A seat in a label read by `c.seat`: "you" for the reader, otherwise the player's name. */
export const who = (c: Ctx, s: Seat): string => (s === c.seat ? 'you' : c.names.seatName(s));

/** A Main Character as the reader knows them: "your Avatar, Mal", "Zoe (Bram)", "Book (non-player)". */
export function mcWords(c: Ctx, m: number): string {
  const mc = c.g.mcs[m];
  if (!mc) return 'a Main Character';
  const name = crewName(mc.crew);
  if (mc.seat === null) return `${name} (non-player)`;
  return mc.seat === c.seat ? `your Avatar, ${name}` : `${name} (${c.names.seatName(mc.seat)})`;
}

export function strikeHolder(c: Ctx, id: string): number {
  return c.g.mcs.findIndex((_, m) => c.r.cards(Z.strikes(m)).some((x) => x.id === id));
}

export function where(c: Ctx, id: string): string {
  if (c.r.cards(Z.combat).some((x) => x.id === id)) return 'in the Combat Zone';
  for (let i = 0; i < 5; i++)
    if (c.r.cards(Z.up(i)).some((x) => x.id === id) || c.r.cards(Z.attached(i)).some((x) => x.id === id))
      return `in space ${i + 1}`;
  if (c.r.cards(Z.operations).some((x) => x.id === id)) return 'in Operations';
  return '';
}

/** An answer about a card, in a decision's group: the card listed when the reader can see it. */
export const aboutCard = (c: Ctx, group: string, id: string, label: string, short: string): MoveLabel => ({
  label,
  group,
  short,
  cards: c.kinds.has(id) ? [id] : [],
});
