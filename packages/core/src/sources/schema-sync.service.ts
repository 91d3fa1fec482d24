import { and, eq, ne } from 'drizzle-orm';
import { sources, sourceSchemas, STATUS } from '@tessera/db';
import type { ServiceDeps } from '../context';
import { openConfig } from './secrets';
import { readSchema } from './source-data.service';

const DEFAULT_INTERVAL_MIN = 60;

/**
 * Background schema sync (Datart's `enableSyncSchemas` / `syncInterval`, in minutes, at least 60): re-reads
 * the schema of active JDBC sources whose stored schema is older than their interval. Failures are
 * logged per source and never stop the others.
 */
export async function syncStaleSchemas(deps: ServiceDeps, limit = 20): Promise<number> {
  const rows = await deps.db
    .select({ source: sources, syncedAt: sourceSchemas.updatedAt })
    .from(sources)
    .leftJoin(sourceSchemas, eq(sourceSchemas.sourceId, sources.id))
    .where(and(eq(sources.type, 'JDBC'), ne(sources.status, STATUS.ARCHIVED), eq(sources.isFolder, false)));
  const now = deps.clock().getTime();
  let synced = 0;
  for (const { source, syncedAt } of rows) {
    const cfg = source.config ?? {};
    if (cfg.enableSyncSchemas === false) continue;
    const interval =
      Math.max(DEFAULT_INTERVAL_MIN, Number(cfg.syncInterval) || DEFAULT_INTERVAL_MIN) * 60_000;
    if (syncedAt && now - syncedAt.getTime() < interval) continue;
    if (synced >= limit) break;
    try {
      const config = await openConfig(deps.secrets.sources, source.type, cfg);
      const schemaItems = await readSchema(deps, { id: source.id, type: 'JDBC', config });
      const updatedAt = deps.clock();
      await deps.db
        .insert(sourceSchemas)
        .values({ sourceId: source.id, schemas: schemaItems, updatedAt })
        .onConflictDoUpdate({ target: sourceSchemas.sourceId, set: { schemas: schemaItems, updatedAt } });
      synced++;
    } catch (e) {
      deps.logger.warn({ err: e, sourceId: source.id }, 'background schema sync failed');
    }
  }
  return synced;
}
