// Builds the HTTP server: express with Apollo Server 5 on /graphql, graphql-ws on the same path, /health; auth on both.
import { clientAddress, compileTrust } from './lib/clientAddress';
import { sendInBursts } from './lib/frameBurst';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import cors from 'cors';
import express from 'express';
import { mapSchema } from '@graphql-tools/utils';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context, Services } from './context';
import { compiledExecute } from './lib/compiledExecution';
import { apiError } from './lib/errors';
import { formatError } from './lib/format-error';
import { HEAVY_FIELDS, requestWeight } from './lib/requestWeight';
import { scopeRefusal } from './lib/scopes';
import { LIMITS, securityRules } from './lib/security';
import { holdsUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextError } from './lib/text-input';
import { SESSION_DAYS, type Caller } from './modules/accounts/service';
import { SharedPushes } from './modules/matches/pushes';
import { recordDownload } from './modules/matches/record';
import { buildSchema } from './schema';

/** Distinct query texts whose successful validation the WebSocket server remembers. */
const VALIDATED_DOCUMENTS_MAX = 500;

export const SESSION_COOKIE = 'cortex_session';

export interface ServerOptions {
  readonly services: Services;
  readonly origins: readonly string[];
  /** TRUST_PROXY: which peers' X-Forwarded-For and X-Forwarded-Proto are believed. */
  readonly trustProxy: string;
}

export interface RunningServer {
  readonly httpServer: Server;
  /** matchUpdated pushes shared between subscribers (counts for tests and the bench). */
  readonly pushes: SharedPushes;
  listen(port: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

/** The token of an Authorization header or connection parameter, sent with or without the "Bearer " prefix. */
function bearer(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const m = /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim());
  return m?.[1];
}

/** A token the client sent itself that names no live session or API token: refused, as the WebSocket refuses it. */
const invalidToken = (): GraphQLError =>
  new GraphQLError(
    'That token is not valid: it was revoked, has expired or is mistyped. Send none to act signed out.',
    { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } },
  );

const sessionCookieHeader = (value: string, secure: boolean): string =>
  serializeCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_DAYS * 24 * 3600,
  });

function sessionCookie(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined;
}

