// Which other processes listen on the database, asked inside a write, and remembered while no process arrives.

/**
 * A SQL expression for a write's statement, telling which handles of other processes listen on this database, and its
 * parameters. It first takes a shared lock until the end of the transaction: a process starting to listen waits, before
 * it serves anything, for every transaction that may have looked before it was there (see PgListener.#announce), so a
 * write that skipped telling it has committed before it reads.
 */
export interface PeerProbe {
  /** The expression, with its parameters numbered from `first`; its value goes to `read`. */
  sql(first: number): string;
  /** Its parameters, current as of now (this process's own listening connection changes when it reconnects). */
  params(): readonly unknown[];
  /**
   * The backend pids of the other processes' listening connections (none: no one else listens), from the expression's
   * value in a write's answer; remembered for later writes.
   */
  read(value: unknown): readonly number[];
}

/** The second halves of the advisory lock keys: a listening process's presence, and the barrier writes share. */
export const PRESENT = 1;
export const BARRIER = 2;

/** How long "others listen" is believed without looking again: a process that left is noticed this late. */
const OTHERS_TRUSTED_MS = 1_000;
/**
 * How long "no one else listens" is believed while the count of arrivals stands still: a process that listens without
 * moving the count (code from before the count, during a rolling deploy) is found this late.
 */
const NONE_TRUSTED_MS = 5_000;

/**
 * Looking through pg_locks for other processes' presence locks costs Postgres about 30 µs a write (pg_lock_status
 * copies the whole lock table), so the answer is remembered with the count of arrivals (`arrivals`, a sequence every
 * process takes the next value of after its presence lock and before its barrier) read just before it. While the count
 * has not moved, no process started listening since, and the remembered answer stands: the statement reads the count
 * (a sequence is read as it is now, not as of the statement's snapshot) after taking the barrier and looks through
 * pg_locks only when it differs. The value is the count, followed when it looked by a colon and the pids of the other
 * listening connections, comma-separated. A process that leaves moves no count: "others listen" is remembered for
 * OTHERS_TRUSTED_MS after it was last looked up (telling a process that left is harmless), and "none other" for
 * NONE_TRUSTED_MS, in case a process arrived without moving the count.
 */
export function peerProbe(
  presence: number,
  /** The sequence's name as the write's connection resolves it (schema-qualified when the handle has a schema). */
  arrivals: string,
  /** The backend pid of this process's own listening connection (its presence lock is not another's). */
  ownPid: () => number,
): PeerProbe {
  let known: { count: bigint; pids: readonly number[]; at: number } = { count: -1n, pids: [], at: 0 };
  return {
    sql: (first) => {
      const [key, pid, count] = [first, first + 1, first + 2].map((n) => `$${n}`);
      const seen =
        `select case when (select pg_advisory_xact_lock_shared(${key}::integer, ${BARRIER}))::text is null then null ` +
        `else coalesce(pg_sequence_last_value('${arrivals}'::regclass), 0) end as count offset 0`;
      const look =
        `coalesce((select string_agg(pid::text, ',') from pg_locks where locktype = 'advisory' and ` +
        `classid = ${key}::integer::oid and objid = ${PRESENT}::oid and objsubid = 2 and granted and ` +
        `pid <> ${pid}::integer), '')`;
      return (
        `(select case when s.count = ${count}::bigint then s.count::text ` +
        `else s.count::text || ':' || ${look} end from (${seen}) s)`
      );
    },
    params: () => {
      const stale = performance.now() - known.at > (known.pids.length > 0 ? OTHERS_TRUSTED_MS : NONE_TRUSTED_MS);
      return [presence, ownPid(), String(stale ? -1n : known.count)];
    },
    read: (value) => {
      const text = String(value);
      const colon = text.indexOf(':');
      if (colon < 0) {
        known = { ...known, count: BigInt(text) };
        return known.pids;
      }
      const listed = text.slice(colon + 1);
      known = {
        count: BigInt(text.slice(0, colon)),
        pids: listed === '' ? [] : listed.split(',').map(Number),
        at: performance.now(),
      };
      return known.pids;
    },
  };
}
