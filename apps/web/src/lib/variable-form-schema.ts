import { variablesSchemas } from '@tessera/core/schemas';
import { z } from 'zod';
import {
  emptyVariableForm,
  splitValues,
  toVariableForm,
  type ApiVariable,
  type RelSubject,
  type VariableForm,
} from './variable-form';

/** A role's or member's row of a permission variable, its values as typed ("a, b"). */
export type RelRow = Omit<RelSubject, 'value'> & { valueText: string };

/**
 * The variable dialog's values: the variable as the user types it, the default values one per line,
 * an expression's SQL in its own field and each role's or member's values as text.
 */
export type VariableFormValues = Omit<VariableForm, 'values' | 'rels'> & {
  valuesText: string;
  rels: RelRow[];
};

/** The dialog's values of a saved variable, or of a new one. */
export function toVariableFormValues(variable: ApiVariable | null): VariableFormValues {
  const { values, rels, ...rest } = variable ? toVariableForm(variable) : emptyVariableForm();
  return {
    ...rest,
    valuesText: values.join('\n'),
    rels: rels.map(({ value, ...r }) => ({ ...r, valueText: (value ?? []).join(', ') })),
  };
}

const isNumber = (text: string) => Number.isFinite(Number(text));

const relRowSchema = z.object({
  id: z.string().nullish(),
  subjectType: z.enum(['USER', 'ROLE']),
  subjectId: z.string(),
  valueText: z.string(),
  useDefaultValue: z.boolean(),
});

/**
 * The dialog's schema: name, label, types and permission as the server's variable input checks them
 * (`variableBaseSchema`), plus the dialog's own fields: an expression needs its SQL, a NUMERIC
 * variable numbers. It submits a `VariableForm`, ready for `toVariableInput`.
 */
export const variableFormSchema = variablesSchemas.variableBaseSchema
  .pick({ name: true, label: true, type: true, valueType: true, permission: true })
  .extend({
    format: z.string(),
    valuesText: z.string(),
    expression: z.boolean(),
    expressionText: z.string(),
    rels: z.array(relRowSchema),
  })
  .superRefine((v, c) => {
    if (v.expression && !v.expressionText.trim())
      c.addIssue({ code: 'custom', path: ['expressionText'], message: 'required' });
    if (!v.expression && v.valueType === 'NUMERIC' && !splitValues(v.valuesText).every(isNumber))
      c.addIssue({ code: 'custom', path: ['valuesText'], message: 'number' });
  })
  .transform(({ valuesText, rels, label, ...v }): VariableForm => ({
    ...v,
    label: label ?? '',
    values: splitValues(valuesText),
    rels: rels.map(({ valueText, ...r }) => ({ ...r, value: splitValues(valueText) })),
  })) as unknown as z.ZodType<VariableForm, VariableFormValues>;

/** The label key of each field of the dialog, for its errors. */
export const variableFieldLabels: Record<string, string> = {
  name: 'variables:fields.name',
  label: 'variables:fields.label',
  format: 'variables:fields.format',
  valuesText: 'variables:fields.defaultValue',
  expressionText: 'variables:fields.expressionText',
};

/**
 * Where a server issue of the variable input lands in the dialog: its default values are the SQL of
 * an expression or the values typed one per line.
 */
export function variableFieldOf(serverPath: string, expression: boolean): string {
  const leaf = serverPath.replace(/^\d+\./, '');
  if (leaf === 'defaultValue' || leaf.startsWith('defaultValue.'))
    return expression ? 'expressionText' : 'valuesText';
  return leaf;
}
