// Vitest settings: the conformance playouts and bot games need more than the default 5 s; the full harness runs separately.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 600_000, exclude: ['**/node_modules/**', '**/*.full.test.ts'] } });
