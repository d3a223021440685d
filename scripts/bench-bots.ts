// Bot strength bench: round-robin win rates between levels (competitive games), all-bot win rates per level (cooperative games), decision times.
// Usage: npm run bench:bots -- [--matches 500] [--workers 2] [--games id,id] [--levels random,easy,normal,hard] [--hard-iterations N] [--hard-ms 1000] [--coop-players 2]
// `hard` searches with each game's own default simulations per decision unless --hard-iterations says otherwise; --hard-ms caps
// each decision's time as the API does (off by default, so the figures do not depend on how busy the machine is).
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { BOT_LEVELS, botFor, playBotMatch, type AnyGame, type BotLevel, type SearchBudget } from '@cortex/engine';
import { EPISODE_TRIOS, legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';

const GAMES = new Map<string, AnyGame>([legendaryFirefly, outToTheBlack, misbehavin, niskasDebt].map((g) => [g.id, g as unknown as AnyGame]));

/** One seeded match: a level per seat. */
interface Job {
  readonly key: string;
  readonly gameId: string;
  readonly players: number;
  readonly options: unknown;
  readonly levels: readonly BotLevel[];
  readonly seed: string;
  /** The match's number within its pairing or table. */
  readonly index: number;
}

interface Outcome {
  readonly key: string;
  readonly levels: readonly BotLevel[];
  readonly winners: readonly number[] | null;
  readonly decisionMs: readonly (readonly number[])[];
}

interface Flags {
  readonly matches: number;
  readonly workers: number;
  readonly games: readonly string[];
  readonly hardMs: number | undefined;
  readonly hardIterations: number | undefined;
  readonly coopPlayers: number;
  readonly levels: readonly BotLevel[];
}

function flags(argv: readonly string[]): Flags {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (name: string, fallback: number): number => {
    const raw = get(name);
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got ${raw}`);
    return n;
  };
  const hardIterations = get('hard-iterations') === undefined ? undefined : int('hard-iterations', 0);
  const hardMs = get('hard-ms') === undefined ? undefined : int('hard-ms', 0);
  return {
    matches: int('matches', 500),
    workers: Math.max(1, int('workers', Math.min(2, availableParallelism()))),
    games: get('games')?.split(',') ?? [...GAMES.keys()],
    hardIterations,
    hardMs,
    coopPlayers: int('coop-players', 2),
    levels: (get('levels')?.split(',') ?? [...BOT_LEVELS]).map((l) => {
      if (!(BOT_LEVELS as readonly string[]).includes(l)) throw new Error(`Unknown level ${l}; known: ${BOT_LEVELS.join(', ')}`);
      return l as BotLevel;
    }),
  };
}

function jobsFor(f: Flags): Job[] {
  const jobs: Job[] = [];
  for (const id of f.games) {
    const game = GAMES.get(id);
    if (!game) throw new Error(`Unknown game ${id}; known: ${[...GAMES.keys()].join(', ')}`);
    if (game.mode === 'competitive') {
      // Two-player round robin: every pair of levels, seats alternating.
      for (let a = 0; a < f.levels.length; a++) {
        for (let b = a + 1; b < f.levels.length; b++) {
          const pair = [f.levels[a]!, f.levels[b]!] as const;
          for (let i = 0; i < f.matches; i++) {
            const levels = i % 2 === 0 ? [pair[0], pair[1]] : [pair[1], pair[0]];
            jobs.push({ key: `${id}|2p|${pair[0]} v ${pair[1]}`, gameId: id, players: 2, options: {}, levels, seed: `bench:${id}:${pair.join('-')}:${i}`, index: i });
          }
        }
      }
    } else {
      const tables: { label: string; players: number; options: unknown }[] =
        id === legendaryFirefly.id
          ? Object.keys(EPISODE_TRIOS).map((trio) => ({ label: `${trio} ${f.coopPlayers}p`, players: f.coopPlayers, options: { episodes: trio } }))
          : Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, k) => ({ label: `${game.minPlayers + k}p`, players: game.minPlayers + k, options: {} }));
      for (const table of tables) {
        for (const level of f.levels) {
          for (let i = 0; i < f.matches; i++) {
            jobs.push({ key: `${id}|${table.label}|${level}`, gameId: id, players: table.players, options: table.options, levels: Array.from({ length: table.players }, () => level), seed: `bench:${id}:${table.label}:${i}`, index: i });
          }
        }
      }
    }
  }
  // Match i of every pairing and table before match i + 1 of any: a run stopped early has even counts everywhere.
  return jobs.sort((a, b) => a.index - b.index);
}

function run(job: Job, budget: SearchBudget): Outcome {
  const game = GAMES.get(job.gameId)!;
  const bots = job.levels.map((level) => botFor(game.bots, level));
  const out = playBotMatch(game, { players: job.players, seed: job.seed, options: job.options, bots, budget, now: () => performance.now() });
  return { key: job.key, levels: job.levels, winners: out.result ? [...out.result.winners] : null, decisionMs: out.decisionMs };
}

const budgetOf = (f: Flags): SearchBudget => ({
  ...(f.hardIterations !== undefined ? { iterations: f.hardIterations } : {}),
  ...(f.hardMs !== undefined ? { ms: f.hardMs, now: () => performance.now() } : {}),
});

/** The `hard` budget per game, in words, for the table header. */
function budgetWords(f: Flags): string {
  const cap = f.hardMs !== undefined ? `, capped at ${f.hardMs} ms` : '';
  if (f.hardIterations !== undefined) return `${f.hardIterations} iterations per decision${cap}`;
  const own = f.games.map((id) => {
    const d = botFor(GAMES.get(id)?.bots, 'hard').defaultBudget;
    return `${id} ${d?.iterations !== undefined ? `${d.iterations} simulations` : 'its default'}`;
  });
  return `each game's default per decision (${own.join(', ')})${cap}`;
}

async function main(): Promise<void> {
  const f = flags(process.argv.slice(2));
  const jobs = jobsFor(f);
  const started = performance.now();
  console.log(`Bot bench: ${f.matches} matches per pairing/table, ${jobs.length} matches, ${f.workers} worker(s); hard budget: ${budgetWords(f)}`);
  const outcomes: Outcome[] = [];
  // A run stopped early (Ctrl-C, or a kill at a deadline) still prints the figures of the matches it finished.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`\nStopped by ${signal} after ${outcomes.length} of ${jobs.length} matches: partial figures (match counts per line).`);
      report(outcomes);
      process.exit(130);
    });
  }
  // Workers take jobs one at a time, so the slow (hard) matches spread over both cores.
  let next = 0;
  const progressEvery = Math.max(1, Math.min(50, Math.floor(jobs.length / 20)));
  await Promise.all(
    Array.from({ length: f.workers }, () => {
      const worker = new Worker(new URL('./bench-bots.mjs', import.meta.url), { workerData: { flags: f } });
      return new Promise<void>((resolve, reject) => {
        const feed = (): void => {
          const job = jobs[next++];
          if (job) worker.postMessage(job);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (o: Outcome) => {
          outcomes.push(o);
          if (outcomes.length % progressEvery === 0) process.stderr.write(`  ${outcomes.length}/${jobs.length} matches\n`);
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
  report(outcomes);
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function report(outcomes: readonly Outcome[]): void {
  const byKey = new Map<string, Outcome[]>();
  for (const o of outcomes) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
  console.log('\nCompetitive, two players (win rate of the first level named; a shared win counts half; unfinished matches count as draws):');
  for (const [key, list] of [...byKey].filter(([k]) => k.includes(' v ')).sort()) {
    const [gameId, , pairing] = key.split('|');
    const first = pairing!.split(' v ')[0]!;
    let score = 0;
    for (const o of list) {
      const mine = o.levels.flatMap((l, s) => (l === first ? [s] : []));
      if (!o.winners || o.winners.length === 0) score += 0.5;
      else score += mine.filter((s) => o.winners!.includes(s)).length / o.winners.length;
    }
    console.log(`  ${gameId!.padEnd(18)} ${pairing!.padEnd(18)} ${pct(score / list.length).padStart(6)}  (${list.length} matches)`);
  }
  console.log('\nCooperative, all-bot tables (win rate per level):');
  for (const [key, list] of [...byKey].filter(([k]) => !k.includes(' v ')).sort()) {
    const [gameId, table, level] = key.split('|');
    const wins = list.filter((o) => o.winners !== null && o.winners.length > 0).length;
    console.log(`  ${gameId!.padEnd(18)} ${table!.padEnd(24)} ${level!.padEnd(7)} ${pct(wins / list.length).padStart(6)}  (${list.length} matches)`);
  }
  console.log('\nDecision time per level (decisions with more than one legal move):');
  const times = new Map<string, number[]>();
  for (const o of outcomes) {
    o.levels.forEach((level, s) => {
      const k = `${o.key.split('|')[0]}|${level}`;
      const list = times.get(k) ?? [];
      for (const ms of o.decisionMs[s] ?? []) list.push(ms);
      times.set(k, list);
    });
  }
  for (const [k, list] of [...times].sort()) {
    const [gameId, level] = k.split('|');
    const sorted = [...list].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    console.log(`  ${gameId!.padEnd(18)} ${level!.padEnd(7)} mean ${mean.toFixed(2).padStart(8)} ms   p99 ${p99.toFixed(2).padStart(8)} ms   (${sorted.length} decisions)`);
  }
}

if (isMainThread) {
  await main();
} else {
  const { flags: f } = workerData as { flags: Flags };
  const budget = budgetOf(f);
  parentPort!.on('message', (job: Job) => parentPort!.postMessage(run(job, budget)));
}
