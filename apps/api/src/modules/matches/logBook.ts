// A match's log kept in memory, worded once per viewer and extended by the lines of each new move, so reading the log
// (or its newest page, as every push does) costs what changed, not the length of the match.
import type { LogEntry } from '@cortex/engine';
import { keepRecent } from './recentMap';
import type { StoredMove } from './store';

/** One line of the log as a viewer reads it; `seq` counts lines from 0, setup included. */
export interface LogLine {
  readonly seq: number;
  readonly seat: number | null;
  readonly text: string;
  readonly at: Date;
}

interface Entry {
  readonly entry: LogEntry;
  readonly at: Date;
}

/** Matches whose logs are kept; the least recently read one is dropped first (and read again when asked for). */
const BOOKS_KEPT = 1000;

export class LogBook {
  readonly #entries: Entry[] = [];
  /** Per seat, how many lines the log had after that seat's person last moved (a bot moving for them does not count). */
  readonly #ownEnd = new Map<number, number>();
  /** Lines worded per viewer (and the names they were worded with), extended as the log grows. */
  readonly #worded = new Map<string, LogLine[]>();
  /** The move log's rows included so far. */
  version = 0;

  constructor(setup: readonly LogEntry[], createdAt: Date) {
    for (const entry of setup) this.#entries.push({ entry, at: createdAt });
  }

  get length(): number {
    return this.#entries.length;
  }

  /** Adds moves that follow the ones held; false when one is missing in between (the book must be read again). */
  add(moves: readonly StoredMove[]): boolean {
    for (const move of moves) {
      if (move.seq <= this.version) continue;
      if (move.seq !== this.version + 1) return false;
      for (const entry of move.log) this.#entries.push({ entry, at: move.createdAt });
      if (!move.byBot) this.#ownEnd.set(move.seat, this.#entries.length);
      this.version = move.seq;
    }
    return true;
  }

  /** The whole log in one viewer's words; `key` names the viewer and the names used, `word` words one entry. */
  lines(key: string, word: (entry: LogEntry) => string): readonly LogLine[] {
    let lines = this.#worded.get(key);
    if (!lines) {
      lines = [];
      this.#worded.set(key, lines);
    }
    for (let i = lines.length; i < this.#entries.length; i++) {
      const { entry, at } = this.#entries[i]!;
      lines.push({ seq: i, seat: entry.seat, text: word(entry), at });
    }
    return lines;
  }

  /** How many lines came after the last move a person made from any of these seats (all of them if never). */
  sinceOwnMove(seats: readonly number[]): number {
    let end = 0;
    for (const seat of seats) end = Math.max(end, this.#ownEnd.get(seat) ?? 0);
    return this.#entries.length - end;
  }
}

/** The log books of recently read matches. */
export class LogBooks {
  /** In least recently read order, with when each was last read or stored. */
  readonly #books = new Map<string, { book: LogBook; used: number }>();
  readonly #reading = new Map<string, Promise<LogBook>>();

  constructor(
    private readonly movesAfter: (matchId: string, after: number) => Promise<StoredMove[]>,
    /** Books not read for this long are dropped. */
    private readonly idleMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the book as the most recently used, and drops the least recently used past the count or idle too long. */
  #keep(matchId: string, book: LogBook): void {
    keepRecent(this.#books, matchId, { book, used: this.now() }, BOOKS_KEPT, this.idleMs);
  }

  /**
   * The match's log up to `version` at least: held ones are extended by the moves they lack, others read once (setup
   * lines from `setup`, which rebuilds them from the seed).
   */
  async book(
    matchId: string,
    version: number,
    setup: () => { log: readonly LogEntry[]; createdAt: Date },
  ): Promise<LogBook> {
    const held = this.#books.get(matchId)?.book;
    if (held && held.version >= version) {
      this.#keep(matchId, held);
      return held;
    }
    const reading = this.#reading.get(matchId);
    if (reading) {
      const book = await reading;
      if (book.version >= version) return book;
    }
    const read = (async () => {
      const base = held ?? this.#books.get(matchId)?.book;
      const start = base ? undefined : setup();
      const book = base ?? new LogBook(start!.log, start!.createdAt);
      if (!book.add(await this.movesAfter(matchId, book.version)))
        throw new Error(`The move log of match ${matchId} has a gap.`);
      this.#keep(matchId, book);
      return book;
    })();
    this.#reading.set(matchId, read);
    try {
      return await read;
    } finally {
      if (this.#reading.get(matchId) === read) this.#reading.delete(matchId);
    }
  }

  /** Moves committed or learned since: they join a held book, or it is dropped when they do not follow it. */
  append(matchId: string, moves: readonly StoredMove[]): void {
    const book = this.#books.get(matchId)?.book;
    if (book && !book.add(moves)) this.#books.delete(matchId);
  }
}
