'use client';
// The signed-in user (or null); one cached query shared by the header and every page that needs it.
import { useQuery } from '@apollo/client/react';
import { VIEWER_QUERY } from '@/lib/operations';

export interface Viewer {
  id: string;
  username: string;
}

export function useViewer(): { viewer: Viewer | null; loading: boolean; error: unknown } {
  const { data, loading, error } = useQuery(VIEWER_QUERY, { ssr: false });
  const viewer = (data?.viewer ?? null) as Viewer | null;
  return { viewer, loading, error };
}
