'use client';
// A finished match's rematch: ask for one, or see another player's offer arrive live and join it in one click.
import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { JOIN_LOBBY, MATCH_REMATCH_QUERY, REMATCH } from '@/lib/operations';
import { serverMessage } from '@/lib/format';
import { useViewer } from './useViewer';

interface RematchLobby {
  id: string;
  status: string;
  viewerRemoved: boolean;
  host: { id: string; username: string };
  players: { seat: number; user?: { id: string } | null }[];
}

/** `pushes` counts matchUpdated events: the offer is refetched on each, so it appears without a reload. */
export function RematchOffer({ matchId, pushes }: { matchId: string; pushes: number }) {
  const router = useRouter();
  const { viewer } = useViewer();
  const { data, refetch } = useQuery(MATCH_REMATCH_QUERY, { ssr: false, variables: { id: matchId } });
  useEffect(() => {
    if (pushes > 0) void refetch().catch(() => undefined);
  }, [pushes, refetch]);
  const [rematch] = useMutation(REMATCH);
  const [join] = useMutation(JOIN_LOBBY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const lobby = (data?.match?.rematch ?? null) as RematchLobby | null;
  const lobbyHref = lobby ? `/lobbies/${encodeURIComponent(lobby.id)}` : '';
  const seated = lobby !== null && viewer != null && lobby.players.some((p) => p.user?.id === viewer.id);

  async function go(run: () => Promise<string | undefined>) {
    setBusy(true);
    setProblem(null);
    try {
      const id = await run();
      if (id) router.push(`/lobbies/${encodeURIComponent(id)}`);
    } catch (e) {
      setProblem(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (!lobby) {
    body = (
      <button
        type="button"
        className="btn btn-small"
        disabled={busy}
        onClick={() =>
          void go(
            async () => ((await rematch({ variables: { matchId } })).data?.rematch as { id: string } | undefined)?.id,
          )
        }
      >
        Rematch
      </button>
    );
  } else if (seated) {
    body = (
      <Link className="btn btn-small btn-primary" href={lobbyHref}>
        Go to the rematch lobby
      </Link>
    );
  } else if (lobby.viewerRemoved) {
    body = <span className="muted">{lobby.host.username} removed you from the rematch lobby.</span>;
  } else if (lobby.status === 'OPEN') {
    body = (
      <>
        <span role="status">{lobby.host.username} asks for a rematch —</span>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={busy}
          onClick={() =>
            void go(
              async () =>
                ((await join({ variables: { lobbyId: lobby.id } })).data?.joinLobby as { id: string } | undefined)?.id,
            )
          }
        >
          {busy ? 'Joining…' : 'Join'}
        </button>
      </>
    );
  } else {
    body = (
      <span className="muted">
        The rematch went ahead without you (<Link href={lobbyHref}>its lobby</Link>).
      </span>
    );
  }

  return (
    <span className="row" data-testid="rematch-offer">
      {body}
      {problem ? (
        <span className="notice-error" role="alert" data-testid="rematch-error">
          No rematch: {problem}
        </span>
      ) : null}
    </span>
  );
}
