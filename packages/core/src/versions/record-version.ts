import { and, desc, eq, lte } from 'drizzle-orm';
import { resourceVersions } from '@tessera/db';
import type { Ctx } from '../context';
import type { DbOrTx } from '../orgs/create-org-record';
import { snapshotChanged } from './diff';
import { snapshotOf } from './snapshots';
import type { SaveOptions, VersionedType } from './versions.schemas';

/**
 * Keeps the resource as just saved as its next version, inside the save's transaction (called after the
 * save's own UPDATE, whose row lock orders two saves of one resource, so their version numbers never
 * collide). A save that changed nothing adds no version, unless it is a restore. Versions beyond the
 * configured retention are pruned, oldest first. Folders have no versions.
 */
export async function recordVersion(
  tx: DbOrTx,
  ctx: Ctx,
  type: VersionedType,
  id: string,
  opts: SaveOptions = {},
): Promise<number | null> {
  const current = await snapshotOf(tx, type, id);
  if (!current) return null;
  const where = and(eq(resourceVersions.resourceType, type), eq(resourceVersions.resourceId, id));
  const [latest] = await tx
    .select({ version: resourceVersions.version, snapshot: resourceVersions.snapshot })
    .from(resourceVersions)
    .where(where)
    .orderBy(desc(resourceVersions.version))
    .limit(1);
  if (latest && !opts.restoredFrom && !snapshotChanged(type, latest.snapshot, current.snapshot))
    return latest.version;
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(resourceVersions).values({
    orgId: current.orgId,
    resourceType: type,
    resourceId: id,
    version,
    name: current.name,
    snapshot: current.snapshot,
    restoredFrom: opts.restoredFrom ?? null,
    createdBy: ctx.actor?.userId ?? null,
    createdAt: ctx.deps.clock(),
  });
  const keep = ctx.deps.config.versionRetention;
  if (keep > 0 && version > keep)
    await tx.delete(resourceVersions).where(and(where, lte(resourceVersions.version, version - keep)));
  return version;
}
