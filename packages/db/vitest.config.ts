// Vitest for @cortex/db: generous timeouts because a PGlite boot takes seconds on a busy machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
