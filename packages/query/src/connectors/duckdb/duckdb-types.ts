import type { DuckDBTypeId } from '@duckdb/node-api';
import type { ColumnType } from '../../types';

type TypeIds = typeof DuckDBTypeId;

const kinds = (DuckDBTypeId: TypeIds) => ({
  numeric: new Set<number>([
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
  ]),
  date: new Set<number>([
    DuckDBTypeId.DATE,
    DuckDBTypeId.TIMESTAMP,
    DuckDBTypeId.TIMESTAMP_S,
    DuckDBTypeId.TIMESTAMP_MS,
    DuckDBTypeId.TIMESTAMP_NS,
    DuckDBTypeId.TIMESTAMP_TZ,
  ]),
  boolean: DuckDBTypeId.BOOLEAN as number,
});
let known: ReturnType<typeof kinds> | undefined;

/** The column type of a DuckDB type id (`ids`: the loaded bindings' `DuckDBTypeId`). */
export function duckColumnType(ids: TypeIds, typeId: number): ColumnType {
  known ??= kinds(ids);
  if (known.numeric.has(typeId)) return 'NUMERIC';
  if (known.date.has(typeId)) return 'DATE';
  if (typeId === known.boolean) return 'BOOLEAN';
  return 'STRING';
}
