// The "long match" row: one endless counter match watched as the site watches it (3 subscriptions per seat, 20 signed-out
// spectators, the board's query), played to 1,000 moves; the server's CPU per push near move 10 and near move 1,000.
import { BareWsClient } from './cortex/bareWs';
import { startMatch, type CortexEndpoint } from './cortex/client';
import { startTwoPlayerServer } from './cortex/twoPlayers';
import { sleep } from './load';
import { cpuSecondsPrecise } from './proc';
import { fmt, fmtInt, table } from './stats';

/** What the site's match page subscribes to (web operations.ts MatchFields), the log as it grows since the last push. */
const WATCH = `subscription($m: ID!) { matchUpdated(matchId: $m) {
  id status version toAct mayAct viewerSeat viewerSeats view
  seatMoves { seat moves prompt choices { label group short cards move } blocked { cards reason } }
  deadline result createdAt endedAt seedHash seed moveCount
  game { id name chatPhrases }
  players { seat bot score winner user { id username } }
  timeControl { kind seconds hours } lobby { id } rated casualReason endReason
  mayResign mayAbort mayOfferDraw drawOffers campaignGame campaign { id gamesTotal status }
  logSinceMyMove
  logUpdate(last: 40) { from total lines { seq seat text at } }
} }`;
const SUBMIT = 'mutation($m:ID!,$v:Int!){submitMove(matchId:$m,expectedVersion:$v,move:{type:"add"}){version}}';

export interface LongMatchRow {
  readonly atMove: number;
  readonly moves: number;
  readonly pushes: number;
  readonly cpuPerPushUs: number;
  readonly cpuPerMoveUs: number;
}

export interface LongMatchOptions {
  readonly pgUrl: string;
  readonly subscribersPerSeat: number;
  readonly spectators: number;
  /** Moves measured at each point. */
  readonly window: number;
  readonly log: (line: string) => void;
}

export async function runLongMatchBench(opts: LongMatchOptions): Promise<LongMatchRow[]> {
  const { server, api, tokens, close } = await startTwoPlayerServer('cortex-pg long match', 'long', opts.pgUrl);
  try {
    // A first match warms the server up (its code compiled and optimised); the measured one starts at move 0.
    await watchAndPlay(api, tokens, server.pid, opts, [], 1000);
    return await watchAndPlay(
      api,
      tokens,
      server.pid,
      opts,
      (process.env['LONG_POINTS'] ?? '10,1000').split(',').map(Number),
      0,
    );
  } finally {
    await close();
  }
}

/** A new match, watched as the options say, played to each measuring point (and `upTo`), measured there. */
async function watchAndPlay(
  api: CortexEndpoint,
  tokens: readonly [string, string],
  pid: number,
  opts: LongMatchOptions,
  points: readonly number[],
  upTo: number,
): Promise<LongMatchRow[]> {
  const match = await startMatch(api.http, tokens[0], tokens[1], 'bench-counter', 2, { length: 0 });
  const sockets: BareWsClient[] = [];
  try {
    let version = match.version;
    let pushes = 0;
    const movers = await Promise.all(tokens.map((t) => BareWsClient.connect(api.ws, t)));
    sockets.push(...movers);
    const watchers: BareWsClient[] = [];
    for (const token of tokens)
      for (let i = 0; i < opts.subscribersPerSeat; i++) watchers.push(await BareWsClient.connect(api.ws, token));
    for (let i = 0; i < opts.spectators; i++) watchers.push(await connectAnonymous(api.ws));
    sockets.push(...watchers);
    let seenAtVersion = 0;
    let arrived: () => void = () => undefined;
    for (const w of watchers) {
      w.subscribe(
        { query: WATCH, variables: { m: match.id } },
        {
          next: (msg) => {
            if (msg.errors?.length) opts.log(`long match: ${msg.errors.map((e) => e.message).join('; ')}`);
            const u = (msg.data as { matchUpdated?: { version: number } } | undefined)?.matchUpdated;
            if (!u) return;
            pushes += 1;
            if (u.version === version && ++seenAtVersion === watchers.length) arrived();
          },
          error: (e) => opts.log(`long match subscription: ${JSON.stringify(e)}`),
          complete: () => undefined,
        },
      );
    }
    // One move, then wait until every watcher has its push: the load is the pushes, one move at a time.
    const move = async (): Promise<void> => {
      const seat = version % 2;
      const all = new Promise<void>((resolve) => (arrived = resolve));
      seenAtVersion = 0;
      const done = new Promise<void>((resolve, reject) =>
        movers[seat]!.subscribe(
          { query: SUBMIT, variables: { m: match.id, v: version } },
          {
            next: (m) => (m.errors?.length ? reject(new Error(m.errors[0]!.message)) : resolve()),
            error: reject,
            complete: () => undefined,
          },
        ),
      );
      version += 1;
      await done;
      await all;
    };
    await sleep(500);
    const rows: LongMatchRow[] = [];
    for (const atMove of points) {
      while (version < atMove) await move();
      const pushes0 = pushes;
      const cpu0 = cpuSecondsPrecise(pid);
      for (let i = 0; i < opts.window; i++) await move();
      const cpu = cpuSecondsPrecise(pid) - cpu0;
      const n = pushes - pushes0;
      rows.push({
        atMove,
        moves: opts.window,
        pushes: n,
        cpuPerPushUs: (cpu / n) * 1e6,
        cpuPerMoveUs: (cpu / opts.window) * 1e6,
      });
      opts.log(`long match at move ${atMove}: ${n} pushes, ${fmt((cpu / n) * 1e6, 1)} µs of server CPU per push`);
    }
    while (version < upTo) await move();
    return rows;
  } finally {
    await Promise.all(sockets.map((s) => s.dispose()));
  }
}

/** A signed-out spectator's socket. */
function connectAnonymous(url: string): Promise<BareWsClient> {
  return BareWsClient.connect(url, null);
}

export function longMatchTable(
  rows: readonly LongMatchRow[],
  opts: Pick<LongMatchOptions, 'subscribersPerSeat' | 'spectators'>,
): string {
  return table(
    [
      'long match (cortex-pg)',
      'at move',
      'moves measured',
      'pushes',
      'server CPU µs per push',
      'server CPU µs per move',
    ],
    rows.map((r) => [
      `${opts.subscribersPerSeat} subscribers per seat + ${opts.spectators} spectators`,
      fmtInt(r.atMove),
      String(r.moves),
      fmtInt(r.pushes),
      fmt(r.cpuPerPushUs, 1),
      fmtInt(r.cpuPerMoveUs),
    ]),
  );
}
