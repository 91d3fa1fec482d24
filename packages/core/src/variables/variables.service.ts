import { and, eq, inArray, isNull } from 'drizzle-orm';
import { variables, variableValues } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { authorize, can, requireModule } from '../permissions/engine';
import { Level } from '../permissions/levels';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { findView, VIEW } from '../views/view-tree';
import type {
  CheckVariableNameInput,
  CreateVariableInput,
  DeleteVariablesInput,
  UpdateVariablesInput,
  ViewVariablesInput,
} from './variables.schemas';
import {
  assertCanDefine,
  assertNameFree,
  checkValues,
  loadVariable,
  relView,
  replaceRels,
  variableFields,
  variableView,
  type RelView,
  type VariableView,
} from './variable-rules';

/** A view's variable; its per-subject values only for people who may manage the view (else null). */
export type ViewVariableView = VariableView & { relVariableSubjects: RelView[] | null };

// Variable definitions: list, name check, create, update, delete. Per-subject values: variable-values.service.ts.

export async function listOrgVariables(ctx: Ctx, { orgId }: OrgIdInput): Promise<VariableView[]> {
  await requireModule(ctx, orgId, 'VARIABLE');
  const rows = await ctx.deps.db
    .select()
    .from(variables)
    .where(and(eq(variables.orgId, orgId), isNull(variables.viewId)))
    .orderBy(variables.name);
  return rows.map(variableView);
}

/** A view's variables; their per-subject values only for people who may manage the view. */
export async function listViewVariables(
  ctx: Ctx,
  { viewId }: ViewVariablesInput,
): Promise<ViewVariableView[]> {
  const view = await findView(ctx.deps.db, viewId);
  if (!view) throw new AppError('NOT_FOUND', { entity: 'view' });
  await authorize(ctx, view.orgId, VIEW, view.id, Level.READ);
  const manage = await can(ctx, view.orgId, VIEW, view.id, Level.MANAGE);
  const rows = await ctx.deps.db
    .select()
    .from(variables)
    .where(eq(variables.viewId, viewId))
    .orderBy(variables.name);
  const rels =
    manage && rows.length
      ? await ctx.deps.db
          .select()
          .from(variableValues)
          .where(
            inArray(
              variableValues.variableId,
              rows.map((r) => r.id),
            ),
          )
      : [];
  return rows.map((r) => ({
    ...variableView(r),
    relVariableSubjects: manage ? rels.filter((x) => x.variableId === r.id).map(relView) : null,
  }));
}

export async function checkVariableName(ctx: Ctx, input: CheckVariableNameInput): Promise<boolean> {
  await assertCanDefine(ctx, input.orgId, input.viewId ?? null, false);
  await assertNameFree(ctx.deps.db, input.orgId, input.viewId, input.name, input.id);
  return true;
}

export async function createVariable(ctx: Ctx, input: CreateVariableInput): Promise<VariableView> {
  await assertCanDefine(
    ctx,
    input.orgId,
    input.viewId ?? null,
    input.valueType === 'FRAGMENT' || input.expression,
  );
  await assertNameFree(ctx.deps.db, input.orgId, input.viewId, input.name);
  if (!input.expression) checkValues(input.valueType, input.defaultValue, 'defaultValue');
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [v] = await tx
      .insert(variables)
      .values({
        orgId: input.orgId,
        viewId: input.viewId ?? null,
        ...variableFields(input),
        createdBy: ctx.actor!.userId,
      })
      .returning();
    if (input.relVariableSubjects) await replaceRels(tx, v!, input.relVariableSubjects);
    return v!;
  });
  await audit(ctx, {
    action: 'variable.create',
    orgId: input.orgId,
    targetType: 'VARIABLE',
    targetId: row.id,
    detail: { name: row.name, type: row.type },
  });
  return variableView(row);
}

/** Datart's PUT /variables: a list of updates; values are replaced when `relVariableSubjects` is given. */
export async function updateVariables(ctx: Ctx, input: UpdateVariablesInput): Promise<boolean> {
  for (const item of input) {
    const row = await loadVariable(ctx, item.id);
    await assertCanDefine(ctx, row.orgId, row.viewId, item.valueType === 'FRAGMENT' || item.expression);
    await assertNameFree(ctx.deps.db, row.orgId, row.viewId, item.name, row.id);
    if (!item.expression) checkValues(item.valueType, item.defaultValue, 'defaultValue');
    await ctx.deps.db.transaction(async (tx) => {
      const [v] = await tx
        .update(variables)
        .set({
          ...variableFields(item),
          updatedAt: ctx.deps.clock(),
        })
        .where(eq(variables.id, row.id))
        .returning();
      if (item.relVariableSubjects) await replaceRels(tx, v!, item.relVariableSubjects);
    });
    await audit(ctx, {
      action: 'variable.update',
      orgId: row.orgId,
      targetType: 'VARIABLE',
      targetId: row.id,
      detail: { name: item.name },
    });
  }
  return true;
}

export async function deleteVariables(ctx: Ctx, { ids }: DeleteVariablesInput): Promise<boolean> {
  const rows = [];
  for (const id of ids) rows.push(await loadVariable(ctx, id));
  await ctx.deps.db.delete(variables).where(inArray(variables.id, ids));
  for (const r of rows)
    await audit(ctx, {
      action: 'variable.delete',
      orgId: r.orgId,
      targetType: 'VARIABLE',
      targetId: r.id,
      detail: { name: r.name },
    });
  return true;
}
