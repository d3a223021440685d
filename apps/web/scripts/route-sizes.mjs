// Prints each route's first-load JS (raw and gzipped) from Next's .next/diagnostics/route-bundle-stats.json.
// Usage: node scripts/route-sizes.mjs [--max-kb=250 --route=/match/[id]]  (exits 1 when the route is over budget)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const stats = JSON.parse(readFileSync(`${appDir}.next/diagnostics/route-bundle-stats.json`, 'utf8'));
const gz = new Map();
const gzipped = (chunk) => {
  if (!gz.has(chunk)) gz.set(chunk, gzipSync(readFileSync(`${appDir}${chunk}`), { level: 9 }).length);
  return gz.get(chunk);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;
for (const { route, firstLoadUncompressedJsBytes, firstLoadChunkPaths } of stats.sort((a, b) =>
  a.route.localeCompare(b.route),
)) {
  const gzip = firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0);
  console.log(`${route.padEnd(26)} ${kb(firstLoadUncompressedJsBytes).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`);
  if (args.route === route && args['max-kb'] && gzip > Number(args['max-kb']) * 1024) failed = true;
}
if (failed) {
  console.error(`${args.route} is over its ${args['max-kb']} KB gzip budget`);
  process.exit(1);
}
