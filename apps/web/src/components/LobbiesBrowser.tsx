'use client';
// Lobby list with filters (game, status) kept in the URL, so a filtered view can be shared or reloaded.
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import type { LobbyStatus } from '@/gql/graphql';
import { GAMES_QUERY, LOBBIES_QUERY } from '@/lib/operations';
import { LobbyCard, type LobbySummary } from './LobbyCard';
import { Empty, ErrorNotice, Loading } from './QueryState';
import { LoadMore } from './LoadMore';

const STATUSES = [
  { value: 'OPEN', label: 'Open' },
  { value: 'STARTED', label: 'Started' },
  { value: 'CLOSED', label: 'Closed' },
  { value: '', label: 'Any status' },
] as const;

export function LobbiesBrowser() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const gameId = params.get('game') ?? '';
  const status = params.get('status') ?? 'OPEN';
  const games = useQuery(GAMES_QUERY, { ssr: false });
  const { data, loading, error, refetch, fetchMore } = useQuery(LOBBIES_QUERY, {
    ssr: false,
    variables: { gameId: gameId || null, status: (status || null) as LobbyStatus | null, first: 20 },
    notifyOnNetworkStatusChange: true,
    pollInterval: 15_000,
  });

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params.toString());
    next.set(key, value);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }

  const lobbies: LobbySummary[] = (data?.lobbies.edges ?? []).map((e: { node: LobbySummary }) => e.node);
  const pageInfo = data?.lobbies.pageInfo as { hasNextPage: boolean; endCursor?: string | null } | undefined;

  return (
    <>
      <div className="filters">
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
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-action">
          <Link
            className="btn btn-primary"
            href={gameId ? `/lobbies/new?game=${encodeURIComponent(gameId)}` : '/lobbies/new'}
          >
            Open a lobby
          </Link>
        </div>
      </div>
      {loading && !data ? (
        <Loading label="Looking for lobbies…" />
      ) : error ? (
        <ErrorNotice
          error={error}
          what="Lobbies could not be loaded"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : lobbies.length === 0 ? (
        <Empty title="No lobbies match these filters.">
          Private lobbies are only reachable through their invite link.
        </Empty>
      ) : (
        <>
          <ul className="cards" data-testid="lobby-list">
            {lobbies.map((l) => (
              <LobbyCard key={l.id} lobby={l} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={pageInfo?.hasNextPage}
            loading={loading}
            label="Show more lobbies"
            onMore={() =>
              fetchMore({
                variables: { after: pageInfo?.endCursor },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  lobbies: {
                    ...fetchMoreResult.lobbies,
                    edges: [...prev.lobbies.edges, ...fetchMoreResult.lobbies.edges],
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
