// The "long match" row: one endless counter match watched as the site watches it (3 subscriptions per seat, 20 signed-out
// spectators, the board's query), played to 1,000 moves; the server's CPU per push near move 10 and near move 1,000.
import { BareWsClient } from './cortex/bareWs';
import { startMatch, type CortexEndpoint } from './cortex/client';
import { startTwoPlayerServer } from './cortex/twoPlayers';
import { sleep } from './load';
import { cpuSecondsPrecise } from './proc';
import { fmt, fmtInt, median, spread, table } from './stats';

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
  /** The cost per push of each slice the moves were measured in (their spread shows the machine's noise). */
  readonly sliceCpuPerPushUs: readonly number[];
}

/** One measured slice of a match: its moves, the pushes they made and the server's CPU seconds meanwhile. */
export interface Slice {
  readonly moves: number;
  readonly pushes: number;
  readonly cpuSeconds: number;
}

export interface LongMatchOptions {
  readonly pgUrl: string;
  readonly subscribersPerSeat: number;
  readonly spectators: number;
  /** Moves measured at each point. */
  readonly window: number;
  /** The window is measured in slices of this many moves, the two matches' slices taking turns. */
  readonly slice: number;
  readonly log: (line: string) => void;
}

/** Where the two matches are measured: a new one near its start, the long one after this many moves. */
const EARLY = 10;
const LATE = 1000;

/**
 * Two matches are opened together, watched by the same sockets: the long one is played to move 1,000 (which also warms
 * the server up), the other to move 10. The two are then measured in turns, a slice of moves of one and then of the
 * other (which goes first alternating), so they differ in their length alone: not in the stretch of the server's life
 * they are measured over, nor in their connections, nor in how long ago they started. (A match opened just before its
 * window costs more a push for a while, whatever its length: the long match's cost was 0.67-0.87 of its own opened
 * after it, in six runs on 2026-12-07, and 0.89-1.13 opened with it, in three.)
 */
export async function runLongMatchBench(opts: LongMatchOptions): Promise<LongMatchRow[]> {
  const { server, api, tokens, close } = await startTwoPlayerServer('cortex-pg long match', 'long', opts.pgUrl);
  let sockets: Sockets | undefined;
  try {
    sockets = await connectSockets(api, tokens, opts);
    const long = await WatchedMatch.open(api, tokens, sockets, opts);
    const early = await WatchedMatch.open(api, tokens, sockets, opts);
    await long.playTo(LATE);
    await early.playTo(EARLY);
    const slices: [Slice[], Slice[]] = [[], []];
    const order = [early, long] as const;
    for (let i = 0; i * opts.slice < opts.window; i++) {
      const moves = Math.min(opts.slice, opts.window - i * opts.slice);
      for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) slices[k]!.push(await order[k]!.measure(moves, server.pid));
    }
    const rows = [summariseSlices(EARLY, slices[0]), summariseSlices(LATE, slices[1])];
    for (const r of rows)
      opts.log(
        `long match at move ${r.atMove}: ${r.pushes} pushes, ${fmt(r.cpuPerPushUs, 1)} µs of server CPU per push`,
      );
    return rows;
  } finally {
    if (sockets) await Promise.all([...sockets.movers, ...sockets.watchers].map((s) => s.dispose()));
    await close();
  }
}

/** The players' sockets that move, and the watchers' (subscriptions per seat on each player's token, spectators). */
interface Sockets {
  readonly movers: readonly BareWsClient[];
  readonly watchers: readonly BareWsClient[];
}

async function connectSockets(
  api: CortexEndpoint,
  tokens: readonly [string, string],
  opts: LongMatchOptions,
): Promise<Sockets> {
  const movers = await Promise.all(tokens.map((t) => BareWsClient.connect(api.ws, t)));
  const watchers: BareWsClient[] = [];
  for (const token of tokens)
    for (let i = 0; i < opts.subscribersPerSeat; i++) watchers.push(await BareWsClient.connect(api.ws, token));
  for (let i = 0; i < opts.spectators; i++) watchers.push(await BareWsClient.connect(api.ws, null));
  return { movers, watchers };
}

