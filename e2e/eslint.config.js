// ESLint for the e2e suite: the shared strict config; Playwright's outputs are not source.
import { config } from '@cortex/config/eslint';

export default config({ ignores: ['test-results/**', 'playwright-report/**', 'artifacts/**'] });
