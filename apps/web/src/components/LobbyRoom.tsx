'use client';
// A lobby, live: seats and chat update through lobbyUpdated; join/leave, bots, removing people, invite link, and start for the host.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ADD_BOT,
  JOIN_LOBBY,
  LEAVE_LOBBY,
  LOBBY_CHAT_QUERY,
  LOBBY_QUERY,
  LOBBY_UPDATED,
  REMOVE_BOT,
  REMOVE_PLAYER,
  SEND_LOBBY_MESSAGE,
  START_MATCH,
  TAKE_ANOTHER_SEAT,
} from '@/lib/operations';
import { campaignObjectives, objectiveLabel } from '@/lib/firefly-campaign';
import { humanizeKey, playersLabel, serverMessage, timeControlLabel } from '@/lib/format';
import { GameArt } from './GameArt';
import { useChatThread } from './useChatThread';
import { Empty, ErrorNotice, InlineError, Loading } from './QueryState';
import { RatedBadge } from './RatedBadge';
import { useViewer } from './useViewer';

interface LobbyData {
  id: string;
  seats: number;
  status: string;
  private: boolean;
  campaign?: boolean;
  rated?: boolean;
  casualReason?: string | null;
  options: unknown;
  game: { id: string; name: string; mode: string; minPlayers: number; maxPlayers: number; botLevels: string[] };
  host: { id: string; username: string };
  players: { seat: number; bot?: string | null; user?: { id: string; username: string } | null }[];
  timeControl: { kind: string; seconds?: number | null; hours?: number | null };
  match?: { id: string; status: string } | null;
  viewerRemoved: boolean;
}

interface LobbyMessage {
  id: string;
  seat?: number | null;
  text: string;
  user: { id: string; username: string };
}

/** An option's value in words; a campaign's mix-and-match order reads game by game. */
function optionText(gameId: string, key: string, value: unknown, options: unknown): string {
  const games = key === 'campaignGames' ? campaignObjectives(gameId, options) : null;
  if (games) return games.map((trio, i) => `Game ${i + 1}: ${trio.map(objectiveLabel).join(', ')}`).join(' · ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function CopyInvite({ url }: { url: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Invite link</label>
      <div className="row" style={{ flexWrap: 'nowrap' }}>
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invite-link"
        />
        <button
          type="button"
          className="btn"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied('copied');
            } catch {
              setCopied('failed');
            }
          }}
        >
          Copy
        </button>
      </div>
      <p className="hint" role="status" aria-live="polite" style={{ minHeight: '1.3em' }}>
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'Could not copy: select the link and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}

/** The lobby's chat before the start; `pushes` counts lobbyUpdated events, each of which refetches the newest messages. */
function LobbyChat({
  lobbyId,
  pushes,
  canChat,
  closed,
}: {
  lobbyId: string;
  pushes: number;
  canChat: boolean;
  closed: boolean;
}) {
  const chat = useQuery(LOBBY_CHAT_QUERY, { ssr: false, variables: { id: lobbyId } });
  const { refetch } = chat;
  useEffect(() => {
    if (pushes > 0) void refetch().catch(() => undefined);
  }, [pushes, refetch]);
  const [send, { loading }] = useMutation(SEND_LOBBY_MESSAGE);
  const id = useId();
  const messages: LobbyMessage[] = (chat.data?.lobby?.chat.edges ?? []).map((e: { node: LobbyMessage }) => e.node);
  const { listRef, problem, onSubmit } = useChatThread(
    messages.at(-1)?.id,
    (text) => send({ variables: { lobbyId, text } }),
    refetch,
  );

  return (
    <section className="panel stack" aria-labelledby="lobby-chat-title">
      <h2 id="lobby-chat-title" className="section-title" style={{ marginTop: 0 }}>
        Chat
      </h2>
      <ol
        ref={listRef}
        className="list-plain stack"
        aria-live="polite"
        aria-label="Lobby chat"
        data-testid="lobby-chat"
        tabIndex={0}
        style={{ maxHeight: '16rem', overflowY: 'auto', gap: '0.3rem' }}
      >
        {chat.error && !chat.data ? (
          <li className="notice-error">Chat could not be loaded: {serverMessage(chat.error)}</li>
        ) : null}
        {messages.length === 0 && !chat.error ? (
          <li className="hint">{chat.loading ? 'Loading the chat…' : 'No messages yet.'}</li>
        ) : null}
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.user.username}</strong>: {m.text}
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="hint">The lobby chat closed when the match started.</p>
      ) : canChat ? (
        <form className="row" style={{ flexWrap: 'nowrap' }} onSubmit={onSubmit}>
          <label htmlFor={id} className="visually-hidden">
            Message
          </label>
          <input id={id} name="text" type="text" maxLength={500} autoComplete="off" placeholder="Say something…" />
          <button type="submit" className="btn btn-small" disabled={loading}>
            Send
          </button>
        </form>
      ) : (
        <p className="hint">Take a seat to chat.</p>
      )}
      <InlineError message={problem} testId="lobby-chat-error" />
    </section>
  );
}

