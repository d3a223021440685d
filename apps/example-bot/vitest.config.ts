// The bot's tests run a real API in-process on PGlite and play whole matches: generous timeouts, one file at a time.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql instance, as in apps/api: Node (and so graphql-ws's server) loads graphql's CommonJS entry, so the API's sources must too.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: { testTimeout: 180_000, hookTimeout: 120_000, fileParallelism: false },
});
