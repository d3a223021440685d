// API tests run real servers on real databases: generous timeouts, one file at a time to keep the 2 cores sane.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql instance: Node (and so graphql-ws) loads graphql's CommonJS entry, so our sources must too.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: { testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false },
});
