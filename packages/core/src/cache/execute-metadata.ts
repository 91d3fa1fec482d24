import type { SourceDescriptor } from '@tessera/query';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize } from '../permissions/engine';
import { descriptor } from '../sources/source-data.service';
import { findSource, type SourceRow } from '../sources/source-tree';
import { findView, VIEW, type ViewRow } from '../views/view-tree';
import { cached, seed } from './cached';
import { metadataCache } from './metadata-cache';

/**
 * The view row for `id`, from the metadata cache when this request knows its organisation's version.
 * The returned row is shared between requests: callers read it, never change it.
 */
export async function cachedViewRow(ctx: Ctx, id: string): Promise<ViewRow | undefined> {
  const cache = metadataCache(ctx.deps.db);
  const orgId = cache.orgOf.get(`view:${id}`);
  if (orgId) {
    const row = await cached(ctx, orgId, `view:${id}`, () => findView(ctx.deps.db, id));
    if (row?.orgId === orgId) return row;
    if (row === undefined) return undefined;
  }
  const startedAt = cache.tick();
  const row = await findView(ctx.deps.db, id);
  if (row) {
    cache.remember('view', id, row.orgId);
    await seed(ctx, row.orgId, `view:${id}`, row, startedAt);
  }
  return row;
}

/** `loadView` served from the cache: the view, after the same authorisation check. */
export async function loadViewCached(ctx: Ctx, id: string, level: number): Promise<ViewRow> {
  const row = await cachedViewRow(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', { entity: 'view' });
  await authorize(ctx, row.orgId, VIEW, row.id, level);
  return row;
}

/** The source row `id` of organisation `orgId` (undefined when missing or elsewhere). */
export async function cachedSource(ctx: Ctx, orgId: string, id: string): Promise<SourceRow | undefined> {
  const row = await cached(ctx, orgId, `source:${id}`, () => findSource(ctx.deps.db, id));
  return row?.orgId === orgId ? row : undefined;
}

/** The connector descriptor (secrets opened) of a source row, kept while the row is unchanged. */
export function cachedDescriptor(ctx: Ctx, row: SourceRow): Promise<SourceDescriptor> {
  return cached(ctx, row.orgId, `descriptor:${row.id}:${row.updatedAt.getTime()}`, () =>
    descriptor(ctx, row),
  );
}
