// The bot bench's figures: competitive win shares, cooperative win rates (each with a 95 % interval), the ordering verdicts and decision times.
import { BOT_LEVELS, type BotLevel } from '@cortex/engine';
import { fmt, summarize, table } from '../stats';

/** What a worker sends back for one match. */
export interface Outcome {
  readonly key: string;
  readonly levels: readonly BotLevel[];
  /** Winning seats; null when the match did not finish. */
  readonly winners: readonly number[] | null;
  /** Milliseconds per decision with more than one legal move, by seat. */
  readonly decisionMs: readonly (readonly number[])[];
}

export interface Estimate {
  readonly mean: number;
  /** Half-width of a 95 % interval (normal approximation). */
  readonly half: number;
  readonly n: number;
}

export function estimate(scores: readonly number[]): Estimate {
  const n = scores.length;
  const mean = n === 0 ? Number.NaN : scores.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? scores.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, half: 1.96 * Math.sqrt(variance / Math.max(1, n)), n };
}

/** A level's share of one match's win: a shared win is split; an unfinished match gives each seat an equal share. */
export function shareOf(o: Outcome, level: BotLevel): number {
  const mine = o.levels.flatMap((l, s) => (l === level ? [s] : []));
  if (!o.winners || o.winners.length === 0) return mine.length / o.levels.length;
  return mine.filter((s) => o.winners!.includes(s)).length / o.winners.length;
}

const rank = (level: string): number => (BOT_LEVELS as readonly string[]).indexOf(level);
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const within = (e: Estimate): string => `${pct(e.mean)} ± ${(100 * e.half).toFixed(1)}`;

export interface PairingRow {
  readonly game: string;
  readonly players: string;
  readonly first: BotLevel;
  readonly second: BotLevel;
  /** The first level's share of the wins. */
  readonly firstShare: Estimate;
}

export interface TableRow {
  readonly game: string;
  readonly table: string;
  readonly level: BotLevel;
  readonly wins: Estimate;
}

export interface Figures {
  readonly pairings: readonly PairingRow[];
  readonly tables: readonly TableRow[];
  /** One line per level and the level below it, ending in "holds" or "FAILS". */
  readonly verdicts: readonly string[];
  readonly times: readonly { game: string; level: string; mean: number; p99: number; count: number }[];
}

function groups(outcomes: readonly Outcome[]): Map<string, Outcome[]> {
  const byKey = new Map<string, Outcome[]>();
  for (const o of outcomes) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
  return new Map([...byKey].sort(([a], [b]) => a.localeCompare(b)));
}

export function figures(outcomes: readonly Outcome[]): Figures {
  const pairings: PairingRow[] = [];
  const tables: TableRow[] = [];
  const verdicts: string[] = [];
  for (const [key, list] of groups(outcomes)) {
    const [game, players, rest] = key.split('|') as [string, string, string];
    if (rest.includes(' v ')) {
      const [first, second] = rest.split(' v ') as [BotLevel, BotLevel];
      const row = { game, players, first, second, firstShare: estimate(list.map((o) => shareOf(o, first))) };
      pairings.push(row);
      // The bar: in two-player matches each level beats the one below it at least 60 % of the time.
      if (players === '2p' && Math.abs(rank(first) - rank(second)) === 1) {
        const [low, high, share] =
          rank(first) < rank(second) ? [first, second, 1 - row.firstShare.mean] : [second, first, row.firstShare.mean];
        verdicts.push(
          `${game} 2p: ${high} takes ${pct(share)} of the wins against ${low} over ${list.length} matches: ${share >= 0.6 ? 'holds (at least 60 %)' : 'FAILS (under 60 %)'}`,
        );
      }
    } else {
      tables.push({
        game,
        table: players,
        level: rest as BotLevel,
        wins: estimate(list.map((o) => (o.winners !== null && o.winners.length > 0 ? 1 : 0))),
      });
    }
  }
  const byTable = new Map<string, TableRow[]>();
  for (const t of tables) byTable.set(`${t.game} ${t.table}`, [...(byTable.get(`${t.game} ${t.table}`) ?? []), t]);
  for (const [name, rows] of byTable) {
    const sorted = [...rows].sort((a, b) => rank(a.level) - rank(b.level));
    for (let i = 1; i < sorted.length; i++) {
      const [low, high] = [sorted[i - 1]!, sorted[i]!];
      const holds = high.wins.mean > low.wins.mean;
      verdicts.push(
        `${name}: ${high.level} wins ${pct(high.wins.mean)} (${high.wins.n}), ${low.level} ${pct(low.wins.mean)} (${low.wins.n}): ${holds ? 'holds' : 'FAILS'}`,
      );
    }
  }
  const samples = new Map<string, number[]>();
  for (const o of outcomes) {
    o.levels.forEach((level, s) => {
      const k = `${o.key.split('|')[0]}|${level}`;
      const list = samples.get(k) ?? [];
      for (const ms of o.decisionMs[s] ?? []) list.push(ms);
      samples.set(k, list);
    });
  }
  const times = [...samples]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, list]) => {
      const [game, level] = k.split('|') as [string, string];
      const s = summarize(list);
      return { game, level, mean: s.mean, p99: s.p99, count: s.count };
    });
  return { pairings, tables, verdicts, times };
}

/** The figures as Markdown tables (they paste into the README) and the verdict lines. */
export function renderFigures(f: Figures): string {
  const out: string[] = [];
  if (f.pairings.length > 0) {
    out.push(
      'Competitive: the share of the wins taken by the first level named, which holds half the seats over the matches (a shared win is split, an unfinished match counts as a draw), ± a 95 % interval.',
      '',
      table(
        ['Game', 'Players', 'Pairing', 'First level’s share', 'Matches'],
        f.pairings.map((p) => [
          p.game,
          p.players,
          `${p.first} v ${p.second}`,
          within(p.firstShare),
          String(p.firstShare.n),
        ]),
      ),
      '',
    );
  }
  if (f.tables.length > 0) {
    out.push(
      'Cooperative: win rate of all-bot tables, every level on the same seeds, ± a 95 % interval.',
      '',
      table(
        ['Game', 'Table', 'Level', 'Wins', 'Matches'],
        f.tables.map((t) => [t.game, t.table, t.level, within(t.wins), String(t.wins.n)]),
      ),
      '',
    );
  }
  if (f.verdicts.length > 0)
    out.push('Ordering, each level against the one below it:', ...f.verdicts.map((v) => `- ${v}`), '');
  out.push(
    'Decision time (decisions with more than one legal move; wall clock):',
    '',
    table(
      ['Game', 'Level', 'Mean ms', 'p99 ms', 'Decisions'],
      f.times.map((t) => [t.game, t.level, fmt(t.mean, 2), fmt(t.p99, 2), String(t.count)]),
    ),
  );
  return out.join('\n');
}
