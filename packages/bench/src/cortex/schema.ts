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
 * Median and p99 in milliseconds over `n` commits, on a temporary table of this connection.
 */
export async function durableCommitMs(url: string, n = 300): Promise<{ median: number; p99: number }> {
  const handle = await createDb({ url });
  try {
    if (handle.driver !== 'pg') throw new Error('durableCommitMs needs Postgres');
    const client = await handle.client.connect();
    try {
      await client.query('create temporary table commit_probe (n integer)');
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        await client.query('insert into commit_probe values ($1)', [i]);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { median: times[Math.floor(n / 2)]!, p99: times[Math.floor(n * 0.99)]! };
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
}
