// The bench's Cortex servers work in a throwaway Postgres schema; this drops it once they have stopped.
import { createDb } from '@cortex/db';

export async function dropSchema(url: string, schema: string): Promise<void> {
  const handle = await createDb({ url });
  try {
    if (handle.driver === 'pg') await handle.client.query(`DROP SCHEMA IF EXISTS "${schema.replace(/"/g, '""')}" CASCADE`);
  } finally {
    await handle.close();
  }
}
