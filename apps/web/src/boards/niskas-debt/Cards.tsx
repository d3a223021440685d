'use client';
// Card faces: jobs (dealer, steps with progress, needs, pay), market cards (crew, gear, upgrades), the misbehave card and face-down decks.
import type { ReactNode } from 'react';
import {
  CONTACTS,
  CREW_PROFESSION_NAMES,
  goodsCount,
  SKILLS,
  SKILL_NAMES,
  cardName,
  cardText,
  jobCard,
  map,
  marketCard,
  money,
} from '@cortex/game-niskas-debt';
import { BlockedNote } from '../kit/Blocked';
import type { OfferedMove } from './moves';
import styles from './Board.module.css';

/**
 * A legal move as a button: its words are the server's label (the accessible name), or the short words on a card or a
 * sheet row with the label as the accessible name.
 */
export function MoveButton({
  m,
  disabled,
  onPick,
  primary,
  short,
  children,
  className,
}: {
  m: OfferedMove;
  disabled: boolean;
  onPick: (m: OfferedMove) => void;
  primary?: boolean;
  /** Show the choice's short words (on a card or a sheet row). */
  short?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const face = children ?? (short ? m.short : m.label);
  const named = children !== undefined || (short && m.short !== m.label);
  return (
    <button
      type="button"
      className={className ?? `btn btn-small ${primary ? 'btn-primary' : ''}`}
      data-testid={`nd-move-${m.key}`}
      data-move-type={m.move.type}
      disabled={disabled}
      aria-label={named ? m.label : undefined}
      title={m.label}
      onClick={() => onPick(m)}
    >
      {face}
    </button>
  );
}

function placeName(key: string): string {
  return map.PLACES.find((p) => p.key === key)?.name ?? key;
}

/** A job card; `next` marks the step the owner works next (active jobs). */
export function JobCard({ id, kind, next, actions }: { id: string; kind: string; next?: number; actions?: ReactNode }) {
  const def = jobCard(kind);
  if (!def) return <div className={styles.card}>{cardName(kind)}</div>;
  const needs = [
    ...SKILLS.flatMap((s) => (def.needs[s] ? [`${SKILL_NAMES[s]} ${def.needs[s]}`] : [])),
    ...(def.needsCrew ? [`a ${CREW_PROFESSION_NAMES[def.needsCrew]}`] : []),
    ...(def.needsGear ? [`a ${def.needsGear}`] : []),
  ];
  return (
    <article
      className={`${styles.card} ${styles.jobCard} ${def.immoral ? styles.immoral : ''}`}
      data-testid={`nd-job-${id}`}
      data-card-id={id}
      title={cardText(kind)}
    >
      <header className={styles.cardHead}>
        <span className={styles.cardName}>{def.name}</span>
        <span className={styles.dimSmall}>
          {CONTACTS[def.contact].name} · {def.type} · {def.immoral ? 'immoral' : 'moral'}
        </span>
      </header>
      {needs.length > 0 ? <p className={styles.small}>Needs {needs.join(', ')}</p> : null}
      <ol className={styles.steps}>
        {def.steps.map((s, i) => (
          <li
            key={i}
            className={next === undefined ? '' : i < next ? styles.stepDone : i === next ? styles.stepNext : ''}
          >
            {s.do === 'misbehave'
              ? `Misbehave${s.n > 1 ? ` ×${s.n}` : ''} at ${placeName(s.at)}`
              : `${s.do === 'pickup' ? 'Pick up' : 'Drop off'} ${goodsCount(s.n, s.goods)} at ${placeName(s.at)}`}
            {next !== undefined && i === next ? <strong> ◀ next</strong> : null}
          </li>
        ))}
      </ol>
      <p className={styles.pay}>
        Pays {money(def.pay)}
        {def.bonus ? <span className={styles.dimSmall}> (+{money(def.bonus.amount)} bonus)</span> : null}
      </p>
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      <BlockedNote cardId={id} />
    </article>
  );
}

export function MarketCard({ id, kind, actions }: { id: string; kind: string; actions?: ReactNode }) {
  const def = marketCard(kind);
  return (
    <article
      className={`${styles.card} ${styles.marketCard}`}
      data-testid={`nd-card-${id}`}
      data-card-id={id}
      title={cardText(kind)}
    >
      <header className={styles.cardHead}>
        <span className={styles.cardName}>{cardName(kind)}</span>
        <span className={styles.dimSmall}>
          {def ? `${def.type === 'upgrade' ? `${def.side} upgrade` : def.type} · ${money(def.cost)}` : ''}
        </span>
      </header>
      <p className={styles.small}>{cardText(kind)}</p>
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      <BlockedNote cardId={id} />
    </article>
  );
}

/** A face-down deck: its size only, never its cards. */
export function Deck({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <div
      className={styles.deck}
      data-testid={testId}
      aria-label={`${label}: ${count} face-down card${count === 1 ? '' : 's'}`}
      role="img"
    >
      <span className={styles.deckBack} aria-hidden="true" />
      <span className={styles.deckCount}>{count}</span> <span className={styles.dimSmall}>{label}</span>
    </div>
  );
}
