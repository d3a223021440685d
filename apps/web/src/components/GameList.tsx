'use client';
// Lists the games the API hosts; fetched in the browser so the user sees (and can retry) the real connection state.
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { GAMES_QUERY } from '@/lib/operations';
import { GameArt } from './GameArt';
import { describeApiError, playersLabel } from '@/lib/format';
import styles from './GameList.module.css';

function PlayerPips({ minPlayers, maxPlayers }: { minPlayers: number; maxPlayers: number }) {
  // Cap the pips so an odd schema value cannot blow up the card.
  const count = Math.min(Math.max(maxPlayers, 0), 8);
  return (
    <span className={styles.pips} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={i + 1 <= minPlayers ? styles.pipRequired : styles.pip} />
      ))}
    </span>
  );
}

interface GameSummary {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  pitch: string;
  mode: string;
}

function GameCard({ game }: { game: GameSummary }) {
  return (
    <li className={styles.card} data-testid="game-card">
      <GameArt gameId={game.id} className={styles.art} />
      <h3 className={styles.name}>{game.name}</h3>
      <p className={styles.pitch}>{game.pitch}</p>
      <p className={styles.meta}>
        <PlayerPips minPlayers={game.minPlayers} maxPlayers={game.maxPlayers} />
        <span>{playersLabel(game.minPlayers, game.maxPlayers)}</span>
      </p>
      <p className={styles.slug}>
        {game.mode === 'COOPERATIVE' ? 'Co-operative' : 'Competitive'} ·{' '}
        <span className="visually-hidden">Game id: </span>
        {game.id}
      </p>
      <p className={styles.links}>
        <Link href={`/games/${encodeURIComponent(game.id)}/rules`} aria-label={`How to play ${game.name}`}>
          How to play
        </Link>
        <Link href={`/lobbies/new?game=${encodeURIComponent(game.id)}`} aria-label={`Open a lobby for ${game.name}`}>
          Open a lobby
        </Link>
        <Link href={`/leaderboards/${encodeURIComponent(game.id)}`} aria-label={`${game.name} leaderboard`}>
          Leaderboard
        </Link>
      </p>
    </li>
  );
}

export function GameList({ headingId }: { headingId: string }) {
  // ssr: false keeps the server render on the loading state, so the browser (with its cookies) does the fetch.
  const { data, loading, error, refetch } = useQuery(GAMES_QUERY, {
    ssr: false,
    notifyOnNetworkStatusChange: true,
  });

  if (loading) {
    return (
      <div className={styles.status} role="status" aria-live="polite" data-testid="games-loading">
        <span className={styles.spinner} aria-hidden="true" />
        Scanning the Cortex for hosted games…
      </div>
    );
  }

  if (error) {
    return (
      <div className={`${styles.status} ${styles.error}`} role="alert" data-testid="games-error">
        <p className={styles.errorText}>{describeApiError(error)}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  }

  const games: GameSummary[] = data?.games ?? [];
  if (games.length === 0) {
    return (
      <div className={styles.status} role="status" data-testid="games-empty">
        <p className={styles.emptyTitle}>No games are hosted yet.</p>
        <p className={styles.emptyHint}>The four Firefly games are on their way. Check back soon.</p>
      </div>
    );
  }

  return (
    <ul className={styles.grid} aria-labelledby={headingId}>
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
