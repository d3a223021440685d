// The viewer's hand docked at the table's foot, foldable to its title line so a tall board gets the screen back.
'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './table.module.css';

/** Remembered per game in this browser, so a player who folds the hand once keeps it folded in the next match. */
function useFolded(storageKey: string): [boolean, (folded: boolean) => void] {
  const key = `cortex:dock-folded:${storageKey}`;
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    try {
      setFolded(window.localStorage.getItem(key) === '1');
    } catch {
      // Storage refused (private mode): the dock simply starts open.
    }
  }, [key]);
  const set = (next: boolean) => {
    setFolded(next);
    try {
      if (next) window.localStorage.setItem(key, '1');
      else window.localStorage.removeItem(key);
    } catch {
      // Not remembered; the choice still holds for this page.
    }
  };
  return [folded, set];
}

export function Dock({
  className,
  title,
  folded: foldedSummary,
  storageKey,
  testId,
  children,
}: {
  /** The board's own classes for the section (its box and its `composes: dock` class). */
  readonly className: string;
  readonly title: ReactNode;
  /** What the title line adds while folded, when the title alone does not say what the dock holds. */
  readonly folded?: string;
  /** The game's id: the folded choice is kept per game. */
  readonly storageKey: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const [folded, setFolded] = useFolded(storageKey);
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-title`} data-testid={testId} data-folded={folded}>
      <div className={styles.dockHead}>
        <h3 id={`${id}-title`} className={styles.boxTitle}>
          {title}
        </h3>
        {folded && foldedSummary ? <span className={styles.dimSmall}>{foldedSummary}</span> : null}
        <button
          type="button"
          className={`btn btn-small ${styles.dockToggle}`}
          aria-expanded={!folded}
          aria-controls={`${id}-body`}
          onClick={() => setFolded(!folded)}
          data-testid={`${testId}-toggle`}
        >
          {folded ? 'Show' : 'Hide'}
        </button>
      </div>
      <div id={`${id}-body`} className={styles.dockBody} hidden={folded}>
        {children}
      </div>
    </section>
  );
}
