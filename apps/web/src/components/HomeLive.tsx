'use client';
// Home page live sections: your active matches (signed in) and the open lobbies.
import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { LOBBIES_QUERY, MY_ACTIVE_MATCHES } from '@/lib/operations';
import { LobbyCard, type LobbySummary } from './LobbyCard';
import { MatchSummaryItem, type MatchSummary } from './MatchSummaryItem';
import { Empty, ErrorNotice, Loading } from './QueryState';
import { useViewer } from './useViewer';

export function MyActiveMatches() {
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error, refetch } = useQuery(MY_ACTIVE_MATCHES, {
    ssr: false,
    skip: !viewer,
    pollInterval: 15_000,
  });
  if (viewerLoading) return <Loading label="Checking who you are…" />;
  if (!viewer) {
    return (
      <Empty title="Your matches show up here.">
        <Link href="/login">Log in</Link> or <Link href="/signup">sign up</Link> to play.
      </Empty>
    );
  }
  if (loading && !data) return <Loading label="Loading your matches…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="Your matches could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const matches: MatchSummary[] = data?.myActiveMatches ?? [];
  if (matches.length === 0) {
    return (
      <Empty title="No active matches.">
        <Link href="/lobbies">Find a lobby</Link> or <Link href="/lobbies/new">open one</Link>.
      </Empty>
    );
  }
  return (
    <ul className="cards" data-testid="active-matches">
      {matches.map((m) => (
        <MatchSummaryItem key={m.id} match={m} username={viewer.username} />
      ))}
    </ul>
  );
}

export function OpenLobbies() {
  const { data, loading, error, refetch } = useQuery(LOBBIES_QUERY, {
    ssr: false,
    variables: { status: 'OPEN', first: 6 },
    pollInterval: 20_000,
  });
  if (loading && !data) return <Loading label="Looking for open lobbies…" />;
  if (error)
    return (
      <ErrorNotice
        error={error}
        what="Lobbies could not be loaded"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const lobbies: LobbySummary[] = (data?.lobbies.edges ?? []).map((e: { node: LobbySummary }) => e.node);
  if (lobbies.length === 0) {
    return (
      <Empty title="No open lobbies right now.">
        <Link href="/lobbies/new">Open one</Link> and invite your crew.
      </Empty>
    );
  }
  return (
    <ul className="cards">
      {lobbies.map((l) => (
        <LobbyCard key={l.id} lobby={l} />
      ))}
    </ul>
  );
}
