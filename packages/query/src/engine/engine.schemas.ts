import { z } from 'zod';
import { modelColumnSchema } from '../dsl/request.schemas';
import { queryVariableSchema } from '../variables/variable.schemas';

export const viewConfigSchema = z.object({
  cache: z.boolean().optional(),
  cacheExpires: z
    .number()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  concurrencyControl: z.boolean().optional(),
  concurrencyControlMode: z.enum(['DIRTYREAD', 'FASTFAILOVER']).optional(),
  expensiveQuery: z.boolean().optional(),
});
export type ViewConfig = z.infer<typeof viewConfigSchema>;

/** Datart's model JSON (`{columns: {key: {name, type}}}`) or a plain list of columns. */
export const viewModelSchema = z.union([
  z.array(modelColumnSchema),
  z
    .object({
      columns: z.record(
        z.string(),
        z
          .object({
            name: z.union([z.string(), z.array(z.string())]).optional(),
            type: z.string().optional(),
          })
          .loose(),
      ),
    })
    .loose(),
]);
export type ViewModel = z.infer<typeof viewModelSchema>;

export const queryLimitsSchema = z.object({
  timeoutMs: z.number().int().positive().max(3_600_000),
  maxRows: z.number().int().positive().max(10_000_000),
});
export type QueryLimits = z.infer<typeof queryLimitsSchema>;

export const executeTestSizes = [100, 1000, 10_000, 100_000] as const;

export { queryVariableSchema };
