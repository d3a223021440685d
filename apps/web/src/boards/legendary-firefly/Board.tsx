'use client';
// Legendary Encounters: Firefly board. Lays the view out like the playmat (the 'Verse and Combat Zone, the Bridge and Browncoats,
// Objectives A/B/C with the Inevitable timer, Serenity's slots, the Main Characters) with the viewer's hand and played area,
// and offers exactly the legal moves it is given, each on the card or space it names, the rest in the decision panel.
import { avatar, enemyAttack, repairCost, scanCost, VERSE_SPACES, Z } from '@cortex/game-legendary-firefly';
import { readView, type BoardProps, type ZoneView } from '../types';
import { isGame, viewReader } from './cards';
import { Crew } from './Crew';
import { Decision } from './Decision';
import { Episodes } from './Episodes';
import { Hand } from './Hand';
import { offerMoves, type OfferedMove, type Place } from './moves';
import { prompt } from './prompt';
import { Serenity } from './Serenity';
import { Supply } from './Supply';
import { Verse } from './Verse';
import type { Ctx } from './ui';
import styles from './Board.module.css';

const EMPTY: ZoneView = { count: 0, cards: [] };

function idsOf(zone: ZoneView): Set<string> {
  return new Set(zone.cards.flatMap((c) => (c ? [c.id] : [])));
}

export default function LegendaryFireflyBoard({ view, legalMoves, viewerSeat, toAct, players, status, submitting, onMove, replay }: BoardProps) {
  const { game, zones, step } = readView(view);
  if (!isGame(game)) {
    return (
      <p className="notice" data-testid="lf-board">
        This match view cannot be shown.
      </p>
    );
  }
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
  for (let i = 0; i < VERSE_SPACES; i++) for (const id of idsOf(zone(Z.up(i)))) faceUp.add(id);
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
  // A move whose card is not drawn anywhere on the board is offered in the panel instead, so none is ever lost.
  const offered: OfferedMove[] = raw.map((m) => {
    const shown = (m.place === 'card' && faceUp.has(m.ref)) || (m.place === 'strike' && strikeOwner.has(m.ref)) || (m.place !== 'card' && m.place !== 'strike');
    return shown ? m : { ...m, place: 'panel' };
  });
  const at = (place: Place, ref = ''): OfferedMove[] => offered.filter((m) => m.place === place && m.ref === ref);

  const ctx: Ctx = {
    g,
    r,
    zone,
    kindOf,
    seatName,
    at,
    onPick: (m) => onMove(m.raw),
    disabled: submitting,
    viewerSeat,
    toAct,
    players,
    seats,
    enemyAttack: attackOf,
  };
  const p = prompt({ g, viewerSeat, toAct, seatName, kindOf }, status, Boolean(replay));
  const over = Boolean(g.result) || status !== 'ACTIVE';
  const mine = !replay && !over && viewerSeat !== null && toAct.includes(viewerSeat);
  const decide = over ? 'over' : mine ? 'you' : 'other';

  return (
    <div
      className={styles.board}
      data-testid="lf-board"
      data-step={step ?? ''}
      data-decide={decide}
      data-phase={g.step}
      data-pending={g.pending?.kind ?? ''}
      data-submitting={submitting ? 'true' : 'false'}
    >
      <Decision ctx={ctx} p={p} offered={offered} over={over} />
      <Verse ctx={ctx} />
      <Hand ctx={ctx} />
      <Supply ctx={ctx} />
      <div className={styles.pair}>
        <Episodes ctx={ctx} />
        <Serenity ctx={ctx} />
      </div>
      <Crew ctx={ctx} />
    </div>
  );
}
