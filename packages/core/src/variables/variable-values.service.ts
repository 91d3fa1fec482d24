import { and, eq, inArray } from 'drizzle-orm';
import { variables, variableValues } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { requireModule } from '../permissions/engine';
import type { RelUpdateInput, SubjectValuesInput, VariableIdInput } from './variables.schemas';
import {
  assertSubject,
  checkValues,
  loadVariable,
  relView,
  type RelView,
  type VariableRow,
} from './variable-rules';

// The values a variable takes for each role or member (Datart's "rel" endpoints).

/** Values of one variable for roles and members. */
export async function variableValuesOf(ctx: Ctx, { variableId }: VariableIdInput): Promise<RelView[]> {
  await loadVariable(ctx, variableId);
  return (
    await ctx.deps.db.select().from(variableValues).where(eq(variableValues.variableId, variableId))
  ).map(relView);
}

/** Datart's PUT /variables/rel: create, update and delete values of variables. */
export async function updateRels(ctx: Ctx, input: RelUpdateInput): Promise<boolean> {
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
export async function subjectValues(ctx: Ctx, input: SubjectValuesInput): Promise<RelView[]> {
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
