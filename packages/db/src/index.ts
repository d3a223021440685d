// Public entry of @cortex/db: schema, handle factory, migrator and their types.
import * as schema from './schema';

export { schema };
export * from './schema';
export {
  createDb,
  defaultDataDir,
  type CreateDbOptions,
  type Database,
  type DbHandle,
  type Driver,
  type Executor,
  type NotificationHandler,
  type PgHandle,
  type PeerProbe,
  type PgliteHandle,
  type QueryResultHKT,
  type RowsResult,
  type Schema,
  type Transaction,
} from './client';
export { migrateDb, migrationsFolder } from './migrate';
