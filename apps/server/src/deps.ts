import path from 'node:path';
import type { Logger, Metrics, ServiceDeps } from '@tessera/core';
import { createServices } from '@tessera/core/compose';
import { createDb, type DbHandle } from '@tessera/db';
import type { Env } from './env';

export { metadataTargets, oauthConfigs } from '@tessera/core/compose';

/** Where the embedded metadata database (PGlite) lives when DATABASE_URL is not set. */
export const pgliteDirOf = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'pglite');

/** Opens the metadata database (PGlite under DATA_DIR unless DATABASE_URL is set) and builds the service graph on it. */
export async function buildDeps(
  env: Env,
  logger: Logger,
  dbHandle?: DbHandle,
  metrics?: Metrics,
): Promise<{ deps: ServiceDeps; db: DbHandle }> {
  const db =
    dbHandle ??
    (await createDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: pgliteDirOf(env),
      migrate: true,
    }));
  const deps = await createServices({ env, db: db.db, logger, role: 'server', metrics });
  return { deps, db };
}
