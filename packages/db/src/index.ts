export {
  createDb,
  initPgliteDataDir,
  pgliteIsFresh,
  runMigrations,
  migrationsFolder,
  type Db,
  type DbHandle,
  type CreateDbOptions,
  type Schema,
} from './client';
export { isConnectionError, DatabaseDownError, surviveDriverConnectionRejections } from './health';
export * as schema from './schema';
export * from './schema';
