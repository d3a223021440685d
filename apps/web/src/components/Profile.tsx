'use client';
// A player's profile: record, ratings per game, campaigns, recent matches.
import { RATING_EXPLAINED, ratingWords } from '@/lib/rating';
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { USER_PROFILE } from '@/lib/operations';
import { formatDate } from '@/lib/format';
import { MatchSummaryItem, type MatchSummary } from './MatchSummaryItem';
import { Empty, ErrorNotice, Loading } from './QueryState';
import { useViewer } from './useViewer';

interface ProfileUser {
  id: string;
  username: string;
  createdAt: string;
  record: { played: number; wins: number; losses: number };
  ratings: { rating: number; deviation: number; matches: number; game: { id: string; name: string; mode: string } }[];
}

interface ProfileCampaign {
  id: string;
  status: string;
  gamesTotal: number;
  score: number;
  rating?: string | null;
  nextGame?: number | null;
  createdAt: string;
  game: { id: string; name: string };
  games: { number: number; finished: boolean }[];
}

export function Profile({ username }: { username: string }) {
  const { data, loading, error, refetch } = useQuery(USER_PROFILE, { ssr: false, variables: { username } });
  const { viewer } = useViewer();
  if (loading && !data) return <Loading label={`Looking up ${username}…`} />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="The profile could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const user = data?.user as ProfileUser | null | undefined;
  if (!user) return <Empty title={`Nobody goes by “${username}” on the Cortex.`} />;
  const matches: MatchSummary[] = (data?.matches.edges ?? []).map((e: { node: MatchSummary }) => e.node);
  const { played, wins, losses } = user.record;
  const campaigns: ProfileCampaign[] = (data?.campaigns.edges ?? []).map((e: { node: ProfileCampaign }) => e.node);

  return (
    <div className="stack">
      <header className="page-head">
        <p className="eyebrow">Crew file</p>
        <h1 className="page-title">{user.username}</h1>
        <p className="muted">Flying since {formatDate(user.createdAt)}</p>
        {viewer && viewer.id !== user.id ? (
          <p>
            <Link
              className="btn btn-primary"
              href={`/lobbies/new?challenge=${encodeURIComponent(user.username)}`}
              data-testid="challenge-user"
            >
              Challenge
            </Link>
          </p>
        ) : null}
      </header>
      <dl className="kv panel panel-brass" data-testid="record">
        <div>
          <dt>Played</dt>
          <dd className="tnum">{played}</dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd className="tnum">{wins}</dd>
        </div>
        <div>
          <dt>Lost</dt>
          <dd className="tnum">{losses}</dd>
        </div>
        <div>
          <dt>Win rate</dt>
          <dd className="tnum">{played > 0 ? `${Math.round((wins / played) * 100)}%` : '—'}</dd>
        </div>
      </dl>
      <h2 className="section-title">Ratings and wins</h2>
      {user.ratings.length === 0 ? (
        <Empty title="No finished matches yet." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" className="num">
                  <abbr title={`Competitive games: ${RATING_EXPLAINED} Co-operative games: matches won.`}>
                    Rating or wins
                  </abbr>
                </th>
                <th scope="col" className="num">
                  Matches
                </th>
              </tr>
            </thead>
            <tbody>
              {user.ratings.map((r) => (
                <tr key={r.game.id}>
                  <td>
                    <Link href={`/leaderboards/${encodeURIComponent(r.game.id)}`}>{r.game.name}</Link>
                  </td>
                  <td className="num">
                    {r.game.mode === 'COOPERATIVE' ? (
                      `${r.rating} ${r.rating === 1 ? 'win' : 'wins'}`
                    ) : (
                      <>
                        {ratingWords(r).value}
                        {ratingWords(r).provisional ? <span className="dim"> (provisional)</span> : null}
                      </>
                    )}
                  </td>
                  <td className="num">{r.matches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {campaigns.length > 0 ? (
        <>
          <h2 className="section-title">Campaigns</h2>
          <ul className="stack" data-testid="profile-campaigns">
            {campaigns.map((c) => (
              <li key={c.id}>
                <Link href={`/campaigns/${encodeURIComponent(c.id)}`}>{c.game.name}</Link> · started{' '}
                {formatDate(c.createdAt)} ·{' '}
                {c.status === 'FINISHED'
                  ? `finished: ${c.score} points${c.rating ? `, ${c.rating}` : ''}`
                  : `${c.games.filter((g) => g.finished).length} of ${c.gamesTotal} games played, ${c.score} points so far${c.nextGame != null ? ` · game ${c.nextGame + 1} waits to be started` : ''}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="section-title">Recent matches</h2>
      {matches.length === 0 ? (
        <Empty title="No matches yet." />
      ) : (
        <ul className="cards">
          {matches.map((m) => (
            <MatchSummaryItem key={m.id} match={m} username={user.username} />
          ))}
        </ul>
      )}
      <p>
        <Link href={`/history?scope=all`}>All public matches</Link>
      </p>
    </div>
  );
}
