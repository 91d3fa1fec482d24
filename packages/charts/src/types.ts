import {
  filterOperatorSchema,
  type AggregateOperator as RequestAggregateOperator,
  type Dataframe as ContractDataframe,
  type DataframeColumn,
  type DataframePageInfo,
  type ExecuteRequest as RequestSent,
  type ViewConfig,
  type ViewModel,
} from '@tessera/query/contract';

/**
 * The query shapes come from `@tessera/query/contract` (the browser-safe entry); this file only narrows
 * them to what the chart code builds and reads.
 */
export type { Cell, ColumnType, FilterOperator, FilterValue, ValueType } from '@tessera/query/contract';

/** The aggregations a chart asks for (`NONE`, which Datart's client may send, is never built here). */
export type AggregateOperator = Exclude<RequestAggregateOperator, 'NONE'>;

export const filterOperators = filterOperatorSchema.options;

type Parts = 'columns' | 'aggregators' | 'groups' | 'filters' | 'orders' | 'functionColumns';
type Item<K extends Parts> = NonNullable<RequestSent[K]>[number];
/** Every optional key present (an alias, a filter's values). */
type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type WithAggregate<T, K extends keyof T> = Complete<Omit<T, K>> & { [P in K]: AggregateOperator | null };

/** A request as buildQuery builds it: the contract's execute request with every part present. */
export type ExecuteRequest = Omit<RequestSent, Parts | 'pageInfo'> & {
  columns: Complete<Item<'columns'>>[];
  aggregators: WithAggregate<Item<'aggregators'>, 'sqlOperator'>[];
  groups: Complete<Item<'groups'>>[];
  filters: WithAggregate<Item<'filters'>, 'aggOperator'>[];
  orders: WithAggregate<Item<'orders'>, 'aggOperator'>[];
  functionColumns: Item<'functionColumns'>[];
  pageInfo: { [K in 'pageNo' | 'pageSize' | 'countTotal']: NonNullable<DataframePageInfo[K]> };
};

/**
 * What a chart draws from: the contract's dataframe, whose id and paging a chart can do without; a column
 * type it does not know is drawn as text.
 */
export type Dataframe = Omit<ContractDataframe, 'id' | 'pageInfo' | 'columns'> & {
  id?: string;
  columns: (Omit<DataframeColumn, 'type'> & { type: string })[];
  pageInfo?: (Omit<DataframePageInfo, 'countTotal'> & { countTotal?: boolean }) | null;
};

/** What buildQuery needs of a view: its id, Datart's model JSON and the view config. */
export interface ChartView {
  id: string;
  /** `{ columns: { key: { name, type } }, computedFields? }` (datart-facts §3.6) or a flat list. */
  model: ViewModel;
  config?: (Omit<ViewConfig, 'concurrencyControlMode'> & { concurrencyControlMode?: string }) | null;
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
