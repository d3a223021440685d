// What the board draws and offers, computed from the view and the legal moves alone: the game data, zone lookups and every
// legal move with its place on the board (a move whose card is not drawn anywhere falls back to the decision panel).
import { enemyAttack, VERSE_SPACES, Z, type FireflyData, type Reader } from '@cortex/game-legendary-firefly';
import { readView, type BoardChoice, type BoardPlayer, type ZoneView } from '../types';
import { isGame, viewReader } from './cards';
import { offerMoves, type OfferedMove } from './moves';

const EMPTY: ZoneView = { count: 0, cards: [] };

export interface BoardModel {
  g: FireflyData;
  step: number | null;
  seats: number;
  r: Reader;
  zone: (name: string) => ZoneView;
  kindOf: (id: string) => string | undefined;
  /** "You" for the viewer, else the player's name. */
  seatName: (seat: number) => string;
  /** The player's name, the viewer's too (for sentences the narrator words per viewer). */
  playerName: (seat: number) => string;
  attackOf: (id: string) => number;
  offered: OfferedMove[];
}

export interface ModelInput {
  view: unknown;
  legalMoves: readonly unknown[];
  /** The same moves in words (Match.choices), in the same order. */
  choices: readonly BoardChoice[];
  viewerSeat: number | null;
  players: readonly BoardPlayer[];
  replay?: boolean;
}

function idsOf(zone: ZoneView): Set<string> {
  return new Set(zone.cards.flatMap((c) => (c ? [c.id] : [])));
}

export function boardModel({ view, legalMoves, choices, viewerSeat, players, replay }: ModelInput): BoardModel | null {
  const { game, zones, step } = readView(view);
  if (!isGame(game)) return null;
  const g = game;
  const seats = g.mcs.filter((m) => m.seat !== null).length;
  const zone = (name: string): ZoneView => zones[name] ?? EMPTY;
  const r = viewReader(seats, g, zone);
  const kinds = new Map<string, string>();
  for (const z of Object.values(zones)) for (const card of z.cards) if (card) kinds.set(card.id, card.kind);
  const kindOf = (id: string): string | undefined => kinds.get(id);
  const playerName = (seat: number): string => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
  const seatName = (seat: number): string => (seat === viewerSeat ? 'You' : playerName(seat));
  const strikeOwner = new Set<string>();
  g.mcs.forEach((_, m) => {
    for (const c of zone(Z.strikes(m)).cards) if (c) strikeOwner.add(c.id);
  });
  const asideIds = new Set<string>();
  for (let s = 0; s < seats; s++) for (const id of idsOf(zone(Z.aside(s)))) asideIds.add(id);
  const faceUp = idsOf(zone(Z.combat));
  for (let i = 0; i < VERSE_SPACES; i++)
    for (const id of [...idsOf(zone(Z.up(i))), ...idsOf(zone(Z.attached(i)))]) faceUp.add(id);
  for (const id of idsOf(zone(Z.operations))) faceUp.add(id);
  const attackOf = (id: string): number => {
    const kind = kindOf(id);
    return kind ? enemyAttack(g, id, kind) : 0;
  };

  const raw = replay
    ? []
    : offerMoves(legalMoves, choices, {
        g,
        handIds: viewerSeat !== null ? idsOf(zone(Z.hand(viewerSeat))) : new Set(),
        playedIds: viewerSeat !== null ? idsOf(zone(Z.played(viewerSeat))) : new Set(),
        asideIds,
      });
  const offered: OfferedMove[] = raw.map((m) => {
    const shown =
      (m.place === 'card' && faceUp.has(m.ref)) ||
      (m.place === 'strike' && strikeOwner.has(m.ref)) ||
      (m.place !== 'card' && m.place !== 'strike');
    return shown ? m : { ...m, place: 'panel' };
  });
  return { g, step, seats, r, zone, kindOf, seatName, playerName, attackOf, offered };
}
