import { z } from 'zod';
import type { FilterOperator } from '../types';

/** Datart's section types (datart-facts §6.1). */
export const sectionTypeSchema = z.enum(['group', 'aggregate', 'mixed', 'filter', 'color', 'info', 'size']);
export type SectionType = z.infer<typeof sectionTypeSchema>;

export const aggregateActionSchema = z.enum(['NONE', 'SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN']);
export type AggregateAction = z.infer<typeof aggregateActionSchema>;

export const unitKeySchema = z.enum(['none', 'thousand', 'wan', 'million', 'yi', 'billion']);
export type UnitKey = z.infer<typeof unitKeySchema>;

const numberFormatSchema = z
  .object({
    decimalPlaces: z.number().int().min(0).max(20).optional(),
    unitKey: unitKeySchema.optional(),
    useThousandSeparator: z.boolean().optional(),
    prefix: z.string().max(50).optional(),
    suffix: z.string().max(50).optional(),
    currency: z.string().max(10).optional(),
  })
  .loose();

export const formatTypeSchema = z.enum([
  'default',
  'numeric',
  'currency',
  'percentage',
  'scientificNotation',
  'date',
  'custom',
]);
export type FormatType = z.infer<typeof formatTypeSchema>;

/** `{type, numeric?: {...}, currency?: {...}, ...}`: the detail object of the active type is used. */
export const fieldFormatSchema = z
  .object({
    type: formatTypeSchema,
    numeric: numberFormatSchema.optional(),
    currency: numberFormatSchema.optional(),
    percentage: numberFormatSchema.optional(),
    scientificNotation: numberFormatSchema.optional(),
    date: z
      .object({ format: z.string().max(100) })
      .loose()
      .optional(),
    custom: z
      .object({ format: z.string().max(500) })
      .loose()
      .optional(),
  })
  .loose();
export type FieldFormat = z.infer<typeof fieldFormatSchema>;

export const sortSchema = z
  .object({ type: z.enum(['ASC', 'DESC', 'CUSTOMIZE', 'NONE']), value: z.unknown().optional() })
  .loose();

/** A filter condition. `type` holds Datart's bit flags (List = 2, Condition = 8, RecommendTime = 128, …). */
export type FilterCondition = {
  name?: string;
  type?: number;
  value?: unknown;
  visualType?: string;
  operator?: FilterOperator | string;
  children?: FilterCondition[];
  [key: string]: unknown;
};
export const filterConditionSchema: z.ZodType<FilterCondition> = z.lazy(() =>
  z
    .object({
      name: z.string().optional(),
      type: z.number().optional(),
      value: z.unknown().optional(),
      visualType: z.string().optional(),
      operator: z.string().optional(),
      children: z.array(filterConditionSchema).optional(),
    })
    .loose(),
);

export const fieldSchema = z
  .object({
    uid: z.string().optional(),
    colName: z.string().min(1).max(500),
    type: z.string().optional(),
    category: z.string().optional(),
    expression: z.string().max(10_000).optional(),
    aggregate: aggregateActionSchema.optional(),
    sort: sortSchema.optional(),
    alias: z.object({ name: z.string().optional(), desc: z.string().optional() }).loose().optional(),
    format: fieldFormatSchema.optional(),
    filter: z
      .object({
        condition: filterConditionSchema.optional(),
        visibility: z.unknown().optional(),
        facade: z.unknown().optional(),
        width: z.unknown().optional(),
      })
      .loose()
      .optional(),
    color: z
      .object({ colors: z.array(z.object({ key: z.string(), value: z.string() }).loose()).optional() })
      .loose()
      .optional(),
    size: z.number().optional(),
    path: z.array(z.string()).optional(),
    dateFormat: z.unknown().optional(),
  })
  .loose();
export type ChartField = z.infer<typeof fieldSchema>;

export const dataSectionSchema = z
  .object({
    key: z.string().min(1),
    // Datart's client stores sections without a type; they are kept and add nothing to the query, as in
    // Datart's request builder.
    type: sectionTypeSchema.optional(),
    label: z.string().optional(),
    required: z.boolean().optional(),
    limit: z.union([z.number(), z.tuple([z.number(), z.number()])]).optional(),
    drillable: z.boolean().optional(),
    allowSameField: z.boolean().optional(),
    rows: z.array(fieldSchema).optional(),
  })
  .loose();
export type DataSection = z.infer<typeof dataSectionSchema>;

/** A style / setting / interaction node. Stored configs keep only `key`, `value` and `rows`. */
export type StyleNode = { key: string; value?: unknown; rows?: StyleNode[]; [key: string]: unknown };
export const styleNodeSchema: z.ZodType<StyleNode> = z.lazy(() =>
  z
    .object({
      key: z.string().min(1),
      value: z.unknown().optional(),
      rows: z.array(styleNodeSchema).optional(),
    })
    .loose(),
);

export const chartConfigSchema = z
  .object({
    datas: z.array(dataSectionSchema).default([]),
    styles: z.array(styleNodeSchema).default([]),
    settings: z.array(styleNodeSchema).default([]),
    interactions: z.array(styleNodeSchema).default([]),
  })
  .loose();
export type ChartConfig = z.infer<typeof chartConfigSchema>;

export const computedFieldSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().optional(),
    type: z.string().optional(),
    category: z.string().optional(),
    expression: z.string().max(10_000).optional(),
  })
  .loose();
export type ComputedField = z.infer<typeof computedFieldSchema>;

/** The datachart `config` JSON (datart-facts §6.2). Unknown keys are kept so that saving is lossless. */
export const datachartConfigSchema = z
  .object({
    version: z.string().optional(),
    aggregation: z.boolean().default(true),
    chartGraphId: z.string().min(1),
    computedFields: z.array(computedFieldSchema).default([]),
    chartConfig: chartConfigSchema,
    sampleData: z.unknown().optional(),
  })
  .loose();
export type DatachartConfig = z.infer<typeof datachartConfigSchema>;
export type DatachartConfigInput = z.input<typeof datachartConfigSchema>;
