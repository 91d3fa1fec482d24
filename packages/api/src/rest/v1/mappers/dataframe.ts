import { z } from 'zod';

/** Datart's Dataframe as the query doors answer it (the rows are bound values, never SQL text). */
export const dataframeDtoSchema = z.object({
  id: z.string(),
  columns: z.array(
    z.object({ name: z.array(z.string()).describe('Path; the last element is the label'), type: z.string() }),
  ),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  pageInfo: z
    .object({ pageNo: z.number(), pageSize: z.number(), total: z.number(), countTotal: z.boolean() })
    .nullable(),
  script: z.string().nullable().describe('The generated SQL, when asked for and allowed'),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
});
