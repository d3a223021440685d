// Vitest settings for `npm run conformance`: only the full-count harness run (2,000 playouts per player count).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 3_600_000, include: ['src/**/*.full.test.ts'] } });
