// A match page's actions (a move, a chat line, a draw offer…) travel on its open WebSocket rather than as HTTP requests.
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client } from 'graphql-ws';
import { Observable } from 'rxjs';

/**
 * Operations sent on the socket whenever it is open. The socket signed in once, when it connected, so an action on it
 * skips the HTTP request through the site's server, the API's session lookup and its HTTP pipeline: a move costs the API
 * about 0.4 ms of CPU on a socket against 1.1 ms over HTTP, and is answered in about half the time before the site's own
 * hop (`npm run bench -- --only paths`); its answer leaves in the same write as the push it causes. Only operations that
 * neither set nor clear the session cookie may be listed: a socket cannot set a cookie.
 */
export const SOCKET_OPERATIONS: ReadonlySet<string> = new Set([
  'SubmitMove',
  'SendChatMessage',
  'OfferDraw',
  'DeclineDraw',
  'Resign',
  'AbortMatch',
]);

/** What an action sent on a socket that then closed fails with: like an HTTP request whose connection dropped. */
export const SOCKET_DROPPED = 'The connection to the game server dropped before it answered.';

/**
 * A link that sends SOCKET_OPERATIONS on `client`'s socket while it is connected, and everything else (and those too while
 * it is not) on to the next link. An action in flight when the socket closes fails with SOCKET_DROPPED and is not sent
 * again: graphql-ws would send it again on the next socket (a chat line twice), or wait for ever on a socket the server
 * keeps refusing (a session ended elsewhere), where an HTTP request would have failed.
 */
export function socketActionsLink(client: Client): ApolloLink {
  // Apollo's own link sends the operation and reads its answer (a refusal as CombinedGraphQLErrors); this one chooses.
  const socket = new GraphQLWsLink(client);
  let connected = false;
  const inFlight = new Set<() => void>();
  client.on('connected', () => {
    connected = true;
  });
  client.on('closed', () => {
    connected = false;
    for (const drop of [...inFlight]) drop();
  });
  return new ApolloLink((operation, forward) => {
    if (!connected || !SOCKET_OPERATIONS.has(operation.operationName ?? '')) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      // Failing the observer runs the teardown below, which ends the operation on graphql-ws's side too.
      const drop = (): void => observer.error(new Error(SOCKET_DROPPED));
      inFlight.add(drop);
      const sent = socket.request(operation).subscribe(observer);
      return () => {
        inFlight.delete(drop);
        sent.unsubscribe();
      };
    });
  });
}
