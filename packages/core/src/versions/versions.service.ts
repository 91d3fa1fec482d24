import { and, desc, eq } from 'drizzle-orm';
import { resourceVersions, STATUS, users } from '@tessera/db';
import type { Ctx } from '../context';
import { findDashboard } from '../dashboards/dashboards.service';
import { AppError } from '../errors';
import { authorize, can, loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { findStoryboard } from '../storyboards/storyboards.service';
import { findView, VIEW } from '../views/view-tree';
import { findDatachart, VIZ } from '../viz/viz-tree';
import { diffSnapshots, type VersionDiff } from './diff';
import { missingRefs } from './missing-refs';
import { restoreWriters } from './restore-writers';
import type {
  CompareVersionsInput,
  ListVersionsInput,
  VersionedType,
  VersionIdInput,
} from './versions.schemas';

type VersionRow = typeof resourceVersions.$inferSelect;

/** The resource's organisation and status, or null when it no longer exists. */
async function resourceOf(ctx: Ctx, type: VersionedType, id: string) {
  const db = ctx.deps.db;
  const row =
    type === 'DATACHART'
      ? await findDatachart(db, id)
      : type === 'DASHBOARD'
        ? await findDashboard(db, id)
        : type === 'STORYBOARD'
          ? await findStoryboard(ctx, id)
          : await findView(db, id);
  return row ? { orgId: row.orgId, archived: row.status === STATUS.ARCHIVED } : null;
}

const permissionType = (type: VersionedType) => (type === 'VIEW' ? VIEW : VIZ);

/**
 * Checks `level` on the resource (READ to look at versions, MANAGE to restore, as for the resource
 * itself). A resource of an organisation the actor is not in, or one that is gone, is "not found".
 */
async function guard(ctx: Ctx, type: VersionedType, id: string, level: number) {
  const resource = await resourceOf(ctx, type, id);
  if (!resource || !(await loadAccess(ctx, resource.orgId)).isMember)
    throw new AppError('NOT_FOUND', { entity: 'version' });
  // An archived resource is seen only by those who may restore it (as reading it is).
  await authorize(ctx, resource.orgId, permissionType(type), id, resource.archived ? Level.MANAGE : level);
  return resource;
}

async function loadVersion(ctx: Ctx, id: string, level: number) {
  const [row] = await ctx.deps.db.select().from(resourceVersions).where(eq(resourceVersions.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'version' });
  const type = row.resourceType as VersionedType;
  const resource = await guard(ctx, type, row.resourceId, level);
  if (resource.orgId !== row.orgId) throw new AppError('NOT_FOUND', { entity: 'version' });
  return { row, type, resource };
}

const summary = (r: VersionRow, author: { name: string | null; username: string } | null) => ({
  id: r.id,
  resourceType: r.resourceType as VersionedType,
  resourceId: r.resourceId,
  version: r.version,
  name: r.name,
  restoredFrom: r.restoredFrom,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  author: author ? (author.name ?? author.username) : null,
});
export type VersionSummary = ReturnType<typeof summary>;
export type VersionWithSnapshot = VersionSummary & { snapshot: VersionRow['snapshot'] };
export interface VersionList {
  items: VersionSummary[];
  canRestore: boolean;
}
export interface VersionComparison {
  from: VersionWithSnapshot;
  to: VersionWithSnapshot;
  diff: VersionDiff;
}
export interface RestoredVersion {
  resourceType: VersionedType;
  resourceId: string;
  version: number;
}

/** The versions of one resource, newest first, with who saved each; `canRestore` for the editor's button. */
export async function listVersions(ctx: Ctx, input: ListVersionsInput): Promise<VersionList> {
  const resource = await guard(ctx, input.resourceType, input.resourceId, Level.READ);
  const rows = await ctx.deps.db
    .select({ v: resourceVersions, name: users.name, username: users.username })
    .from(resourceVersions)
    .leftJoin(users, eq(users.id, resourceVersions.createdBy))
    .where(
      and(
        eq(resourceVersions.resourceType, input.resourceType),
        eq(resourceVersions.resourceId, input.resourceId),
        eq(resourceVersions.orgId, resource.orgId),
      ),
    )
    .orderBy(desc(resourceVersions.version));
  const canRestore =
    !resource.archived &&
    (await can(ctx, resource.orgId, permissionType(input.resourceType), input.resourceId, Level.MANAGE));
  return {
    items: rows.map((r) => summary(r.v, r.username ? { name: r.name, username: r.username } : null)),
    canRestore,
  };
}

/** Two versions of one resource side by side: the older first, and what changed from it to the newer. */
export async function compareVersions(ctx: Ctx, input: CompareVersionsInput): Promise<VersionComparison> {
  const a = await loadVersion(ctx, input.fromId, Level.READ);
  const b = await loadVersion(ctx, input.toId, Level.READ);
  if (a.row.resourceType !== b.row.resourceType || a.row.resourceId !== b.row.resourceId)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'toId', message: 'invalid' }] });
  const [older, newer] = a.row.version <= b.row.version ? [a.row, b.row] : [b.row, a.row];
  return {
    from: { ...summary(older, null), snapshot: older.snapshot },
    to: { ...summary(newer, null), snapshot: newer.snapshot },
    diff: diffSnapshots(a.type, older.snapshot, newer.snapshot),
  };
}

/**
 * Writes a version back through the resource's own save path (its permission checks, validation, cache
 * invalidation and version record all apply); the new version names the one restored. A version that
 * uses a deleted view, chart, board or source is refused, naming them, before anything is written.
 */
export async function restoreVersion(ctx: Ctx, { id }: VersionIdInput): Promise<RestoredVersion> {
  const { row, type, resource } = await loadVersion(ctx, id, Level.MANAGE);
  if (resource.archived) throw new AppError('NOT_FOUND', { entity: type.toLowerCase() });
  const missing = await missingRefs(ctx, resource.orgId, type, row.snapshot);
  if (missing.length) throw new AppError('VERSION_REFS_MISSING', { missing: missing.join(', ') });
  await restoreWriters[type](ctx, row.resourceId, row.snapshot, row.version);
  const [latest] = await ctx.deps.db
    .select()
    .from(resourceVersions)
    .where(and(eq(resourceVersions.resourceType, type), eq(resourceVersions.resourceId, row.resourceId)))
    .orderBy(desc(resourceVersions.version))
    .limit(1);
  return { resourceType: type, resourceId: row.resourceId, version: latest?.version ?? row.version };
}
