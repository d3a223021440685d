// Bench unit tests only: the benchmarks themselves run from `npm run bench`, never under vitest.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
