import { z } from 'zod';

export const variableTypeSchema = z.enum(['QUERY', 'PERMISSION']);
export const variableValueTypeSchema = z.enum(['STRING', 'NUMERIC', 'DATE', 'FRAGMENT']);

/**
 * A variable as the engine needs it, already resolved for the actor by the caller: `values` are the
 * request params / defaults (QUERY) or the actor's assigned values (PERMISSION). `disabled` marks a
 * PERMISSION variable that does not restrict this actor (organisation owner).
 */
export const queryVariableSchema = z.object({
  name: z.string().min(1).max(200),
  type: variableTypeSchema,
  valueType: variableValueTypeSchema,
  values: z.array(z.string()).nullish(),
  disabled: z.boolean().optional(),
});

export type QueryVariable = z.infer<typeof queryVariableSchema>;
