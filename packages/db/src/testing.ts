// Test helpers: a migrated, isolated database per call, on in-memory PGlite or (TEST_DATABASE_URL) real Postgres.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb, quoteIdent, wrapPglite, type DbHandle } from './client';
import { migrateDb, migrationsFolder } from './migrate';

export type TestDbKind = 'pglite' | 'pg';
export type TestDb = DbHandle & {
  kind: TestDbKind;
  /** Closes the handle and, on Postgres, drops its schema. Safe to call twice. */
  cleanup(): Promise<void>;
};

function testDatabaseUrl(): string | undefined {
  const url = process.env['TEST_DATABASE_URL'];
  return url ? url : undefined;
}

/** Kinds a suite should run on: always PGlite, plus real Postgres when TEST_DATABASE_URL is set. */
export function testDbKinds(): TestDbKind[] {
  return testDatabaseUrl() ? ['pglite', 'pg'] : ['pglite'];
}

/** Defaults to real Postgres when TEST_DATABASE_URL is set, else PGlite. */
export async function createTestDb(kind: TestDbKind = testDatabaseUrl() ? 'pg' : 'pglite'): Promise<TestDb> {
  return kind === 'pg' ? createPgTestDb() : createPgliteTestDb();
}

// initdb plus migrations take seconds per PGlite, loading a dump of a migrated database about one. Vitest
// runs each test file in its own process, so the dump is also cached on disk, keyed by everything that
// shapes it, for the next file and the next run.
let template: Promise<Template> | undefined;

interface Template {
  dump: Blob;
  /** Set when read from disk: the file to discard if the dump does not boot. */
  cachePath?: string;
}

function migratedTemplate(): Promise<Template> {
  template ??= loadOrBuildTemplate();
  // A failed build is not cached, so the next test gets a fresh attempt and its own error.
  template.catch(() => {
    template = undefined;
  });
  return template;
}

const cacheDir = tmpdir();
const cachePrefix = 'cortex-db-pglite-template-';

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const journal = path.join(migrationsFolder, 'meta', '_journal.json');
  hash.update(readFileSync(journal));
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // package.json is not in the package's exports; it sits one level above the resolved dist entry.
  const pkgPath = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const pkg: unknown = JSON.parse(readFileSync(pkgPath, 'utf8'));
  return typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : 'unknown';
}

async function loadOrBuildTemplate(): Promise<Template> {
  const cachePath = path.join(cacheDir, `${cachePrefix}${templateKey()}.tar`);
  try {
    return { dump: new Blob([readFileSync(cachePath)]), cachePath };
  } catch {
    // Not cached yet: build below.
  }
  const handle = await createDb({ dataDir: 'memory://' });
  let dump: Blob;
  try {
    await migrateDb(handle);
    if (handle.driver !== 'pglite') throw new Error('unreachable: memory:// is always PGlite');
    // Equivalent to PGlite's clone(), but the dump is kept and each copy is typed as a full PGlite.
    dump = await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  try {
    // Write then rename, so concurrent test processes never read a partial file.
    const partial = `${cachePath}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, cachePath);
    for (const file of readdirSync(cacheDir)) {
      if (file.startsWith(cachePrefix) && file.endsWith('.tar') && path.join(cacheDir, file) !== cachePath) {
        rmSync(path.join(cacheDir, file), { force: true });
      }
    }
  } catch {
    // The cache is only an optimisation.
  }
  return { dump };
}

async function createPgliteTestDb(): Promise<TestDb> {
  const client = await bootFromTemplate();
  const handle = await wrapPglite(client);
  return Object.assign(handle, { kind: 'pglite' as const, cleanup: once(() => handle.close()) });
}

async function bootFromTemplate(): Promise<PGlite> {
  const { dump, cachePath } = await migratedTemplate();
  try {
    return await PGlite.create({ loadDataDir: dump });
  } catch (e) {
    if (!cachePath) throw e;
    // A cached dump that does not boot (e.g. written by a different build): forget it and build afresh.
    rmSync(cachePath, { force: true });
    template = undefined;
    return PGlite.create({ loadDataDir: (await migratedTemplate()).dump });
  }
}

async function createPgTestDb(): Promise<TestDb> {
  const url = testDatabaseUrl();
  if (!url) throw new Error('createTestDb("pg") needs TEST_DATABASE_URL.');
  // pid + random: parallel test workers and processes share the database but never a schema.
  const schemaName = `t_${process.pid}_${randomBytes(5).toString('hex')}`;
  const handle = await createDb({ url, schema: schemaName, poolSize: 5 });
  try {
    await migrateDb(handle);
  } catch (e) {
    await dropAndClose(handle, schemaName);
    throw e;
  }
  return Object.assign(handle, { kind: 'pg' as const, cleanup: once(() => dropAndClose(handle, schemaName)) });
}

async function dropAndClose(handle: DbHandle, schemaName: string): Promise<void> {
  try {
    if (handle.driver === 'pg') await handle.client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schemaName)} CASCADE`);
  } finally {
    await handle.close();
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

/** Counts, from now on, the notifications a handle sends after commits (notifyAfterCommit), each payload one. */
export function countNotifications(handle: DbHandle): { count: number } {
  const counter = { count: 0 };
  const send = handle.notifyAfterCommit.bind(handle);
  handle.notifyAfterCommit = (channel, payloads) => {
    counter.count += payloads.length;
    return send(channel, payloads);
  };
  return counter;
}
