// createDb: PGlite data dirs persist and are locked, Postgres test schemas are isolated, LISTEN survives a dropped connection.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, defaultDataDir, migrateDb, users, type DbHandle } from './index';
import { createTestDb, testDbKinds, type TestDb } from './testing';
import { insertUser, sleep, uniqueName } from './test-helpers';

function isWorkspaceRoot(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
  return pkg.workspaces !== undefined;
}

describe('PGlite data dir', () => {
  const dirs: string[] = [];
  const handles: DbHandle[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cortex-db-test-'));
    dirs.push(dir);
    return dir;
  };
  const open = async (dataDir: string) => {
    const handle = await createDb({ dataDir });
    handles.push(handle);
    return handle;
  };
  afterEach(async () => {
    for (const h of handles.splice(0)) await h.close();
    for (const d of dirs.splice(0)) {
      rmSync(d, { recursive: true, force: true });
      rmSync(`${d}.lock`, { force: true });
    }
  });

  it('defaults to .data/pglite at the repo root, not under the cwd', () => {
    let root = process.cwd();
    while (!isWorkspaceRoot(root)) {
      const parent = path.dirname(root);
      if (parent === root) throw new Error('no workspace root above the cwd');
      root = parent;
    }
    expect(process.cwd()).not.toBe(root);
    expect(defaultDataDir).toBe(path.join(root, '.data', 'pglite'));
  });

  it('keeps data across close and reopen, and guards the dir with a lock file', async () => {
    const dir = path.join(tempDir(), 'pglite');
    // A lock left by a process that has exited must not block the next start.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dir}.lock`, String(dead));
    const first = await open(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    // A lock held by a live process blocks; our own parent process stands in for another Cortex.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(createDb({ dataDir: dir })).rejects.toThrow(`already open in process ${process.ppid}`);
    writeFileSync(`${dir}.lock`, String(process.pid));
    expect(first.driver).toBe('pglite');
    await migrateDb(first);
    const name = uniqueName('persisted');
    await insertUser(first.db, name);
    await expect(createDb({ dataDir: dir })).rejects.toThrow(/already open in this process/);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // Our pid in a lock we did not take: a restarted container that got the same pid.
    writeFileSync(`${dir}.lock`, String(process.pid));
    const second = await open(dir);
    await migrateDb(second);
    const rows = await second.db.select({ username: users.username }).from(users).where(eq(users.username, name));
    expect(rows).toEqual([{ username: name }]);
  });
});

describe.each(testDbKinds().filter((k) => k === 'pg'))('Postgres test schemas (%s)', () => {
  const url = process.env['TEST_DATABASE_URL']!;
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb('pg'), createTestDb('pg')]);
  });
  afterAll(async () => {
    await Promise.all([a.cleanup(), b.cleanup()]);
  });

  it('do not see each other rows', async () => {
    expect(a.schema).not.toBe(b.schema);
    const shared = uniqueName('same');
    await insertUser(a.db, shared);
    // Would be a unique violation if both handles wrote to one table.
    await insertUser(b.db, shared);
    const onlyA = await insertUser(a.db);
    const inB = await b.db.select().from(users).where(eq(users.id, onlyA.id));
    expect(inB).toEqual([]);
    const count = async (t: TestDb) => (await t.db.select({ id: users.id }).from(users)).length;
    expect([await count(a), await count(b)]).toEqual([2, 1]);
    const { rows } = await b.db.execute<{ schema: string }>(sql`select current_schema() as schema`);
    expect(rows[0]?.schema).toBe(b.schema);
  });

  it('drops its schema on cleanup', async () => {
    const t = await createTestDb('pg');
    const name = t.schema!;
    await t.cleanup();
    await t.cleanup();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [name]);
      expect(rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('re-subscribes after the LISTEN connection is killed', async () => {
    const errors: Error[] = [];
    const handle = await createDb({ url, schema: a.schema!, onError: (e) => errors.push(e) });
    try {
      const channel = `reconnect_${process.pid}`;
      const received: string[] = [];
      let restored = 0;
      handle.onListenRestored(() => (restored += 1));
      await handle.listen(channel, (p) => void received.push(p));
      const killed = await a.db.execute<{ ok: boolean }>(
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where query = ${`LISTEN "${a.schema}.${channel}"`}`,
      );
      expect(killed.rows).toEqual([{ ok: true }]);
      // Notifications sent while it is down are lost by design, so keep sending until one arrives.
      for (let i = 0; i < 50 && received.length === 0; i++) {
        await handle.notify(channel, `ping ${i}`);
        await sleep(100);
      }
      expect(received.length).toBeGreaterThan(0);
      expect(errors.length).toBeGreaterThan(0);
      // Whoever relies on notifications is told the connection is back, to read again what it may have missed.
      expect(restored).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
