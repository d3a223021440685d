import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inlineParams } from './inlineParams';
import { createTestDb, type TestDb } from './testing';

describe('inlineParams', () => {
  test.each([
    ['select $1::integer', [7], 'select (7)::integer'],
    ['select $1::boolean, $2', [true, null], 'select true::boolean, null'],
    ['select $1::integer[]', [[1, 0]], 'select $q${1,0}$q$::integer[]'],
    ['select $2, $1', ['a', 'b'], 'select $q$b$q$, $q$a$q$'],
    ['select $10, $1', [1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten'], 'select $q$ten$q$, (1)'],
    ['select $1::integer - $1', [-3], 'select (-3)::integer - (-3)'],
    ['select $1::text[]', [['a"b', 'c\\d']], 'select $q${"a\\"b","c\\\\d"}$q$::text[]'],
  ])('%s with %j', (text, params, expected) => {
    expect(inlineParams(text, params)).toBe(expected);
  });

  test.each([
    ['a parameter the statement lacks', 'select $2', [1]],
    ['an object', 'select $1', [{ a: 1 }]],
    ['an array of objects', 'select $1', [[{ a: 1 }]]],
    ['a number SQL cannot write', 'select $1', [Number.NaN]],
    ['a NUL character', 'select $1', ['a\u0000b']],
  ])('refuses %s', (_label, text, params) => {
    expect(() => inlineParams(text, params)).toThrow();
  });

  test('a value holding the quote tag gets a tag it does not hold', () => {
    const out = inlineParams('select $1', ['x$q$y']);
    expect(out).not.toBe('select $q$x$q$y$q$');
    expect(out).toMatch(/^select \$(q[0-9a-f]{12})\$x\$q\$y\$\1\$$/);
  });
});

describe('inlineParams on PGlite', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb('pglite');
  });
  afterAll(async () => {
    await db.cleanup();
  });

  // Text a hostile client could send must come back as the same text, never as SQL.
  test.each([
    "it's",
    '$q$; drop table users; --',
    '$$ $q$ $qq$ \\ \' " ',
    '{"log":["\\u0000 escaped in JSON"]}',
    'ünïcødé ✓',
  ])('%j comes back as itself', async (value) => {
    if (db.driver !== 'pglite') throw new Error('expected PGlite');
    const [result] = await db.client.exec(
      inlineParams('select $1::text as v, $2::integer[] as a, $3::text[] as t', [value, [3, 1], [value, 'x']]),
    );
    expect(result!.rows).toEqual([{ v: value, a: [3, 1], t: [value, 'x'] }]);
  });
});
