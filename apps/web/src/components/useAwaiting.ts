'use client';
// How many of the signed-in user's matches await their move: polled while the tab is open, shown in the header and the tab title.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AWAITING_QUERY } from '@/lib/operations';
import { useViewer } from './useViewer';

const POLL_MS = 15_000;
const PREFIX = /^\(\d+\) /;

/** Matches awaiting the viewer (0 when signed out). */
export function useAwaiting(): number {
  const { viewer } = useViewer();
  const { data, refetch } = useQuery(AWAITING_QUERY, { ssr: false, skip: !viewer, pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  // A tab coming back into view asks at once instead of waiting for the next poll.
  useEffect(() => {
    if (!viewer) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [viewer, refetch]);
  if (!viewer || !data) return 0;
  return data.myActiveMatches.filter((m) => m.toAct.some((s) => m.viewerSeats.includes(s))).length;
}

/** Keeps "(N) " in front of the tab title while N matches await the viewer, whatever title the page sets. */
export function useAwaitingTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);
}
