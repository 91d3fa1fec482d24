import { z } from 'zod';

export const aggregateOperatorSchema = z.enum([
  'SUM',
  'AVG',
  'MAX',
  'MIN',
  'COUNT',
  'COUNT_DISTINCT',
  'NONE',
]);
export type AggregateOperator = z.infer<typeof aggregateOperatorSchema>;

export const filterOperatorSchema = z.enum([
  'EQ',
  'NE',
  'GT',
  'LT',
  'GTE',
  'LTE',
  'IN',
  'NOT_IN',
  'LIKE',
  'PREFIX_LIKE',
  'SUFFIX_LIKE',
  'NOT_LIKE',
  'PREFIX_NOT_LIKE',
  'SUFFIX_NOT_LIKE',
  'IS_NULL',
  'NOT_NULL',
  'BETWEEN',
  'NOT_BETWEEN',
]);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

export const valueTypeSchema = z.enum([
  'STRING',
  'NUMERIC',
  'DATE',
  'BOOLEAN',
  'IDENTIFIER',
  'FRAGMENT',
  'SNIPPET',
  'KEYWORD',
]);
export type ValueType = z.infer<typeof valueTypeSchema>;

/** `["col"]` for SQL views, `["table","col"]` for STRUCT views. */
export const columnPathSchema = z.array(z.string().min(1).max(500)).min(1).max(10);
const aliasSchema = z.string().min(1).max(500).optional();
const aggSchema = aggregateOperatorSchema.nullish();

export const selectColumnSchema = z.object({ column: columnPathSchema, alias: aliasSchema });
export const aggregatorSchema = z.object({
  column: columnPathSchema,
  sqlOperator: aggSchema,
  alias: aliasSchema,
});
export const groupSchema = z.object({ column: columnPathSchema, alias: aliasSchema });
export const filterValueSchema = z.object({
  value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
  valueType: valueTypeSchema.optional(),
});
export type FilterValue = z.infer<typeof filterValueSchema>;
export const filterSchema = z.object({
  column: columnPathSchema,
  aggOperator: aggSchema,
  sqlOperator: filterOperatorSchema,
  values: z.array(filterValueSchema).max(10_000).optional(),
});
export const orderSchema = z.object({
  column: columnPathSchema,
  operator: z.enum(['ASC', 'DESC']),
  aggOperator: aggSchema,
});
export const functionColumnSchema = z.object({
  alias: z.string().min(1).max(500),
  snippet: z.string().min(1).max(10_000),
});
export type FunctionColumn = z.infer<typeof functionColumnSchema>;
export const pageInfoSchema = z.object({
  pageNo: z.number().int().nullish(),
  pageSize: z.number().int().positive().nullish(),
  total: z.number().nullish(),
  countTotal: z.boolean().nullish(),
});

/** The chart query of `POST /data-provider/execute` (datart-facts §3.1). Unknown keys are dropped. */
export const queryRequestSchema = z.object({
  viewId: z.string().optional(),
  keywords: z.array(z.enum(['DISTINCT', 'ALL', 'STREAM'])).optional(),
  columns: z.array(selectColumnSchema).max(1000).optional(),
  aggregators: z.array(aggregatorSchema).max(1000).optional(),
  groups: z.array(groupSchema).max(1000).optional(),
  filters: z.array(filterSchema).max(1000).optional(),
  orders: z.array(orderSchema).max(1000).optional(),
  // Datart's client sends the computed fields a chart names even while one is still empty: such a column
  // declares nothing and is left out (a query that uses it then fails on the unknown column).
  functionColumns: z
    .array(
      z.union([functionColumnSchema, z.object({ alias: z.string().max(500), snippet: z.string().max(0) })]),
    )
    .max(1000)
    .transform((list) => list.filter((f): f is FunctionColumn => f.snippet.trim() !== ''))
    .optional(),
  params: z.record(z.string(), z.array(z.string())).optional(),
  pageInfo: pageInfoSchema.nullish(),
  cache: z.boolean().optional(),
  // Datart's client copies the view's `cacheExpires` as it is stored: '' (or null) is no value, "60" is 60.
  cacheExpires: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().optional(),
  ),
  concurrencyControl: z.boolean().optional(),
  concurrencyControlMode: z.string().optional(),
  script: z.boolean().optional(),
  analytics: z.boolean().optional(),
});
export type QueryRequest = z.infer<typeof queryRequestSchema>;

/** A column of the view's model, as the caller knows it. */
export const modelColumnSchema = z.object({
  name: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  type: z.enum(['STRING', 'NUMERIC', 'DATE', 'BOOLEAN']).optional(),
});
export type ModelColumn = z.infer<typeof modelColumnSchema>;
