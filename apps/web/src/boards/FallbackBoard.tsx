'use client';
// Generic board for any game: zones as rows of cards (hidden cards as card backs), view.game as key/values,
// and the viewer's legal moves as buttons.
import { humanizeKey } from '@/lib/format';
import { readView, type BoardPlayer, type BoardProps, type CardView } from './types';
import styles from './FallbackBoard.module.css';

const MAX_SHOWN = 14;

function zoneTitle(name: string, players: BoardPlayer[], viewerSeat: number | null): string {
  const match = /^(.*?)[:#/](\d+)$/.exec(name);
  if (!match) return humanizeKey(name);
  const seat = Number(match[2]);
  const who = seat === viewerSeat ? 'you' : (players.find((p) => p.seat === seat)?.name ?? `seat ${seat + 1}`);
  return `${humanizeKey(match[1]!)} · ${who}`;
}

function Card({ card }: { card: CardView | null }) {
  if (!card) {
    return (
      <li className={`${styles.card} ${styles.back}`} title="Hidden card">
        <span className="visually-hidden">Hidden card</span>
      </li>
    );
  }
  return (
    <li className={styles.card} title={`${card.kind} (${card.id})`} data-card-id={card.id}>
      <span className={styles.kind}>{card.kind}</span>
      <span className={styles.cardId}>{card.id}</span>
    </li>
  );
}

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  if (typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return <>{String(value)}</>;
}

export default function FallbackBoard({
  view,
  legalMoves,
  choices,
  prompt,
  players,
  viewerSeat,
  submitting,
  onMove,
  replay,
}: BoardProps) {
  const { game, zones } = readView(view);
  const gameEntries = typeof game === 'object' && game !== null ? Object.entries(game as Record<string, unknown>) : [];

  return (
    <div className={styles.board} data-testid="fallback-board">
      {gameEntries.length > 0 ? (
        <section aria-label="Game state">
          <dl className="kv">
            {gameEntries.map(([key, value]) => (
              <div key={key}>
                <dt>{humanizeKey(key)}</dt>
                <dd data-testid={`game-${key}`}>
                  <Value value={value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-label="Zones" className={styles.zones}>
        {Object.entries(zones).map(([name, zone]) => (
          <div key={name} className={styles.zone} data-testid="zone" data-zone={name}>
            <h3 className={styles.zoneTitle}>
              {zoneTitle(name, players, viewerSeat)}{' '}
              <span className="dim mono">
                ({zone.count} {zone.count === 1 ? 'card' : 'cards'})
              </span>
            </h3>
            {zone.count === 0 ? (
              <p className="hint">Empty</p>
            ) : (
              <ul className={styles.cards}>
                {zone.cards.slice(0, MAX_SHOWN).map((card, i) => (
                  <Card key={card ? card.id : `hidden-${i}`} card={card} />
                ))}
                {zone.count > MAX_SHOWN ? <li className={styles.more}>+{zone.count - MAX_SHOWN} more</li> : null}
              </ul>
            )}
          </div>
        ))}
      </section>

      {replay ? null : (
        <section aria-labelledby="moves-title" className={styles.moves}>
          <h3 id="moves-title" className={styles.zoneTitle}>
            Your moves
          </h3>
          {prompt ? <p data-testid="fallback-prompt">{prompt}</p> : null}
          {legalMoves.length === 0 ? (
            <p className="hint" data-testid="no-moves">
              {viewerSeat === null ? 'You are watching this match.' : 'Nothing to decide right now.'}
            </p>
          ) : (
            <ul className={`list-plain ${styles.moveList}`} data-testid="legal-moves">
              {legalMoves.map((move, i) => (
                <li key={i}>
                  <button type="button" className="btn btn-small" disabled={submitting} onClick={() => onMove(move)}>
                    {choices[i]?.label ?? 'Make this move'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
