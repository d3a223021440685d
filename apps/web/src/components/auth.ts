'use client';
// After signing in or out: the session cookie changed, so cached data and the WebSocket must follow it.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { reconnectRealtime } from '@/lib/apollo-client';

export function useSessionChanged(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    reconnectRealtime();
    await client.resetStore().catch(() => undefined);
  }, [client]);
}

/** Only same-site paths are allowed as a post-login destination, so a link cannot send users elsewhere. */
export function safeNext(next: string | null | undefined): string {
  if (next && next.startsWith('/') && !next.startsWith('//')) return next;
  return '/';
}
