import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { roles, variables, variableValues } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { authorize, can, requireModule } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { isMember } from '../orgs/members.service';
import { orgIdSchema } from '../orgs/orgs.schemas';
import { findView, VIEW } from '../views/view-tree';
import type { DbOrTx } from '../orgs/create-org-record';
import { parse } from '../validation';
import {
  checkVariableNameInputSchema,
  createVariableInputSchema,
  deleteVariablesInputSchema,
  relUpdateInputSchema,
  subjectValuesInputSchema,
  updateVariablesInputSchema,
  variableIdSchema,
  viewVariablesInputSchema,
} from './variables.schemas';

export type VariableRow = typeof variables.$inferSelect;
type RelRow = typeof variableValues.$inferSelect;

export const relView = (r: RelRow) => ({
  id: r.id,
  variableId: r.variableId,
  subjectType: r.subjectType,
  subjectId: r.subjectId,
  value: r.value,
  useDefaultValue: r.useDefaultValue,
});
export const variableView = (v: VariableRow) => ({
  id: v.id,
  orgId: v.orgId,
  viewId: v.viewId,
  name: v.name,
  label: v.label,
  type: v.type,
  valueType: v.valueType,
  format: v.format,
  permission: v.permission,
  defaultValue: v.defaultValue,
  expression: v.expression,
});

const DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;
export function checkValues(valueType: string, values: string[] | null | undefined, path: string) {
  for (const v of values ?? []) {
    const ok =
      valueType === 'NUMERIC'
        ? v.trim() !== '' && Number.isFinite(Number(v))
        : valueType === 'DATE'
          ? DATE_RE.test(v)
          : true;
    if (!ok) throw new AppError('INVALID_INPUT', {}, { fields: [{ path, message: 'invalid' }] });
  }
}

/**
 * Who may define a variable: the variables module for public ones, MANAGE on the view for view ones,
 * and the variables module for anything inserted as raw SQL (FRAGMENT values or expressions).
 */
export async function assertCanDefine(ctx: Ctx, orgId: string, viewId: string | null, rawSql: boolean) {
  if (viewId) {
    const view = await findView(ctx.deps.db, viewId);
    if (!view || view.orgId !== orgId || view.isFolder) throw new AppError('NOT_FOUND', { entity: 'view' });
    await authorize(ctx, orgId, VIEW, viewId, Level.MANAGE);
    if (rawSql) await requireModule(ctx, orgId, 'VARIABLE');
  } else {
    await requireModule(ctx, orgId, 'VARIABLE');
  }
}

async function loadVariable(ctx: Ctx, id: string): Promise<VariableRow> {
  const [row] = await ctx.deps.db.select().from(variables).where(eq(variables.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'variable' });
  await assertCanDefine(ctx, row.orgId, row.viewId, row.valueType === 'FRAGMENT' || row.expression);
  return row;
}

export async function assertNameFree(
  db: DbOrTx,
  orgId: string,
  viewId: string | null | undefined,
  name: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: variables.id })
    .from(variables)
    .where(
      and(
        eq(variables.orgId, orgId),
        viewId ? eq(variables.viewId, viewId) : isNull(variables.viewId),
        eq(sql`lower(${variables.name})`, name.toLowerCase()),
        exceptId ? ne(variables.id, exceptId) : undefined,
      ),
    );
  if (rows.length)
    throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });
}

/** Subjects of values must be roles or members of the variable's organisation. */
async function assertSubject(db: DbOrTx, orgId: string, subjectType: 'USER' | 'ROLE', subjectId: string) {
  if (subjectType === 'USER') {
    if (!(await isMember(db, orgId, subjectId))) throw new AppError('CROSS_ORG');
    return;
  }
  const [r] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, subjectId), eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')));
  if (!r) throw new AppError('CROSS_ORG');
}

export type RelInput = {
  subjectType: 'USER' | 'ROLE';
  subjectId: string;
  value: string[] | null;
  useDefaultValue: boolean;
};
export async function replaceRels(tx: DbOrTx, v: VariableRow, rels: RelInput[]) {
  await tx.delete(variableValues).where(eq(variableValues.variableId, v.id));
  for (const r of rels) {
    await assertSubject(tx, v.orgId, r.subjectType, r.subjectId);
    checkValues(v.valueType, r.value, 'relVariableSubjects.value');
  }
  if (rels.length) {
    await tx.insert(variableValues).values(
      rels.map((r) => ({
        variableId: v.id,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        value: r.value,
        useDefaultValue: r.useDefaultValue,
      })),
    );
  }
}