/** A point's row from its slices: their moves, pushes and CPU summed, and each slice's own cost per push. */
export function summariseSlices(atMove: number, slices: readonly Slice[]): LongMatchRow {
  const moves = slices.reduce((sum, s) => sum + s.moves, 0);
  const pushes = slices.reduce((sum, s) => sum + s.pushes, 0);
  const cpu = slices.reduce((sum, s) => sum + s.cpuSeconds, 0);
  return {
    atMove,
    moves,
    pushes,
    cpuPerPushUs: (cpu / pushes) * 1e6,
    cpuPerMoveUs: (cpu / moves) * 1e6,
    sliceCpuPerPushUs: slices.map((s) => (s.cpuSeconds / s.pushes) * 1e6),
  };
}

/** A new match watched as the site watches it, played one move at a time, each move waiting for every push. */
class WatchedMatch {
  #version: number;
  #pushes = 0;
  #seenAtVersion = 0;
  #arrived: () => void = () => undefined;

  private constructor(
    private readonly id: string,
    version: number,
    private readonly sockets: Sockets,
  ) {
    this.#version = version;
  }

  /** Starts a match between the two players and subscribes each of the watchers' sockets to it. */
  static async open(
    api: CortexEndpoint,
    tokens: readonly [string, string],
    sockets: Sockets,
    opts: LongMatchOptions,
  ): Promise<WatchedMatch> {
    const match = await startMatch(api.http, tokens[0], tokens[1], 'bench-counter', 2, { length: 0 });
    const watched = new WatchedMatch(match.id, match.version, sockets);
    for (const w of sockets.watchers) {
      w.subscribe(
        { query: WATCH, variables: { m: match.id } },
        {
          next: (msg) => {
            if (msg.errors?.length) opts.log(`long match: ${msg.errors.map((e) => e.message).join('; ')}`);
            const u = (msg.data as { matchUpdated?: { version: number } } | undefined)?.matchUpdated;
            if (u) watched.#pushed(u.version);
          },
          error: (e) => opts.log(`long match subscription: ${JSON.stringify(e)}`),
          complete: () => undefined,
        },
      );
    }
    await sleep(500);
    return watched;
  }

  #pushed(version: number): void {
    this.#pushes += 1;
    if (version === this.#version && ++this.#seenAtVersion === this.sockets.watchers.length) this.#arrived();
  }

  /** One move, then wait until every watcher has its push: the load is the pushes, one move at a time. */
  async #move(): Promise<void> {
    const seat = this.#version % 2;
    const all = new Promise<void>((resolve) => (this.#arrived = resolve));
    this.#seenAtVersion = 0;
    const done = new Promise<void>((resolve, reject) =>
      this.sockets.movers[seat]!.subscribe(
        { query: SUBMIT, variables: { m: this.id, v: this.#version } },
        {
          next: (m) => (m.errors?.length ? reject(new Error(m.errors[0]!.message)) : resolve()),
          error: reject,
          complete: () => undefined,
        },
      ),
    );
    this.#version += 1;
    await done;
    await all;
  }

  async playTo(version: number): Promise<void> {
    while (this.#version < version) await this.#move();
  }

  /** Plays `moves` moves, measuring the server's CPU (all its threads) and the pushes they made. */
  async measure(moves: number, pid: number): Promise<Slice> {
    const pushes = this.#pushes;
    const cpu = cpuSecondsPrecise(pid);
    for (let i = 0; i < moves; i++) await this.#move();
    return { moves, pushes: this.#pushes - pushes, cpuSeconds: cpuSecondsPrecise(pid) - cpu };
  }
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
      'per push, median slice',
      'per push, every slice',
      'server CPU µs per move',
    ],
    rows.map((r) => [
      `${opts.subscribersPerSeat} subscribers per seat + ${opts.spectators} spectators`,
      fmtInt(r.atMove),
      String(r.moves),
      fmtInt(r.pushes),
      fmt(r.cpuPerPushUs, 1),
      fmt(median(r.sliceCpuPerPushUs), 1),
      spread(r.sliceCpuPerPushUs, (n) => fmt(n, 1)),
      fmtInt(r.cpuPerMoveUs),
    ]),
  );
}

/**
 * The late point's cost per push against the early one's: of their median slices (which a garbage collection landing
 * in one slice cannot sway) and of their whole windows.
 */
export function pushCostLine(early: LongMatchRow, late: LongMatchRow): string {
  const medians = median(late.sliceCpuPerPushUs) / median(early.sliceCpuPerPushUs);
  const whole = late.cpuPerPushUs / early.cpuPerPushUs;
  return `Push cost at move ${fmtInt(late.atMove)} / at move ${fmtInt(early.atMove)}: ${medians.toFixed(2)} (median slices; whole windows ${whole.toFixed(2)})`;
}
