// GraphQL operations, hand-typed against the API contract (apps/api/schema.graphql) until codegen is wired in.
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GameSummary {
  __typename?: 'Game';
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
}

export interface GamesQueryData {
  games: GameSummary[];
}

export const GAMES_QUERY: TypedDocumentNode<GamesQueryData, Record<string, never>> = gql`
  query Games {
    games {
      id
      name
      minPlayers
      maxPlayers
    }
  }
`;
