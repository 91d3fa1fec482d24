import { z } from 'zod';
import { computedNameError, type ColumnType, type ComputedField, type ViewModel } from './view-model';

/** The computed field dialog's values, as typed. */
export interface ComputedFieldFormValues {
  name: string;
  type: ColumnType;
  expression: string;
}

const nameMessages = { required: 'required', invalid: 'noBrackets', duplicate: 'duplicateName' } as const;

/**
 * The computed field dialog's checks against the model (messages are keys of `validation`): a name,
 * without brackets, free among the columns and the other computed fields; an expression. It submits
 * the field trimmed.
 */
export function computedFieldFormSchema(model: ViewModel, index: number | undefined) {
  return z
    .object({ name: z.string(), type: z.enum(['STRING', 'NUMERIC', 'DATE']), expression: z.string() })
    .superRefine((v, c) => {
      const err = computedNameError(model, v.name, index);
      if (err) c.addIssue({ code: 'custom', path: ['name'], message: nameMessages[err] });
      if (!v.expression.trim()) c.addIssue({ code: 'custom', path: ['expression'], message: 'required' });
    })
    .transform((v): ComputedField => ({
      name: v.name.trim(),
      expression: v.expression.trim(),
      type: v.type,
      category: 'computedField',
    }));
}
