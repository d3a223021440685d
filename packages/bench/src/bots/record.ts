// The bot bench's record: one JSON line per finished match, so a run of many hours can stop and go on later, and the figures keep the matches behind them.
import type { Job } from './jobs';
import type { Outcome } from './report';

/** The first line: what the matches' results depend on besides the code and the seeds. */
export interface RecordHeader {
  readonly bench: 'bots';
  readonly hardIterations: number | null;
}

/** One finished match: its pairing or table, its number there, and the winning seats (null: unfinished). */
export interface RecordLine {
  readonly k: string;
  readonly i: number;
  readonly w: readonly number[] | null;
}

export const headerLine = (hardIterations: number | undefined): string =>
  JSON.stringify({ bench: 'bots', hardIterations: hardIterations ?? null } satisfies RecordHeader);

export const recordLine = (job: Pick<Job, 'key' | 'index'>, winners: readonly number[] | null): string =>
  JSON.stringify({ k: job.key, i: job.index, w: winners } satisfies RecordLine);

const idOf = (key: string, index: number): string => `${key}#${index}`;

const isSeatList = (x: unknown): x is number[] => Array.isArray(x) && x.every((s) => Number.isInteger(s) && s >= 0);

/**
 * Reads a record made with the same `hard` settings. A line cut short by a kill mid-write is the last one and is
 * dropped; any other bad line is an error, as is a header that does not match (its results would not be these bots').
 */
export function readRecord(text: string, hardIterations: number | undefined): Map<string, RecordLine> {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const [head, ...rest] = lines;
  const header = JSON.parse(head ?? '{}') as Partial<RecordHeader>;
  if (header.bench !== 'bots') throw new Error('This file is not a bot bench record (its first line should name it).');
  if (header.hardIterations !== (hardIterations ?? null)) {
    throw new Error(
      `The record was made with --hard-iterations ${header.hardIterations ?? '(each game’s default)'}; this run uses ${hardIterations ?? '(each game’s default)'}.`,
    );
  }
  const recorded = new Map<string, RecordLine>();
  rest.forEach((raw, n) => {
    let line: Partial<RecordLine>;
    try {
      line = JSON.parse(raw) as Partial<RecordLine>;
    } catch (error) {
      if (n === rest.length - 1) return;
      throw new Error(`Record line ${n + 2} is not JSON: ${String(error)}`, { cause: error });
    }
    if (typeof line.k !== 'string' || !Number.isInteger(line.i) || !(line.w === null || isSeatList(line.w)))
      throw new Error(`Record line ${n + 2} is not a match: ${raw}`);
    recorded.set(idOf(line.k, line.i!), line as RecordLine);
  });
  return recorded;
}

/** Splits the plan into matches still to play and outcomes already recorded (which carry no decision times). */
export function resume(
  jobs: readonly Job[],
  recorded: ReadonlyMap<string, RecordLine>,
): { toPlay: Job[]; done: { job: Job; outcome: Outcome }[] } {
  const toPlay: Job[] = [];
  const done: { job: Job; outcome: Outcome }[] = [];
  for (const job of jobs) {
    const line = recorded.get(idOf(job.key, job.index));
    if (!line) toPlay.push(job);
    else done.push({ job, outcome: { key: job.key, levels: job.levels, winners: line.w, decisionMs: [] } });
  }
  return { toPlay, done };
}

/** Recorded matches to play again before going on, spread over the record, to catch a record made by other bot code. */
export function spotChecks<T>(done: readonly T[], count: number): T[] {
  if (done.length === 0 || count === 0) return [];
  const step = done.length / Math.min(count, done.length);
  return Array.from({ length: Math.min(count, done.length) }, (_, n) => done[Math.floor(n * step)]!);
}
