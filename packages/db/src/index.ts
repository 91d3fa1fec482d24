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
export * as schema from './schema';
export * from './schema';
