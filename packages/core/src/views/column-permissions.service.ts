import { and, eq, inArray } from 'drizzle-orm';
import { columnPermissions, roles } from '@tessera/db';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { subjectRoleId } from '../permissions/subjects';
import { id32 } from '../validation';
import { findView, VIEW } from './view-tree';

const columnsField = z
  .union([z.array(z.string().max(500)).max(5000), z.string().max(1_000_000)])
  .transform((v, c) => {
    if (Array.isArray(v)) return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // reported below
    }
    c.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  });

/** Datart's shape: `columnPermission` is a JSON array of visible column names ([] = none). */
const itemSchema = z.object({
  id: id32().nullish(),
  orgId: id32(),
  subjectType: z.enum(['ROLE', 'USER_ROLE', 'USER']),
  subjectId: id32(),
  viewId: id32(),
  columnPermission: columnsField,
});
export const viewPermissionGrantSchema = z.object({
  permissionToCreate: z.array(itemSchema).max(1000).default([]),
  permissionToUpdate: z.array(itemSchema).max(1000).default([]),
  permissionToDelete: z.array(id32()).max(1000).default([]),
});
export type ViewPermissionGrantInput = z.output<typeof viewPermissionGrantSchema>;

/** The Tessera screen's shape: one rule per subject of a view (ALL removes the rule). */
export const setColumnRulesSchema = z.object({
  viewId: id32(),
  rules: z
    .array(
      z.object({
        subjectType: z.enum(['ROLE', 'USER_ROLE']),
        subjectId: id32(),
        mode: z.enum(['ALL', 'PARTIAL', 'NONE']),
        columns: z.array(z.string().max(500)).max(5000).default([]),
      }),
    )
    .max(1000),
});
export type SetColumnRulesInput = z.output<typeof setColumnRulesSchema>;

async function loadManagedView(ctx: Ctx, viewId: string) {
  const view = await findView(ctx.deps.db, viewId);
  if (!view || view.isFolder) throw new AppError('NOT_FOUND', { entity: 'view' });
  await authorize(ctx, view.orgId, VIEW, view.id, Level.MANAGE);
  return view;
}

/** Rules of a view, with who they are for (managers of the view). */
export const columnRulesViewSchema = z.object({ viewId: id32() });
export type ColumnRulesViewInput = z.output<typeof columnRulesViewSchema>;

export async function listColumnRules(ctx: Ctx, { viewId }: ColumnRulesViewInput) {
  const view = await loadManagedView(ctx, viewId);
  const rows = await ctx.deps.db
    .select({ rule: columnPermissions, role: roles })
    .from(columnPermissions)
    .innerJoin(roles, eq(roles.id, columnPermissions.roleId))
    .where(eq(columnPermissions.viewId, view.id));
  return rows.map(({ rule, role }) => ({
    id: rule.id,
    orgId: rule.orgId,
    viewId: rule.viewId,
    subjectType: role.type === 'PER_USER' ? 'USER_ROLE' : 'ROLE',
    subjectId: role.type === 'PER_USER' ? role.userId! : role.id,
    subjectName: role.type === 'PER_USER' ? null : role.name,
    columnPermission: JSON.stringify(rule.columns),
    columns: rule.columns,
  }));
}

async function upsertRule(
  ctx: Ctx,
  orgId: string,
  viewId: string,
  subjectType: 'ROLE' | 'USER_ROLE' | 'USER',
  subjectId: string,
  columns: string[],
) {
  const roleId = await subjectRoleId(ctx.deps.db, orgId, subjectType, subjectId);
  await ctx.deps.db
    .insert(columnPermissions)
    .values({ orgId, viewId, roleId, columns })
    .onConflictDoUpdate({
      target: [columnPermissions.viewId, columnPermissions.roleId],
      set: { columns, updatedAt: ctx.deps.clock() },
    });
}

/** Replaces every rule of a view in one go (the column-permission screen). */
export async function setColumnRules(ctx: Ctx, input: SetColumnRulesInput): Promise<boolean> {
  const view = await loadManagedView(ctx, input.viewId);
  await ctx.deps.db.delete(columnPermissions).where(eq(columnPermissions.viewId, view.id));
  for (const r of input.rules) {
    if (r.mode === 'ALL') continue;
    await upsertRule(
      ctx,
      view.orgId,
      view.id,
      r.subjectType,
      r.subjectId,
      r.mode === 'NONE' ? [] : r.columns,
    );
  }
  await audit(ctx, {
    action: 'column_permission.update',
    orgId: view.orgId,
    targetType: 'VIEW',
    targetId: view.id,
    detail: { rules: input.rules.length },
  });
  return true;
}

/** Datart's `POST /roles/view_permission/grant`. */
export async function grantColumnRules(ctx: Ctx, input: ViewPermissionGrantInput): Promise<boolean> {
  for (const item of [...input.permissionToCreate, ...input.permissionToUpdate]) {
    const view = await loadManagedView(ctx, item.viewId);
    if (view.orgId !== item.orgId) throw new AppError('CROSS_ORG');
    await upsertRule(ctx, view.orgId, view.id, item.subjectType, item.subjectId, item.columnPermission);
  }
  if (input.permissionToDelete.length) {
    const rows = await ctx.deps.db
      .select()
      .from(columnPermissions)
      .where(inArray(columnPermissions.id, input.permissionToDelete));
    for (const r of rows) await loadManagedView(ctx, r.viewId);
    await ctx.deps.db.delete(columnPermissions).where(
      and(
        inArray(
          columnPermissions.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  }
  return true;
}
