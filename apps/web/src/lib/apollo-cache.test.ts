// The cache rules: an older version of a match never overwrites a newer one, whatever order answers arrive in.
import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, test } from 'vitest';
import { typePolicies } from './apollo-client';

const MATCH = gql`
  query M($id: ID!) {
    match(id: $id) {
      id
      version
      toAct
      legalMoves
    }
  }
`;

function write(cache: InMemoryCache, version: number, legalMoves: unknown[]): void {
  cache.writeQuery({
    query: MATCH,
    variables: { id: 'm1' },
    data: { match: { __typename: 'Match', id: 'm1', version, toAct: [version % 2], legalMoves } },
  });
}

function read(cache: InMemoryCache) {
  return cache.readQuery<{ match: { version: number; toAct: number[]; legalMoves: unknown[] } }>({
    query: MATCH,
    variables: { id: 'm1' },
  })?.match;
}

describe('Match cache policy', () => {
  test('a late answer with an older version keeps the newer state', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 5, [{ type: 'pass' }]);
    write(cache, 4, []);
    expect(read(cache)).toMatchObject({ version: 5, toAct: [1], legalMoves: [{ type: 'pass' }] });
  });

  test('a newer version replaces the older one', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, 4, []);
    write(cache, 5, [{ type: 'pass' }]);
    expect(read(cache)).toMatchObject({ version: 5, toAct: [1], legalMoves: [{ type: 'pass' }] });
  });
});
