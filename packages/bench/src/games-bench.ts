// Real games through the public API: N concurrent matches per game, one seat played by a client picking random legal
// moves over GraphQL (as a third-party bot would), the other seats by the server's random bots with no delay.
// A finished match is replaced at once, so N stay in play.
import { Random, seedToRngState } from '@cortex/engine';
import type { Client } from 'graphql-ws';
import { endpoint, signUp, startMatch, wsClient, type StartedMatch } from './cortex/client';
import { dropSchema } from './cortex/schema';
import { LoadRecorder, sleep, type LoadFigures } from './load';
import { cpuSeconds, startServer } from './proc';
import { fmt, fmtInt, table } from './stats';

export interface GameRow {
  readonly game: string;
  readonly players: number;
  readonly matches: number;
  readonly movesPerSecond: number;
  readonly finished: number;
  readonly figures: LoadFigures;
  readonly cpuPerMoveUs: number;
}

const GAMES: readonly { id: string; players: number }[] = [
  { id: 'legendary-firefly', players: 2 },
  { id: 'out-to-the-black', players: 3 },
  { id: 'misbehavin', players: 2 },
  { id: 'niskas-debt', players: 2 },
];

const UPDATES = 'subscription($m:ID!){matchUpdated(matchId:$m){version status legalMoves}}';
const SUBMIT = 'mutation($m:ID!,$v:Int!,$mv:JSON!){submitMove(matchId:$m,expectedVersion:$v,move:$mv){version}}';

interface Update {
  version: number;
  status: string;
  legalMoves: unknown[];
}

/** Plays one seat of a match with random legal moves; counts every version the match advances by. */
class RandomSeat {
  private sent: { version: number; at: number } | undefined;
  private seen: number;
  private readonly stop: () => void;

  constructor(
    private readonly match: StartedMatch,
    private readonly client: Client,
    private readonly recorder: LoadRecorder,
    private readonly random: Random,
    private readonly counters: { versions: number; finished: number },
    private readonly onFinished: () => void,
  ) {
    this.seen = match.version;
    this.stop = client.subscribe<{ matchUpdated: Update }>(
      { query: UPDATES, variables: { m: match.id } },
      {
        next: (msg) => {
          const u = msg.data?.matchUpdated;
          if (u) this.onUpdate(u);
          else if (msg.errors) recorder.error(msg.errors.map((e) => e.message).join('; '));
        },
        error: (e) => recorder.error(`subscription: ${e instanceof Error ? e.message : JSON.stringify(e)}`),
        complete: () => undefined,
      },
    );
  }

  private onUpdate(u: Update): void {
    if (u.version > this.seen) {
      this.counters.versions += u.version - this.seen;
      this.seen = u.version;
    }
    if (this.sent && u.version > this.sent.version) {
      this.recorder.moveSeen(performance.now() - this.sent.at);
      this.sent = undefined;
    }
    if (u.status !== 'ACTIVE') {
      this.close();
      this.counters.finished += 1;
      this.onFinished();
      return;
    }
    if (u.legalMoves.length > 0 && (!this.sent || this.sent.version < u.version)) {
      const move = u.legalMoves[this.random.int(0, u.legalMoves.length - 1)];
      this.sent = { version: u.version, at: performance.now() };
      this.client.subscribe(
        { query: SUBMIT, variables: { m: this.match.id, v: u.version, mv: move } },
        {
          next: (msg) => {
            // A server bot may have moved first (simultaneous decisions): a stale version is not an error here.
            const stale = msg.errors?.some(
              (e) => (e.extensions as { code?: string } | undefined)?.code === 'STALE_VERSION',
            );
            if (msg.errors && !stale) this.recorder.error(`submit: ${msg.errors.map((e) => e.message).join('; ')}`);
          },
          error: (e) => this.recorder.error(`submit: ${e instanceof Error ? e.message : JSON.stringify(e)}`),
          complete: () => undefined,
        },
      );
    }
  }

  close(): void {
    this.stop();
  }
}

export async function runGamesBench(opts: {
  matches: number;
  seconds: number;
  pgUrl: string;
  log: (line: string) => void;
}): Promise<GameRow[]> {
  const schema = `bench_games_${process.pid}`;
  const server = await startServer('cortex-pg', './cortex/server.ts', {
    BENCH_DB: 'pg',
    BENCH_DATABASE_URL: opts.pgUrl,
    BENCH_SCHEMA: schema,
  });
  const api = endpoint(server.port);
  const rows: GameRow[] = [];
  try {
    const token = await signUp(api.http, `bench_games_${process.pid.toString(36)}`);
    for (const { id, players } of GAMES) {
      const recorder = new LoadRecorder();
      const counters = { versions: 0, finished: 0 };
      const random = new Random(seedToRngState(`games-bench-${id}`));
      const clients: Client[] = [];
      const seats = new Set<RandomSeat>();
      let running = true;
      const open = async (): Promise<void> => {
        if (!running) return;
        const match = await startMatch(api.http, token, null, id, players, {}, 'random');
        const client = wsClient(api.ws, token);
        clients.push(client);
        const seat: RandomSeat = new RandomSeat(match, client, recorder, random, counters, () => {
          seats.delete(seat);
          void open().catch((e: unknown) => recorder.error(String(e)));
        });
        seats.add(seat);
      };
      await Promise.all(Array.from({ length: opts.matches }, () => open()));
      await sleep(2000);
      recorder.begin();
      const v0 = counters.versions;
      const f0 = counters.finished;
      const cpu0 = cpuSeconds(server.pid);
      const t0 = performance.now();
      await sleep(opts.seconds * 1000);
      const seconds = (performance.now() - t0) / 1000;
      const moves = counters.versions - v0;
      const cpu = cpuSeconds(server.pid) - cpu0;
      const figures = recorder.end(seconds);
      running = false;
      for (const s of seats) s.close();
      for (const c of clients) void c.dispose();
      const row: GameRow = {
        game: id,
        players,
        matches: opts.matches,
        movesPerSecond: moves / seconds,
        finished: counters.finished - f0,
        figures,
        cpuPerMoveUs: moves > 0 ? (cpu / moves) * 1e6 : Number.NaN,
      };
      rows.push(row);
      opts.log(
        `games ${id} × ${opts.matches}: ${fmtInt(row.movesPerSecond)} moves/s, client move p50 ${fmt(figures.latency.p50, 1)} ms${figures.errors ? `, ${figures.errors} errors (${recorder.lastError ?? ''})` : ''}`,
      );
      await sleep(500);
    }
  } finally {
    await server.stop();
    await dropSchema(opts.pgUrl, schema);
  }
  return rows;
}

export function gamesTable(rows: readonly GameRow[]): string {
  return table(
    [
      'game',
      'players',
      'matches',
      'moves/s (all seats)',
      'matches finished',
      'client move → new state p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU µs/move',
      'errors',
    ],
    rows.map((r) => [
      r.game,
      String(r.players),
      String(r.matches),
      fmtInt(r.movesPerSecond),
      String(r.finished),
      fmt(r.figures.latency.p50, 1),
      fmt(r.figures.latency.p95, 1),
      fmt(r.figures.latency.p99, 1),
      fmtInt(r.cpuPerMoveUs),
      String(r.figures.errors),
    ]),
  );
}
