// Builds the Apollo client for one API URL: HTTP everywhere; in the browser, subscriptions and match actions on the WebSocket.
import { ApolloLink, HttpLink, type TypePolicies } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { SITE_GRAPHQL_PATH, toWebSocketUrl } from './api-url';
import { socketActionsLink } from './socket-actions';

let realtime: Client | null = null;

/**
 * The WebSocket authenticates with the session cookie when it connects, so after signing in or out the
 * socket is dropped; graphql-ws reconnects at once (now with the new cookie) and re-subscribes.
 */
export function reconnectRealtime(): void {
  realtime?.terminate();
}

/** Replaces lists and JSON wholesale: they have no ids, and the server always sends the whole value. */
const replace = { merge: false } as const;

/** Cache rules for every type; exported so their behaviour is tested without a network. */
export const typePolicies: TypePolicies = {
  Match: {
    // A mutation's answer can land after a pushed update that is newer (a bot answered at once): never let
    // an older version of a match overwrite a newer one, or the page would sit on a stale state.
    merge(existing, incoming, { readField, mergeObjects }) {
      // A match's first write has nothing to compare with (and readField warns when handed nothing).
      if (existing === undefined) return incoming;
      const have = readField<number>('version', existing);
      const got = readField<number>('version', incoming);
      if (typeof have === 'number' && typeof got === 'number' && got < have) return mergeObjects(incoming, existing);
      return mergeObjects(existing, incoming);
    },
    fields: {
      players: replace,
      toAct: replace,
      legalMoves: replace,
      seatMoves: replace,
      viewerSeats: replace,
      log: replace,
      chat: replace,
    },
  },
  Lobby: { fields: { players: replace } },
  User: { fields: { ratings: replace } },
  Query: { fields: { myActiveMatches: replace, apiTokens: replace } },
};

/**
 * Where a client sends its operations: in the browser the site's own /graphql, which the site's server passes on to
 * the API (so the session cookie is first-party on whatever host name the site was opened); on the server, the API.
 */
export function operationsUrl(apiUrl: string): string {
  return typeof window === 'undefined' ? apiUrl : new URL(SITE_GRAPHQL_PATH, window.location.origin).toString();
}

export function makeApolloClient(apiUrl: string): ApolloClient {
  const uri = operationsUrl(apiUrl);
  const httpLink = new HttpLink({ uri, credentials: 'include' });

  const wsUrl = typeof window === 'undefined' ? null : toWebSocketUrl(uri);
  if (wsUrl) {
    realtime = createClient({
      url: wsUrl,
      // Connection drops (sleeping laptop, flaky mobile) must never end a match page's live updates.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** retries, 5000) + Math.random() * 300)),
      keepAlive: 10_000,
    });
  }
  const link = realtime
    ? ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        // graphql-ws connects lazily, so pages without subscriptions never open a socket.
        new GraphQLWsLink(realtime),
        // A move or another match action goes on the socket while it is open (socket-actions.ts), else over HTTP.
        ApolloLink.from([socketActionsLink(realtime), httpLink]),
      )
    : httpLink;

  return new ApolloClient({
    cache: new InMemoryCache({
      typePolicies,
    }),
    link,
  });
}
