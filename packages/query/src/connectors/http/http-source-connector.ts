import { join } from 'node:path';
import { QueryError } from '../../errors';
import {
  httpSourceConfigSchema,
  type HttpSchemaItem,
  type SourceDescriptor,
} from '../../sources/source.schemas';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { buildDuckDbFile, loadRows, removeDuckDbFile } from '../duckdb/duckdb-loader';
import type { Connector } from '../types';
import { objectsToTable, pickArray } from './json-rows';
import { safeFetch } from './safe-fetch';
import type { HttpGuardOptions } from './ssrf-guard';

const DEFAULT_CACHE_MINUTES = 5;

export async function fetchSchemaRows(item: HttpSchemaItem, guard: HttpGuardOptions) {
  const url = new URL(item.url);
  for (const [k, v] of Object.entries(item.queryParam ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json', ...(item.headers ?? {}) };
  if (item.username !== undefined)
    headers.authorization = `Basic ${Buffer.from(`${item.username}:${item.password ?? ''}`).toString('base64')}`;
  if (item.body !== undefined) headers['content-type'] = item.contentType ?? 'application/json';
  const res = await safeFetch(
    { url: url.toString(), method: item.method, headers, body: item.body },
    { ...guard, timeoutMs: item.timeout ?? guard.timeoutMs },
  );
  if (res.status < 200 || res.status >= 300)
    throw new QueryError('SOURCE_UNREACHABLE', `The HTTP source answered ${res.status}`, {
      status: res.status,
    });
  let doc: unknown;
  try {
    doc = JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new QueryError('FILE_INVALID', 'The HTTP source did not return JSON');
  }
  return objectsToTable(pickArray(doc, item.property));
}

/**
 * An HTTP source is fetched into a DuckDB file and queried there; after `cacheTimeout` minutes the
 * next query fetches again into a fresh file and swaps it in.
 */
export async function createHttpSourceConnector(
  source: SourceDescriptor,
  dataDir: string,
  guard: HttpGuardOptions,
): Promise<Connector> {
  const parsed = httpSourceConfigSchema.safeParse(source.config);
  if (!parsed.success)
    throw new QueryError('SOURCE_CONFIG_INVALID', 'An HTTP source needs schemas [{tableName, url, …}]');
  const config = parsed.data;
  const ttlMs = (config.cacheEnable === false ? 0 : (config.cacheTimeout ?? DEFAULT_CACHE_MINUTES)) * 60_000;
  const stem = join(dataDir, `http-${source.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)}`);
  let version = 0;
  let current: { connector: Connector; path: string; loadedAt: number } | undefined;
  let loading: Promise<Connector> | undefined;

  const load = async (): Promise<Connector> => {
    const tables = await Promise.all(
      config.schemas.map(async (item) => ({ item, table: await fetchSchemaRows(item, guard) })),
    );
    const path = `${stem}-${Date.now()}-${version++}.duckdb`;
    await buildDuckDbFile(path, async (conn) => {
      for (const { item, table } of tables) await loadRows(conn, item.tableName, table.columns, table.rows);
    });
    const old = current;
    current = { connector: createDuckDbConnector({ path }), path, loadedAt: Date.now() };
    // Queries may still run on the previous file: retire it a little later.
    if (old)
      setTimeout(() => void old.connector.close().then(() => removeDuckDbFile(old.path)), 30_000).unref();
    return current.connector;
  };
  const fresh = async (): Promise<Connector> => {
    if (current && (ttlMs === 0 ? false : Date.now() - current.loadedAt < ttlMs)) return current.connector;
    if (current && ttlMs === 0 && loading === undefined && Date.now() - current.loadedAt < 1000)
      return current.connector;
    loading ??= load().finally(() => (loading = undefined));
    return loading;
  };
  await fresh();

  return {
    dialect: 'duckdb',
    testConnection: async () => (await fresh()).testConnection(),
    listDatabases: async () => (await fresh()).listDatabases(),
    listTables: async (db) => (await fresh()).listTables(db),
    listColumns: async (db, t) => (await fresh()).listColumns(db, t),
    execute: async (sql, params, options) => (await fresh()).execute(sql, params, options),
    stream: (sql, params, options) => ({
      [Symbol.asyncIterator]: async function* () {
        yield* (await fresh()).stream(sql, params, options);
      },
    }),
    close: async () => {
      const c = current;
      current = undefined;
      if (c) {
        await c.connector.close();
        await removeDuckDbFile(c.path);
      }
    },
  };
}
