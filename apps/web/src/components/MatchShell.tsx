'use client';
// The match page: players, whose decision it is, deadline, log, chat and the game's board, all kept live
// by matchUpdated (which re-subscribes after a dropped connection and sends the current state first).
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { capitalise, ordinalOf } from '@cortex/engine';
import { BlockedProvider } from '@/boards/kit/Blocked';
import { boardFor } from '@/boards/registry';
import type { BoardChoice, BoardPlayer } from '@/boards/types';
import { MATCH_CHAT_QUERY, MATCH_LOG_PAGE, MATCH_QUERY, MATCH_UPDATED, SEND_CHAT, SUBMIT_MOVE } from '@/lib/operations';
import { siteRecordPath } from '@/lib/api-url';
import { errorCode, formatDate, seatName, serverMessage, timeControlLabel } from '@/lib/format';
import { endReasonWords, type EndReason } from '@/lib/match-result';
import { DrawOffer, MatchActions } from './MatchActions';
import { Countdown } from './Countdown';
import { RematchOffer } from './RematchOffer';
import { RuleText } from './RuleText';
import { shownLog, withPush, type LogLine, type LogRun } from './matchLog';
import { useChatThread } from './useChatThread';
import { Empty, ErrorNotice, InlineError, Loading } from './QueryState';
import { useViewer } from './useViewer';
import styles from './MatchShell.module.css';

interface Player {
  seat: number;
  bot?: string | null;
  away: boolean;
  resigned?: boolean;
  score?: number | null;
  winner?: boolean | null;
  rank?: number | null;
  user?: { id: string; username: string } | null;
}

interface MatchData {
  id: string;
  status: string;
  version: number;
  toAct: number[];
  mayAct: number[];
  viewerSeat?: number | null;
  viewerSeats: number[];
  view: unknown;
  seatMoves: {
    seat: number;
    moves: unknown[];
    prompt?: string | null;
    choices: BoardChoice[];
    blocked: { cards: string[]; reason: string }[];
  }[];
  deadline?: string | null;
  result?: unknown;
  endedAt?: string | null;
  seedHash: string;
  seed?: string | null;
  moveCount: number;
  game: { id: string; name: string; chatPhrases?: string[] | null };
  players: Player[];
  timeControl: { kind: string; seconds?: number | null; hours?: number | null };
  lobby?: { id: string } | null;
  rated?: boolean;
  endReason?: EndReason | null;
  mayResign: boolean;
  mayAbort: boolean;
  mayOfferDraw: boolean;
  drawOffers: number[];
  casualReason?: string | null;
  campaignGame?: number | null;
  campaign?: { id: string; gamesTotal: number; status: string } | null;
  logSinceMyMove?: number | null;
  log: { edges: { node: LogLine }[]; pageInfo: { hasPreviousPage?: boolean | null; startCursor?: string | null } };
}

interface ChatMessage {
  id: string;
  seat?: number | null;
  text: string;
  at: string;
  user: { id: string; username: string };
}

function resultSummary(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const summary = (result as Record<string, unknown>)['summary'];
  return typeof summary === 'string' ? summary : null;
}

