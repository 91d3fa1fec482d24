/**
 * Shapes the chart package shares with the query engine. They are declared here (structurally equal to
 * @tessera/query's `QueryRequest` and `Dataframe`) because @tessera/query's public entry loads Node-only
 * connectors and this package also runs in the browser. A test checks buildQuery's output against
 * @tessera/query's `queryRequestSchema`.
 */
export type AggregateOperator = 'SUM' | 'AVG' | 'MAX' | 'MIN' | 'COUNT' | 'COUNT_DISTINCT';

export const filterOperators = [
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
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export type ValueType =
  'STRING' | 'NUMERIC' | 'DATE' | 'BOOLEAN' | 'IDENTIFIER' | 'FRAGMENT' | 'SNIPPET' | 'KEYWORD';
export type FilterValue = { value: string | number | boolean | null; valueType?: ValueType };

export interface ExecuteRequest {
  viewId: string;
  vizId?: string;
  vizName?: string;
  vizType?: string;
  keywords?: ('DISTINCT' | 'ALL' | 'STREAM')[];
  columns: { column: string[]; alias: string }[];
  aggregators: { column: string[]; sqlOperator: AggregateOperator | null; alias: string }[];
  groups: { column: string[]; alias: string }[];
  filters: {
    column: string[];
    aggOperator: AggregateOperator | null;
    sqlOperator: FilterOperator;
    values: FilterValue[];
  }[];
  orders: { column: string[]; operator: 'ASC' | 'DESC'; aggOperator: AggregateOperator | null }[];
  functionColumns: { alias: string; snippet: string }[];
  params?: Record<string, string[]>;
  pageInfo: { pageNo: number; pageSize: number; countTotal: boolean };
  cache?: boolean;
  cacheExpires?: number;
  concurrencyControl?: boolean;
  concurrencyControlMode?: string;
  script?: boolean;
}

export type ColumnType = 'STRING' | 'NUMERIC' | 'DATE' | 'BOOLEAN';
export type Cell = string | number | boolean | null;

/** The execute response (datart-facts §3.3). Column names are arrays; the last element is the label. */
export interface Dataframe {
  columns: { name: string[]; type: ColumnType | string }[];
  rows: Cell[][];
  pageInfo?: { pageNo: number; pageSize: number; total: number; countTotal?: boolean } | null;
}

/** What buildQuery needs of a view: its id, Datart's model JSON and the view config. */
export interface ChartView {
  id: string;
  /** `{ columns: { key: { name, type } }, computedFields? }` (datart-facts §3.6) or a flat list. */
  model:
    | {
        columns?: Record<string, { name?: string | string[]; type?: string } & Record<string, unknown>>;
        computedFields?: unknown[];
      }
    | { name: string | string[]; type?: string }[];
  config?: {
    cache?: boolean;
    cacheExpires?: number;
    concurrencyControl?: boolean;
    concurrencyControlMode?: string;
  } | null;
}

export type Locale = 'en' | 'zh';
export type Theme = 'light' | 'dark';
export interface RenderContext {
  locale: Locale;
  theme: Theme;
  width: number;
  height: number;
  /** Registered map name for the map charts (the caller registers the GeoJSON with echarts.registerMap). */
  mapName?: string;
  /** Region name → [lng, lat] for scatter maps (usually the centroids of the registered GeoJSON). */
  mapCoordinates?: Record<string, [number, number]>;
}
