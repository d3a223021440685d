// `npm run bench`: engine costs per game, then Cortex side by side with boardgame.io; prints Markdown tables.
import { parseArgs } from 'node:util';
import { runEngineBench, engineTable } from './engine-bench';
import { gamesTable, runGamesBench } from './games-bench';
import { longMatchTable, pushCostLine, runLongMatchBench } from './long-match';
import { durableCommitMs } from './cortex/schema';
import { pathsTable, runPathsBench } from './paths';
import { ratioTable, runServerBench, serverTable, SERVER_CASES } from './server-bench';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    concurrency: { type: 'string', default: '1,10,50,200' },
    servers: { type: 'string', default: SERVER_CASES.join(',') },
    warmup: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    'engine-seconds': { type: 'string', default: '3' },
    'game-matches': { type: 'string', default: '10' },
    'game-seconds': { type: 'string', default: '10' },
    'paths-count': { type: 'string', default: '1000' },
  },
});

const log = (line: string): void => void process.stderr.write(`${line}\n`);
const parts = values.only ? values.only.split(',') : ['engine', 'server', 'long', 'paths', 'games'];
const pgUrl =
  process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

console.log(
  `# Cortex bench — ${new Date().toISOString()} — Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
);

if (parts.includes('engine')) {
  const rows = await runEngineBench({ seconds: Number(values['engine-seconds']), log });
  console.log('## Engine: random playouts and per-move costs (one core)\n');
  console.log(engineTable(rows));
  console.log();
}

if (parts.includes('server')) {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds takes a whole number from 1, not "${values.rounds}"`);
  const rows = await runServerBench({
    concurrency: values.concurrency.split(',').map(Number),
    servers: values.servers.split(','),
    warmupMs: Number(values.warmup) * 1000,
    measureMs: Number(values.seconds) * 1000,
    rounds,
    pgUrl,
    log,
  });
  console.log(
    `## Server: the counter game, ping-pong moves, latency = move sent → opponent receives the new state (${values.rounds} rounds, each measuring every server at every concurrency in turn; each row is its median round)\n`,
  );
  if (values.servers.split(',').some((s) => s.startsWith('cortex-pg'))) {
    const commit = await durableCommitMs(pgUrl);
    console.log(
      `One durable commit on this Postgres (an insert, autocommit, waiting for its WAL flush): median ${commit.median.toFixed(2)} ms, p99 ${commit.p99.toFixed(2)} ms; the same round trip writing nothing: median ${commit.roundTripMedian.toFixed(2)} ms, so the flush (fsync) and insert take about ${(commit.median - commit.roundTripMedian).toFixed(2)} ms — the floor of a move at one match is one such commit.\n`,
    );
  }
  console.log(serverTable(rows));
  console.log();
  console.log(ratioTable(rows));
  console.log();
}
if (parts.includes('long')) {
  const long = { subscribersPerSeat: 3, spectators: 20 };
  const rows = await runLongMatchBench({ ...long, window: 100, slice: 10, pgUrl, log });
  console.log(
    "## Long match: a match at move 1,000 and one at move 10, opened together and watched by the same 3 subscriptions per seat and 20 spectators (the site's query), measured in turns of 10 moves; server CPU per push\n",
  );
  console.log(longMatchTable(rows, long));
  const [early, late] = rows;
  if (early && late) console.log(`\n${pushCostLine(early, late)}`);
  console.log();
}
if (parts.includes('paths')) {
  const rows = await runPathsBench({ pgUrl, count: Number(values['paths-count']), rounds: Number(values.rounds), log });
  console.log(
    `## Paths: one signed-in operation at a time over HTTP (a bearer token, a kept-alive connection) and over the WebSocket (${values.rounds} rounds of ${values['paths-count']})\n`,
  );
  console.log(pathsTable(rows));
  console.log();
}
if (parts.includes('games')) {
  const rows = await runGamesBench({
    matches: Number(values['game-matches']),
    seconds: Number(values['game-seconds']),
    pgUrl,
    log,
  });
  console.log(
    '## Real games through the public API (Postgres): one seat a GraphQL client playing random legal moves, the rest server bots (random, no delay)\n',
  );
  console.log(gamesTable(rows));
  console.log();
}
process.exit(0);
