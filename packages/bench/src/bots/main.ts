// Bot strength bench (`npm run bench:bots`): round-robin win rates between levels (competitive games), all-bot win rates per level (cooperative games), decision times.
// Flags: [--matches 500] [--workers 2] [--games id,id] [--levels random,easy,normal,hard] [--pairings all|adjacent] [--players 2,3]
//        [--tables 4p,serenity-train-job] [--coop-players 2] [--hard-iterations N] [--hard-ms 1000] [--report-every 200]
//        [--record results/bots.jsonl] [--checks 2]
// --record keeps each finished match in a file (relative to where npm was run) and plays only the matches it lacks, after
// playing --checks recorded ones again to make sure the bots have not changed since.
// `hard` searches with each game's own default simulations per decision unless --hard-iterations says otherwise; --hard-ms caps
// each decision's time as the API does (off by default, so the figures do not depend on how busy the machine is).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { botFor, playBotMatch, type AnyGame, type SearchBudget } from '@cortex/engine';
import { EPISODE_TRIOS, legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';
import { type BenchGame, type Flags, type Job, jobsFor, parseFlags } from './jobs';
import { headerLine, readRecord, recordLine, resume, spotChecks } from './record';
import { figures, type Outcome, renderFigures } from './report';

const GAMES = new Map<string, AnyGame>(
  [legendaryFirefly, outToTheBlack, misbehavin, niskasDebt].map((g) => [g.id, g as unknown as AnyGame]),
);

const benchGames = new Map<string, BenchGame>(
  [...GAMES.values()].map((g) => [
    g.id,
    {
      id: g.id,
      mode: g.mode,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      // Legendary Encounters is measured per Episode trio, at one player count.
      ...(g.id === legendaryFirefly.id
        ? {
            tables: (players: number) =>
              Object.keys(EPISODE_TRIOS).map((trio) => ({
                label: `${trio} ${players}p`,
                players,
                options: { episodes: trio },
              })),
          }
        : {}),
    },
  ]),
);

function run(job: Job, budget: SearchBudget): Outcome {
  const game = GAMES.get(job.gameId)!;
  const bots = job.levels.map((level) => botFor(game.bots, level));
  const out = playBotMatch(game, {
    players: job.players,
    seed: job.seed,
    options: job.options,
    bots,
    budget,
    now: () => performance.now(),
  });
  return {
    key: job.key,
    levels: job.levels,
    winners: out.result ? [...out.result.winners] : null,
    decisionMs: out.decisionMs,
  };
}

const budgetOf = (f: Flags): SearchBudget => ({
  ...(f.hardIterations !== undefined ? { iterations: f.hardIterations } : {}),
  ...(f.hardMs !== undefined ? { ms: f.hardMs, now: () => performance.now() } : {}),
});

/** The `hard` budget per game, in words, for the header. */
function budgetWords(f: Flags): string {
  const cap = f.hardMs !== undefined ? `, capped at ${f.hardMs} ms` : '';
  if (f.hardIterations !== undefined) return `${f.hardIterations} iterations per decision${cap}`;
  const own = f.games.map((id) => {
    const d = botFor(GAMES.get(id)?.bots, 'hard').defaultBudget;
    return `${id} ${d?.iterations !== undefined ? `${d.iterations} simulations` : 'its default'}`;
  });
  return `each game's default per decision (${own.join(', ')})${cap}`;
}

/** Opens the record (making it when new), checks a few of its matches and returns the outcomes it already holds. */
function openRecord(
  f: Flags,
  jobs: readonly Job[],
  file: string,
  budget: SearchBudget,
): { toPlay: Job[]; done: Outcome[] } {
  if (!existsSync(file)) {
    writeFileSync(file, `${headerLine(f.hardIterations)}\n`);
    return { toPlay: [...jobs], done: [] };
  }
  const { toPlay, done } = resume(jobs, readRecord(readFileSync(file, 'utf8'), f.hardIterations));
  for (const { job, outcome } of spotChecks(done, f.checks)) {
    const again = run(job, budget);
    if (JSON.stringify(again.winners) !== JSON.stringify(outcome.winners)) {
      throw new Error(
        `${job.key} match ${job.index} now ends with winners ${JSON.stringify(again.winners)}, recorded ${JSON.stringify(outcome.winners)}: the bots changed since ${file} was made; start a new record.`,
      );
    }
  }
  console.log(
    `Record ${file}: ${done.length} of these matches recorded (${Math.min(f.checks, done.length)} played again: same results), ${toPlay.length} to play.`,
  );
  return { toPlay, done: done.map((d) => d.outcome) };
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2), [...GAMES.keys()]);
  const planned = jobsFor(f, benchGames);
  const started = performance.now();
  console.log(
    `Bot bench: ${f.matches} matches per pairing/table, ${planned.length} matches, ${f.workers} worker(s); hard budget: ${budgetWords(f)}\n`,
  );
  const file = f.record === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), f.record);
  const { toPlay: jobs, done } =
    file === undefined ? { toPlay: planned, done: [] } : openRecord(f, planned, file, budgetOf(f));
  if (done.length > 0) console.log('Decision times cover only the matches played in this run.\n');
  const outcomes: Outcome[] = [...done];
  // A run stopped early (Ctrl-C, or a kill at a deadline) still prints the figures of the matches it finished.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(
        `\nStopped by ${signal} after ${outcomes.length} of ${planned.length} matches: partial figures (match counts per line).\n`,
      );
      console.log(renderFigures(figures(outcomes)));
      process.exit(130);
    });
  }
  // Workers take jobs one at a time, so the slow (hard) matches spread over the cores.
  let next = 0;
  const progressEvery = Math.max(1, Math.min(50, Math.floor(jobs.length / 20)));
  await Promise.all(
    Array.from({ length: f.workers }, () => {
      const worker = new Worker(new URL('./entry.mjs', import.meta.url), { workerData: { flags: f } });
      return new Promise<void>((resolve, reject) => {
        const feed = (): void => {
          const job = jobs[next++];
          if (job) worker.postMessage(job);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', ({ job, outcome: o }: { job: Job; outcome: Outcome }) => {
          if (file !== undefined) appendFileSync(file, `${recordLine(job, o.winners)}\n`);
          outcomes.push(o);
          if (outcomes.length % progressEvery === 0)
            process.stderr.write(
              `  ${outcomes.length}/${planned.length} matches, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
            );
          if (f.reportEvery > 0 && outcomes.length % f.reportEvery === 0 && outcomes.length < planned.length) {
            console.log(
              `\nAfter ${outcomes.length} of ${planned.length} matches:\n\n${renderFigures(figures(outcomes))}\n`,
            );
          }
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
  console.log(renderFigures(figures(outcomes)));
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (isMainThread) {
  await main();
} else {
  const { flags: f } = workerData as { flags: Flags };
  const budget = budgetOf(f);
  parentPort!.on('message', (job: Job) => parentPort!.postMessage({ job, outcome: run(job, budget) }));
}
