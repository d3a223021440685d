// The executable schema: the checked-in SDL (schema.graphql) joined with each module's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountsResolvers } from './modules/accounts/resolvers';
import { campaignsResolvers } from './modules/campaigns/resolvers';
import { challengesResolvers } from './modules/challenges/resolvers';
import { eventsResolvers } from './modules/events/resolvers';
import { gamesResolvers } from './modules/games/resolvers';
import { historyResolvers } from './modules/history/resolvers';
import { leaderboardsResolvers } from './modules/leaderboards/resolvers';
import { lobbiesResolvers } from './modules/lobbies/resolvers';
import { matchesResolvers } from './modules/matches/resolvers';
import { DateTimeScalar, JSONScalar } from './scalars';

export const schemaPath = new URL('../schema.graphql', import.meta.url);

export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(schemaPath, 'utf8');
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      { JSON: JSONScalar, DateTime: DateTimeScalar },
      gamesResolvers,
      accountsResolvers,
      lobbiesResolvers,
      matchesResolvers,
      historyResolvers,
      leaderboardsResolvers,
      campaignsResolvers,
      challengesResolvers,
      eventsResolvers,
    ],
  });
}
