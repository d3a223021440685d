// Ports and URLs shared by the Playwright config and the tests, so they can never disagree.
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

export const API_PORT = port('E2E_API_PORT', 4100);
export const WEB_PORT = port('E2E_WEB_PORT', 3100);
/** The SMTP receiver the async-mail spec starts; the API mails through it. */
export const SMTP_PORT = port('E2E_SMTP_PORT', 4125);
export const API_ORIGIN = `http://localhost:${API_PORT}`;
export const API_URL = `${API_ORIGIN}/graphql`;
export const API_HEALTH_URL = `${API_ORIGIN}/health`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
/** The same site opened on another host name: the session cookie must work there too. */
export const WEB_URL_BY_IP = `http://127.0.0.1:${WEB_PORT}`;
/** What the browser calls: the site's own /graphql, which the site's server passes on to the API. */
export const SITE_GRAPHQL_URL = `${WEB_URL}/graphql`;
