import { execute, GraphQLError, GraphQLScalarType, parse, validate, type ExecutionResult } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, test } from 'vitest';
import { compiledExecute, plainNames } from './compiledExecution';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar JSON
    interface Piece {
      id: ID!
    }
    type Card implements Piece {
      id: ID!
      name: String!
    }
    type Token implements Piece {
      id: ID!
      count: Int!
    }
    type Match {
      id: ID!
      version: Int!
      toAct: [Int!]!
      pieces: [Piece!]!
      note: String
      secret: String!
      data: JSON
    }
    type Query {
      match(id: ID!): Match
    }
    type Mutation {
      submitMove(matchId: ID!, expectedVersion: Int!, move: JSON!, seat: Int): Match!
    }
  `,
  resolvers: {
    JSON: new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v }),
    Piece: { __resolveType: (p: { name?: string }) => (p.name === undefined ? 'Token' : 'Card') },
    Query: { match: (_: unknown, { id }: { id: string }) => (id === 'none' ? null : matchOf(id, 3)) },
    Mutation: {
      submitMove: (_: unknown, args: { matchId: string; expectedVersion: number; move: unknown }) => {
        if (args.expectedVersion !== 3)
          throw new GraphQLError('The match moved on.', { extensions: { code: 'STALE_VERSION', currentVersion: 3 } });
        return { ...matchOf(args.matchId, 4), data: args.move };
      },
    },
    Match: {
      secret: () => {
        throw new GraphQLError('Not yours.', { extensions: { code: 'FORBIDDEN' } });
      },
    },
  },
});

function matchOf(id: string, version: number) {
  return {
    id,
    version,
    toAct: [version % 2],
    pieces: [
      { id: 'c1', name: 'Serenity' },
      { id: 't1', count: 2 },
    ],
    note: null,
    data: null,
  };
}

/** A result as it goes out on the wire (errors in their JSON form). */
const wire = (result: ExecutionResult): unknown => JSON.parse(JSON.stringify(result)) as unknown;

const SUBMIT =
  'mutation($m:ID!,$v:Int!,$mv:JSON!){submitMove(matchId:$m,expectedVersion:$v,move:$mv){id version toAct}}';

describe('compiledExecute', () => {
  test.each([
    ['a move', SUBMIT, { m: 'a', v: 3, mv: { type: 'add', n: [1, 2] } }],
    ['a stale move (an error with extensions)', SUBMIT, { m: 'a', v: 2, mv: { type: 'add' } }],
    [
      'a nested read with an interface',
      'query($id:ID!){match(id:$id){id pieces{__typename id ...on Card{name} ...on Token{count}}}}',
      { id: 'b' },
    ],
    ['a null object', 'query{match(id:"none"){id}}', {}],
    ['a nullable null and a JSON value', 'query{match(id:"x"){note data}}', {}],
    ['a non-null field that throws', 'query{match(id:"x"){id secret}}', {}],
    [
      'aliases and fragments',
      'query{first:match(id:"1"){...F} second:match(id:"2"){...F v:version}} fragment F on Match{id toAct}',
      {},
    ],
    [
      'skip and include',
      'query($yes:Boolean!){match(id:"x"){id version @skip(if:$yes) toAct @include(if:$yes)}}',
      { yes: true },
    ],
  ])('%s: every run answers as graphql does, compiled from the second', async (_name, source, variableValues) => {
    const document = parse(source);
    expect(validate(schema, document)).toEqual([]);
    const run = compiledExecute();
    const expected = wire(await execute({ schema, document, variableValues }));
    for (let i = 0; i < 3; i++) expect(wire(await run({ schema, document, variableValues }))).toEqual(expected);
    expect(run.counts).toEqual({ interpreted: 1, compiled: 2 });
  });

  test.each([
    ['of the wrong type', { m: 'a', v: 'three', mv: {} }],
    ['missing', { m: 'a', mv: {} }],
  ])('a variable %s: refused in graphql words on every run', async (_name, variableValues) => {
    const document = parse(SUBMIT);
    const run = compiledExecute();
    const expected = wire(await execute({ schema, document, variableValues }));
    expect(expected).toMatchObject({ errors: [{ message: expect.stringMatching(/^Variable "\$v"/) as unknown }] });
    for (let i = 0; i < 3; i++) expect(wire(await run({ schema, document, variableValues }))).toEqual(expected);
    // Compiled from the second run, which hands the refusal back to graphql.
    expect(run.counts).toEqual({ interpreted: 3, compiled: 0 });
  });

  test('an error keeps its class and its original error, as the error formatter reads them', async () => {
    const document = parse(SUBMIT);
    const run = compiledExecute();
    const args = { schema, document, variableValues: { m: 'a', v: 2, mv: {} } };
    await run(args);
    const result = await run(args);
    expect(run.counts.compiled).toBe(1);
    const error = result.errors?.[0];
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error?.originalError?.message).toBe('The match moved on.');
    expect(error?.toJSON()).toMatchObject({ extensions: { code: 'STALE_VERSION', currentVersion: 3 } });
  });

  test.each([
    ['an alias named __proto__', 'query{match(id:"x"){__proto__:version id}}'],
    ['an alias named constructor', 'query{match(id:"x"){constructor:id}}'],
    ['an alias starting with __', 'query{__m:match(id:"x"){id}}'],
    ['a variable named __proto__', 'query($__proto__:ID!){match(id:$__proto__){id}}'],
  ])('%s: never compiled, and answered as graphql does', async (_name, source) => {
    const document = parse(source);
    expect(plainNames(document)).toBe(false);
    const variableValues = Object.fromEntries([['__proto__', 'x']]) as Record<string, unknown>;
    const run = compiledExecute();
    const expected = wire(await execute({ schema, document, variableValues }));
    for (let i = 0; i < 3; i++) expect(wire(await run({ schema, document, variableValues }))).toEqual(expected);
    expect(run.counts).toEqual({ interpreted: 3, compiled: 0 });
  });

  test('a document with plain names only is compilable', () => {
    expect(plainNames(parse('query($id:ID!){a:match(id:$id){__typename id}}'))).toBe(true);
  });

  test('each operation of a document is compiled on its own second run', async () => {
    const document = parse('query A{match(id:"a"){id}} query B{match(id:"b"){version}}');
    const run = compiledExecute();
    for (const operationName of ['A', 'B', 'A', 'B', 'A']) {
      const result = await run({ schema, document, operationName });
      expect(wire(result)).toEqual(wire(await execute({ schema, document, operationName })));
    }
    expect(run.counts).toEqual({ interpreted: 2, compiled: 3 });
  });
});
