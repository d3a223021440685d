// drizzle-kit config: diff src/schema.ts into SQL migrations in the repo-level drizzle/ folder.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  // Top-level so the API and tests share one migrations folder; migrate.ts resolves the same path.
  out: '../../drizzle',
  verbose: true,
});
