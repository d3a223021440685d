'use client';
// Match history: your matches or everyone's public ones, filtered by game, status and result (filters live in the URL).
import { useQuery } from '@apollo/client/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import type { MatchResultFilter, MatchStatus } from '@/gql/graphql';
import { GAMES_QUERY, MATCHES_QUERY } from '@/lib/operations';
import { MatchSummaryItem, type MatchSummary } from './MatchSummaryItem';
import { Empty, ErrorNotice, Loading } from './QueryState';
import { useViewer } from './useViewer';
import { LoadMore } from './LoadMore';

export function HistoryBrowser() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const { viewer, loading: viewerLoading } = useViewer();
  const scope = params.get('scope') ?? (viewer ? 'mine' : 'all');
  const gameId = params.get('game') ?? '';
  // Values from the address are kept only when they mean something; anything else reads as the default filter.
  const status = oneOf(params.get('status'), ['', 'ACTIVE', 'FINISHED', 'ABORTED'], 'FINISHED');
  const result = oneOf(params.get('result'), ['', 'WON', 'LOST'], '');
  const mine = scope === 'mine' && viewer;
  const games = useQuery(GAMES_QUERY, { ssr: false });
  const { data, loading, error, refetch, fetchMore } = useQuery(MATCHES_QUERY, {
    ssr: false,
    skip: viewerLoading,
    variables: {
      username: mine ? viewer.username : null,
      gameId: gameId || null,
      status: (status || null) as MatchStatus | null,
      result: (mine && result ? result : null) as MatchResultFilter | null,
      first: 20,
    },
    notifyOnNetworkStatusChange: true,
  });

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params.toString());
    next.set(key, value);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }

  const matches: MatchSummary[] = (data?.matches.edges ?? []).map((e: { node: MatchSummary }) => e.node);
  const pageInfo = data?.matches.pageInfo as { hasNextPage: boolean; endCursor?: string | null } | undefined;

  return (
    <>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-scope`}>Whose matches</label>
          <select id={`${id}-scope`} value={mine ? 'mine' : 'all'} onChange={(e) => setFilter('scope', e.target.value)}>
            <option value="all">Everyone’s public matches</option>
            <option value="mine" disabled={!viewer}>
              {viewer ? 'My matches' : 'My matches (log in first)'}
            </option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-game`}>Game</label>
          <select id={`${id}-game`} value={gameId} onChange={(e) => setFilter('game', e.target.value)}>
            <option value="">All games</option>
            {(games.data?.games ?? []).map((g: { id: string; name: string }) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="FINISHED">Finished</option>
            <option value="ACTIVE">In progress</option>
            <option value="ABORTED">Aborted</option>
            <option value="">Any</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-result`}>Result</label>
          <select
            id={`${id}-result`}
            value={mine ? result : ''}
            disabled={!mine}
            onChange={(e) => setFilter('result', e.target.value)}
            aria-describedby={`${id}-result-hint`}
          >
            <option value="">Any result</option>
            <option value="WON">Won</option>
            <option value="LOST">Lost</option>
          </select>
          <p className="hint" id={`${id}-result-hint`}>
            {mine ? 'Your result in each match.' : 'Pick “My matches” to filter by result.'}
          </p>
        </div>
      </div>
      {(loading && !data) || viewerLoading ? (
        <Loading label="Loading the history…" />
      ) : error ? (
        <ErrorNotice
          error={error}
          what="The history could not be loaded"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : matches.length === 0 ? (
        <Empty title="No matches match these filters." />
      ) : (
        <>
          <ul className="cards" data-testid="history-list">
            {matches.map((m) => (
              <MatchSummaryItem key={m.id} match={m} {...(mine ? { username: viewer.username } : {})} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={pageInfo?.hasNextPage}
            loading={loading}
            label="Show older matches"
            onMore={() =>
              fetchMore({
                variables: { after: pageInfo?.endCursor },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  matches: {
                    ...fetchMoreResult.matches,
                    edges: [...prev.matches.edges, ...fetchMoreResult.matches.edges],
                  },
                }),
              })
            }
          />
        </>
      )}
    </>
  );
}

/** The value when it is one of the allowed ones, else the fallback. */
function oneOf(value: string | null, allowed: readonly string[], fallback: string): string {
  return value !== null && allowed.includes(value) ? value : fallback;
}
