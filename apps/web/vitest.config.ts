// Unit tests for the web app's pure helpers only; the UI is covered by Playwright in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
