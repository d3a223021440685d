'use client';
// Legendary Encounters: Firefly board. Lays the view out like the playmat (the 'Verse and Combat Zone, the Bridge and Browncoats,
// Objectives A/B/C with the Inevitable timer, Serenity's slots, the Main Characters) with the viewer's hand and played area,
// and offers exactly the legal moves it is given, each on the card or space it names, the rest in the decision panel.
import type { BoardProps } from '../types';
import { Crew } from './Crew';
import { Decision } from './Decision';
import { Episodes } from './Episodes';
import { Hand } from './Hand';
import { boardModel } from './model';
import type { OfferedMove, Place } from './moves';
import { prompt } from './prompt';
import { Serenity } from './Serenity';
import { Supply } from './Supply';
import { Verse } from './Verse';
import type { Ctx } from './ui';
import styles from './Board.module.css';

export default function LegendaryFireflyBoard({
  view,
  legalMoves,
  choices,
  prompt: asked,
  blocked,
  viewerSeat,
  toAct,
  players,
  status,
  submitting,
  onMove,
  replay,
}: BoardProps) {
  const model = boardModel({ view, legalMoves, choices, viewerSeat, players, replay });
  if (!model) {
    return (
      <p className="notice" data-testid="lf-board">
        This match view cannot be shown.
      </p>
    );
  }
  const { g, offered, seatName, playerName, kindOf } = model;
  const at = (place: Place, ref = ''): OfferedMove[] => offered.filter((m) => m.place === place && m.ref === ref);
  const ctx: Ctx = {
    g,
    r: model.r,
    zone: model.zone,
    kindOf,
    seatName,
    at,
    onPick: (m) => onMove(m.raw),
    disabled: submitting,
    viewerSeat,
    toAct,
    players,
    seats: model.seats,
    enemyAttack: model.attackOf,
  };
  const p = prompt(
    { g, viewerSeat, toAct, seatName: playerName, prompt: replay ? null : asked },
    status,
    Boolean(replay),
  );
  const over = Boolean(g.result) || status !== 'ACTIVE';
  const mine = !replay && !over && viewerSeat !== null && toAct.includes(viewerSeat);
  const decide = over ? 'over' : mine ? 'you' : 'other';

  return (
    <div
      className={styles.board}
      data-testid="lf-board"
      data-step={model.step ?? ''}
      data-decide={decide}
      data-phase={g.step}
      data-pending={g.pending?.kind ?? ''}
      data-submitting={submitting ? 'true' : 'false'}
    >
      <Decision ctx={ctx} p={p} offered={offered} over={over} blocked={blocked} />
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
