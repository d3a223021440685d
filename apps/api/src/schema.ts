// The executable schema: the checked-in SDL (schema.graphql) joined with each module's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { gamesResolvers } from './modules/games/resolvers';
import { DateTimeScalar, JSONScalar } from './scalars';

export const schemaPath = new URL('../schema.graphql', import.meta.url);

export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(schemaPath, 'utf8');
  return makeExecutableSchema({
    typeDefs,
    resolvers: [{ JSON: JSONScalar, DateTime: DateTimeScalar }, gamesResolvers],
  });
}
