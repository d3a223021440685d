// Applies the drizzle-kit migrations in the repo-level drizzle/ folder to a handle, idempotently.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { quoteIdent, type DbHandle } from './client';

/** Resolved from this file, not the cwd: turbo and vitest run inside packages/db, the API elsewhere. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export const migrationsTable = '__drizzle_migrations';
/** drizzle's default bookkeeping schema, used when the handle has no schema of its own. */
export const defaultMigrationsSchema = 'drizzle';

export async function migrateDb(handle: DbHandle): Promise<void> {
  const retargeted = handle.schema === undefined ? undefined : retargetedCopy(handle.schema);
  const config: MigrationConfig = {
    migrationsFolder: retargeted?.folder ?? migrationsFolder,
    migrationsTable,
    // With a schema the bookkeeping lives in it too, so dropping the schema forgets the migrations as well.
    migrationsSchema: handle.schema ?? defaultMigrationsSchema,
  };
  try {
    if (handle.driver === 'pglite') {
      // One PGlite per process, its queries are serialised: no concurrent migrator can interleave.
      await migratePglite(drizzlePglite({ client: handle.client }), config);
      return;
    }
    // Several API instances may start at once: serialise migrators per schema with an advisory lock held on
    // the connection that runs the migration (a pool would spread lock and migration over connections).
    const conn = await handle.client.connect();
    const lockKey = `cortex:migrate:${handle.schema ?? 'public'}`;
    try {
      await conn.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
      try {
        await migrateNodePg(drizzleNodePg({ client: conn }), config);
      } finally {
        await conn.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } finally {
      conn.release();
    }
  } finally {
    retargeted?.dispose();
  }
}

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table". Inside another schema they must point at
 * that schema's tables, or a test schema would reference (or fail on) whatever lives in public. So the
 * migrations are copied with the schema swapped and drizzle's migrator runs on the copy; the journal
 * (which decides what is pending) is copied unchanged.
 */
function retargetedCopy(schemaName: string): { folder: string; dispose(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'cortex-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const journal = path.join('meta', '_journal.json');
    writeFileSync(path.join(folder, journal), readFileSync(path.join(migrationsFolder, journal)));
    const target = `${quoteIdent(schemaName)}.`;
    for (const file of readdirSync(migrationsFolder)) {
      if (!file.endsWith('.sql')) continue;
      const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
      writeFileSync(path.join(folder, file), schemaName === 'public' ? text : text.replaceAll('"public".', target));
    }
  } catch (e) {
    rmSync(folder, { recursive: true, force: true });
    throw e;
  }
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
