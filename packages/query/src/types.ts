import type { ColumnType, Cell } from './contract/dataframe';

export type { Cell, ColumnType, Dataframe } from './contract/dataframe';
export type { Dialect } from './contract/dialect';

/** A column of a raw result, before the model names it. */
export interface ResultColumn {
  name: string;
  type: ColumnType;
}

export interface QueryResult {
  columns: ResultColumn[];
  rows: Cell[][];
  /** True when the row cap cut the result. */
  truncated: boolean;
}
