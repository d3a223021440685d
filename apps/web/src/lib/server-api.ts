// Server-side reads of the API for pages that must answer 404 when what their address names does not exist.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { readApiUrl } from './api-url';

/**
 * Whether the API knows the thing a page's address names: it asks with the visitor's own cookie (a private lobby or
 * campaign exists for its players), and answers "maybe" when the API cannot be asked, so the page then renders and
 * explains the failure itself instead of claiming the thing is missing.
 */
async function exists(query: string, variables: Record<string, unknown>, field: string): Promise<boolean | 'maybe'> {
  try {
    const jar = await cookies();
    const response = await fetch(readApiUrl(process.env), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar.toString() },
      body: JSON.stringify({ query, variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    const body = (await response.json()) as { data?: Record<string, unknown> | null };
    if (!body.data || !(field in body.data)) return 'maybe';
    return body.data[field] !== null;
  } catch {
    return 'maybe';
  }
}

/** Reads public data for a server-rendered page; null when the API cannot be asked or refuses. */
export async function serverQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T | null> {
  try {
    const response = await fetch(readApiUrl(process.env), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
    return body.errors?.length ? null : (body.data ?? null);
  } catch {
    return null;
  }
}

/** Ends the page with the site's 404 (HTTP 404) when the API says the thing does not exist. */
export async function notFoundUnless(
  kind: 'game' | 'match' | 'lobby' | 'user' | 'campaign',
  key: string,
): Promise<void> {
  const queries = {
    game: 'query($k:ID!){game(id:$k){id}}',
    match: 'query($k:ID!){match(id:$k){id}}',
    lobby: 'query($k:ID!){lobby(id:$k){id}}',
    user: 'query($k:String!){user(username:$k){id}}',
    campaign: 'query($k:ID!){campaign(id:$k){id}}',
  } as const;
  if ((await exists(queries[kind], { k: key }, kind)) === false) notFound();
}
