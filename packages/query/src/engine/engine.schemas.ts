import { z } from 'zod';
import { queryVariableSchema } from '../variables/variable.schemas';

export const queryLimitsSchema = z.object({
  timeoutMs: z.number().int().positive().max(3_600_000),
  maxRows: z.number().int().positive().max(10_000_000),
});
export type QueryLimits = z.infer<typeof queryLimitsSchema>;

export const executeTestSizes = [100, 1000, 10_000, 100_000] as const;

export { queryVariableSchema };
