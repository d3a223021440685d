// ESLint for @cortex/db: the shared strict TypeScript config.
import { config } from '@cortex/config/eslint';

export default config();
