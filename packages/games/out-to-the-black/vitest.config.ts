// Vitest settings: long timeouts for the conformance playouts and bot-only games; the long runs live in vitest.full.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { testTimeout: 600_000, hookTimeout: 600_000, exclude: ['**/node_modules/**', '**/*.full.test.ts'] },
});
