import { DuckDBTypeId } from '@duckdb/node-api';
import type { ColumnType } from '../../types';

const NUMERIC = new Set<number>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.BIGNUM,
]);
const DATE = new Set<number>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

export function duckColumnType(typeId: number): ColumnType {
  if (NUMERIC.has(typeId)) return 'NUMERIC';
  if (DATE.has(typeId)) return 'DATE';
  if (typeId === DuckDBTypeId.BOOLEAN) return 'BOOLEAN';
  return 'STRING';
}
