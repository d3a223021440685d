// The action bar of every board: whose decision it is or what the viewer is asked, then the board's own choices.
import type { ReactNode } from 'react';
import styles from './DecisionPanel.module.css';

export interface DecisionPanelProps {
  /** Prefixes the ids and test ids: `${game}-decision`, `${game}-decision-title`. */
  readonly game: string;
  /** The viewer is asked: the bar turns amber and the headline gets a ▶. */
  readonly mine: boolean;
  readonly headline: ReactNode;
  readonly detail: ReactNode;
  /** Which line announces changes to screen readers; the other is read when focus comes by. */
  readonly live?: 'headline' | 'detail';
  readonly headlineTestId?: string;
  readonly detailTestId?: string;
  /** Visible cards the viewer has no move for now, with why (Match.blocked): listed under the choices. */
  readonly blocked?: readonly { readonly cards: readonly string[]; readonly reason: string }[];
  readonly children?: ReactNode;
}

export function DecisionPanel({
  game,
  mine,
  headline,
  detail,
  live = 'detail',
  headlineTestId,
  detailTestId,
  blocked = [],
  children,
}: DecisionPanelProps) {
  return (
    <section
      className={`${styles.decision} ${mine ? styles.mine : ''}`}
      aria-labelledby={`${game}-decision-title`}
      data-testid={`${game}-decision`}
    >
      <h3
        id={`${game}-decision-title`}
        className={styles.title}
        data-testid={headlineTestId}
        aria-live={live === 'headline' ? 'polite' : undefined}
      >
        {mine ? <span aria-hidden="true">▶ </span> : null}
        {headline}
      </h3>
      <p className={styles.detail} data-testid={detailTestId} aria-live={live === 'detail' ? 'polite' : undefined}>
        {detail}
      </p>
      <div className={styles.body}>{children}</div>
      {mine && blocked.length > 0 ? (
        <details className={styles.blocked} data-testid={`${game}-blocked`}>
          <summary>Why can&apos;t I do some things? ({blocked.length})</summary>
          <ul>
            {blocked.map((b) => (
              <li key={`${b.cards.join(',')}:${b.reason}`}>{b.reason}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