export function LobbyRoom({ lobbyId }: { lobbyId: string }) {
  const router = useRouter();
  const { viewer, loading: viewerLoading } = useViewer();
  // From the network, not the cache: whether the lobby was still open when this page opened decides the redirect below.
  const { data, loading, error, refetch } = useQuery(LOBBY_QUERY, {
    ssr: false,
    fetchPolicy: 'network-only',
    variables: { id: lobbyId },
  });
  // Normalised by id, so each pushed lobby replaces the cached one and the seats below re-render; pushes refresh the chat.
  const [pushes, setPushes] = useState(0);
  useSubscription(LOBBY_UPDATED, { variables: { lobbyId }, onData: () => setPushes((n) => n + 1) });
  const [join] = useMutation(JOIN_LOBBY);
  const [leave] = useMutation(LEAVE_LOBBY);
  const [takeAnother] = useMutation(TAKE_ANOTHER_SEAT);
  const [addBot] = useMutation(ADD_BOT);
  const [removeBot] = useMutation(REMOVE_BOT);
  const [removePlayer] = useMutation(REMOVE_PLAYER);
  const [start] = useMutation(START_MATCH);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [botLevel, setBotLevel] = useState<string>('');
  const [origin, setOrigin] = useState('');
  const botId = useId();

  useEffect(() => setOrigin(window.location.origin), []);

  const lobby = data?.lobby as LobbyData | null | undefined;
  const matchId = lobby?.match?.id;
  const status = lobby?.status;
  // Someone the host removed stays here to read that, rather than follow the lobby into a match they are not in.
  const wasRemoved = lobby?.viewerRemoved ?? false;
  // Whoever watched the lobby while it was open follows it into its match the moment it starts. The match replaces the
  // lobby in the history, so Back from the match goes to where they were before; a lobby that had already started when
  // the page opened (a link, a reload) says so instead of redirecting.
  const sawOpen = useRef(false);
  useEffect(() => {
    if (status === 'OPEN') sawOpen.current = true;
    if (matchId && sawOpen.current && !wasRemoved) router.replace(`/match/${encodeURIComponent(matchId)}`);
  }, [matchId, status, wasRemoved, router]);

  if (loading && !data) return <Loading label="Opening the lobby…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The lobby could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!lobby)
    return (
      <Empty title="No lobby at this address.">
        It may have closed. <Link href="/lobbies">See the open lobbies</Link>.
      </Empty>
    );

  const isHost = viewer?.id === lobby.host.id;
  const mySeat = viewer ? lobby.players.find((p) => p.user?.id === viewer.id) : undefined;
  const removed = lobby.viewerRemoved && !mySeat;
  const full = lobby.players.length >= lobby.seats;
  const canStart = isHost && lobby.status === 'OPEN' && lobby.players.length >= lobby.game.minPlayers && full;
  // A sensible partner by default; the host picks another level if they like.
  const level = botLevel || (lobby.game.botLevels.includes('normal') ? 'normal' : lobby.game.botLevels[0]) || '';

  async function act(name: string, run: () => Promise<unknown>) {
    setBusy(name);
    setProblem(null);
    try {
      await run();
    } catch (e) {
      setProblem(serverMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const seats = Array.from({ length: lobby.seats }, (_, seat) => lobby.players.find((p) => p.seat === seat));
  const options =
    typeof lobby.options === 'object' && lobby.options !== null
      ? Object.entries(lobby.options as Record<string, unknown>)
      : [];

  return (
    <div className="stack">
      <header className="page-head spread" style={{ alignItems: 'flex-start' }}>
        <div>
          <p className="eyebrow">
            Lobby · {lobby.status === 'OPEN' ? 'open' : lobby.status === 'STARTED' ? 'started' : 'closed'}
            {lobby.private ? ' · private' : ''}
            {lobby.campaign ? ' · campaign' : ''}
          </p>
          <h1 className="page-title">{lobby.game.name}</h1>
          <p className="muted" style={{ margin: 0 }}>
            Hosted by <Link href={`/u/${encodeURIComponent(lobby.host.username)}`}>{lobby.host.username}</Link> ·{' '}
            {playersLabel(lobby.game.minPlayers, lobby.game.maxPlayers)} · {timeControlLabel(lobby.timeControl)} ·{' '}
            <RatedBadge rated={lobby.rated} casualReason={lobby.casualReason} />
          </p>
        </div>
        <GameArt gameId={lobby.game.id} className="lobby-art" />
      </header>

      <section className="panel panel-brass" aria-labelledby="seats-title">
        <h2 id="seats-title" className="section-title" style={{ marginTop: 0 }}>
          Seats ({lobby.players.length} of {lobby.seats})
        </h2>
        <ol className="list-plain stack" data-testid="lobby-seats">
          {seats.map((player, seat) => (
            <li key={seat} className="spread seat-row" data-testid="lobby-seat">
              <span>
                <span className="mono dim">Seat {seat + 1} · </span>
                {player?.user ? (
                  <>
                    <Link href={`/u/${encodeURIComponent(player.user.username)}`}>{player.user.username}</Link>
                    {player.user.id === lobby.host.id ? (
                      <span className="badge badge-amber" style={{ marginLeft: '0.4rem' }}>
                        Host
                      </span>
                    ) : null}
                    {player.user.id === viewer?.id ? (
                      <span className="badge badge-ok" style={{ marginLeft: '0.4rem' }}>
                        You
                      </span>
                    ) : null}
                  </>
                ) : player?.bot ? (
                  <>
                    <span>Bot</span> <span className="badge">🤖 bot · {player.bot}</span>
                  </>
                ) : (
                  <span className="dim">Empty seat</span>
                )}
              </span>
              {player?.user && isHost && lobby.status === 'OPEN' && player.user.id !== viewer.id ? (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={busy !== null}
                  onClick={() => {
                    const user = player.user!;
                    void act('remove', () => removePlayer({ variables: { lobbyId, userId: user.id } }));
                  }}
                  aria-label={`Remove ${player.user.username} from the lobby`}
                >
                  Remove
                </button>
              ) : null}
              {player?.bot && isHost && lobby.status === 'OPEN' ? (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={busy !== null}
                  onClick={() => void act('remove', () => removeBot({ variables: { lobbyId, seat } }))}
                  aria-label={`Remove the bot from seat ${seat + 1}`}
                >
                  Remove the bot
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <InlineError message={problem} testId="lobby-error" />

      {removed ? (
        <p className="notice notice-error" role="alert" data-testid="lobby-removed">
          {lobby.host.username} removed you from this lobby.{' '}
          {lobby.status !== 'OPEN'
            ? ''
            : lobby.private
              ? 'It is private: you cannot join it again.'
              : 'It is public: you may join it again.'}
        </p>
      ) : null}

      {lobby.status === 'OPEN' ? (
        <section className="panel stack" aria-label="Lobby actions">
          {viewerLoading ? null : !viewer ? (
            <p>
              <Link href={`/login?next=${encodeURIComponent(`/lobbies/${lobbyId}`)}`}>Log in</Link> or{' '}
              <Link href={`/signup?next=${encodeURIComponent(`/lobbies/${lobbyId}`)}`}>sign up</Link> to take a seat.
            </p>
          ) : (
            <div className="row">
              {!mySeat && !full && !(removed && lobby.private) ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy !== null}
                  onClick={() => void act('join', () => join({ variables: { lobbyId } }))}
                >
                  {busy === 'join' ? 'Joining…' : 'Join this lobby'}
                </button>
              ) : null}
              {mySeat && !full && lobby.game.mode === 'COOPERATIVE' ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  title="Play another character yourself, as in a solo game with two Avatars"
                  onClick={() => void act('another', () => takeAnother({ variables: { lobbyId } }))}
                >
                  {busy === 'another' ? 'Taking a seat…' : 'Take another seat'}
                </button>
              ) : null}
              {mySeat ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  onClick={() => void act('leave', () => leave({ variables: { lobbyId } }))}
                >
                  {busy === 'leave' ? 'Leaving…' : 'Leave'}
                </button>
              ) : null}
              {!mySeat && full ? (
                <p className="muted" style={{ margin: 0 }}>
                  This lobby is full.
                </p>
              ) : null}
            </div>
          )}

          {isHost ? (
            <div className="row" style={{ alignItems: 'flex-end' }}>
              {lobby.game.botLevels.length > 0 ? (
                <div className="field" style={{ minWidth: '10rem' }}>
                  <label htmlFor={botId}>Bot level</label>
                  <select id={botId} value={level} onChange={(e) => setBotLevel(e.target.value)}>
                    {lobby.game.botLevels.map((l) => (
                      <option key={l} value={l}>
                        {humanizeKey(l)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <button
                type="button"
                className="btn"
                disabled={busy !== null || full}
                onClick={() => void act('bot', () => addBot({ variables: { lobbyId, level: level || null } }))}
              >
                {busy === 'bot' ? 'Seating…' : 'Add a bot'}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy !== null || !canStart}
                aria-describedby="start-hint"
                onClick={() =>
                  void act('start', async () => {
                    const result = await start({ variables: { lobbyId } });
                    const id = (result.data?.startMatch as { id: string } | undefined)?.id;
                    if (id) router.replace(`/match/${encodeURIComponent(id)}`);
                  })
                }
              >
                {busy === 'start' ? 'Starting…' : 'Start the match'}
              </button>
              <p id="start-hint" className="hint" style={{ flexBasis: '100%' }}>
                {canStart ? 'Every seat is filled: you can start.' : 'Fill every seat (players or bots) to start.'}
              </p>
            </div>
          ) : mySeat ? (
            <p className="hint">Waiting for {lobby.host.username} to start the match.</p>
          ) : null}

          {origin ? <CopyInvite url={`${origin}/lobbies/${encodeURIComponent(lobby.id)}`} /> : null}
        </section>
      ) : lobby.match ? (
        <p className="row" data-testid="lobby-started">
          <span>{lobby.match.status === 'ACTIVE' ? 'This lobby has started —' : 'This lobby’s match is over —'}</span>
          <Link className="btn btn-primary" href={`/match/${encodeURIComponent(lobby.match.id)}`}>
            Go to the match
          </Link>
        </p>
      ) : (
        <Empty title="This lobby is closed." />
      )}

      <LobbyChat lobbyId={lobbyId} pushes={pushes} canChat={Boolean(mySeat)} closed={lobby.status !== 'OPEN'} />

      {options.length > 0 ? (
        <section className="panel" aria-labelledby="options-title">
          <h2 id="options-title" className="section-title" style={{ marginTop: 0 }}>
            Options
          </h2>
          <dl className="kv">
            {options.map(([key, value]) => (
              <div key={key}>
                <dt>{humanizeKey(key)}</dt>
                <dd>{optionText(lobby.game.id, key, value, lobby.options)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
