// One card as a fixed-size tile (face, back or empty slot) with the legal moves offered on it as buttons below.
import { useId } from 'react';
import { CARDS, cardName, cardText } from '@cortex/game-misbehavin';
import { BlockedNote } from '../kit/Blocked';
import { labelInName } from '../kit/labelInName';
import { useKeyboardScroll } from '../kit/useKeyboardScroll';
import type { CardView } from '../types';
import type { OfferedMove } from './moves';
import styles from './Board.module.css';

export interface TileState {
  triggered?: boolean;
  warrant?: boolean;
  tokens?: number;
  /** Tableau cards say "Set" when untriggered; other zones say nothing. */
  inTableau?: boolean;
  /** The card a fight is over. */
  target?: boolean;
}

interface Props {
  card: CardView | null;
  size: 'full' | 'mini';
  moves: readonly OfferedMove[];
  onPick: (m: OfferedMove) => void;
  disabled: boolean;
  state?: TileState;
  /** Extra words on the tile (e.g. "4 left" on a supply pile). */
  note?: string;
}

/** Cost, power and influence, each symbol explained where it stands (hover, or a screen reader's abbreviation). */
function StatsLine({ kind }: { kind: string }) {
  const d = CARDS[kind];
  if (!d || d.category === 'black') return null;
  return (
    <>
      <abbr title="Cost in credits">¤</abbr>
      {d.cost} · <abbr title="Power">⚔</abbr>
      {d.power} · <abbr title="Influence">✦</abbr>
      {String(d.influence)}
    </>
  );
}

function typeLine(kind: string): string {
  const d = CARDS[kind];
  if (!d) return '';
  const flags = [d.fight ? 'FIGHT' : '', d.deal ? 'DEAL' : ''].filter(Boolean).join(' ');
  return [d.category, ...d.traits].join(' · ') + (flags ? ` · ${flags}` : '');
}

export function CardTile({ card, size, moves, onPick, disabled, state, note }: Props) {
  const textId = useId();
  // A long card text scrolls inside the tile: reachable by keyboard then.
  const textRef = useKeyboardScroll<HTMLSpanElement>();
  if (!card) {
    return (
      <div
        className={`${styles.tile} ${size === 'mini' ? styles.mini : styles.full} ${styles.back}`}
        aria-label="A face-down card"
        role="img"
        data-testid="mb-card-back"
      />
    );
  }
  const name = cardName(card.kind);
  const text = cardText(card.kind);
  const d = CARDS[card.kind];
  const cls = [
    styles.tile,
    size === 'mini' ? styles.mini : styles.full,
    state?.triggered ? styles.triggered : '',
    state?.warrant ? styles.warranted : '',
    d?.category === 'black' ? styles.black : '',
    moves.length > 0 ? styles.offered : '',
  ].join(' ');
  return (
    <div className={styles.tileWrap} data-card-id={card.id} data-card-kind={card.kind}>
      <article className={cls} title={text} aria-label={name} aria-describedby={textId} data-testid="mb-card">
        <span className={styles.cardName}>{name}</span>
        <span className={styles.typeLine}>{typeLine(card.kind)}</span>
        <span className={styles.stats}>
          <StatsLine kind={card.kind} />
        </span>
        {state?.inTableau || state?.warrant || state?.tokens || state?.target ? (
          <span className={styles.flags}>
            {state.inTableau ? (
              <span className={state.triggered ? styles.flagTrig : styles.flagSet}>
                {state.triggered ? '↻ Triggered' : 'Set'}
              </span>
            ) : null}
            {state.warrant ? <span className={styles.flagWarrant}>Warrant</span> : null}
            {state.tokens ? <span className={styles.flagToken}>+{state.tokens} power</span> : null}
            {state.target ? <span className={styles.flagWarrant}>Fight target</span> : null}
          </span>
        ) : null}
        {note ? <span className={styles.note}>{note}</span> : null}
        {size === 'full' ? (
          <span className={styles.text} id={textId} ref={textRef}>
            {/* The first line (type) and the cost line are already on the tile. */}
            {text
              .split('\n')
              .slice(1)
              .filter((line) => !line.startsWith('Cost '))
              .join('\n')}
          </span>
        ) : (
          <span className="visually-hidden" id={textId}>
            {text}
          </span>
        )}
      </article>
      {moves.length > 0 ? (
        <ul className={`list-plain ${styles.tileMoves}`}>
          {moves.map((m) => (
            <li key={m.key}>
              <button
                type="button"
                className={styles.tileBtn}
                data-testid={`mb-move-${m.key}`}
                data-move-type={m.move?.type ?? 'other'}
                disabled={disabled}
                aria-label={labelInName(m.short, m.label)}
                title={m.label}
                onClick={() => onPick(m)}
              >
                {m.short}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <BlockedNote cardId={card.id} />
    </div>
  );
}

/** An empty slot in a tableau area, so the areas keep their size as cards come and go. */
export function EmptySlot({ label }: { label: string }) {
  return (
    <div className={`${styles.tile} ${styles.mini} ${styles.empty}`} aria-hidden="true">
      {label}
    </div>
  );
}
