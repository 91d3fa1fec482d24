import { dataframeSchema } from '@tessera/query/contract';
import { z } from 'zod';

/** Datart's Dataframe as the query doors answer it (the rows are bound values, never SQL text). */
export const dataframeDtoSchema = dataframeSchema.extend({
  script: z.string().nullable().describe('The generated SQL, when asked for and allowed'),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
});