function Players({ match }: { match: MatchData }) {
  return (
    <ul className={`list-plain ${styles.players}`} data-testid="match-players">
      {match.players.map((p) => {
        const acting = match.status === 'ACTIVE' && match.toAct.includes(p.seat);
        const you = match.viewerSeats.includes(p.seat);
        return (
          <li
            key={p.seat}
            className={`${styles.player} ${acting ? styles.acting : ''}`}
            data-testid="match-player"
            data-acting={acting}
          >
            <span className={styles.playerName}>
              <span className="mono dim">{p.seat + 1}.</span>{' '}
              {p.user ? <Link href={`/u/${encodeURIComponent(p.user.username)}`}>{p.user.username}</Link> : seatName(p)}
            </span>
            <span className={styles.badges}>
              {you ? <span className="badge badge-ok">You</span> : null}
              {p.bot ? <span className="badge">🤖 Bot · {p.bot}</span> : null}
              {p.resigned ? (
                <span className="badge badge-danger">Resigned · bot plays</span>
              ) : p.away ? (
                <span className="badge badge-danger">Away · bot plays</span>
              ) : null}
              {acting ? <span className="badge badge-turn">▶ {you ? 'Your move' : 'Deciding'}</span> : null}
              {p.winner ? <span className="badge badge-ok">★ Winner</span> : null}
              {p.score != null ? <span className="badge tnum">Score {p.score}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** One empty list, so the blocked-card map is not rebuilt on every render of a seat with nothing blocked. */
const NO_BLOCKED: readonly { cards: string[]; reason: string }[] = [];

/** Lines a page of older log holds. */
const OLDER_PAGE = 100;

/**
 * The log: the newest lines live, plus everything since the viewer's last move (fetched at once, so what happened
 * while they were away is all there), and older pages on demand. A rule a line cites links to the rules page.
 */
function MatchLog({ match, pushed }: { match: MatchData; pushed: LogRun | null }) {
  const ref = useRef<HTMLOListElement>(null);
  const client = useApolloClient();
  const [older, setOlder] = useState<LogRun[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // The query's (and a move's) newest page, the lines pushed since, and older pages read on demand, merged by seq.
  const page: LogRun = {
    lines: match.log.edges.map((e) => e.node),
    startCursor: match.log.pageInfo.startCursor ?? null,
  };
  const { lines: entries, cursor, more } = shownLog([...older, page, pushed]);
  const firstShown = entries[0]?.seq ?? 0;
  const total = (entries.at(-1)?.seq ?? -1) + 1;
  const since = match.logSinceMyMove ?? null;
  const firstUnseen = since !== null && since > 0 && since < total ? total - since : null;
  const last = entries.at(-1)?.seq;

  const loadOlder = async (count: number) => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const { data } = await client.query({
        query: MATCH_LOG_PAGE,
        variables: { id: match.id, last: count, before: cursor },
        fetchPolicy: 'network-only',
      });
      const got = data?.match?.log;
      if (!got) return;
      setOlder((prev) => [
        { lines: got.edges.map((e) => e.node), startCursor: got.pageInfo.startCursor ?? null },
        ...prev,
      ]);
    } finally {
      setLoadingOlder(false);
    }
  };

  // Everything since the viewer's last move, once: a six-player table can write dozens of lines between two of theirs.
  const missing = firstUnseen !== null && firstUnseen < firstShown && older.length === 0 ? firstShown - firstUnseen : 0;
  useEffect(() => {
    if (missing > 0) void loadOlder(Math.min(500, missing));
    // Only when the page first learns how much the viewer missed (not on every push).
  }, [missing > 0]);

  useEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);
  return (
    <section className={`panel ${styles.side}`} aria-labelledby="log-title" id="match-log-panel">
      <h2 id="log-title" className={styles.sideTitle}>
        Log
      </h2>
      {more ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={loadingOlder}
          onClick={() => void loadOlder(OLDER_PAGE)}
          data-testid="log-older"
        >
          {loadingOlder ? 'Loading…' : 'Show earlier lines'}
        </button>
      ) : null}
      <ol
        ref={ref}
        className={`list-plain ${styles.scroll}`}
        aria-live="polite"
        aria-label="Game log"
        data-testid="match-log"
        tabIndex={0}
      >
        {entries.length === 0 ? <li className="hint">Nothing has happened yet.</li> : null}
        {entries.map((entry) => (
          <li
            key={entry.seq}
            className={`${styles.logEntry} ${entry.seq === firstUnseen ? styles.firstUnseen : ''}`}
            data-testid={entry.seq === firstUnseen ? 'log-first-unseen' : undefined}
          >
            {entry.seq === firstUnseen ? <span className={styles.unseenMark}>Since your last move</span> : null}
            <span className="mono dim">#{entry.seq}</span> <RuleText text={entry.text} gameId={match.game.id} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Chat({
  matchId,
  canChat,
  version,
  phrases,
}: {
  matchId: string;
  canChat: boolean;
  version: number;
  phrases: string[] | null;
}) {
  const [send, { loading }] = useMutation(SEND_CHAT);
  const chat = useQuery(MATCH_CHAT_QUERY, { ssr: false, variables: { id: matchId } });
  const { refetch } = chat;
  // Every change of the match (moves and chat messages alike) bumps `version`: fetch the newest messages then.
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [version, refetch]);
  const id = useId();
  const messages: ChatMessage[] = (chat.data?.match?.chat.edges ?? []).map((e: { node: ChatMessage }) => e.node);
  const { listRef, problem, onSubmit } = useChatThread(
    messages.at(-1)?.id,
    (text) => send({ variables: { matchId, text } }),
    refetch,
  );

  return (
    <section className={`panel ${styles.side}`} aria-labelledby="chat-title" id="match-chat-panel">
      <h2 id="chat-title" className={styles.sideTitle}>
        Chat
      </h2>
      <ol
        ref={listRef}
        className={`list-plain ${styles.scroll}`}
        aria-live="polite"
        aria-label="Chat messages"
        data-testid="match-chat"
        tabIndex={0}
      >
        {chat.error && !chat.data ? (
          <li className="notice-error">Chat could not be loaded: {serverMessage(chat.error)}</li>
        ) : null}
        {messages.length === 0 && !chat.error ? (
          <li className="hint">{chat.loading ? 'Loading the chat…' : 'No messages yet.'}</li>
        ) : null}
        {messages.map((m) => (
          <li key={m.id} className={styles.logEntry}>
            <strong>{m.user.username}</strong>
            {m.seat == null ? <span className="dim"> (watching)</span> : null}: {m.text}
          </li>
        ))}
      </ol>
      {canChat ? (
        <form className={styles.chatForm} onSubmit={onSubmit}>
          <label htmlFor={id} className="visually-hidden">
            Message
          </label>
          {phrases ? (
            // The game's fair-play rule: during play, only these phrases may be said.
            <select id={id} name="text" aria-describedby={`${id}-phrases`}>
              {phrases.map((phrase) => (
                <option key={phrase} value={phrase}>
                  {phrase}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} name="text" type="text" maxLength={500} autoComplete="off" placeholder="Say something…" />
          )}
          <button type="submit" className="btn btn-small" disabled={loading}>
            Send
          </button>
        </form>
      ) : (
        <p className="hint">
          <Link href="/login">Log in</Link> to chat.
        </p>
      )}
      {canChat && phrases ? (
        <p className="hint" id={`${id}-phrases`}>
          Fair play: while the match is on, chat is limited to the game’s phrases.
        </p>
      ) : null}
      <InlineError message={problem} testId="chat-error" />
    </section>
  );
}

export function MatchShell({ matchId }: { matchId: string }) {
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(MATCH_QUERY, { ssr: false, variables: { id: matchId } });
  // Chat messages publish a match update too, without changing Match.version: count pushes to refresh the chat.
  const [pushes, setPushes] = useState(0);
  // Each push brings the log lines new since the one before (Match.logUpdate): they are gathered here.
  const [pushedLog, setPushedLog] = useState<LogRun | null>(null);
  useSubscription(MATCH_UPDATED, {
    variables: { matchId },
    onData: ({ data: pushed }) => {
      setPushes((n) => n + 1);
      const update = pushed.data?.matchUpdated.logUpdate;
      if (update) setPushedLog((run) => withPush(run, update));
    },
  });
  const [submitMove] = useMutation(SUBMIT_MOVE);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'stale' | 'error'; text: string } | null>(null);
  const [chosenSeat, setChosenSeat] = useState<number | null>(null);

  const match = data?.match as MatchData | null | undefined;
  const Board = useMemo(() => (match ? boardFor(match.game.id) : null), [match]);
  const version = match?.version;
  // A notice about an earlier move goes away once the match has moved again.
  const shownFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (notice && shownFor.current !== undefined && version !== undefined && version > shownFor.current + 1)
      setNotice(null);
  }, [version, notice]);

  if (loading && !data) return <Loading label="Connecting to the match…" />;
  if (error && !match)
    return (
      <ErrorNotice
        error={error}
        what="The match could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!match || !Board)
    return (
      <Empty title="No match at this address.">
        It may have been removed. <Link href="/history">See the history</Link>.
      </Empty>
    );

  // One person may hold several seats (cooperative games): the board shows one of them, the awaited one unless chosen.
  const several = match.viewerSeats.length > 1;
  // Seats one person shares are told apart by number, as the server's log does.
  const shared = (p: Player) =>
    p.user != null && match.players.some((q) => q.seat !== p.seat && q.user?.id === p.user?.id);
  const players: BoardPlayer[] = match.players.map((p) => ({
    seat: p.seat,
    name: shared(p) ? `${seatName(p)} (seat ${p.seat + 1})` : seatName(p),
    bot: p.bot ?? null,
    away: p.away,
  }));
  const actingAs =
    chosenSeat !== null && match.viewerSeats.includes(chosenSeat) ? chosenSeat : (match.viewerSeat ?? null);
  const acting = match.seatMoves.find((m) => m.seat === actingAs);
  const legalMoves = acting?.moves ?? [];
  const yourMove = match.status === 'ACTIVE' && match.viewerSeats.some((s) => match.toAct.includes(s));
  const seatLabel = (s: number) =>
    seatName(
      match.players.find((p) => p.seat === s),
      s,
    );
  const waitingFor = match.toAct.map((s) =>
    match.viewerSeats.includes(s) ? (several ? `you (seat ${s + 1})` : 'you') : seatLabel(s),
  );
  const summary = resultSummary(match.result);
  const ending = endReasonWords(match.endReason);
  const reportAction = (text: string | null) => setNotice(text === null ? null : { kind: 'error', text });

  async function onMove(move: unknown) {
    if (!match) return;
    setSubmitting(true);
    shownFor.current = match.version;
    try {
      await submitMove({
        variables: { matchId: match.id, expectedVersion: match.version, move, seat: several ? actingAs : null },
      });
      setNotice(null);
      // After a move, follow whichever of the person's seats the match awaits next.
      setChosenSeat(null);
    } catch (e) {
      if (errorCode(e) === 'STALE_VERSION') {
        setNotice({
          kind: 'stale',
          text: 'The match moved on before your move arrived. Here is the current state: choose again.',
        });
        await refetch().catch(() => undefined);
      } else {
        setNotice({ kind: 'error', text: `Your move was not played: ${serverMessage(e)}` });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // data-table: on a big enough screen the site lays this page out as one screen (globals.css), nothing scrolling but its panels.
    <div className={styles.shell} data-table="">
      <header className={styles.head}>
        <div className={styles.headLine}>
          <p className="eyebrow">
            Match · {match.status === 'ACTIVE' ? 'in progress' : match.status === 'FINISHED' ? 'finished' : 'aborted'} ·
            move {match.moveCount}
          </p>
          <h1 className={`page-title ${styles.title}`}>{match.game.name}</h1>
          <p className="hint">
            {timeControlLabel(match.timeControl)}
            {' · '}
            <Link href={`/games/${encodeURIComponent(match.game.id)}`} data-testid="match-how-to-play">
              How to play
            </Link>
            {match.campaign && match.campaignGame != null ? (
              <>
                {' · '}
                <Link href={`/campaigns/${encodeURIComponent(match.campaign.id)}`} data-testid="match-campaign">
                  Game {match.campaignGame + 1} of {match.campaign.gamesTotal} of a campaign
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className={styles.status} data-testid="match-status" aria-live="polite">
          {match.status === 'ACTIVE' ? (
            <>
              {yourMove ? (
                <span className="badge badge-turn">▶ Your move</span>
              ) : (
                <span className="badge">Waiting for {waitingFor.join(', ') || '…'}</span>
              )}
              <Countdown deadline={match.deadline} />
            </>
          ) : (
            <span className="badge badge-ok badge-wrap">
              {summary ?? (match.status === 'ABORTED' ? 'Aborted' : 'Match over')}
            </span>
          )}
        </div>
        {/* On a phone the log and chat sit below the board: one tap away. The match menu shares the row, so it adds none. */}
        <nav className={styles.jump} aria-label="Match panels and actions">
          <a href="#match-log-panel">Log ↓</a>
          <a href="#match-chat-panel">Chat ↓</a>
          <MatchActions match={match} onProblem={reportAction} />
        </nav>
      </header>

      <div className={styles.notice}>
        <DrawOffer match={match} seatLabel={seatLabel} onProblem={reportAction} />
        {notice ? (
          <p
            className={`notice ${notice.kind === 'stale' ? '' : 'notice-error'}`}
            role="alert"
            data-testid={notice.kind === 'stale' ? 'stale-notice' : 'move-error'}
          >
            {notice.text}
          </p>
        ) : null}
        {error ? (
          <ErrorNotice
            error={error}
            what="Could not refresh the match"
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : null}
      </div>

      {match.status !== 'ACTIVE' ? (
        <div className="panel row" data-testid="match-over">
          <p style={{ margin: 0 }}>
            {summary ?? 'The match is over.'} {ending ? `${ending} ` : ''}Ended {formatDate(match.endedAt)}.
          </p>
          {match.status === 'FINISHED' ? (
            <Link className="btn btn-small" href={`/match/${encodeURIComponent(match.id)}/replay`}>
              Watch the replay
            </Link>
          ) : null}
          {/* A plain link, not next/link: the site's route passes the API's file on, and the browser saves it. */}
          <a className="btn btn-small" href={siteRecordPath(match.id)} download data-testid="download-record">
            Download record
          </a>
          {match.campaign ? (
            <Link
              className="btn btn-small btn-primary"
              href={`/campaigns/${encodeURIComponent(match.campaign.id)}`}
              data-testid="to-campaign"
            >
              The campaign
            </Link>
          ) : null}
          {match.status === 'FINISHED' && match.viewerSeats.length > 0 ? (
            <RematchOffer matchId={match.id} pushes={pushes} />
          ) : null}
        </div>
      ) : null}

      {/* The players: above the board on a phone, at the head of the side column on the one-screen table. */}
      <div className={styles.layout}>
        <Players match={match} />
        <section className={`panel ${styles.boardPanel}`} aria-label="Board">
          {several && match.status === 'ACTIVE' ? (
            <div className={`row ${styles.seatSwitch}`} role="group" aria-label="Play as" data-testid="seat-switch">
              <span className="hint">You play {match.viewerSeats.length} seats. Playing as:</span>
              {match.viewerSeats.map((s, i) => {
                const awaited = match.toAct.includes(s);
                const canMove = (match.seatMoves.find((m) => m.seat === s)?.moves.length ?? 0) > 0;
                return (
                  <button
                    key={s}
                    type="button"
                    className={`btn btn-small ${s === actingAs ? 'btn-primary' : ''}`}
                    aria-pressed={s === actingAs}
                    onClick={() => setChosenSeat(s)}
                    data-testid={`play-as-${s}`}
                  >
                    {capitalise(ordinalOf(i + 1))} seat
                    {awaited ? ' ▶' : canMove ? ' · may act' : ''}
                  </button>
                );
              })}
            </div>
          ) : null}
          <BlockedProvider blocked={acting?.blocked ?? NO_BLOCKED}>
            <Board
              matchId={match.id}
              gameId={match.game.id}
              view={match.view}
              legalMoves={legalMoves}
              choices={acting?.choices ?? []}
              prompt={acting?.prompt ?? null}
              blocked={acting?.blocked ?? []}
              viewerSeat={actingAs}
              toAct={match.toAct}
              mayAct={match.mayAct}
              players={players}
              status={match.status}
              submitting={submitting}
              onMove={(move) => void onMove(move)}
            />
          </BlockedProvider>
        </section>
        <div className={styles.sidebar}>
          <MatchLog match={match} pushed={pushedLog} />
          <Chat
            matchId={match.id}
            canChat={Boolean(viewer)}
            version={pushes}
            phrases={match.status === 'ACTIVE' && match.game.chatPhrases?.length ? match.game.chatPhrases : null}
          />
          <p
            className={`hint mono ${styles.seed}`}
            title={`Seed hash ${match.seedHash}${match.seed ? ` · seed ${match.seed}` : ''}`}
          >
            Seed hash {match.seedHash}
            {match.seed ? ` · seed ${match.seed}` : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