export async function listOrgVariables(ctx: Ctx, rawInput: unknown) {
  const { orgId } = parse(orgIdSchema, rawInput);
  await requireModule(ctx, orgId, 'VARIABLE');
  const rows = await ctx.deps.db
    .select()
    .from(variables)
    .where(and(eq(variables.orgId, orgId), isNull(variables.viewId)))
    .orderBy(variables.name);
  return rows.map(variableView);
}

/** A view's variables; their per-subject values only for people who may manage the view. */
export async function listViewVariables(ctx: Ctx, rawInput: unknown) {
  const { viewId } = parse(viewVariablesInputSchema, rawInput);
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

export async function checkVariableName(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const input = parse(checkVariableNameInputSchema, rawInput);
  await assertCanDefine(ctx, input.orgId, input.viewId ?? null, false);
  await assertNameFree(ctx.deps.db, input.orgId, input.viewId, input.name, input.id);
  return true;
}

export async function createVariable(ctx: Ctx, rawInput: unknown) {
  const input = parse(createVariableInputSchema, rawInput);
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

/** The columns of a variables row that its create and update inputs carry, as stored. */
export function variableFields(v: {
  name: string;
  label?: string | null;
  type: VariableRow['type'];
  valueType: VariableRow['valueType'];
  format?: string | null;
  permission: VariableRow['permission'];
  defaultValue: VariableRow['defaultValue'];
  expression: VariableRow['expression'];
}) {
  return {
    name: v.name,
    label: v.label ?? null,
    type: v.type,
    valueType: v.valueType,
    format: v.format ?? null,
    permission: v.permission,
    defaultValue: v.defaultValue,
    expression: v.expression,
  };
}

/** Datart's PUT /variables: a list of updates; values are replaced when `relVariableSubjects` is given. */
export async function updateVariables(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const input = parse(updateVariablesInputSchema, rawInput);
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

export async function deleteVariables(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const { ids } = parse(deleteVariablesInputSchema, rawInput);
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

/** Values of one variable for roles and members. */
export async function variableValuesOf(ctx: Ctx, rawInput: unknown) {
  const { variableId } = parse(variableIdSchema, rawInput);
  await loadVariable(ctx, variableId);
  return (
    await ctx.deps.db.select().from(variableValues).where(eq(variableValues.variableId, variableId))
  ).map(relView);
}

/** Datart's PUT /variables/rel: create, update and delete values of variables. */
export async function updateRels(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const input = parse(relUpdateInputSchema, rawInput);
  // Every check reads through the main connection before the transaction starts (PGlite has one).
  const deleting = input.relToDelete.length
    ? await ctx.deps.db.select().from(variableValues).where(inArray(variableValues.id, input.relToDelete))
    : [];
  if (deleting.length !== new Set(input.relToDelete).size)
    throw new AppError('NOT_FOUND', { entity: 'variable' });
  for (const rel of deleting) await loadVariable(ctx, rel.variableId);
  const writes = [...input.relToUpdate, ...input.relToCreate];
  const vars = new Map<string, VariableRow>();
  for (const r of writes) {
    const v = vars.get(r.variableId) ?? (await loadVariable(ctx, r.variableId));
    vars.set(v.id, v);
    await assertSubject(ctx.deps.db, v.orgId, r.subjectType, r.subjectId);
    checkValues(v.valueType, r.value, 'value');
  }
  await ctx.deps.db.transaction(async (tx) => {
    if (deleting.length)
      await tx.delete(variableValues).where(
        inArray(
          variableValues.id,
          deleting.map((d) => d.id),
        ),
      );
    for (const r of writes) {
      await tx
        .insert(variableValues)
        .values({
          variableId: r.variableId,
          subjectType: r.subjectType,
          subjectId: r.subjectId,
          value: r.value,
          useDefaultValue: r.useDefaultValue,
        })
        .onConflictDoUpdate({
          target: [variableValues.variableId, variableValues.subjectType, variableValues.subjectId],
          set: { value: r.value, useDefaultValue: r.useDefaultValue, updatedAt: ctx.deps.clock() },
        });
    }
  });
  return true;
}

/** Every value given to one role or member in an organisation. */
export async function subjectValues(ctx: Ctx, rawInput: unknown) {
  const input = parse(subjectValuesInputSchema, rawInput);
  await requireModule(ctx, input.orgId, 'VARIABLE');
  const rows = await ctx.deps.db
    .select({ rel: variableValues })
    .from(variableValues)
    .innerJoin(variables, eq(variables.id, variableValues.variableId))
    .where(
      and(
        eq(variables.orgId, input.orgId),
        eq(variableValues.subjectType, input.subjectType),
        eq(variableValues.subjectId, input.subjectId),
      ),
    );
  return rows.map((r) => relView(r.rel));
}
