import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createDuckDbConnector } from '../connectors/duckdb/duckdb-connector';
import { assertNotForbidden, type ForbiddenTarget } from '../connectors/forbidden-targets';
import { createHttpSourceConnector } from '../connectors/http/http-source-connector';
import type { HttpGuardOptions } from '../connectors/http/ssrf-guard';
import { loadFileSource } from '../connectors/file/load-file-source';
import { parseJdbcConfig } from '../connectors/jdbc-config';
import { createMysqlConnector } from '../connectors/mysql/mysql-connector';
import { createPostgresConnector } from '../connectors/postgres/postgres-connector';
import type { Connector } from '../connectors/types';
import { ensureDemoDatabase } from '../demo/generate-demo';
import { QueryError } from '../errors';
import { dialectOf, type Dialect } from '../contract/dialect';
import { fileSourceConfigSchema, type FileSourceConfig, type SourceDescriptor } from './source.schemas';

export interface ConnectorFactoryOptions {
  /** Where DuckDB files for FILE/HTTP/DEMO sources live. */
  dataDir: string;
  /** Where uploaded files are stored (FILE source `path`s are relative to it). */
  uploadDir?: string;
  /** Tessera's own metadata database(s), as `host:port/database`: sources may not point there. */
  forbiddenTargets?: (string | ForbiddenTarget)[];
  http?: HttpGuardOptions;
}

/** Configs already checked: a cached source hands the same object to every query (checking it is zod work). */
const checked = new WeakSet<object>();

/**
 * The source's dialect (the contract's `dialectOf`) after checking a JDBC config, so that a bad one
 * fails as SOURCE_CONFIG_INVALID before any SQL is written for it.
 */
export function checkedDialectOf(source: Pick<SourceDescriptor, 'type' | 'config'>): Dialect {
  const config = source.config;
  if (source.type === 'JDBC' && !(typeof config === 'object' && config !== null && checked.has(config))) {
    parseJdbcConfig(config);
    if (typeof config === 'object' && config !== null) checked.add(config);
  }
  return dialectOf(source);
}

/** A file-system-safe name derived from the source id. */
export function sourceFileStem(id: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : createHash('sha256').update(id).digest('hex').slice(0, 32);
}

/** The DuckDB file of a FILE source, named after its list of files so an upload or removal builds a fresh one. */
export function fileDatabasePath(dataDir: string, sourceId: string, config: FileSourceConfig): string {
  const version = createHash('sha256').update(JSON.stringify(config.schemas)).digest('hex').slice(0, 16);
  return join(dataDir, `file-${sourceFileStem(sourceId)}-${version}.duckdb`);
}

export async function createConnector(
  source: SourceDescriptor,
  options: ConnectorFactoryOptions,
): Promise<Connector> {
  switch (source.type) {
    case 'JDBC': {
      const cfg = parseJdbcConfig(source.config);
      await assertNotForbidden(cfg.host, cfg.port, cfg.database, options.forbiddenTargets ?? []);
      const native = {
        host: cfg.host,
        port: cfg.port,
        database: cfg.database,
        user: cfg.user,
        password: cfg.password,
        maxConnections: cfg.poolSize,
      };
      return cfg.kind === 'postgres'
        ? createPostgresConnector({ ...native, ssl: cfg.ssl })
        : createMysqlConnector(native);
    }
    case 'FILE': {
      const parsed = fileSourceConfigSchema.safeParse(source.config);
      if (!parsed.success)
        throw new QueryError(
          'SOURCE_CONFIG_INVALID',
          'A file source needs schemas [{tableName, format, path}]',
        );
      const stem = `file-${sourceFileStem(source.id)}`;
      const path = fileDatabasePath(options.dataDir, source.id, parsed.data);
      if (!existsSync(path)) {
        if (!options.uploadDir)
          throw new QueryError('SOURCE_CONFIG_INVALID', 'No upload directory is configured');
        await loadFileSource({ config: parsed.data, uploadDir: options.uploadDir, databasePath: path });
        await removeStale(options.dataDir, stem, path);
      }
      return createDuckDbConnector({ path });
    }
    case 'HTTP':
      return createHttpSourceConnector(source, options.dataDir, options.http ?? {});
    case 'DEMO': {
      const path = join(options.dataDir, 'demo.duckdb');
      await ensureDemoDatabase(path);
      return createDuckDbConnector({ path });
    }
  }
}

/** Deletes older database files of a file source once a newer one is built. */
async function removeStale(dir: string, stem: string, keep: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(`${stem}-`) && join(dir, n) !== keep && /\.duckdb(\.wal)?$/.test(n))
      .map((n) => rm(join(dir, n), { force: true }).catch(() => {})),
  );
}
