// Where the API lives is decided at runtime (API_URL), so the same build can point at any port or host.
export const DEFAULT_API_URL = 'http://localhost:4000/graphql';

/** The site's own path that its server (server.mjs) passes on to the API, HTTP and WebSocket. */
export const SITE_GRAPHQL_PATH = '/graphql';

/** Takes the environment explicitly so client bundles never touch process.env; call it from server code at request time. */
export function readApiUrl(env: Record<string, string | undefined>): string {
  const fromEnv = env['API_URL']?.trim();
  return fromEnv ? fromEnv : DEFAULT_API_URL;
}

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
