// ESLint for the web app: the shared strict config, plus Next's generated files kept out of the way.
import { config } from '@cortex/config/eslint';

export default config({ ignores: ['next-env.d.ts'] });
