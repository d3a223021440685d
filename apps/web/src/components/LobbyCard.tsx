'use client';
// One lobby in a list: game, host, seats taken, time control and status, linking to the lobby page.
import Link from 'next/link';
import { timeControlLabel } from '@/lib/format';

export interface LobbySummary {
  id: string;
  seats: number;
  status: string;
  private: boolean;
  game: { id: string; name: string };
  host: { username: string };
  players: { seat: number; bot?: string | null; user?: { username: string } | null }[];
  timeControl: { kind: string; seconds?: number | null; hours?: number | null };
}

const STATUS_WORDS: Record<string, string> = { OPEN: 'Open', STARTED: 'Started', CLOSED: 'Closed' };

export function LobbyCard({ lobby }: { lobby: LobbySummary }) {
  const taken = lobby.players.length;
  return (
    <li className="panel panel-brass" data-testid="lobby-card">
      <div className="spread">
        <h3 style={{ margin: 0, fontSize: '1.1rem' }}>
          <Link href={`/lobbies/${encodeURIComponent(lobby.id)}`}>{lobby.game.name}</Link>
        </h3>
        <span className={`badge ${lobby.status === 'OPEN' ? 'badge-ok' : ''}`}>
          {STATUS_WORDS[lobby.status] ?? lobby.status}
        </span>
      </div>
      <p className="muted" style={{ margin: '0.4rem 0 0.2rem' }}>
        Hosted by {lobby.host.username} · {taken} of {lobby.seats} seats taken
      </p>
      <p className="hint">{timeControlLabel(lobby.timeControl)}</p>
    </li>
  );
}
