import { config } from '@cortex/config/eslint';

export default config();
