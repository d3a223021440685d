// The match log the page shows, put together from what arrives: the query's newest page, lines pushed since (each push
// brings only the new ones), and older pages read on demand. Pure, so the merging is tested on its own.

export interface LogLine {
  readonly seq: number;
  readonly seat?: number | null;
  readonly text: string;
  readonly at: string;
}

/** A run of lines with the cursor of its first line (to page back from it). */
export interface LogRun {
  readonly lines: readonly LogLine[];
  readonly startCursor: string | null;
}

/** A push's log part (Match.logUpdate). */
export interface LogUpdate {
  readonly from: number;
  readonly total: number;
  readonly startCursor?: string | null;
  readonly lines: readonly LogLine[];
}

/**
 * Lines pushed so far, after one more push: its lines join the run when they follow on from it, and replace it when
 * some were never received in between (the page was asleep): the log then pages back from the new run.
 */
export function withPush(run: LogRun | null, update: LogUpdate): LogRun {
  const last = run?.lines.at(-1)?.seq;
  if (run && last !== undefined && update.from <= last + 1) {
    return { lines: [...run.lines, ...update.lines.filter((l) => l.seq > last)], startCursor: run.startCursor };
  }
  return { lines: [...update.lines], startCursor: update.startCursor ?? null };
}

/**
 * The lines to show: every run merged by seq, then only the unbroken stretch that reaches the newest line (a gap means
 * lines never received; showing across it would hide that). `cursor` pages back from its first line; `more` says there
 * are older lines.
 */
export function shownLog(runs: readonly (LogRun | null | undefined)[]): {
  lines: LogLine[];
  cursor: string | null;
  more: boolean;
} {
  const bySeq = new Map<number, LogLine>();
  const cursors = new Map<number, string | null>();
  for (const run of runs) {
    if (!run || run.lines.length === 0) continue;
    for (const line of run.lines) bySeq.set(line.seq, line);
    const first = run.lines[0]!.seq;
    if (!cursors.has(first) || cursors.get(first) === null) cursors.set(first, run.startCursor);
  }
  const all = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  let start = all.length - 1;
  while (start > 0 && all[start - 1]!.seq === all[start]!.seq - 1) start -= 1;
  const lines = start < 0 ? [] : all.slice(start);
  const first = lines[0]?.seq;
  return {
    lines,
    cursor: first === undefined ? null : (cursors.get(first) ?? null),
    more: first !== undefined && first > 0,
  };
}
