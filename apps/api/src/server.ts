// Builds the HTTP server: express with Apollo Server 5 on /graphql, graphql-ws on the same path, /health; auth on both.
import { clientAddress, compileTrust } from './lib/clientAddress';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import cors from 'cors';
import express from 'express';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context, Services } from './context';
import { formatError } from './lib/format-error';
import { scopeRefusal } from './lib/scopes';
import { LIMITS, securityRules } from './lib/security';
import { holdsUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextError } from './lib/text-input';
import { SESSION_DAYS, type Caller } from './modules/accounts/service';
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
  new GraphQLError('That token is not valid: it was revoked, has expired or is mistyped. Send none to act signed out.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

function sessionCookie(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined;
}

export async function buildServer(opts: ServerOptions): Promise<RunningServer> {
  const { services } = opts;
  const schema = buildSchema();
  const format = formatError(services.log);
  const origins = new Set(opts.origins);
  const app = express();
  // Behind a trusted proxy, X-Forwarded-Proto says whether the browser used https (Secure cookies) and
  // X-Forwarded-For who it is (per-address limits); from anyone else those headers are ignored.
  const trust = compileTrust(opts.trustProxy);
  app.set('trust proxy', trust);
  const addressOf = (req: IncomingMessage): string => clientAddress(req, trust);
  const userAgentOf = (req: IncomingMessage): { userAgent?: string } => (req.headers['user-agent'] ? { userAgent: req.headers['user-agent'].slice(0, 200) } : {});
  app.disable('x-powered-by');
  const httpServer = createServer(app);

  // Sockets by credential, so logging out or revoking a token closes them at once (on every instance).
  const socketsByCredential = new Map<string, Set<WebSocket>>();
  const offRevoked = services.pubsub.on('revoked', ({ credentialId }) => {
    for (const socket of socketsByCredential.get(credentialId) ?? []) socket.close(CloseCode.Forbidden, 'Credential revoked');
    socketsByCredential.delete(credentialId);
  });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: LIMITS.maxBodyBytes,
    // Browsers always send Origin: refuse foreign sites (cross-site WebSocket hijacking); other clients send none.
    verifyClient: ({ req }: { req: IncomingMessage }) => req.headers.origin === undefined || origins.has(req.headers.origin),
  });

  const validatedDocuments = new Map<string, DocumentNode>();
  type WsExtra = {
    socket: WebSocket;
    request: IncomingMessage;
    caller?: Caller | null;
  };
  const wsCleanup = useServer<Record<string, unknown> | undefined, WsExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.['authorization'];
        const token = bearer(typeof auth === 'string' ? auth : undefined) ?? sessionCookie(ctx.extra.request.headers.cookie);
        const caller = token ? await services.accounts.authenticate(token) : null;
        if (token && !caller) return false;
        ctx.extra.caller = caller;
        if (caller) {
          const set = socketsByCredential.get(caller.credentialId) ?? new Set();
          set.add(ctx.extra.socket);
          socketsByCredential.set(caller.credentialId, set);
          ctx.extra.socket.once('close', () => set.delete(ctx.extra.socket));
        }
        return true;
      },
      context: (ctx): Context => ({ services, caller: ctx.extra.caller ?? null, ip: addressOf(ctx.extra.request), ...userAgentOf(ctx.extra.request) }),
      // graphql-ws does not run Apollo's validation: apply the same limits here.
      onSubscribe: (ctx, _id, payload) => {
        if (holdsUnsafeText(payload.variables ?? null) || holdsUnsafeText(payload.operationName ?? null)) return [unsafeTextError()];
        // Validation depends on the document alone, so a query text that passed once passes again: clients repeat
        // the same few operations (a move, a subscription), and re-validating each costs more than executing it.
        let document = validatedDocuments.get(payload.query);
        if (!document) {
          try {
            document = parse(payload.query, { maxTokens: LIMITS.maxTokens });
          } catch (error) {
            return [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the query.')].map(asBadInput);
          }
          const errors = validate(schema, document, [...specifiedRules, ...securityRules]);
          if (errors.length > 0) return errors.map(asBadInput);
          if (validatedDocuments.size >= VALIDATED_DOCUMENTS_MAX) validatedDocuments.delete(validatedDocuments.keys().next().value!);
          validatedDocuments.set(payload.query, document);
        }
        const refusal = scopeRefusal(ctx.extra.caller ?? null, document, payload.operationName);
        if (refusal) return [refusal];
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: payload.variables ?? null,
          operationName: payload.operationName ?? null,
          contextValue: { services, caller: ctx.extra.caller ?? null, ip: addressOf(ctx.extra.request), ...userAgentOf(ctx.extra.request) } satisfies Context,
        };
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors) return result;
        return { ...result, errors: result.errors.map((e) => format(e.toJSON(), e)) };
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
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
  app.use(
    '/graphql',
    cors<cors.CorsRequest>({ origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)), credentials: true }),
    express.json({ limit: LIMITS.maxBodyBytes }),
    // Variables (in a body or a GET's query string) never carry text the database cannot store: refused before Apollo.
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const body: unknown = req.body;
      const sent = typeof body === 'object' && body !== null ? [(body as Record<string, unknown>)['variables'], (body as Record<string, unknown>)['operationName']] : [];
      if (sent.some(holdsUnsafeText) || holdsUnsafeText(req.query)) return void res.status(400).json({ errors: [{ message: UNSAFE_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
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
        return {
          services,
          caller,
          ip: addressOf(req),
          ...userAgentOf(req),
          ...(browser
            ? {
                cookies: {
                  set: (value: string) =>
                    res.append('Set-Cookie', serializeCookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_DAYS * 24 * 3600 })),
                  clear: () => res.append('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0 })),
                },
              }
            : {}),
        };
      },
    }),
  );
  // Bodies over the limit and malformed JSON get a GraphQL-shaped error in words, not an HTML page.
  app.use((err: { type?: string; status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err.type === 'entity.too.large') return void res.status(413).json({ errors: [{ message: `Requests are limited to ${LIMITS.maxBodyBytes} bytes.`, extensions: { code: 'BAD_USER_INPUT' } }] });
    if (err.type === 'entity.parse.failed') return void res.status(400).json({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }] });
    next(err);
  });

  return {
    httpServer,
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
      for (const client of wsServer.clients) client.terminate();
      await apollo.stop();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

function asBadInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
}
