'use client';
// One match in a list: game, players, and (for active matches) whose move it is and the deadline.
import Link from 'next/link';
import { formatDate, seatName } from '@/lib/format';
import { resultWords } from '@/lib/match-result';
import { Countdown } from './Countdown';

export interface MatchSummary {
  id: string;
  status: string;
  createdAt: string;
  endedAt?: string | null;
  deadline?: string | null;
  toAct: number[];
  viewerSeat?: number | null;
  moveCount: number;
  game: { id: string; name: string };
  players: {
    seat: number;
    bot?: string | null;
    away: boolean;
    winner?: boolean | null;
    rank?: number | null;
    score?: number | null;
    user?: { id: string; username: string } | null;
  }[];
}

export function MatchSummaryItem({ match, username }: { match: MatchSummary; username?: string }) {
  const yourMove = match.status === 'ACTIVE' && match.viewerSeat != null && match.toAct.includes(match.viewerSeat);
  const players = match.players.map((p) => seatName(p)).join(' vs ');
  return (
    <li className="panel" data-testid="match-item" data-your-move={yourMove ? 'true' : 'false'}>
      <div className="spread">
        <h3 style={{ margin: 0, fontSize: '1.05rem' }}>
          <Link href={`/match/${encodeURIComponent(match.id)}`}>{match.game.name}</Link>
        </h3>
        {yourMove ? (
          <span className="badge badge-turn">▶ Your move</span>
        ) : match.status === 'ACTIVE' ? (
          <span className="badge">Waiting for others</span>
        ) : (
          <span className={`badge badge-wrap ${resultWords(match, username).startsWith('Won') ? 'badge-ok' : ''}`}>
            {resultWords(match, username)}
          </span>
        )}
      </div>
      <p className="muted" style={{ margin: '0.4rem 0 0.3rem' }}>
        {players}
      </p>
      <div className="row hint">
        {match.status === 'ACTIVE' ? (
          <Countdown deadline={match.deadline} />
        ) : (
          <span>Ended {formatDate(match.endedAt)}</span>
        )}
        <span>· {match.moveCount} moves</span>
        {match.status === 'FINISHED' ? (
          <Link
            href={`/match/${encodeURIComponent(match.id)}/replay`}
            aria-label={`Replay of ${match.game.name} match`}
          >
            Replay
          </Link>
        ) : null}
      </div>
    </li>
  );
}
