'use client';
// A campaign's page: progress game by game (with each game's Objectives where the game has them), the score and how it adds up, the rating, and "start the next game" for its players.
import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CAMPAIGN_QUERY, CONTINUE_CAMPAIGN } from '@/lib/operations';
import { campaignObjectives, objectiveLabel } from '@/lib/firefly-campaign';
import { formatDate, seatName, serverMessage } from '@/lib/format';
import { Empty, ErrorNotice, InlineError, Loading } from './QueryState';
import { useViewer } from './useViewer';

interface CampaignGameRow {
  number: number;
  finished: boolean;
  won?: boolean | null;
  score?: number | null;
  summary?: string | null;
  match: { id: string; status: string };
}

export function CampaignView({ campaignId }: { campaignId: string }) {
  const router = useRouter();
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(CAMPAIGN_QUERY, {
    variables: { id: campaignId },
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  const [continueCampaign, { loading: starting }] = useMutation(CONTINUE_CAMPAIGN);
  const [problem, setProblem] = useState<string | null>(null);

  if (loading && !data) return <Loading label="Loading the campaign…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The campaign could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const campaign = data?.campaign;
  if (!campaign) return <Empty title="No such campaign." />;

  const games = campaign.games as CampaignGameRow[];
  const players = campaign.players.map((p) => ({ seat: p.seat, bot: p.bot ?? null, user: p.user ?? null }));
  const isPlayer = viewer != null && players.some((p) => p.user?.id === viewer.id);
  const current = games.find((g) => !g.finished);
  const over = campaign.status === 'FINISHED';
  // Legendary Encounters: the Objectives of each game, from the campaign's options.
  const objectives = campaignObjectives(campaign.game.id, campaign.options);

  async function startNext() {
    setProblem(null);
    try {
      const result = await continueCampaign({ variables: { campaignId } });
      const id = (result.data?.continueCampaign as { id: string } | undefined)?.id;
      if (id) router.push(`/match/${encodeURIComponent(id)}`);
    } catch (e) {
      setProblem(serverMessage(e));
    }
  }

  return (
    <div className="stack" data-testid="campaign">
      <header className="page-head">
        <p className="eyebrow">
          Campaign · {campaign.game.name} · {over ? 'finished' : 'in progress'}
          {campaign.private ? ' · private' : ''}
        </p>
        <h1 className="page-title">
          {over ? 'Final score' : 'Score so far'}: <span data-testid="campaign-score">{campaign.score}</span>
          {campaign.rating ? <> · {campaign.rating}</> : null}
        </h1>
        <p className="hint">
          {players.map((p) => seatName(p, p.seat)).join(', ')} · started {formatDate(campaign.createdAt as string)}
          {campaign.endedAt ? ` · ended ${formatDate(campaign.endedAt as string)}` : ''}
        </p>
      </header>

      <section className="panel" aria-label="Games">
        <h2>
          Games: {games.filter((g) => g.finished).length} of {campaign.gamesTotal} played
        </h2>
        <ol className="stack" data-testid="campaign-games">
          {Array.from({ length: campaign.gamesTotal }, (_, number) => {
            const game = games.find((g) => g.number === number);
            return (
              <li key={number} data-testid={`campaign-game-${number + 1}`}>
                <strong>Game {number + 1}</strong>
                {objectives?.[number] ? (
                  <span className="muted" data-testid={`campaign-game-${number + 1}-objectives`}>
                    {' '}
                    ({objectives[number].map(objectiveLabel).join(', ')})
                  </span>
                ) : null}
                {': '}
                {!game ? (
                  <span className="muted">not started</span>
                ) : game.finished ? (
                  <>
                    {game.won ? 'won' : 'lost'} · {game.score} points · {game.summary} ·{' '}
                    <Link href={`/match/${encodeURIComponent(game.match.id)}`}>see the match</Link>
                  </>
                ) : (
                  <>
                    being played ·{' '}
                    <Link href={`/match/${encodeURIComponent(game.match.id)}`}>
                      {isPlayer ? 'play it' : 'watch it'}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      {campaign.scoreLines.length > 0 ? (
        <section className="panel" aria-label="How the score adds up">
          <h2>How the score adds up</h2>
          <ul>
            {campaign.scoreLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {campaign.nextGame != null ? (
        isPlayer ? (
          <div className="stack">
            <div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={starting}
                onClick={() => void startNext()}
                data-testid="campaign-next"
              >
                {starting ? 'Starting…' : `Start game ${campaign.nextGame + 1}`}
              </button>
            </div>
            <InlineError message={problem} />
          </div>
        ) : (
          <p className="hint">Game {campaign.nextGame + 1} starts when one of the campaign's players starts it.</p>
        )
      ) : current ? (
        <p className="hint">Game {current.number + 1} is being played; the next one can start when it ends.</p>
      ) : null}
    </div>
  );
}
