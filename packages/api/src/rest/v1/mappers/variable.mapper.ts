import { variablesSchemas } from '@tessera/core';
import { z } from 'zod';
import { jsonArrayText, valuesIn } from './json-text';

const { variablePermissions } = variablesSchemas;
type Permission = (typeof variablePermissions)[number];

/** Datart stores the viewer's access as a number: 0 hidden, 1 read-only, 2 editable. The names are accepted too. */
export const permissionIn = z
  .union([z.literal(0), z.literal(1), z.literal(2), z.enum(variablePermissions)])
  .optional()
  .transform((p): Permission | undefined => (typeof p === 'number' ? variablePermissions[p] : p));
export const permissionOut = (p: string): number =>
  Math.max(0, (variablePermissions as readonly string[]).indexOf(p));

/** A value given to a role or member, as Datart sends it (its `id` and `variableId` are the client's own). */
const relIn = z.object({
  id: z.string().max(64).nullish(),
  variableId: z.string().max(64).nullish(),
  subjectType: z.string(),
  subjectId: z.string(),
  value: valuesIn.describe('JSON-array text, e.g. "[\\"East\\"]"'),
  useDefaultValue: z.boolean().nullish(),
});
type RelIn = z.output<typeof relIn>;

/** Values belong to the variable they are sent with; rows the client copied from another variable are dropped. */
function relsFor(variableId: string | null | undefined, rels: RelIn[] | null | undefined) {
  if (!rels) return rels;
  return rels
    .filter((r) => !r.variableId || !variableId || r.variableId === variableId)
    .map((r) => ({
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      value: r.value,
      useDefaultValue: r.useDefaultValue ?? false,
    }));
}

const variableFields = {
  name: z.string(),
  label: z.string().nullish(),
  type: z.string().describe('QUERY or PERMISSION'),
  valueType: z.string().describe('STRING, NUMERIC, DATE or FRAGMENT'),
  format: z.string().nullish(),
  permission: permissionIn.describe('0 hidden, 1 read-only, 2 editable (default 2)'),
  defaultValue: valuesIn.describe('JSON-array text, e.g. "[\\"East\\",\\"West\\"]"'),
  expression: z.boolean().nullish(),
  relVariableSubjects: z.array(relIn).max(5000).nullish(),
};

/** Datart's VariableCreateParam (a new view variable may carry the client's temporary id). */
export const variableCreateIn = z
  .object({
    id: z.string().max(64).nullish(),
    orgId: z.string().nullish(),
    viewId: z.string().nullish(),
    ...variableFields,
  })
  .transform(({ id, ...v }) => ({
    ...v,
    expression: v.expression ?? false,
    relVariableSubjects: relsFor(id, v.relVariableSubjects),
  }));
/** Datart's VariableUpdateParam: `relVariableSubjects` null keeps the values, a list replaces them. */
export const variableUpdateIn = z.object({ id: z.string(), ...variableFields }).transform((v) => ({
  ...v,
  expression: v.expression ?? false,
  relVariableSubjects: relsFor(v.id, v.relVariableSubjects),
}));

export const relVariableSubjectDtoSchema = z.object({
  id: z.string(),
  variableId: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  value: z.string().nullable().describe('JSON-array text'),
  useDefaultValue: z.boolean(),
});
export const variableDtoSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  viewId: z.string().nullable(),
  name: z.string(),
  label: z.string().nullable(),
  type: z.string(),
  valueType: z.string(),
  format: z.string().nullable(),
  permission: z.number().int().describe('0 hidden, 1 read-only, 2 editable'),
  defaultValue: z.string().nullable().describe('JSON-array text'),
  expression: z.boolean(),
});

interface VariableOut {
  permission: string;
  defaultValue: string[] | null;
}
/** The one place where a variable leaves through REST: Datart's number permission and JSON-text values. */
export function toVariableDto<T extends VariableOut>(
  v: T,
): Omit<T, 'permission' | 'defaultValue'> & { permission: number; defaultValue: string | null } {
  return { ...v, permission: permissionOut(v.permission), defaultValue: jsonArrayText(v.defaultValue) };
}
export function toRelDto<T extends { value: string[] | null }>(
  r: T,
): Omit<T, 'value'> & { value: string | null } {
  return { ...r, value: jsonArrayText(r.value) };
}

/**
 * Datart's PUT /variables/rel. Its client gives every row a fresh temporary id, so rows are matched
 * by variable and subject (both lists are upserts, as in the use case); deletions carry real ids.
 */
export const relsUpdateIn = z
  .object({
    relToCreate: z.array(relIn).max(5000).optional(),
    relToUpdate: z.array(relIn).max(5000).optional(),
    relToDelete: z.array(z.string()).max(5000).optional(),
  })
  .transform((b) => ({
    relToCreate: [...(b.relToUpdate ?? []), ...(b.relToCreate ?? [])].map((r) => ({
      variableId: r.variableId,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      value: r.value,
      useDefaultValue: r.useDefaultValue ?? false,
    })),
    relToDelete: b.relToDelete ?? [],
  }));
