// The site's pass-through of /graphql to the API: HTTP on kept-alive connections, WebSocket upgrades, failures in words.
import http from 'node:http';
import https from 'node:https';
import { createProxyServer } from 'http-proxy-3';

/** What the browser gets when the API is down or restarting: a GraphQL error a client already knows how to show. */
export const UNREACHABLE = {
  message: 'The game server cannot be reached right now; try again in a moment.',
  extensions: { code: 'API_UNREACHABLE' },
};

/**
 * How long a connection to the API may stay idle in the proxy's pool: under the API's keep-alive timeout (Node's
 * default, 5 s, which the API keeps), so the proxy retires an idle connection before the API closes it and no request
 * is sent on a connection being closed (that request would fail as a 502). A server that announces a shorter timeout
 * ("Keep-Alive: timeout=N") has its connections retired a second before that instead; Node's agent heeds the
 * announcement only when it has a limit of its own to shorten.
 */
export const IDLE_MS = 4000;

/**
 * Passes requests on to `target` (the API's /graphql URL). HTTP requests share kept-alive connections to the API:
 * without an agent, http-proxy-3 opened a connection per request and asked the API to close it, which about doubled a
 * proxied query's time (p50 1.0-1.9 ms against 0.6-0.9 measured here, a small query to a local API). WebSocket
 * upgrades leave the pool with their socket. `log` hears each failure to reach the API.
 */
export function createApiProxy(target, log = (message) => console.error(message), idleMs = IDLE_MS) {
  const agent = new (target.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true, timeout: idleMs });
  // xfwd: the API learns the browser's address (rate limits per address) from X-Forwarded-For, which it trusts from
  // loopback only; the browser's Origin header is passed on unchanged for the API's CSRF and CORS checks.
  const proxy = createProxyServer({ target: target.toString(), ignorePath: true, xfwd: true, ws: true, agent });
  // Connection is hop-by-hop: a browser closing its own connection to the site must not close the proxy's to the API.
  proxy.on('proxyReq', (proxyReq) => proxyReq.setHeader('connection', 'keep-alive'));
  proxy.on('error', (error, _req, res) => {
    // A WebSocket whose browser has already gone: a tab closed mid-connection resets its socket, and the proxy's end of
    // the pipe to the API then fails too ("read ECONNRESET"). Nobody is left to answer and nothing is wrong with the API.
    if (res && !('writeHead' in res) && res.destroyed) return;
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [UNREACHABLE] }));
    } else if (res && 'destroy' in res) {
      res.destroy();
    }
    log(`[web] API proxy: ${error.message}`);
  });
  return {
    web: (req, res) => proxy.web(req, res),
    ws: (req, socket, head) => proxy.ws(req, socket, head),
    close: () => {
      proxy.close?.();
      agent.destroy();
    },
  };
}
