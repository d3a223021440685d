// Builds the HTTP server: express with Apollo Server 5 on /graphql, graphql-ws on the same path, and /health.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Context, Services } from './context';
import { buildSchema } from './schema';

export interface ServerOptions {
  readonly services: Services;
  readonly origins: readonly string[];
}

export interface RunningServer {
  readonly httpServer: Server;
  listen(port: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

export async function buildServer(opts: ServerOptions): Promise<RunningServer> {
  const { services } = opts;
  const schema = buildSchema();
  const app = express();
  app.disable('x-powered-by');
  const httpServer = createServer(app);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: Context }>(
    { schema, context: (): Context => ({ services }) },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
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
    res.json({ ok: true, games: services.games.list().length, database: services.db.driver });
  });
  app.use(
    '/graphql',
    cors<cors.CorsRequest>({ origin: [...opts.origins], credentials: true }),
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, { context: async (): Promise<Context> => ({ services }) }),
  );

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
      await apollo.stop();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
