// What the board draws and offers, computed from the view and the legal moves alone: the game data, zone lookups and every
// legal move with its place on the board (a move whose card is not drawn anywhere falls back to the decision panel).
import { avatar, enemyAttack, repairCost, scanCost, VERSE_SPACES, Z, type FireflyData, type Reader } from '@cortex/game-legendary-firefly';
import { readView, type BoardPlayer, type ZoneView } from '../types';
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
  seatName: (seat: number) => string;
  attackOf: (id: string) => number;
  offered: OfferedMove[];
}

export interface ModelInput {
  view: unknown;
  legalMoves: readonly unknown[];
  viewerSeat: number | null;
  players: readonly BoardPlayer[];
  replay?: boolean;
}

function idsOf(zone: ZoneView): Set<string> {
  return new Set(zone.cards.flatMap((c) => (c ? [c.id] : [])));
}

export function boardModel({ view, legalMoves, viewerSeat, players, replay }: ModelInput): BoardModel | null {
  const { game, zones, step } = readView(view);
  if (!isGame(game)) return null;
  const g = game;
  const seats = g.mcs.filter((m) => m.seat !== null).length;
  const zone = (name: string): ZoneView => zones[name] ?? EMPTY;
  const r = viewReader(seats, g, zone);
  const kinds = new Map<string, string>();
  for (const z of Object.values(zones)) for (const card of z.cards) if (card) kinds.set(card.id, card.kind);
  const kindOf = (id: string): string | undefined => kinds.get(id);
  const seatName = (seat: number): string => (seat === viewerSeat ? 'You' : (players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`));
  const strikeOwner = new Map<string, number>();
  g.mcs.forEach((_, m) => {
    for (const c of zone(Z.strikes(m)).cards) if (c) strikeOwner.set(c.id, m);
  });
  const mcName = (m: number): string => {
    const mc = g.mcs[m];
    if (!mc) return 'a Main Character';
    const name = avatar(mc.crew).name;
    return mc.seat === null ? name : `${name} (${seatName(mc.seat)})`;
  };
  const asideIds = new Set<string>();
  for (let s = 0; s < seats; s++) for (const id of idsOf(zone(Z.aside(s)))) asideIds.add(id);
  const faceUp = idsOf(zone(Z.combat));
  for (let i = 0; i < VERSE_SPACES; i++) for (const id of [...idsOf(zone(Z.up(i))), ...idsOf(zone(Z.attached(i)))]) faceUp.add(id);
  for (const id of idsOf(zone(Z.operations))) faceUp.add(id);
  const attackOf = (id: string): number => {
    const kind = kindOf(id);
    return kind ? enemyAttack(g, id, kind) : 0;
  };

  const raw = replay
    ? []
    : offerMoves(legalMoves, {
        g,
        viewerSeat,
        handIds: viewerSeat !== null ? idsOf(zone(Z.hand(viewerSeat))) : new Set(),
        playedIds: viewerSeat !== null ? idsOf(zone(Z.played(viewerSeat))) : new Set(),
        asideIds,
        kindOf,
        seatName,
        scanCost: (i) => scanCost(r, i),
        enemyAttack: attackOf,
        repairCost: (k) => {
          const kind = zone(Z.slot(k)).cards[0]?.kind;
          return kind ? repairCost(r, kind) : 0;
        },
        slotKind: (k) => zone(Z.slot(k)).cards[0]?.kind,
        bridgeKind: (j) => zone(Z.bridge(j)).cards[0]?.kind,
        strikeOwner: (id) => mcName(strikeOwner.get(id) ?? -1),
      });
  const offered: OfferedMove[] = raw.map((m) => {
    const shown = (m.place === 'card' && faceUp.has(m.ref)) || (m.place === 'strike' && strikeOwner.has(m.ref)) || (m.place !== 'card' && m.place !== 'strike');
    return shown ? m : { ...m, place: 'panel' };
  });
  return { g, step, seats, r, zone, kindOf, seatName, attackOf, offered };
}
