'use client';
// A searchable gallery of a game's cards: names, types, texts and numbers, from the same data the rules run.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { CardData } from './data';
import styles from './learn.module.css';

export function CardGallery({ cards }: { cards: readonly CardData[] }) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const deferred = useDeferredValue(query);
  const id = useId();
  const types = useMemo(() => [...new Set(cards.map((c) => c.type))].sort(), [cards]);
  const shown = useMemo(() => {
    const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
    return cards.filter(
      (c) =>
        (type === '' || c.type === type) &&
        words.every((w) => `${c.name} ${c.type} ${c.text}`.toLowerCase().includes(w)),
    );
  }, [cards, deferred, type]);
  return (
    <>
      <div className="row" role="search">
        <div className="field">
          <label htmlFor={`${id}-q`}>Search the cards</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="A name, a word of its text…"
            data-testid="card-search"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-t`}>Type</label>
          <select id={`${id}-t`} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Every type</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="hint" aria-live="polite" data-testid="card-count">
        {shown.length} of {cards.length} card kinds
      </p>
      <ul className={styles.cards} data-testid="card-gallery">
        {shown.map((c) => (
          <li key={c.kind} className={styles.card} data-testid="gallery-card">
            <h3>{c.name}</h3>
            <p className={styles.cardType}>
              {c.type}
              {c.stats.length ? ` · ${c.stats.map((s) => `${s.name} ${s.value}`).join(' · ')}` : ''}
            </p>
            <p className={styles.cardText}>{c.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
