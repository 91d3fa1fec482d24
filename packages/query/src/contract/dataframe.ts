import { z } from 'zod';

/** Column types of the Datart dataframe. */
export const columnTypeSchema = z.enum(['STRING', 'NUMERIC', 'DATE', 'BOOLEAN']);
export type ColumnType = z.infer<typeof columnTypeSchema>;

/** A cell after normalisation: numbers as numbers, big integers and dates as strings. */
export const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Cell = z.infer<typeof cellSchema>;

export const dataframeColumnSchema = z.object({
  name: z.array(z.string()).describe('Path; the last element is the label'),
  type: columnTypeSchema,
});
export type DataframeColumn = z.infer<typeof dataframeColumnSchema>;

export const dataframePageInfoSchema = z.object({
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
  countTotal: z.boolean(),
});
export type DataframePageInfo = z.infer<typeof dataframePageInfoSchema>;

/** The answer of an execute (datart-facts §3.3): column names are paths, the last element is the label. */
export const dataframeSchema = z.object({
  id: z.string(),
  columns: z.array(dataframeColumnSchema),
  rows: z.array(z.array(cellSchema)),
  pageInfo: dataframePageInfoSchema.nullable(),
});
export type Dataframe = z.infer<typeof dataframeSchema>;
