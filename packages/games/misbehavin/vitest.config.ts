// Vitest settings: the conformance playouts and bot-only games need far more than the default 5 s; figures run separately.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { testTimeout: 600_000, hookTimeout: 600_000, exclude: ['**/node_modules/**', '**/*.full.test.ts'] },
});
