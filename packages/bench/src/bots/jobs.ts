// The bot bench's matches: which levels meet, at which player counts, on which seeds, from the command line's flags.
import { availableParallelism } from 'node:os';
import { BOT_LEVELS, type BotLevel } from '@cortex/engine';

/** One seeded match: a level per seat. */
export interface Job {
  /** The pairing or table the match counts for: `game|players|A v B` (competitive) or `game|table|level` (cooperative). */
  readonly key: string;
  readonly gameId: string;
  readonly players: number;
  readonly options: unknown;
  readonly levels: readonly BotLevel[];
  readonly seed: string;
  /** The match's number within its pairing or table. */
  readonly index: number;
}

export interface Flags {
  readonly matches: number;
  readonly workers: number;
  readonly games: readonly string[];
  readonly hardMs: number | undefined;
  readonly hardIterations: number | undefined;
  readonly coopPlayers: number;
  readonly levels: readonly BotLevel[];
  /** Every pair of levels, or only each level against the one below it. */
  readonly pairings: 'all' | 'adjacent';
  /** Player counts of the competitive pairings (each game's own range filters them). */
  readonly players: readonly number[];
  /** Cooperative tables to play (labels such as `4p` or a trio id); all when absent. */
  readonly tables: readonly string[] | undefined;
  /** Print the figures so far after every this many matches (0: only at the end). */
  readonly reportEvery: number;
  /** A JSONL file that keeps every finished match; a run with the same file plays only the matches it lacks. */
  readonly record: string | undefined;
  /** Recorded matches played again before a run goes on, to check the record was made by the same bots. */
  readonly checks: number;
}

/** What the bench needs to know of a game to plan its matches. */
export interface BenchGame {
  readonly id: string;
  readonly mode: 'competitive' | 'cooperative';
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Cooperative tables other than one per player count (Legendary Encounters plays one per Episode trio). */
  readonly tables?: (coopPlayers: number) => readonly CoopTable[];
}

export interface CoopTable {
  readonly label: string;
  readonly players: number;
  readonly options: unknown;
}

export function parseFlags(argv: readonly string[], knownGames: readonly string[]): Flags {
  // A flag given twice takes its last value, so a script can add to a shared command line.
  const get = (name: string): string | undefined => {
    const i = argv.lastIndexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const whole = (raw: string, name: string): number => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got ${raw}`);
    return n;
  };
  const int = (name: string, fallback: number): number => {
    const raw = get(name);
    return raw === undefined ? fallback : whole(raw, name);
  };
  const list = (name: string): string[] | undefined => get(name)?.split(',');
  const games = list('games') ?? [...knownGames];
  for (const g of games)
    if (!knownGames.includes(g)) throw new Error(`Unknown game ${g}; known: ${knownGames.join(', ')}`);
  const pairings = get('pairings') ?? 'all';
  if (pairings !== 'all' && pairings !== 'adjacent') throw new Error(`--pairings is all or adjacent, got ${pairings}`);
  // A time cap makes results depend on the machine's load, so they could not be kept and resumed.
  if (get('record') !== undefined && get('hard-ms') !== undefined)
    throw new Error('--record cannot be combined with --hard-ms (capped decisions depend on the machine).');
  return {
    matches: int('matches', 500),
    workers: Math.max(1, int('workers', Math.min(2, availableParallelism()))),
    games,
    hardIterations: get('hard-iterations') === undefined ? undefined : int('hard-iterations', 0),
    hardMs: get('hard-ms') === undefined ? undefined : int('hard-ms', 0),
    coopPlayers: int('coop-players', 2),
    levels: (list('levels') ?? [...BOT_LEVELS]).map((l) => {
      if (!(BOT_LEVELS as readonly string[]).includes(l))
        throw new Error(`Unknown level ${l}; known: ${BOT_LEVELS.join(', ')}`);
      return l as BotLevel;
    }),
    pairings,
    players: (list('players') ?? ['2']).map((n) => whole(n, 'players')),
    tables: list('tables'),
    reportEvery: int('report-every', 0),
    record: get('record'),
    checks: int('checks', 2),
  };
}

/**
 * Competitive pairings seat the two levels alternately (A B A… in even matches, B A B… in odd ones), so over a
 * pairing's matches each level holds half the seats at every player count and 50 % is an even result. Cooperative
 * tables seat one level everywhere and play the same seeds at every level, so the levels meet the same deals.
 */
export function jobsFor(f: Flags, games: ReadonlyMap<string, BenchGame>): Job[] {
  const jobs: Job[] = [];
  for (const id of f.games) {
    const game = games.get(id);
    if (!game) throw new Error(`Unknown game ${id}`);
    if (game.mode === 'competitive') {
      const counts = f.players.filter((n) => n >= game.minPlayers && n <= game.maxPlayers);
      for (let a = 0; a < f.levels.length; a++) {
        for (let b = a + 1; b < f.levels.length; b++) {
          if (f.pairings === 'adjacent' && b !== a + 1) continue;
          const pair = [f.levels[a]!, f.levels[b]!] as const;
          for (const players of counts) {
            for (let i = 0; i < f.matches; i++) {
              const levels = Array.from({ length: players }, (_, s) => pair[(s + i) % 2]!);
              // Two-player seeds are those of earlier benches, so figures stay comparable.
              const seed =
                players === 2 ? `bench:${id}:${pair.join('-')}:${i}` : `bench:${id}:${players}p:${pair.join('-')}:${i}`;
              jobs.push({
                key: `${id}|${players}p|${pair[0]} v ${pair[1]}`,
                gameId: id,
                players,
                options: {},
                levels,
                seed,
                index: i,
              });
            }
          }
        }
      }
    } else {
      const all =
        game.tables?.(f.coopPlayers) ??
        Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, k) => ({
          label: `${game.minPlayers + k}p`,
          players: game.minPlayers + k,
          options: {},
        }));
      const tables = f.tables
        ? all.filter((t) => f.tables!.some((want) => t.label === want || t.label.startsWith(`${want} `)))
        : all;
      for (const table of tables) {
        for (const level of f.levels) {
          for (let i = 0; i < f.matches; i++) {
            const levels = Array.from({ length: table.players }, () => level);
            jobs.push({
              key: `${id}|${table.label}|${level}`,
              gameId: id,
              players: table.players,
              options: table.options,
              levels,
              seed: `bench:${id}:${table.label}:${i}`,
              index: i,
            });
          }
        }
      }
    }
  }
  // Match i of every pairing and table before match i + 1 of any: a run stopped early has even counts everywhere.
  return jobs.sort((a, b) => a.index - b.index);
}
