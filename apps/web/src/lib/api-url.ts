// Where the API lives is decided at runtime (API_URL), so the same build can point at any port or host.
export const DEFAULT_API_URL = 'http://localhost:4000/graphql';

/** The site's own path that its server (server.mjs) passes on to the API, HTTP and WebSocket. */
export const SITE_GRAPHQL_PATH = '/graphql';

/** Takes the environment explicitly so client bundles never touch process.env; call it from server code at request time. */
export function readApiUrl(env: Record<string, string | undefined>): string {
  const fromEnv = env['API_URL']?.trim();
  return fromEnv ? fromEnv : DEFAULT_API_URL;
}

/**
 * The API's record file of a match (GET /matches/:id/record.json), beside its /graphql: the site's own
 * /match/:id/record.json passes it on, since the browser only ever talks to the site.
 */
export function recordUrl(apiUrl: string, matchId: string): string {
  return new URL(`matches/${encodeURIComponent(matchId)}/record.json`, apiUrl.replace(/\/+$/, '')).toString();
}

/** Where the site serves a match's record file for download (passed on to recordUrl). */
export const siteRecordPath = (matchId: string): string => `/match/${encodeURIComponent(matchId)}/record.json`;

/** graphql-ws listens on the same URL as HTTP, so only the scheme changes; null when the URL is unusable. */
export function toWebSocketUrl(apiUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  return url.toString();
}
