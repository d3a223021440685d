// Builds the Apollo client for one API URL: HTTP everywhere, WebSocket subscriptions only in the browser.
import { ApolloLink, HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { toWebSocketUrl } from './api-url';

export function makeApolloClient(apiUrl: string): ApolloClient {
  // The session cookie lives on the API origin, so cross-origin requests must carry it.
  const httpLink = new HttpLink({ uri: apiUrl, credentials: 'include' });

  const wsUrl = typeof window === 'undefined' ? null : toWebSocketUrl(apiUrl);
  const link = wsUrl
    ? ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        // graphql-ws connects lazily, so pages without subscriptions never open a socket.
        new GraphQLWsLink(createClient({ url: wsUrl })),
        httpLink,
      )
    : httpLink;

  return new ApolloClient({ cache: new InMemoryCache(), link });
}
