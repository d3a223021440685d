import { readFileSync } from 'node:fs';
import { buildSchema, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { MAX_REQUEST_WEIGHT, requestWeight } from './requestWeight';

// The schema's types alone: weighing reads no resolver.
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `r${i}: replay(step: ${i}) { step }`).join(' ');

describe('requestWeight', () => {
  test.each([
    ['a plain read', 1, '{ games { id } }'],
    ['one replay step', 11, 'query($id: ID!) { match(id: $id) { replay(step: 1) { step } } }'],
    ['fifteen aliased replays', 151, `query($id: ID!) { match(id: $id) { ${aliases(15)} } }`],
    [
      'a replay in a fragment spread twice',
      21,
      'query($id: ID!) { a: match(id: $id) { ...R } b: match(id: $id) { ...R } } fragment R on Match { replay(step: 0) { step } }',
    ],
    [
      'a replay in an inline fragment',
      11,
      'query($id: ID!) { match(id: $id) { ... on Match { replay(step: 0) { step } } } }',
    ],
    [
      'a page of moves, with labels',
      14,
      'query($id: ID!) { match(id: $id) { moves { edges { node { seq label } } } } }',
    ],
    ['a field named replay elsewhere does not count', 1, '{ __typename }'],
  ])('%s weighs %i', (_name, weight, query) => {
    expect(requestWeight(schema, parse(query), null)).toBe(weight);
  });

  test('operationName picks the operation', () => {
    const doc = parse(`query A { games { id } } query B($id: ID!) { match(id: $id) { ${aliases(2)} } }`);
    expect([requestWeight(schema, doc, 'A'), requestWeight(schema, doc, 'B')]).toEqual([1, 21]);
  });

  test('a cycle of fragments ends (validation refuses it; weighing must not loop)', () => {
    const doc = parse(
      'query($id: ID!) { match(id: $id) { ...A } } fragment A on Match { replay(step: 0) { step } ...B } fragment B on Match { ...A }',
    );
    expect(requestWeight(schema, doc, null)).toBe(11);
  });

  test('three replay steps fit in one request, four do not', () => {
    const weigh = (n: number) =>
      requestWeight(schema, parse(`query($id: ID!) { match(id: $id) { ${aliases(n)} } }`), null);
    expect(weigh(3)).toBeLessThanOrEqual(MAX_REQUEST_WEIGHT);
    expect(weigh(4)).toBeGreaterThan(MAX_REQUEST_WEIGHT);
  });
});
