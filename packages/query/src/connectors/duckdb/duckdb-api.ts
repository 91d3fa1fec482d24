import type * as DuckDbApi from '@duckdb/node-api';

let api: Promise<typeof DuckDbApi> | undefined;

/**
 * DuckDB's bindings, loaded on first use. Loading the native library costs ≈ 37 MB of resident memory,
 * which a server whose organisations have no file, HTTP or DuckDB source should not carry.
 */
export function duckDb(): Promise<typeof DuckDbApi> {
  api ??= import('@duckdb/node-api');
  return api;
}
