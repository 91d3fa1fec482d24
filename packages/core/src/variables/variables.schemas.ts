import { z } from 'zod';
import { id32, optionalText } from '../validation';

/** `$name$` references need a name without spaces or `$`. */
export const variableName = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(128, { error: 'tooLong' })
    .regex(/^[\p{L}_][\p{L}\p{N}_]*$/u, { error: 'variableName' });

/** Datart stores values as a JSON array string; arrays and plain strings are accepted too. */
const valuesField = z
  .union([z.array(z.string().max(10_000)).max(1000), z.string().max(100_000)])
  .nullish()
  .transform((v, c) => {
    if (v === null || v === undefined || v === '') return null;
    if (Array.isArray(v)) return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map((x) => String(x));
    } catch {
      // a plain single value
    }
    if (v.length > 10_000) {
      c.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return [v];
  });

export const relSubjectSchema = z.object({
  id: id32().nullish(),
  variableId: id32().optional(),
  subjectType: z.enum(['USER', 'ROLE']),
  subjectId: id32(),
  value: valuesField,
  useDefaultValue: z.boolean().default(false),
});

/** The chart viewer's access to a variable, indexed by the number Datart stores (0 hidden, 1 read-only, 2 editable). */
export const variablePermissions = ['HIDDEN', 'READONLY', 'EDITABLE'] as const;
export type VariablePermission = (typeof variablePermissions)[number];

export const variableBaseSchema = z.object({
  name: variableName(),
  label: optionalText(255).optional(),
  type: z.enum(['QUERY', 'PERMISSION']),
  valueType: z.enum(['STRING', 'NUMERIC', 'DATE', 'FRAGMENT']),
  format: z.string().trim().max(64).nullish(),
  permission: z.enum(variablePermissions).default('EDITABLE'),
  defaultValue: valuesField,
  expression: z.boolean().default(false),
});

export const createVariableInputSchema = variableBaseSchema.extend({
  orgId: id32(),
  viewId: id32().nullish(),
  relVariableSubjects: z.array(relSubjectSchema).max(5000).nullish(),
});

export const updateVariableInputSchema = variableBaseSchema.extend({
  id: id32(),
  /** Non-null replaces every value of the variable. */
  relVariableSubjects: z.array(relSubjectSchema).max(5000).nullish(),
});

/** A variable saved together with its view (the view's id and organisation come from the view). */
export const viewVariableInputSchema = variableBaseSchema.extend({
  relVariableSubjects: z.array(relSubjectSchema).max(5000).nullish(),
});

export const updateVariablesInputSchema = z.array(updateVariableInputSchema).min(1).max(200);
export const deleteVariablesInputSchema = z.object({ ids: z.array(id32()).min(1).max(200) });
export const relUpdateInputSchema = z.object({
  relToCreate: z
    .array(relSubjectSchema.extend({ variableId: id32() }))
    .max(5000)
    .default([]),
  relToUpdate: z
    .array(relSubjectSchema.extend({ variableId: id32(), id: id32() }))
    .max(5000)
    .default([]),
  relToDelete: z.array(id32()).max(5000).default([]),
});
export const checkVariableNameInputSchema = z.object({
  orgId: id32(),
  name: variableName(),
  viewId: id32().nullish(),
  id: id32().optional(),
});
export const variableIdSchema = z.object({ variableId: id32() });
export const viewVariablesInputSchema = z.object({ viewId: id32() });
export const subjectValuesInputSchema = z.object({
  orgId: id32(),
  subjectType: z.enum(['USER', 'ROLE']),
  subjectId: id32(),
});

export type CreateVariableInput = z.output<typeof createVariableInputSchema>;
export type UpdateVariablesInput = z.output<typeof updateVariablesInputSchema>;
export type DeleteVariablesInput = z.output<typeof deleteVariablesInputSchema>;
export type RelUpdateInput = z.output<typeof relUpdateInputSchema>;
export type CheckVariableNameInput = z.output<typeof checkVariableNameInputSchema>;
export type VariableIdInput = z.output<typeof variableIdSchema>;
export type ViewVariablesInput = z.output<typeof viewVariablesInputSchema>;
export type SubjectValuesInput = z.output<typeof subjectValuesInputSchema>;
