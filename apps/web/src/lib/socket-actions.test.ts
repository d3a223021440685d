// Match actions on the open socket: which transport each operation takes, and what a dropped socket does to one in flight.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { createRequire } from 'node:module';
import { createClient, type Client } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type * as GraphQL from 'graphql';
import { SOCKET_DROPPED, SOCKET_OPERATIONS, socketActionsLink } from './socket-actions';

// graphql as graphql-ws's server loads it (node's resolution, its CommonJS build): one copy of its classes on both sides.
const { buildSchema, graphql, GraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

// Apollo's GraphQLWsLink reads the global WebSocket (there in a browser, not in Node 20) when an operation fails.
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

const schema = buildSchema(`
  type Query { ping: Int }
  type Mutation { act(name: String!): String }
  type Subscription { ticks: Int }
`);

/** A real HTTP and graphql-ws server that records the transport of every `act` it runs. */
interface Backend {
  readonly url: string;
  readonly runs: { name: string; transport: 'http' | 'socket' }[];
  /** While set, an `act` over the socket waits for it (to close the socket under it). */
  hold: Promise<void> | null;
  /** Operation names the socket refuses before running them, as the API refuses a rate-limited caller. */
  refuse: Set<string>;
  closeSockets(): void;
  stop(): Promise<void>;
}

async function startBackend(): Promise<Backend> {
  // The resolvers and onSubscribe read `backend` when they run, once it is made below.
  const rootFor = (transport: 'http' | 'socket') => ({
    ping: () => 1,
    act: async ({ name }: { name: string }) => {
      backend.runs.push({ name, transport });
      if (transport === 'socket' && backend.hold) await backend.hold;
      return `${name} done`;
    },
  });
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      void graphql({ schema, source: query, variableValues: variables ?? null, rootValue: rootFor('http') }).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result));
        },
      );
    });
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const cleanup = useServer(
    {
      schema,
      roots: { mutation: rootFor('socket'), query: rootFor('socket') },
      onSubscribe: (_ctx, _id, payload) =>
        backend.refuse.has(payload.operationName ?? '')
          ? [new GraphQLError('Slow down.', { extensions: { code: 'RATE_LIMITED' } })]
          : undefined,
      subscribe: async function* () {
        for (;;) {
          yield { data: { ticks: 1 } };
          await new Promise((r) => setTimeout(r, 50));
        }
      } as never,
    },
    wss,
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  const backend: Backend = {
    url: `http://127.0.0.1:${port}/graphql`,
    runs: [],
    hold: null,
    refuse: new Set(),
    closeSockets: () => wss.clients.forEach((s) => s.terminate()),
    stop: async () => {
      await cleanup.dispose();
      wss.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  return backend;
}

let backend: Backend;
let socket: Client | undefined;
let apollo: ApolloClient;

function connect(lazy: boolean): void {
  socket = createClient({
    url: backend.url.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    lazy,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => new Promise((r) => setTimeout(r, 20)),
  });
  apollo = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([socketActionsLink(socket), new HttpLink({ uri: backend.url })]),
  });
}

const connected = (): Promise<void> => new Promise((r) => socket!.on('connected', () => r()));

function act(operationName: string): Promise<unknown> {
  return apollo
    .mutate({
      mutation: gql(`mutation ${operationName}($n: String!) { act(name: $n) }`),
      variables: { n: operationName },
    })
    .then((r) => r.data);
}

beforeEach(async () => {
  backend = await startBackend();
});

afterEach(async () => {
  await socket?.dispose();
  socket = undefined;
  await backend.stop();
});

describe('socketActionsLink', () => {
  test('SOCKET_OPERATIONS are match actions, none that signs in or out', () => {
    expect([...SOCKET_OPERATIONS]).toContain('SubmitMove');
    for (const cookieSetter of ['LogIn', 'LogOut', 'SignUp', 'LogOutEverywhere', 'ChangePassword'])
      expect(SOCKET_OPERATIONS.has(cookieSetter)).toBe(false);
  });

  test.each([
    ['SubmitMove', 'socket'],
    ['SendChatMessage', 'socket'],
    ['Resign', 'socket'],
    ['LogIn', 'http'],
    ['CreateLobby', 'http'],
  ] as const)('with the socket connected, %s goes over %s', async (name, transport) => {
    connect(false);
    await connected();
    await expect(act(name)).resolves.toEqual({ act: `${name} done` });
    expect(backend.runs).toEqual([{ name, transport }]);
  });

  test('with no socket connected (a page without subscriptions), a move goes over HTTP', async () => {
    connect(true);
    await expect(act('SubmitMove')).resolves.toEqual({ act: 'SubmitMove done' });
    expect(backend.runs).toEqual([{ name: 'SubmitMove', transport: 'http' }]);
  });

  test('an action in flight when the socket drops fails in words and is not sent again on the next socket', async () => {
    connect(false);
    await connected();
    let release!: () => void;
    backend.hold = new Promise((r) => (release = r));
    const move = act('SubmitMove');
    await expect.poll(() => backend.runs.length).toBe(1);
    const reconnected = connected();
    backend.closeSockets();
    await expect(move).rejects.toThrow(SOCKET_DROPPED);
    release();
    await reconnected;
    // The next socket is up and carries the next action; the dropped one was not repeated on it.
    backend.hold = null;
    await act('SendChatMessage');
    expect(backend.runs).toEqual([
      { name: 'SubmitMove', transport: 'socket' },
      { name: 'SendChatMessage', transport: 'socket' },
    ]);
  });

  test("the server's refusal reaches the page as GraphQL errors with their code", async () => {
    connect(false);
    await connected();
    backend.refuse.add('SubmitMove');
    const error = await act('SubmitMove').catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as CombinedGraphQLErrors).errors[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    expect(backend.runs).toEqual([]);
  });
});
