// Shutdown: SIGTERM or SIGINT stops a serving API promptly and cleanly, open subscriptions included.
import { afterEach, expect, test } from 'vitest';
import { ok, signUp } from './helpers';
import { durableDb, spawnApi, type DurableDb } from './torture/child-api';
import { recordingWsClient } from './torture/recording-ws';

let durable: DurableDb | undefined;
afterEach(async () => {
  await durable?.cleanup();
});

// main.ts forces an exit after 10 s; a clean stop must not lean on it (it once did: Apollo's own signal handler raced ours).
test.each(['SIGTERM', 'SIGINT'] as const)(
  '%s with an open subscription: the process exits 0 well before the forced exit',
  async (signal) => {
    durable = await durableDb('pglite', 'shutdown');
    // As deployed: Apollo installs its own signal handlers unless NODE_ENV is 'test' (which vitest sets).
    const api = await spawnApi({ ...durable.env, NODE_ENV: 'production' });
    const alice = await signUp(api.url);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    let acknowledged!: () => void;
    const ack = new Promise<void>((resolve) => (acknowledged = resolve));
    const client = recordingWsClient(
      api.wsUrl,
      (frame) => frame.includes('connection_ack') && acknowledged(),
      alice.token,
    );
    client.subscribe(
      { query: 'subscription($l:ID!){ lobbyUpdated(lobbyId:$l) { id } }', variables: { l: lobby.id } },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await ack;
    // The subscription is registered once the server has answered a query on the same socket's heels.
    await ok(api.url, '{ games { id } }');
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => api.proc.once('exit', (code) => resolve(code)));
    api.proc.kill(signal);
    const code = await exited;
    const seconds = (Date.now() - started) / 1000;
    await client.dispose();
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(5);
  },
  60_000,
);
