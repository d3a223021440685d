// Migrations: they create the schema where the handle points, record themselves, and re-running is a no-op.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, migrationsFolder, schema } from './index';
import { defaultMigrationsSchema, migrationsTable } from './migrate';
import { createTestDb, testDbKinds, type TestDb } from './testing';

const journal: unknown = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
const journalEntries = (journal as { entries: unknown[] }).entries.length;

const expectedTables = Object.values(schema)
  .filter((entry) => entry instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

describe.each(testDbKinds())('migrations on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const bookkeeping = () => `${t.schema ?? defaultMigrationsSchema}.${migrationsTable}`;

  it('creates every table of the schema in the handle schema', async () => {
    expect(expectedTables).toContain('match_moves');
    const { rows } = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(rows.map((r) => r.table_name).filter((name) => name !== migrationsTable)).toEqual(expectedTables);
  });

  it('records each journal entry once and a second run applies nothing', async () => {
    const count = async () => {
      const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(bookkeeping())}`);
      return rows[0]?.n;
    };
    expect(await count()).toBe(journalEntries);
    await migrateDb(t);
    await migrateDb(t);
    expect(await count()).toBe(journalEntries);
  });

  it('points every foreign key at tables in the same schema', async () => {
    const { rows } = await t.db.execute<{ conname: string; target_schema: string }>(sql`
      select c.conname, n.nspname as target_schema
      from pg_constraint c
      join pg_class r on r.oid = c.confrelid
      join pg_namespace n on n.oid = r.relnamespace
      where c.contype = 'f' and c.connamespace = (select oid from pg_namespace where nspname = current_schema())`);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const current = t.schema ?? 'public';
    expect(rows.filter((r) => r.target_schema !== current)).toEqual([]);
  });
});
