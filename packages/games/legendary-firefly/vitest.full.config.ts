// Vitest settings for the full runs (`npm run conformance`, `npm run bot-rates`): only the *.full.test.ts files, no timeout.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.full.test.ts'], testTimeout: 0 } });
