'use client';
// Create a lobby: game, its options (generated from the game's JSON Schema), seats, privacy, rated or casual, and time control.
// With ?challenge=<username> the same form challenges that user: the lobby is private and holds a seat for them.
import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { CHALLENGE, CREATE_LOBBY, GAMES_FOR_LOBBY_QUERY } from '@/lib/operations';
import { playersLabel, serverMessage } from '@/lib/format';
import { optionFields } from '@/lib/options-schema';
import { readOptions } from '@/lib/options-schema';
import { FIREFLY_GAME, readCampaignGames } from '@/lib/firefly-campaign';
import { FireflyCampaignOrder } from './FireflyCampaignOrder';
import { OptionsFields } from './OptionsFields';
import { Empty, ErrorNotice, InlineError, Loading } from './QueryState';
import { useViewer } from './useViewer';

interface LobbyGame {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: unknown;
  botLevels: string[];
  campaignGames?: number | null;
}

export function CreateLobbyForm() {
  const params = useSearchParams();
  const router = useRouter();
  const id = useId();
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error, refetch } = useQuery(GAMES_FOR_LOBBY_QUERY, { ssr: false });
  const [createLobby] = useMutation(CREATE_LOBBY);
  const [challenge] = useMutation(CHALLENGE);
  const challengee = params.get('challenge');
  const [picked, setPicked] = useState<string | null>(null);
  const [kind, setKind] = useState<'REALTIME' | 'ASYNC'>('ASYNC');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [campaign, setCampaign] = useState(false);

  const games: LobbyGame[] = data?.games ?? [];
  const gameId = picked ?? params.get('game') ?? games[0]?.id ?? '';
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const fields = useMemo(() => optionFields(game?.optionsSchema), [game]);
  const prefix = `opt-${game?.id ?? ''}-`;

  if (viewerLoading || (loading && !data)) return <Loading label="Loading the games…" />;
  if (!viewer) {
    return (
      <Empty title="Log in to open a lobby.">
        <Link href="/login?next=/lobbies/new">Log in</Link> or <Link href="/signup?next=/lobbies/new">sign up</Link>.
      </Empty>
    );
  }
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The games could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!game) return <Empty title="No games are hosted on this server." />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!game) return;
    const form = new FormData(event.currentTarget);
    const { options: chosen, problems } = readOptions(fields, form, prefix);
    const asCampaign = campaign && Boolean(game.campaignGames);
    // Legendary Encounters' Campaign Variant: the five games' Objectives, picked below the campaign checkbox.
    const campaignGames =
      asCampaign && game.id === FIREFLY_GAME ? readCampaignGames(form, game.campaignGames ?? 0) : undefined;
    const options = campaignGames ? { ...chosen, campaignGames } : chosen;
    const seats = Number(form.get('seats'));
    if (!Number.isInteger(seats) || seats < game.minPlayers || seats > game.maxPlayers) {
      problems.push(`Seats: ${playersLabel(game.minPlayers, game.maxPlayers)}.`);
    } else if (challengee && seats < 2) problems.push(`Seats: at least 2, one of them for ${challengee}.`);
    const amount = Number(form.get('amount'));
    if (kind === 'REALTIME' && (!Number.isInteger(amount) || amount < 10 || amount > 3600))
      problems.push('Seconds per decision: from 10 to 3600.');
    if (kind === 'ASYNC' && (!Number.isInteger(amount) || amount < 1 || amount > 336))
      problems.push('Hours per decision: from 1 to 336.');
    if (problems.length > 0) {
      setProblem(problems.join(' '));
      return;
    }
    setProblem(null);
    setBusy(true);
    const input = {
      gameId: game.id,
      seats,
      options,
      private: challengee !== null || form.get('private') === 'on',
      campaign: asCampaign,
      rated: form.get('rated') === 'on',
      timeControl: kind === 'REALTIME' ? { kind, seconds: amount } : { kind, hours: amount },
    };
    try {
      const lobbyId = challengee
        ? (
            (await challenge({ variables: { username: challengee, input } })).data?.challenge as
              | { lobby: { id: string } }
              | undefined
          )?.lobby.id
        : ((await createLobby({ variables: { input } })).data?.createLobby as { id: string } | undefined)?.id;
      if (lobbyId) router.push(`/lobbies/${encodeURIComponent(lobbyId)}`);
    } catch (e) {
      setProblem(serverMessage(e));
      setBusy(false);
    }
  }

  return (
    <form className="form panel panel-brass" onSubmit={onSubmit} noValidate data-testid="create-lobby-form">
      {challengee ? (
        <p role="status" data-testid="challenge-note">
          Challenging <strong>{challengee}</strong>: the lobby is private and keeps a seat for them. When they accept
          and every seat is taken, the match starts; seat bots in any others from the lobby.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-game`}>Game</label>
        <select
          id={`${id}-game`}
          value={game.id}
          onChange={(e) => {
            setPicked(e.target.value);
            setCampaign(false);
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset key={game.id}>
        <legend>Game options</legend>
        <div className="stack">
          <OptionsFields fields={fields} prefix={prefix} />
        </div>
      </fieldset>
      <div className="field" key={`seats-${game.id}`}>
        <label htmlFor={`${id}-seats`}>Seats</label>
        <input
          id={`${id}-seats`}
          name="seats"
          type="number"
          inputMode="numeric"
          min={game.minPlayers}
          max={game.maxPlayers}
          defaultValue={challengee ? Math.max(2, game.minPlayers) : game.minPlayers}
          aria-describedby={`${id}-seats-hint`}
        />
        <p className="hint" id={`${id}-seats-hint`}>
          {playersLabel(game.minPlayers, game.maxPlayers)}. Empty seats can be filled with bots in the lobby.
        </p>
      </div>
      <fieldset>
        <legend>Time control</legend>
        <div className="row" role="radiogroup" aria-label="Time control kind">
          <label className="check">
            <input
              type="radio"
              name="kind"
              value="ASYNC"
              checked={kind === 'ASYNC'}
              onChange={() => setKind('ASYNC')}
            />
            Async (hours per decision)
          </label>
          <label className="check">
            <input
              type="radio"
              name="kind"
              value="REALTIME"
              checked={kind === 'REALTIME'}
              onChange={() => setKind('REALTIME')}
            />
            Realtime (seconds per decision)
          </label>
        </div>
        <div className="field" style={{ marginTop: '0.8rem' }} key={kind}>
          <label htmlFor={`${id}-amount`}>{kind === 'REALTIME' ? 'Seconds per decision' : 'Hours per decision'}</label>
          <input
            id={`${id}-amount`}
            name="amount"
            type="number"
            inputMode="numeric"
            min={kind === 'REALTIME' ? 10 : 1}
            max={kind === 'REALTIME' ? 3600 : 336}
            defaultValue={kind === 'REALTIME' ? 120 : 24}
          />
          <p className="hint">
            {kind === 'REALTIME' ? 'From 10 to 3600 seconds.' : 'From 1 to 336 hours (two weeks).'}
          </p>
        </div>
      </fieldset>
      {challengee ? null : (
        <div className="field">
          <label
            className="check"
            style={{ textTransform: 'none', letterSpacing: 0, fontFamily: 'inherit', fontSize: '1rem' }}
          >
            <input type="checkbox" name="private" />
            Private lobby (not listed; only people with the invite link can join)
          </label>
        </div>
      )}
      <div className="field">
        <label
          className="check"
          style={{ textTransform: 'none', letterSpacing: 0, fontFamily: 'inherit', fontSize: '1rem' }}
        >
          <input type="checkbox" name="rated" defaultChecked aria-describedby={`${id}-rated-hint`} />
          Rated
        </label>
        <p className="hint" id={`${id}-rated-hint`}>
          A rated match counts for the leaderboard. It is casual anyway if a bot takes a seat or the options differ from
          the game’s standard ones.
        </p>
      </div>
      {game.campaignGames ? (
        <div className="field" key={`campaign-${game.id}`}>
          <label
            className="check"
            style={{ textTransform: 'none', letterSpacing: 0, fontFamily: 'inherit', fontSize: '1rem' }}
          >
            <input type="checkbox" name="campaign" checked={campaign} onChange={(e) => setCampaign(e.target.checked)} />
            Play a campaign: {game.campaignGames} games in a row by the same players, with a campaign score at the end
          </label>
        </div>
      ) : null}
      {campaign && game.campaignGames && game.id === FIREFLY_GAME ? (
        <FireflyCampaignOrder key={`order-${game.id}`} />
      ) : null}
      <InlineError message={problem} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Opening…' : challengee ? `Challenge ${challengee}` : 'Open the lobby'}
        </button>
      </div>
    </form>
  );
}
