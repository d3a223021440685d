// Vitest settings for `npm run figures`: only the *.full.test.ts files, no timeout.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.full.test.ts'], testTimeout: 0 } });
