// Named statements on PGlite: prepared once, executed with their parameters as literals, the same answers as bound.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryPrepared } from './pglitePrepared';
import { createTestDb, type TestDb } from './testing';

let db: TestDb;
let client: PGlite;
beforeAll(async () => {
  db = await createTestDb('pglite');
  if (db.driver !== 'pglite') throw new Error('expected PGlite');
  client = db.client;
});
afterAll(async () => {
  await db.cleanup();
});

/** The session's prepared statements whose text holds `marker`, with how often each ran. */
async function preparedWith(marker: string): Promise<{ name: string; runs: number }[]> {
  const { rows } = await client.query<{ name: string; runs: number }>(
    `select name, (generic_plans + custom_plans)::integer as runs from pg_prepared_statements
     where statement like '%' || $1 || '%' and name <> ''`,
    [marker],
  );
  return rows;
}

const ECHO =
  'select $1::text as t, $2::integer as i, $3::boolean as b, $4::jsonb as j, $5::integer[] as a, $6::text[] as ts, ' +
  "$7::uuid as u, $8::timestamptz as at, 'echo-marker' as m";

describe('a named statement on PGlite', () => {
  // Text a hostile client could send must come back as the same value, never as SQL.
  test.each([
    ['plain values', ['x', 7, true, '{"a":1}', [1, 2], ['p', 'q'], '6f1c3f0e-7c39-4d0e-9b6e-0f4a3a0c1d2e', null]],
    [
      'quotes and dollar tags',
      ["it's $q$; drop table users; --", -3, false, '{"s":"$q$ \' \\""}', [], ['"', '\\', '$q$'], null, null],
    ],
    ['nulls', [null, null, null, null, null, null, null, '2026-12-06T18:00:00.000Z']],
  ])('%s: the same answer as the statement bound', async (_label, params) => {
    const bound = (await client.query(ECHO, params)).rows;
    expect(await db.query(ECHO, params, 'cortex_echo')).toEqual(bound);
  });

  test('is prepared once and every call executes it', async () => {
    const text = "select $1::integer + 1 as n, 'once-marker' as m";
    for (let i = 0; i < 3; i++)
      expect(await db.query(text, [i], 'cortex_once')).toEqual([{ n: i + 1, m: 'once-marker' }]);
    expect(await preparedWith('once-marker')).toEqual([{ name: expect.stringMatching(/^cortex_once_\d+$/), runs: 3 }]);
  });

  test('calls that arrive before it is prepared share one PREPARE', async () => {
    const text = "select $1::integer * 2 as n, 'together-marker' as m";
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => db.query<{ n: number }>(text, [n], 'cortex_together')),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual([2, 4, 6, 8, 10]);
    expect(await preparedWith('together-marker')).toHaveLength(1);
  });

  test('two texts under one name are two statements, each with its own answer', async () => {
    const a = "select 'first' as v, $1::integer as n, 'twins-marker' as m";
    const b = "select 'second' as v, $1::integer as n, 'twins-marker' as m";
    expect(await db.query(a, [1], 'cortex_twins')).toEqual([{ v: 'first', n: 1, m: 'twins-marker' }]);
    expect(await db.query(b, [2], 'cortex_twins')).toEqual([{ v: 'second', n: 2, m: 'twins-marker' }]);
    expect(await db.query(a, [3], 'cortex_twins')).toEqual([{ v: 'first', n: 3, m: 'twins-marker' }]);
    expect(await preparedWith('twins-marker')).toHaveLength(2);
  });

  test('a statement dropped behind its back is prepared again', async () => {
    const text = "select $1::integer as n, 'dropped-marker' as m";
    expect(await db.query(text, [1], 'cortex_dropped')).toEqual([{ n: 1, m: 'dropped-marker' }]);
    await client.exec('deallocate all');
    expect(await db.query(text, [2], 'cortex_dropped')).toEqual([{ n: 2, m: 'dropped-marker' }]);
    expect(await preparedWith('dropped-marker')).toEqual([{ name: expect.any(String), runs: 1 }]);
  });

  test('a PREPARE that failed is tried again by the next call', async () => {
    const text = "select n, 'late-marker' as m from late_table where n = $1::integer";
    await expect(db.query(text, [1], 'cortex_late')).rejects.toThrow(/late_table/);
    await client.exec('create table late_table (n integer); insert into late_table values (1)');
    expect(await db.query(text, [1], 'cortex_late')).toEqual([{ n: 1, m: 'late-marker' }]);
  });

  test("an execution's error reaches the caller, changes nothing, and the statement stays prepared", async () => {
    await client.exec('create table kept (n integer primary key)');
    const text = "insert into kept values ($1::integer) returning n, 'kept-marker' as m";
    expect(await db.query(text, [1], 'cortex_kept')).toEqual([{ n: 1, m: 'kept-marker' }]);
    await expect(db.query(text, [1], 'cortex_kept')).rejects.toMatchObject({ code: '23505' });
    expect(await db.query(text, [2], 'cortex_kept')).toEqual([{ n: 2, m: 'kept-marker' }]);
    expect((await client.query('select n from kept order by n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await preparedWith('kept-marker')).toEqual([{ name: expect.any(String), runs: 3 }]);
  });

  test('two handles on one PGlite share its prepared statements', async () => {
    const text = "select $1::integer as n, 'shared-marker' as m";
    expect(await queryPrepared(client, text, [1], 'cortex_shared')).toEqual([{ n: 1, m: 'shared-marker' }]);
    expect(await db.query(text, [2], 'cortex_shared')).toEqual([{ n: 2, m: 'shared-marker' }]);
    expect(await preparedWith('shared-marker')).toEqual([{ name: expect.any(String), runs: 2 }]);
  });
});
