// Shared pieces of the Firefly board: the context every section reads, move buttons, card faces and backs, info popovers.
import type { ReactNode } from 'react';
import type { FireflyData, Reader } from '@cortex/game-legendary-firefly';
import { labelInName, printedText } from '../kit/labelInName';
import type { BoardPlayer, ZoneView } from '../types';
import { cap, cardData, cardName, cardText, typeWord } from './cards';
import type { OfferedMove, Place } from './moves';
import styles from './Board.module.css';

export interface Ctx {
  g: FireflyData;
  r: Reader;
  zone: (name: string) => ZoneView;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
  /** Offered moves placed on one spot of the board. */
  at: (place: Place, ref?: string) => OfferedMove[];
  onPick: (m: OfferedMove) => void;
  disabled: boolean;
  viewerSeat: number | null;
  toAct: readonly number[];
  players: readonly BoardPlayer[];
  seats: number;
  enemyAttack: (id: string) => number;
}

export function MoveButton({
  m,
  ctx,
  className,
  children,
  primary,
}: {
  m: OfferedMove;
  ctx: Ctx;
  className?: string;
  children?: ReactNode;
  primary?: boolean;
}) {
  // Printed words: the name is the full sentence, led by those words when it lacks them. A whole card face printed on the
  // button names it by itself (the sentence stays its description, in the title).
  const printed = children ?? m.short;
  const text = printedText(printed);
  const name = text === null ? undefined : labelInName(text, m.label);
  return (
    <button
      type="button"
      className={className ?? `btn btn-small ${primary ? 'btn-primary' : ''}`}
      data-testid={`lf-move-${m.key}`}
      data-move-type={m.move?.type ?? 'other'}
      disabled={ctx.disabled}
      aria-label={name}
      title={m.label}
      onClick={() => ctx.onPick(m)}
    >
      {printed}
    </button>
  );
}

/** The move buttons that sit on one card or space. */
export function Actions({ moves, ctx }: { moves: readonly OfferedMove[]; ctx: Ctx }) {
  if (moves.length === 0) return null;
  return (
    <span className={styles.cardActions}>
      {moves.map((m) => (
        <MoveButton key={m.key} m={m} ctx={ctx} className={styles.act} />
      ))}
    </span>
  );
}

/** Card text readable on hover (title) and on tap (the ⓘ popover). */
/** A card's full text on hover and tap: the kit's, shared by every board. */
export { CardInfo as Info } from '../kit/CardInfo';

function statLine(kind: string, ctx: Ctx, id: string | undefined): ReactNode {
  const d = cardData(kind);
  if (!d) return null;
  switch (d.type) {
    case 'character':
      return (
        <>
          <span className={styles.rec} title="Recruit">
            R{d.recruit}
          </span>
          <span className={styles.atk} title="Attack">
            A{d.attack}
          </span>
          <span className={styles.dim}>{d.cls ? cap(d.cls) : 'no class'}</span>
          {d.cost > 0 ? (
            <span className={styles.cost} title="Cost in Recruit">
              ¤{d.cost}
            </span>
          ) : null}
        </>
      );
    case 'enemy': {
      const now = id ? ctx.enemyAttack(id) : d.attack;
      return (
        <>
          <span className={styles.atk} title="Attack needed to defeat it">
            ⚔ {now}
            {now !== d.attack ? <s className={styles.dim}> {d.attack}</s> : null}
          </span>
          <span className={styles.dim}>{d.ship ? 'Ship' : 'Crew'}</span>
          {d.range ? <span className={styles.kw}>Range</span> : null}
          {d.stationary ? <span className={styles.kw}>Stationary</span> : null}
          {d.escape ? <span className={styles.kw}>Escape</span> : null}
          {d.double ? <span className={styles.kw}>Double</span> : null}
        </>
      );
    }
    case 'goal':
    case 'sideJob':
      return (
        <span className={d.pay.pool === 'attack' ? styles.atk : styles.rec}>
          Pay {d.pay.n} {d.pay.pool === 'attack' ? 'Attack' : 'Recruit'}
        </span>
      );
    case 'shipStrike':
      return <span className={styles.atk}>Repair {d.repair}</span>;
    case 'crewStrike':
      return <span className={styles.atk}>Damage {d.damage}</span>;
    case 'upgrade':
      return <span className={styles.cost}>{d.cost} Credits</span>;
    default:
      return <span className={styles.dim}>{typeWord(kind)}</span>;
  }
}

/** A face-up card: name, the numbers that matter at a glance, and its full text from the package. */
export function CardFace({ kind, id, ctx, compact }: { kind: string; id?: string; ctx: Ctx; compact?: boolean }) {
  const d = cardData(kind);
  const name = cardName(kind);
  return (
    <>
      <span className={styles.cardType}>{d?.type === 'enemy' ? d.desc : typeWord(kind)}</span>
      <span className={styles.cardName}>{name}</span>
      <span className={styles.stats}>{statLine(kind, ctx, id)}</span>
      {compact ? null : <span className={styles.cardText}>{cardText(kind)}</span>}
    </>
  );
}

export function CardBack({ label, className }: { label: string; className?: string }) {
  return (
    <div className={`${styles.card} ${styles.back} ${className ?? ''}`} title={label}>
      <span className={styles.backLabel}>{label}</span>
    </div>
  );
}
