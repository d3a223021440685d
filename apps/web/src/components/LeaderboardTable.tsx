'use client';
// One game's leaderboard, a page at a time (cursor pagination), with the viewer's own row highlighted and labelled.
import { PROVISIONAL_MATCHES, RATING_EXPLAINED, ratingWords } from '@/lib/rating';
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useState } from 'react';
import { LEADERBOARD_QUERY } from '@/lib/operations';
import { Empty, ErrorNotice, Loading } from './QueryState';
import { useViewer } from './useViewer';

const PAGE_SIZE = 25;

interface Entry {
  rank: number;
  rating?: number | null;
  deviation?: number | null;
  score?: number | null;
  matches: number;
  wins: number;
  winRate?: number | null;
  user: { id: string; username: string };
}

const fixed = (n: number | null | undefined, digits = 0) => (n == null ? '—' : n.toFixed(digits));

export function LeaderboardTable({ gameId }: { gameId: string }) {
  const { viewer } = useViewer();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [board, setBoard] = useState<'MATCHES' | 'CAMPAIGNS'>('MATCHES');
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(LEADERBOARD_QUERY, {
    ssr: false,
    variables: { gameId, first: PAGE_SIZE, after, board },
  });
  const shown = data ?? previousData;

  if (loading && !shown) return <Loading label="Loading the leaderboard…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The leaderboard could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const game = shown?.game as
    | { id: string; name: string; mode: string; campaignGames?: number | null }
    | null
    | undefined;
  if (!game)
    return (
      <Empty title="No such game on this server.">
        <Link href="/leaderboards">All leaderboards</Link>
      </Empty>
    );
  const entries: Entry[] = (shown?.leaderboard.edges ?? []).map((e: { node: Entry }) => e.node);
  const pageInfo = shown?.leaderboard.pageInfo as { hasNextPage: boolean; endCursor?: string | null } | undefined;
  const campaigns = board === 'CAMPAIGNS';
  const coop = game.mode === 'COOPERATIVE' || campaigns;
  const pick = (next: 'MATCHES' | 'CAMPAIGNS') => {
    setBoard(next);
    setCursors([null]);
  };
  const page = cursors.length;

  return (
    <>
      <header className="page-head">
        <p className="eyebrow">
          Leaderboard ·{' '}
          {campaigns
            ? 'campaigns: best campaign score'
            : coop
              ? 'co-operative: wins, win rate, best score'
              : 'competitive: skill rating'}
        </p>
        <h1 className="page-title">{game.name}</h1>
        {game.campaignGames ? (
          <div className="row" role="group" aria-label="Board">
            <button
              type="button"
              className={`btn btn-small${campaigns ? '' : ' btn-primary'}`}
              aria-pressed={!campaigns}
              onClick={() => pick('MATCHES')}
            >
              Matches
            </button>
            <button
              type="button"
              className={`btn btn-small${campaigns ? ' btn-primary' : ''}`}
              aria-pressed={campaigns}
              onClick={() => pick('CAMPAIGNS')}
              data-testid="board-campaigns"
            >
              Campaigns
            </button>
          </div>
        ) : null}
      </header>
      {entries.length === 0 ? (
        <Empty title="Nobody is ranked yet.">
          {campaigns ? 'Finish a rated campaign to appear here.' : 'Finish a rated match to appear here.'}
        </Empty>
      ) : (
        <div
          className="table-wrap"
          tabIndex={0}
          role="region"
          aria-label={`${game.name} leaderboard table (scrolls sideways on small screens)`}
        >
          <table className="table" data-testid="leaderboard">
            <caption className="visually-hidden">
              {game.name} leaderboard, page {page}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Rank
                </th>
                <th scope="col">Player</th>
                {coop ? (
                  <th scope="col" className="num">
                    {campaigns ? 'Best campaign' : 'Best score'}
                  </th>
                ) : (
                  <th scope="col" className="num">
                    <abbr title={RATING_EXPLAINED}>Rating</abbr>
                  </th>
                )}
                <th scope="col" className="num">
                  {campaigns ? 'Campaigns' : 'Matches'}
                </th>
                <th scope="col" className="num">
                  {campaigns ? 'Every game won' : 'Wins'}
                </th>
                <th scope="col" className="num">
                  {campaigns ? 'Share' : 'Win rate'}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const me = viewer?.id === entry.user.id;
                return (
                  <tr
                    key={entry.user.id}
                    className={me ? 'highlight-row' : undefined}
                    aria-current={me ? 'true' : undefined}
                    data-testid="leaderboard-row"
                  >
                    <td className="num">{entry.rank}</td>
                    <td>
                      <Link href={`/u/${encodeURIComponent(entry.user.username)}`}>{entry.user.username}</Link>
                      {me ? (
                        <span className="badge badge-amber" style={{ marginLeft: '0.4rem' }}>
                          You
                        </span>
                      ) : null}
                    </td>
                    <td className="num">
                      {coop ? fixed(entry.score) : <RatingCell rating={entry.rating} matches={entry.matches} />}
                    </td>
                    <td className="num">{entry.matches}</td>
                    <td className="num">{entry.wins}</td>
                    <td className="num">{entry.winRate == null ? '—' : `${Math.round(entry.winRate * 100)}%`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="dim" data-testid="leaderboard-note">
        {campaigns
          ? 'Only rated campaigns count: every game played by people alone, with the standard options; a campaign with a bot or easier options stays in the history. Ranked by the best finished campaign, then campaigns finished and campaigns won outright.'
          : `Only rated matches count: people against people, with the game's standard options. Matches with a bot or other options are casual and stay off this board. ${
              coop
                ? 'Co-operative games rank by wins, then win rate, then best score.'
                : 'The rating is OpenSkill’s cautious estimate μ − 3σ, shown as 1,000 + 40 × that: everyone starts at 1,000, and a first loss in a two-player match costs about 73.'
            }`}
      </p>
      <nav className="pager" aria-label="Leaderboard pages">
        <button
          type="button"
          className="btn btn-small"
          disabled={page === 1 || loading}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          ◀ Previous
        </button>
        <span className="mono dim" aria-live="polite">
          Page {page}
        </span>
        <button
          type="button"
          className="btn btn-small"
          disabled={!pageInfo?.hasNextPage || loading}
          onClick={() => setCursors((c) => [...c, pageInfo?.endCursor ?? null])}
        >
          Next ▶
        </button>
      </nav>
    </>
  );
}

function RatingCell({ rating, matches }: { rating: number | null | undefined; matches: number }) {
  const { value, provisional } = ratingWords({ rating, matches });
  return (
    <>
      {value}
      {provisional ? (
        <span className="dim" title={`Provisional: fewer than ${PROVISIONAL_MATCHES} rated matches`}>
          {' '}
          (provisional)
        </span>
      ) : null}
    </>
  );
}
