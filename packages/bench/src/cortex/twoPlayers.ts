// One Cortex API child process on a Postgres schema of its own, with two players signed up: the bench's one-server parts.
import { startServer, type ServerProcess } from '../proc';
import { endpoint, signUp, type CortexEndpoint } from './client';
import { dropSchema } from './schema';

export interface TwoPlayerServer {
  readonly server: ServerProcess;
  readonly api: CortexEndpoint;
  readonly tokens: readonly [string, string];
  /** Stops the server and drops its schema. */
  close(): Promise<void>;
}

/** `prefix` names the schema and the players (with this process's pid), so concurrent benches never share them. */
export async function startTwoPlayerServer(label: string, prefix: string, pgUrl: string): Promise<TwoPlayerServer> {
  const schema = `bench_${prefix}_${process.pid}`;
  const server = await startServer(label, './cortex/server.ts', {
    BENCH_DB: 'pg',
    BENCH_DATABASE_URL: pgUrl,
    BENCH_SCHEMA: schema,
  });
  const close = async (): Promise<void> => {
    await server.stop();
    await dropSchema(pgUrl, schema);
  };
  try {
    const api = endpoint(server.port);
    const tokens = [
      await signUp(api.http, `${prefix}_a_${process.pid}`),
      await signUp(api.http, `${prefix}_b_${process.pid}`),
    ] as const;
    return { server, api, tokens, close };
  } catch (error) {
    await close();
    throw error;
  }
}
