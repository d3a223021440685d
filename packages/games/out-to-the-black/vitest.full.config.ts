// Vitest settings for the long runs (`npx vitest run -c vitest.full.config.ts`): the full conformance harness and the bot win rates.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 3_600_000, include: ['src/**/*.full.test.ts'] } });
