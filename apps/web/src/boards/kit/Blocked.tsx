'use client';
// Why a visible card has no move now (Match.blocked), told on the card itself: "⊘ Not now", the reason on hover and on tap.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import styles from './Blocked.module.css';

export interface BlockedReason {
  readonly cards: readonly string[];
  readonly reason: string;
}

const BlockedContext = createContext<ReadonlyMap<string, string>>(new Map());

/** Gives every card tile below the reasons of the seat the board shows; cardless reasons stay in the decision bar. */
export function BlockedProvider({ blocked, children }: { blocked: readonly BlockedReason[]; children: ReactNode }) {
  const byCard = useMemo(() => {
    const map = new Map<string, string>();
    for (const b of blocked)
      for (const id of b.cards) map.set(id, map.has(id) ? `${map.get(id)}. ${b.reason}` : b.reason);
    return map;
  }, [blocked]);
  return <BlockedContext.Provider value={byCard}>{children}</BlockedContext.Provider>;
}

/** The reason a card has no move now, if the game gave one. */
export function useBlockedReason(cardId: string | undefined): string | undefined {
  const map = useContext(BlockedContext);
  return cardId === undefined ? undefined : map.get(cardId);
}

/** The card's "not now" mark: nothing when the card is not blocked. */
export function BlockedNote({ cardId }: { cardId: string | undefined }) {
  const reason = useBlockedReason(cardId);
  if (!reason) return null;
  return (
    <details className={styles.note} data-testid="card-not-now" data-card-id={cardId}>
      <summary className={styles.toggle} title={reason}>
        <span aria-hidden="true">⊘ </span>Not now
      </summary>
      <p className={styles.pop} role="note">
        {reason}.
      </p>
    </details>
  );
}
