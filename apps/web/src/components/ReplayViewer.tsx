'use client';
// Replay of a finished match with full information: step back/forward, play/pause, jump to any move.
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { boardFor } from '@/boards/registry';
import type { BoardPlayer } from '@/boards/types';
import { REPLAY_QUERY } from '@/lib/operations';
import { siteRecordPath } from '@/lib/api-url';
import { seatName } from '@/lib/format';
import { Empty, ErrorNotice, Loading } from './QueryState';

interface ReplayData {
  id: string;
  status: string;
  moveCount: number;
  result?: unknown;
  game: { id: string; name: string };
  players: {
    seat: number;
    bot?: string | null;
    away: boolean;
    winner?: boolean | null;
    user?: { id: string; username: string } | null;
  }[];
  replay?: {
    step: number;
    move?: unknown;
    seat?: number | null;
    label?: string | null;
    by?: string | null;
    view: unknown;
    log: { seq: number; text: string }[];
  } | null;
}

/** The step a link names (?step=N), or the setup. */
function stepFromAddress(): number {
  if (typeof window === 'undefined') return 0;
  const n = Number(new URLSearchParams(window.location.search).get('step'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function ReplayViewer({ matchId }: { matchId: string }) {
  const [step, setStep] = useState(0);
  // Read after mounting, so the server's render and the first client render agree.
  useEffect(() => setStep(stepFromAddress()), []);
  const [playing, setPlaying] = useState(false);
  const sliderId = useId();
  const { data, previousData, loading, error, refetch } = useQuery(REPLAY_QUERY, {
    ssr: false,
    // A running match refuses its replay (FORBIDDEN) but still answers who plays it: the page then says so in words.
    errorPolicy: 'all',
    variables: { id: matchId, step },
  });
  // Keep showing the last step while the next one loads, so the board never blinks.
  const match = (data?.match ?? previousData?.match) as ReplayData | null | undefined;
  const total = match?.moveCount ?? 0;
  const totalRef = useRef(total);
  totalRef.current = total;
  const Board = useMemo(() => (match ? boardFor(match.game.id) : null), [match]);

  // The address names the step shown, so every step has a link of its own (and Back leaves the replay).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (step === 0) url.searchParams.delete('step');
    else url.searchParams.set('step', String(step));
    window.history.replaceState(window.history.state, '', url);
  }, [step]);

  // ← / → step, Home / End jump, anywhere on the page but in a text field or the slider (which moves itself).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
      )
        return;
      const moves: Record<string, (s: number) => number> = {
        ArrowLeft: (s) => s - 1,
        ArrowRight: (s) => s + 1,
        Home: () => 0,
        End: () => Number.MAX_SAFE_INTEGER,
      };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      setPlaying(false);
      setStep((s) => Math.max(0, Math.min(totalRef.current, move(s))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(s + 1, total)), 900);
    return () => clearTimeout(timer);
  }, [playing, step, total, data]);

  if (loading && !match) return <Loading label="Loading the replay…" />;
  if (error && !match)
    return (
      <ErrorNotice
        error={error}
        what="The replay could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!match || !Board) return <Empty title="No match at this address." />;
  if (match.status !== 'FINISHED' && match.status !== 'ABORTED') {
    return (
      <Empty title="This match is still being played.">
        Replays open once it is over. <Link href={`/match/${encodeURIComponent(matchId)}`}>Watch it live</Link>.
      </Empty>
    );
  }

  const replay = match.replay;
  const players: BoardPlayer[] = match.players.map((p) => ({
    seat: p.seat,
    name: seatName(p),
    bot: p.bot ?? null,
    away: p.away,
  }));
  const go = (next: number) => setStep(Math.max(0, Math.min(total, next)));
  const mover =
    replay?.seat != null
      ? seatName(
          match.players.find((p) => p.seat === replay.seat),
          replay.seat,
        )
      : null;

  return (
    <div className="stack">
      <header className="page-head">
        <p className="eyebrow">Replay · full information</p>
        <h1 className="page-title">{match.game.name}</h1>
        <p className="muted">
          {/* Who won shows only at the last step: a replay keeps its ending until it gets there. */}
          {match.players.map((p) => `${seatName(p)}${p.winner && step >= total ? ' ★' : ''}`).join(' vs ')} ·{' '}
          <Link href={`/match/${encodeURIComponent(matchId)}`}>Back to the match</Link> ·{' '}
          <a href={siteRecordPath(matchId)} download data-testid="download-record">
            Download record
          </a>
        </p>
      </header>

      <section className="panel stack" aria-label="Replay controls">
        <div className="row" role="group" aria-label="Step through the moves">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => go(0)}
            disabled={step === 0}
            aria-label="Start (the setup, before the first move)"
          >
            |◀ Start
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => go(step - 1)}
            disabled={step === 0}
            aria-label="Back to the previous move"
          >
            ◀ Back
          </button>
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => {
              if (!playing && step >= total) setStep(0);
              setPlaying((p) => !p);
            }}
            aria-pressed={playing}
          >
            {playing ? '❚❚ Pause' : '▶ Play'}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => go(step + 1)}
            disabled={step >= total}
            aria-label="Forward to the next move"
          >
            Forward ▶
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => go(total)}
            disabled={step >= total}
            aria-label="End (the last move)"
          >
            End ▶|
          </button>
        </div>
        <div className="field">
          <label htmlFor={sliderId}>
            Move{' '}
            <span className="tnum" data-testid="replay-step">
              {step}
            </span>{' '}
            of <span className="tnum">{total}</span>
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={total}
            value={step}
            onChange={(e) => {
              setPlaying(false);
              go(Number(e.target.value));
            }}
            aria-valuetext={`Move ${step} of ${total}`}
          />
        </div>
        <p className="hint" style={{ margin: 0 }}>
          Keys: ← and → step, Home and End jump.{' '}
          <a href={`?step=${step}`} data-testid="replay-step-link">
            Link to this step
          </a>
        </p>
        <p className="mono" data-testid="replay-move" style={{ minHeight: '1.6em', margin: 0 }}>
          {replay && replay.step > 0
            ? `${replay.by ?? mover ?? 'Someone'}: ${replay.label ?? 'a move'}`
            : 'Setup: the table before the first move.'}
        </p>
      </section>

      {error ? (
        <ErrorNotice
          error={error}
          what="This step could not be loaded"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : null}

      <section className="panel" aria-label="Board at this step" aria-busy={loading}>
        {replay ? (
          <Board
            matchId={match.id}
            gameId={match.game.id}
            view={replay.view}
            legalMoves={[]}
            choices={[]}
            prompt={null}
            blocked={[]}
            viewerSeat={null}
            toAct={[]}
            players={players}
            status={step >= total ? match.status : 'ACTIVE'}
            submitting={false}
            onMove={() => undefined}
            replay
          />
        ) : (
          <p className="hint">No replay is available for this step.</p>
        )}
      </section>

      <section className="panel" aria-labelledby="step-log-title">
        <h2 id="step-log-title" className="section-title" style={{ marginTop: 0 }}>
          What happened at this step
        </h2>
        <ol className="list-plain" data-testid="replay-log" style={{ minHeight: '3rem' }}>
          {(replay?.log ?? []).length === 0 ? <li className="hint">Nothing logged.</li> : null}
          {(replay?.log ?? []).map((entry) => (
            <li key={entry.seq}>{entry.text}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
