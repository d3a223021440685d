// Vitest settings: the conformance playouts and bot-only matches need far more than the default 5 s; the full harness run lives in its own config.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 600_000, exclude: ['**/node_modules/**', '**/*.full.test.ts'] } });
