// Command line of the example bot: options from flags or environment, a clean resign-and-exit on SIGINT / SIGTERM.
import { parseArgs } from 'node:util';
import { runBot } from './bot';

const USAGE = `Usage: npm start -w @cortex/example-bot -- [options]

  --url URL            The API's GraphQL endpoint (env CORTEX_URL; default http://localhost:4000/graphql)
  --token TOKEN        A personal API token with PLAY (env CORTEX_TOKEN; required)
  --accept-from NAMES  Accept challenges only from these users, comma-separated (env CORTEX_ACCEPT_FROM; default anyone)
  --matches N          Exit once N matches are over
  --resign-after N     Resign each match after making N moves in it
  --help               This text

Ctrl-C (SIGINT) or SIGTERM resigns every active match of the account, then exits.`;

/** A positive whole number from a flag, or undefined when the flag is absent. */
function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number of at least 1, not "${value}".`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      'accept-from': { type: 'string' },
      matches: { type: 'string' },
      'resign-after': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const token = values.token ?? process.env['CORTEX_TOKEN'];
  if (!token) {
    console.error(`A token is needed: --token or CORTEX_TOKEN (Settings → API tokens on the site).\n\n${USAGE}`);
    return 2;
  }
  const acceptFrom = (values['accept-from'] ?? process.env['CORTEX_ACCEPT_FROM'] ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u.length > 0);
  const matches = count('matches', values.matches);
  const resignAfter = count('resign-after', values['resign-after']);

  const stop = new AbortController();
  let signals = 0;
  const onSignal = (name: string): void => {
    // The first signal resigns and exits cleanly; a second one does not wait for that.
    if (++signals > 1) process.exit(130);
    console.log(`${name}: resigning active matches, then exiting (again to quit at once)`);
    stop.abort();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  const report = await runBot({
    url: values.url ?? process.env['CORTEX_URL'] ?? 'http://localhost:4000/graphql',
    token,
    acceptFrom,
    signal: stop.signal,
    ...(matches !== undefined ? { matches } : {}),
    ...(resignAfter !== undefined ? { resignAfter } : {}),
  });
  console.log(
    `${report.username}'s bot: done after ${report.moves} moves; ${report.finished.length} matches over, ${report.resigned.length} resigned`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
