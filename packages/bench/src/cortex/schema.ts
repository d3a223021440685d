// The bench's Cortex servers work in a throwaway Postgres schema; this drops it once they have stopped.
import { createDb } from '@cortex/db';

export async function dropSchema(url: string, schema: string): Promise<void> {
  const handle = await createDb({ url });
  try {
    if (handle.driver === 'pg')
      await handle.client.query(`DROP SCHEMA IF EXISTS "${schema.replace(/"/g, '""')}" CASCADE`);
  } finally {
    await handle.close();
  }
}

/**
 * The floor of a durable move at one match: one committed insert per round trip, each waiting for its WAL flush.
 * Median and p99 in milliseconds over `n` commits, into an ordinary table made for it and dropped after (a temporary
 * table writes no WAL, so its commits never wait for a flush and would show no floor at all).
 */
export async function durableCommitMs(
  url: string,
  n = 300,
): Promise<{ median: number; p99: number; roundTripMedian: number }> {
  const handle = await createDb({ url });
  const table = `cortex_commit_probe_${process.pid}`;
  try {
    if (handle.driver !== 'pg') throw new Error('durableCommitMs needs Postgres');
    const client = await handle.client.connect();
    try {
      await client.query(`create table ${table} (n integer)`);
      const timed = async (sql: string): Promise<number[]> => {
        const times: number[] = [];
        for (let i = 0; i < n; i++) {
          const start = performance.now();
          await client.query(sql, [i]);
          times.push(performance.now() - start);
        }
        return times.sort((a, b) => a - b);
      };
      // The same round trip writing nothing: the difference is the commit's WAL flush (fsync) and the insert.
      const bare = await timed('select $1::integer');
      const times = await timed(`insert into ${table} values ($1)`);
      return {
        median: times[Math.floor(n / 2)]!,
        p99: times[Math.floor(n * 0.99)]!,
        roundTripMedian: bare[Math.floor(n / 2)]!,
      };
    } finally {
      await client.query(`drop table if exists ${table}`);
      client.release();
    }
  } finally {
    await handle.close();
  }
}
