// The site's server: Next.js for pages, and /graphql (HTTP and WebSocket) passed through to the API, so the browser
// only ever talks to the site's own origin and the session cookie is first-party whatever host name the site is
// opened on (http://localhost:3000, http://127.0.0.1:3000, a LAN address…). API_URL is read here, at start.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createApiProxy } from './api-proxy.mjs';

const DEFAULT_API_URL = 'http://localhost:4000/graphql';
/** The path the browser uses; its requests are sent on to API_URL as they are. */
export const PROXIED_PATH = '/graphql';

function flag(names) {
  for (const name of names) {
    const at = process.argv.indexOf(name);
    if (at >= 0 && process.argv[at + 1] !== undefined) return process.argv[at + 1];
  }
  return undefined;
}

const dev = process.argv.includes('--dev');
const port = Number(flag(['--port', '-p']) ?? process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL?.trim() || DEFAULT_API_URL;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be a number from 0 to 65535, not ${port}.`);
  process.exit(1);
}
let target;
try {
  target = new URL(apiUrl);
} catch {
  console.error(`API_URL must be a URL like ${DEFAULT_API_URL}, not "${apiUrl}".`);
  process.exit(1);
}

const isProxied = (url) => {
  const path = (url ?? '').split('?')[0];
  return path === PROXIED_PATH || path === `${PROXIED_PATH}/`;
};

const proxy = createApiProxy(target);

const app = next({ dev, dir: fileURLToPath(new URL('.', import.meta.url)) });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

const server = createServer((req, res) => {
  if (isProxied(req.url)) proxy.web(req, res);
  else void handle(req, res);
});
server.on('upgrade', (req, socket, head) => {
  if (isProxied(req.url)) proxy.ws(req, socket, head);
  else void upgrade(req, socket, head);
});
server.listen(port, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(
    `> Cortex site on http://localhost:${shown} (${dev ? 'development' : 'production'}), ${PROXIED_PATH} → ${target.toString()}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    proxy.close();
    process.exit(0);
  });
}
