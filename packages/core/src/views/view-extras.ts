import { and, eq, inArray } from 'drizzle-orm';
import { columnPermissions, variables } from '@tessera/db';
import type { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import type { DbOrTx } from '../orgs/create-org-record';
import { requireModule } from '../permissions/engine';
import { subjectRoleId } from '../permissions/subjects';
import {
  assertCanDefine,
  assertNameFree,
  checkValues,
  replaceRels,
  variableFields,
  type VariableRow,
} from '../variables/variable-rules';
import type { updateVariableInputSchema, viewVariableInputSchema } from '../variables/variables.schemas';
import type { viewColumnRuleSchema } from './views.schemas';

type NewVariable = z.infer<typeof viewVariableInputSchema>;
type VariableUpdate = z.infer<typeof updateVariableInputSchema>;

/** What the view editor saves together with a view (Datart's one-call save). */
export interface ViewExtras {
  variablesToCreate: NewVariable[];
  variablesToUpdate?: VariableUpdate[];
  variableToDelete?: string[];
  /** null / undefined leaves the view's column rules unchanged. */
  columnPermission?: z.infer<typeof viewColumnRuleSchema>[] | null;
}

const rawSql = (v: { valueType: string; expression: boolean }) => v.valueType === 'FRAGMENT' || v.expression;

/**
 * The checks of the variables' own endpoints, made before the transaction opens (the permission
 * engine reads through the main connection). `viewId` is null while the view is being created: its
 * creator gets CREATE on it, which includes MANAGE, so only the raw-SQL rule remains to check.
 * Column rules need MANAGE on the view, which the caller has already checked.
 */
export async function checkViewExtras(
  ctx: Ctx,
  orgId: string,
  viewId: string | null,
  extras: ViewExtras,
): Promise<Map<string, VariableRow>> {
  const existing = new Map<string, VariableRow>();
  const touched = [...(extras.variablesToUpdate ?? []).map((v) => v.id), ...(extras.variableToDelete ?? [])];
  if (touched.length) {
    const rows = await ctx.deps.db.select().from(variables).where(inArray(variables.id, touched));
    for (const r of rows) existing.set(r.id, r);
  }
  for (const id of touched) {
    const row = existing.get(id);
    // Only the view's own variables can be changed through the view.
    if (!row || row.viewId !== viewId || row.orgId !== orgId)
      throw new AppError('NOT_FOUND', { entity: 'variable' });
    await assertCanDefine(ctx, orgId, viewId, rawSql(row));
  }
  for (const [i, v] of (extras.variablesToUpdate ?? []).entries()) {
    await assertCanDefine(ctx, orgId, viewId, rawSql(v));
    if (!v.expression) checkValues(v.valueType, v.defaultValue, `variablesToUpdate.${i}.defaultValue`);
  }
  for (const [i, v] of extras.variablesToCreate.entries()) {
    if (viewId) await assertCanDefine(ctx, orgId, viewId, rawSql(v));
    else if (rawSql(v)) await requireModule(ctx, orgId, 'VARIABLE');
    if (!v.expression) checkValues(v.valueType, v.defaultValue, `variablesToCreate.${i}.defaultValue`);
  }
  return existing;
}

async function nameFree(
  tx: DbOrTx,
  orgId: string,
  viewId: string,
  name: string,
  path: string,
  exceptId?: string,
) {
  try {
    await assertNameFree(tx, orgId, viewId, name, exceptId);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NAME_EXISTS')
      throw new AppError('NAME_EXISTS', {}, { fields: [{ path, message: 'nameExists' }] });
    throw e;
  }
}

/** Applies the extras inside the view's transaction: deletes, then updates, then creates, then column rules. */
export async function applyViewExtras(
  tx: DbOrTx,
  ctx: Ctx,
  orgId: string,
  viewId: string,
  extras: ViewExtras,
): Promise<VariableRow[]> {
  const now = ctx.deps.clock();
  const created: VariableRow[] = [];
  if (extras.variableToDelete?.length)
    await tx
      .delete(variables)
      .where(and(eq(variables.viewId, viewId), inArray(variables.id, extras.variableToDelete)));
  for (const [i, item] of (extras.variablesToUpdate ?? []).entries()) {
    await nameFree(tx, orgId, viewId, item.name, `variablesToUpdate.${i}.name`, item.id);
    const [v] = await tx
      .update(variables)
      .set({
        ...variableFields(item),
        updatedAt: now,
      })
      .where(eq(variables.id, item.id))
      .returning();
    if (item.relVariableSubjects) await replaceRels(tx, v!, item.relVariableSubjects);
  }
  for (const [i, item] of extras.variablesToCreate.entries()) {
    await nameFree(tx, orgId, viewId, item.name, `variablesToCreate.${i}.name`);
    const [v] = await tx
      .insert(variables)
      .values({
        orgId,
        viewId,
        ...variableFields(item),
        createdBy: ctx.actor!.userId,
      })
      .returning();
    if (item.relVariableSubjects?.length) await replaceRels(tx, v!, item.relVariableSubjects);
    created.push(v!);
  }
  if (extras.columnPermission) {
    await tx.delete(columnPermissions).where(eq(columnPermissions.viewId, viewId));
    for (const rule of extras.columnPermission) {
      const roleId = await subjectRoleId(tx, orgId, rule.subjectType, rule.subjectId);
      await tx
        .insert(columnPermissions)
        .values({ orgId, viewId, roleId, columns: rule.columns })
        .onConflictDoUpdate({
          target: [columnPermissions.viewId, columnPermissions.roleId],
          set: { columns: rule.columns, updatedAt: now },
        });
    }
  }
  return created;
}

/** The same audit entries as the variables and column-permission endpoints write. */
export async function auditViewExtras(
  ctx: Ctx,
  orgId: string,
  viewId: string,
  extras: ViewExtras,
  before: Map<string, VariableRow>,
  created: VariableRow[],
): Promise<void> {
  for (const id of extras.variableToDelete ?? []) {
    await audit(ctx, {
      action: 'variable.delete',
      orgId,
      targetType: 'VARIABLE',
      targetId: id,
      detail: { name: before.get(id)?.name ?? '' },
    });
  }
  for (const v of extras.variablesToUpdate ?? [])
    await audit(ctx, {
      action: 'variable.update',
      orgId,
      targetType: 'VARIABLE',
      targetId: v.id,
      detail: { name: v.name },
    });
  for (const v of created)
    await audit(ctx, {
      action: 'variable.create',
      orgId,
      targetType: 'VARIABLE',
      targetId: v.id,
      detail: { name: v.name, type: v.type },
    });
  if (extras.columnPermission) {
    await audit(ctx, {
      action: 'column_permission.update',
      orgId,
      targetType: 'VIEW',
      targetId: viewId,
      detail: { rules: extras.columnPermission.length },
    });
  }
}