export async function buildServer(opts: ServerOptions): Promise<RunningServer> {
  const { services } = opts;
  const schema = buildSchema();
  // Apollo's own copy (the same types and resolvers, new field objects): its cache-control plugin wraps every field's
  // resolver of the schema it executes, in place, on the first HTTP request. WebSockets keep theirs unwrapped, so a
  // compiled push reads a plain field as a property.
  const httpSchema = mapSchema(schema);
  const format = formatError(services.log);
  const origins = new Set(opts.origins);
  const app = express();
  // Behind a trusted proxy, X-Forwarded-Proto says whether the browser used https (Secure cookies) and
  // X-Forwarded-For who it is (per-address limits); from anyone else those headers are ignored.
  const trust = compileTrust(opts.trustProxy);
  app.set('trust proxy', trust);
  // A request's headers and peer never change, and a WebSocket's upgrade request is asked again at every operation.
  const addresses = new WeakMap<IncomingMessage, string>();
  const addressOf = (req: IncomingMessage): string => {
    let address = addresses.get(req);
    if (address === undefined) addresses.set(req, (address = clientAddress(req, trust)));
    return address;
  };
  const userAgentOf = (req: IncomingMessage): { userAgent?: string } =>
    req.headers['user-agent'] ? { userAgent: req.headers['user-agent'].slice(0, 200) } : {};
  app.disable('x-powered-by');
  const { limits } = services;
  // Slow-header and slow-body connections are cut; Node checks them every connectionsCheckingInterval.
  const httpServer = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    app,
  );
  const { requests } = services;

  // Sockets by credential, so logging out or revoking a token closes them at once (on every instance).
  const socketsByCredential = new Map<string, Set<WebSocket>>();
  const offRevoked = services.pubsub.on('revoked', ({ credentialId }) => {
    for (const socket of socketsByCredential.get(credentialId) ?? [])
      socket.close(CloseCode.Forbidden, 'Credential revoked');
    socketsByCredential.delete(credentialId);
  });

  // Open sockets per address and per user, and the signed-out ones per address (their operations are capped together).
  const socketsByAddress = new Map<string, number>();
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const anonymousByAddress = new Map<string, Set<{ subscriptions: Record<string, unknown> }>>();
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: LIMITS.maxBodyBytes,
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
      // Browsers always send Origin: refuse foreign sites (cross-site WebSocket hijacking); other clients send none.
      if (req.headers.origin !== undefined && !origins.has(req.headers.origin))
        return done(false, 403, 'Forbidden origin');
      if ((socketsByAddress.get(addressOf(req)) ?? 0) >= limits.socketsPerAddress)
        return done(false, 429, `At most ${limits.socketsPerAddress} open WebSockets per address`);
      done(true);
    },
  });
  wsServer.on('connection', (socket, req) => {
    const address = addressOf(req);
    socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });
  // A socket that has not answered the last ping by the next one is gone (a dropped network keeps no TCP promise).
  const alive = new WeakMap<WebSocket, boolean>();
  wsServer.on('connection', (socket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
  });
  const pinger = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, limits.socketPingMs);
  pinger.unref();

  // matchUpdated pushes are executed and serialised once for every subscriber who would get the same payload; the
  // frame carrying a shared payload is completed on its way out, and a burst's frames to one socket leave in one write.
  const pushes = new SharedPushes(schema, services.pubsub);
  // graphql-ws's state of each socket: an operation it is still working on is listed there as null (a subscription is
  // listed as its stream once it runs), so a socket awaiting a query's or mutation's answer is one with a null entry.
  const operationsOf = new WeakMap<WebSocket, { readonly subscriptions: Record<string, unknown> }>();
  const answering = (socket: WebSocket): boolean =>
    Object.values(operationsOf.get(socket)?.subscriptions ?? {}).includes(null);
  wsServer.on('connection', (socket) =>
    sendInBursts(
      socket,
      (frame) => pushes.expand(frame),
      () => answering(socket),
    ),
  );
  const validatedDocuments = new Map<string, DocumentNode>();
  // A validated document's weight per operation name, worked out once.
  const weights = new WeakMap<DocumentNode, Map<string, number>>();
  const weighed = (document: DocumentNode, operationName: string | null | undefined): number => {
    let known = weights.get(document);
    if (!known) weights.set(document, (known = new Map()));
    let weight = known.get(operationName ?? '');
    if (weight === undefined) known.set(operationName ?? '', (weight = requestWeight(schema, document, operationName)));
    return weight;
  };
  type WsExtra = {
    socket: WebSocket;
    request: IncomingMessage;
    caller?: Caller | null;
  };
  const wsCleanup = useServer<Record<string, unknown> | undefined, WsExtra>(
    {
      schema,
      subscribe: pushes.subscribe,
      execute: compiledExecute(),
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.['authorization'];
        const token =
          bearer(typeof auth === 'string' ? auth : undefined) ?? sessionCookie(ctx.extra.request.headers.cookie);
        const caller = token ? await services.accounts.authenticate(token) : null;
        if (token && !caller) return false;
        ctx.extra.caller = caller;
        const { socket } = ctx.extra;
        operationsOf.set(socket, ctx);
        if (caller) {
          const mine = socketsByUser.get(caller.userId) ?? new Set();
          if (mine.size >= limits.socketsPerUser) {
            socket.close(CLOSE_TOO_MANY, `At most ${limits.socketsPerUser} open WebSockets per account`);
            return false;
          }
          mine.add(socket);
          socketsByUser.set(caller.userId, mine);
          const set = socketsByCredential.get(caller.credentialId) ?? new Set();
          set.add(socket);
          socketsByCredential.set(caller.credentialId, set);
          socket.once('close', () => {
            set.delete(socket);
            mine.delete(socket);
            if (mine.size === 0) socketsByUser.delete(caller.userId);
          });
        } else {
          const address = addressOf(ctx.extra.request);
          const anonymous = anonymousByAddress.get(address) ?? new Set();
          anonymous.add(ctx);
          anonymousByAddress.set(address, anonymous);
          socket.once('close', () => {
            anonymous.delete(ctx);
            if (anonymous.size === 0) anonymousByAddress.delete(address);
          });
        }
        return true;
      },
      context: (ctx): Context => ({
        services,
        caller: ctx.extra.caller ?? null,
        ip: addressOf(ctx.extra.request),
        ...userAgentOf(ctx.extra.request),
      }),
      // graphql-ws does not run Apollo's validation: apply the same limits here.
      onSubscribe: async (ctx, _id, payload) => {
        const caller = ctx.extra.caller ?? null;
        const address = addressOf(ctx.extra.request);
        // ctx.subscriptions holds this operation and every other one still open on the socket.
        const open = Object.keys(ctx.subscriptions).length;
        if (open > limits.operationsPerSocket)
          return [
            tooManyOperations(
              `At most ${limits.operationsPerSocket} operations may be open at once on one WebSocket: complete some first.`,
            ),
          ];
        if (!caller) {
          let anonymous = 0;
          for (const other of anonymousByAddress.get(address) ?? [])
            anonymous += Object.keys(other.subscriptions).length;
          if (anonymous > limits.anonymousOperationsPerAddress)
            return [
              tooManyOperations(
                `At most ${limits.anonymousOperationsPerAddress} operations may be open at once over the signed-out WebSockets of one address: sign in, or complete some first.`,
              ),
            ];
        }
        // Validation depends on the document alone, so a query text that passed once passes again: clients repeat
        // the same few operations (a move, a subscription), and re-validating each costs more than executing it.
        let document = validatedDocuments.get(payload.query);
        // A text not validated yet pays its first point before it is parsed, so floods of bad documents are cut too;
        // a known one pays its whole weight at once below.
        const paidFirst = document === undefined;
        if (paidFirst) {
          try {
            await requests.take(address, 1, null, 0);
          } catch (error) {
            return [error as GraphQLError];
          }
        }
        if (holdsUnsafeText(payload.variables ?? null) || holdsUnsafeText(payload.operationName ?? null))
          return [unsafeTextError()];
        if (!document) {
          try {
            document = parse(payload.query, { maxTokens: LIMITS.maxTokens });
          } catch (error) {
            return [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the query.')].map(
              asBadInput,
            );
          }
          const errors = validate(schema, document, [...specifiedRules, ...securityRules]);
          if (errors.length > 0) return errors.map(asBadInput);
          if (validatedDocuments.size >= VALIDATED_DOCUMENTS_MAX)
            validatedDocuments.delete(validatedDocuments.keys().next().value!);
          validatedDocuments.set(payload.query, document);
        }
        const refusal = scopeRefusal(caller, document, payload.operationName);
        if (refusal) return [refusal];
        const weight = weighed(document, payload.operationName);
        try {
          await requests.take(address, paidFirst ? weight - 1 : weight, caller?.userId ?? null, weight);
        } catch (error) {
          return [error as GraphQLError];
        }
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: payload.variables ?? null,
          operationName: payload.operationName ?? null,
          contextValue: {
            services,
            caller: ctx.extra.caller ?? null,
            ip: address,
            ...userAgentOf(ctx.extra.request),
          } satisfies Context,
        };
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors) return pushes.marker(result) ?? result;
        return { ...result, errors: result.errors.map((e) => format(e.toJSON(), e)) };
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema: httpSchema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // main.ts owns shutdown (it closes bots, sockets and the database in order); Apollo's own handler raced it.
    stopOnTerminationSignals: false,
    validationRules: securityRules,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    formatError: format,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        // The WebSocket checks the same in onSubscribe.
        async requestDidStart() {
          return {
            async didResolveOperation({ document, operationName, contextValue }) {
              const refusal = scopeRefusal(contextValue.caller, document, operationName);
              if (refusal) throw refusal;
              // The address paid 1 point before the body was read; the rest of the weight, and the caller's share, now.
              const weight = requestWeight(httpSchema, document, operationName);
              try {
                await requests.take(contextValue.ip, weight - 1, contextValue.caller?.userId ?? null, weight);
              } catch (error) {
                throw withRetryHeader(error as GraphQLError);
              }
            },
          };
        },
      },
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.get('/health', (_req, res) => {
    res.json({ ok: true, games: services.games.list().map((g) => g.id), database: services.db.driver });
  });
  // A finished match's record as a file (README "Match records"); the caller, as on /graphql, from the bearer token or cookie.
  app.get('/matches/:id/record.json', async (req, res) => {
    try {
      // The file costs what Match.record costs over GraphQL.
      await requests.take(addressOf(req), 1 + (HEAVY_FIELDS['Match.record'] ?? 0), null, 0);
      const sent = bearer(req.headers.authorization);
      const token = sent ?? sessionCookie(req.headers.cookie);
      const caller = token ? await services.accounts.authenticate(token) : null;
      if (sent && !caller)
        return void res
          .status(401)
          .json({ errors: [{ message: invalidToken().message, extensions: { code: 'UNAUTHENTICATED' } }] });
      const answer = await recordDownload(services, req.params.id, caller);
      // Who may read a record depends on the caller (private matches), so no shared cache keeps it.
      res.set('Cache-Control', 'private, no-store');
      // Game ids and match ids are slugs and uuids: the name needs no escaping inside its quotes.
      if (answer.filename) res.set('Content-Disposition', `attachment; filename="${answer.filename}"`);
      res.status(answer.status).json(answer.body);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions['code'] === 'RATE_LIMITED') {
        const seconds = Number(error.extensions['retryAfterSeconds'] ?? 1);
        return void res
          .status(429)
          .set('Retry-After', String(seconds))
          .json({
            errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } }],
          });
      }
      services.log.error({ err: error }, 'record download failed');
      res.status(500).json({
        errors: [
          {
            message: 'The record could not be made; try again in a moment.',
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
    }
  });
  app.use(
    '/graphql',
    // Every request pays a point per address before its body is read or parsed, so floods of bad requests are cut too.
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      requests.take(addressOf(req), 1, null, 0).then(
        () => next(),
        (error: unknown) => {
          if (!(error instanceof GraphQLError)) return next(error);
          const seconds = Number(error.extensions['retryAfterSeconds'] ?? 1);
          res
            .status(429)
            .set('Retry-After', String(seconds))
            .json({
              errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } }],
            });
        },
      );
    },
    cors<cors.CorsRequest>({
      origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
      credentials: true,
    }),
    express.json({ limit: LIMITS.maxBodyBytes }),
    // Variables (in a body or a GET's query string) never carry text the database cannot store: refused before Apollo.
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const body: unknown = req.body;
      const sent =
        typeof body === 'object' && body !== null
          ? [(body as Record<string, unknown>)['variables'], (body as Record<string, unknown>)['operationName']]
          : [];
      if (sent.some(holdsUnsafeText) || holdsUnsafeText(req.query))
        return void res
          .status(400)
          .json({ errors: [{ message: UNSAFE_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => {
        const sent = bearer(req.headers.authorization);
        const token = sent ?? sessionCookie(req.headers.cookie);
        const caller = token ? await services.accounts.authenticate(token) : null;
        // A stale session cookie only means signed out (the browser keeps it); a token sent by hand must be right.
        if (sent && !caller) throw invalidToken();
        const browser = req.headers.origin !== undefined && origins.has(req.headers.origin);
        const secure = req.protocol === 'https';
        if (browser && !sent && token && caller?.renewed) res.append('Set-Cookie', sessionCookieHeader(token, secure));
        return {
          services,
          caller,
          ip: addressOf(req),
          ...userAgentOf(req),
          ...(browser
            ? {
                cookies: {
                  set: (value: string) => res.append('Set-Cookie', sessionCookieHeader(value, secure)),
                  clear: () =>
                    res.append(
                      'Set-Cookie',
                      serializeCookie(SESSION_COOKIE, '', {
                        httpOnly: true,
                        sameSite: 'lax',
                        path: '/',
                        secure,
                        maxAge: 0,
                      }),
                    ),
                },
              }
            : {}),
        };
      },
    }),
  );
  // Bodies over the limit and malformed JSON get a GraphQL-shaped error in words, not an HTML page.
  app.use(
    (
      err: { type?: string; status?: number },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      if (err.type === 'entity.too.large')
        return void res.status(413).json({
          errors: [
            {
              message: `Requests are limited to ${LIMITS.maxBodyBytes} bytes.`,
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        });
      if (err.type === 'entity.parse.failed')
        return void res.status(400).json({
          errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }],
        });
      next(err);
    },
  );

  return {
    httpServer,
    pushes,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address() as AddressInfo;
          resolve({ url: `http://localhost:${address.port}/graphql`, port: address.port });
        });
      }),
    close: async () => {
      offRevoked();
      pushes.close();
      clearInterval(pinger);
      for (const client of wsServer.clients) client.terminate();
      await apollo.stop();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** Closes a WebSocket opened past the per-account limit (4429, after HTTP 429). */
const CLOSE_TOO_MANY = 4429;

const tooManyOperations = (message: string): GraphQLError => apiError('RATE_LIMITED', message);

/** A rate-limit refusal over HTTP: status 429 with Retry-After, as well as the error's retryAfterSeconds. */
function withRetryHeader(error: GraphQLError): GraphQLError {
  const seconds = Number(error.extensions['retryAfterSeconds'] ?? 1);
  return new GraphQLError(error.message, {
    extensions: {
      ...error.extensions,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) },
    },
  });
}

function asBadInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
}
