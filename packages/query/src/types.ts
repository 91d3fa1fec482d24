export type Dialect = 'postgres' | 'mysql' | 'duckdb';

/** Column types of the Datart dataframe. */
export type ColumnType = 'STRING' | 'NUMERIC' | 'DATE' | 'BOOLEAN';

export interface ResultColumn {
  name: string;
  type: ColumnType;
}

/** A cell after normalisation: numbers as numbers, big integers and dates as strings. */
export type Cell = string | number | boolean | null;

export interface QueryResult {
  columns: ResultColumn[];
  rows: Cell[][];
  /** True when the row cap cut the result. */
  truncated: boolean;
}

export interface Dataframe {
  id: string;
  columns: { name: string[]; type: ColumnType }[];
  rows: Cell[][];
  pageInfo: { pageNo: number; pageSize: number; total: number; countTotal: boolean } | null;
}
