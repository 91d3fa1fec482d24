import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { roles, variables, variableValues } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize, requireModule } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { isMember } from '../orgs/members.service';
import { findView, VIEW } from '../views/view-tree';
import type { DbOrTx } from '../orgs/create-org-record';

// The checks and row mappings shared by variable definitions, per-subject values and the one-call view save.

export type VariableRow = typeof variables.$inferSelect;
type RelRow = typeof variableValues.$inferSelect;

export type RelView = ReturnType<typeof relView>;
export const relView = (r: RelRow) => ({
  id: r.id,
  variableId: r.variableId,
  subjectType: r.subjectType,
  subjectId: r.subjectId,
  value: r.value,
  useDefaultValue: r.useDefaultValue,
});
export type VariableView = ReturnType<typeof variableView>;
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

/** A variable the actor may define (see assertCanDefine), or NOT_FOUND. */
export async function loadVariable(ctx: Ctx, id: string): Promise<VariableRow> {
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
export async function assertSubject(
  db: DbOrTx,
  orgId: string,
  subjectType: 'USER' | 'ROLE',
  subjectId: string,
) {
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
