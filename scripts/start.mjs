#!/usr/bin/env node
// `npm start`: builds the web app if needed (turbo cache makes a rebuild of unchanged sources instant), then runs the
// API (port 4000, embedded database under ./.data unless DATABASE_URL) and the site (port 3000). Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}/graphql`;

if (!dev) {
  console.log('[cortex] building the web app (cached when nothing changed)…');
  const build = spawnSync(
    process.execPath,
    [require.resolve('turbo/bin/turbo'), 'run', 'build', '--filter=@cortex/web', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error('[cortex] the web build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const children = [];
function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.length > 0)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[cortex] ${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
  children.push(child);
}

let stopping = false;
let exitCode = 0;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');
run('api', ['--import', 'tsx', dev ? '--watch' : '', 'src/main.ts'].filter(Boolean), apiDir, {
  PORT: apiPort,
  NODE_ENV: dev ? 'development' : 'production',
});
// The site's own server: Next.js, and /graphql passed on to the API, so the browser only talks to the site's origin.
run('web', ['server.mjs', ...(dev ? ['--dev'] : []), '--port', webPort], webDir, {
  API_URL: apiUrl,
  PORT: webPort,
  NODE_ENV: dev ? 'development' : 'production',
});
console.log(`[cortex] API  http://localhost:${apiPort}/graphql\n[cortex] site http://localhost:${webPort}`);
