'use client';
// The signed-in user's pending challenges: incoming ones to accept or decline, outgoing ones to cancel; live via events.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  ACCEPT_CHALLENGE,
  CANCEL_CHALLENGE,
  CHALLENGE_EVENTS,
  DECLINE_CHALLENGE,
  MY_CHALLENGES,
} from '@/lib/operations';
import { serverMessage } from '@/lib/format';
import { InlineError } from './QueryState';
import { useViewer } from './useViewer';

interface PendingChallenge {
  id: string;
  challenger: { id: string; username: string };
  challenged: { id: string; username: string };
  lobby: { id: string; seats: number; game: { id: string; name: string }; match?: { id: string } | null };
}

/** Shows nothing unless someone challenged the viewer or the viewer challenged someone and awaits the answer. */
export function MyChallenges() {
  const router = useRouter();
  const { viewer } = useViewer();
  const { data, refetch } = useQuery(MY_CHALLENGES, { ssr: false, skip: !viewer });
  // A challenge made or answered elsewhere shows up (or goes) at once.
  useSubscription(CHALLENGE_EVENTS, {
    skip: !viewer,
    onData: ({ data: event }) => {
      if (event.data?.events.challenge) void refetch().catch(() => undefined);
    },
  });
  const [accept] = useMutation(ACCEPT_CHALLENGE);
  const [decline] = useMutation(DECLINE_CHALLENGE);
  const [cancel] = useMutation(CANCEL_CHALLENGE);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!viewer) return null;
  const challenges: PendingChallenge[] = (data?.myChallenges.edges ?? []).map(
    (e: { node: PendingChallenge }) => e.node,
  );
  if (challenges.length === 0) return null;

  async function answer(id: string, run: () => Promise<PendingChallenge | undefined>, open: boolean) {
    setBusy(id);
    setProblem(null);
    try {
      const answered = await run();
      if (open && answered) {
        const match = answered.lobby.match;
        router.push(
          match ? `/match/${encodeURIComponent(match.id)}` : `/lobbies/${encodeURIComponent(answered.lobby.id)}`,
        );
      } else await refetch();
    } catch (e) {
      setProblem(serverMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      className="panel panel-brass stack"
      style={{ marginBottom: '1.1rem' }}
      aria-labelledby="challenges-title"
      data-testid="challenges"
    >
      <h2 id="challenges-title" className="section-title">
        Challenges
      </h2>
      <ul className="stack list-plain">
        {challenges.map((c) => {
          const incoming = c.challenged.id === viewer.id;
          const game = `${c.lobby.game.name}, ${c.lobby.seats} seats`;
          return (
            <li key={c.id} className="row" data-testid={incoming ? 'challenge-incoming' : 'challenge-outgoing'}>
              {incoming ? (
                <>
                  <span>
                    <Link href={`/u/${encodeURIComponent(c.challenger.username)}`}>{c.challenger.username}</Link>{' '}
                    challenges you to {game}.
                  </span>
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={busy !== null}
                    onClick={() =>
                      void answer(
                        c.id,
                        async () =>
                          (await accept({ variables: { id: c.id } })).data?.acceptChallenge as
                            | PendingChallenge
                            | undefined,
                        true,
                      )
                    }
                  >
                    {busy === c.id ? 'Answering…' : 'Accept'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={busy !== null}
                    onClick={() =>
                      void answer(
                        c.id,
                        async () =>
                          (await decline({ variables: { id: c.id } })).data?.declineChallenge as
                            | PendingChallenge
                            | undefined,
                        false,
                      )
                    }
                  >
                    Decline
                  </button>
                </>
              ) : (
                <>
                  <span>
                    You challenged{' '}
                    <Link href={`/u/${encodeURIComponent(c.challenged.username)}`}>{c.challenged.username}</Link> to{' '}
                    <Link href={`/lobbies/${encodeURIComponent(c.lobby.id)}`}>{game}</Link>; waiting for their answer.
                  </span>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={busy !== null}
                    onClick={() =>
                      void answer(
                        c.id,
                        async () =>
                          (await cancel({ variables: { id: c.id } })).data?.cancelChallenge as
                            | PendingChallenge
                            | undefined,
                        false,
                      )
                    }
                  >
                    Cancel
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <InlineError message={problem} />
    </section>
  );
}
