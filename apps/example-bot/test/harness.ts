// Test harness only (the bot itself knows nothing of Cortex's code): a real API in this process, users and their tokens.
import { pino } from 'pino';
import { createApp, ONE_MACHINE_LIMITS, type App } from '@cortex/api/app';
import { createTestDb, type TestDb } from '@cortex/db/testing';

export interface TestServer {
  readonly app: App;
  readonly url: string;
  close(): Promise<void>;
}

/** The API on a fresh database (PGlite unless TEST_DATABASE_URL is set), with the test game, on an ephemeral port. */
export async function startServer(): Promise<TestServer> {
  const db: TestDb = await createTestDb();
  const app = await createApp({
    db,
    log: pino({ level: process.env['TEST_API_LOG'] ?? 'silent' }),
    origins: [],
    includeTestGames: true,
    botDelayMs: 0,
    sweepMs: 200,
    // Server bots decide in this process: no worker thread to start for a few random moves.
    botWorkers: 0,
    // Every test user signs up, opens lobbies and plays from this machine, several matches at once.
    limits: ONE_MACHINE_LIMITS,
  });
  const { port } = await app.listen(0, '127.0.0.1');
  return {
    app,
    url: `http://127.0.0.1:${port}/graphql`,
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
}

interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A query or mutation that must succeed. */
export async function call<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GraphQLBody<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface Person {
  readonly username: string;
  /** The session token from signing up (what a browser would hold). */
  readonly session: string;
  /** A personal API token with READ and PLAY, as a bot's owner makes one under Settings. */
  readonly token: string;
}

export async function person(url: string, username: string): Promise<Person> {
  const { signUp } = await call<{ signUp: { token: string } }>(
    url,
    'mutation($u:String!,$p:String!){signUp(username:$u,password:$p){token}}',
    { u: username, p: 'correct horse battery' },
  );
  const { createApiToken } = await call<{ createApiToken: { token: string } }>(
    url,
    'mutation{createApiToken(name:"bot"){token}}',
    {},
    signUp.token,
  );
  return { username, session: signUp.token, token: createApiToken.token };
}
