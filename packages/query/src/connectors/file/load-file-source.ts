import { realpath, stat, readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { QueryError } from '../../errors';
import { stringLiteral } from '../../dsl/expression-render';
import { quoteIdent } from '../../sql/dialect';
import type { FileSourceConfig } from '../../sources/source.schemas';
import { buildDuckDbFile, inferType, loadRows, uniqueNames } from '../duckdb/duckdb-loader';
import { scrubMessage } from '../errors';
import { inspectZip, type ZipLimits } from './zip-inspect';

export interface FileLimits extends ZipLimits {
  /** Largest upload accepted (default 100 MB). */
  maxFileBytes?: number;
  /** Longest CSV line / cell (default 1 MB). */
  maxLineBytes?: number;
}

export interface LoadFileSourceInput {
  config: FileSourceConfig;
  uploadDir: string;
  databasePath: string;
  limits?: FileLimits;
}

const invalid = (message: string, params: Record<string, string | number> = {}, cause?: unknown) =>
  new QueryError('FILE_INVALID', message, params, { cause });

/** A path inside the upload directory, refusing traversal and symlinks that leave it. */
async function safePath(uploadDir: string, relative: string): Promise<string> {
  const root = await realpath(uploadDir);
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) throw invalid('The file path leaves the upload directory');
  let real: string;
  try {
    real = await realpath(full);
  } catch {
    throw invalid('The uploaded file was not found', { path: relative });
  }
  if (!real.startsWith(root + sep)) throw invalid('The file path leaves the upload directory');
  return real;
}

/** Load CSV and Excel uploads into one DuckDB file, one table per `tableName`. */
export async function loadFileSource(input: LoadFileSourceInput): Promise<void> {
  const limits = input.limits ?? {};
  const files = await Promise.all(
    input.config.schemas.map(async (s) => {
      const path = await safePath(input.uploadDir, s.path);
      const size = (await stat(path)).size;
      if (size > (limits.maxFileBytes ?? 100 * 1024 * 1024)) throw invalid('The file is too large', { size });
      return { ...s, path };
    }),
  );
  await buildDuckDbFile(input.databasePath, async (conn) => {
    for (const f of files) {
      if (f.format === 'CSV') await loadCsv(conn, f.tableName, f.path, limits);
      else await loadXlsx(conn, f.tableName, f.path, limits);
    }
  });
}

async function loadCsv(
  conn: DuckDBConnection,
  table: string,
  path: string,
  limits: FileLimits,
): Promise<void> {
  const maxLine = Math.max(1024, limits.maxLineBytes ?? 1024 * 1024);
  try {
    // null_padding + strict_mode=false accept ragged rows; DuckDB strips a UTF-8 BOM itself.
    await conn.run(
      `CREATE TABLE ${quoteIdent(table, 'duckdb')} AS SELECT * FROM read_csv(${stringLiteral(path, 'duckdb')}, header = true, auto_detect = true, null_padding = true, strict_mode = false, max_line_size = ${maxLine}, sample_size = 20480)`,
    );
  } catch (e) {
    throw invalid(
      `The CSV file could not be read: ${scrubMessage(e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e))}`,
      {},
      e,
    );
  }
}

async function loadXlsx(
  conn: DuckDBConnection,
  table: string,
  path: string,
  limits: FileLimits,
): Promise<void> {
  const buf = await readFile(path);
  inspectZip(buf, limits);
  // Loaded on first use: exceljs and its zip stack cost ≈ 20 MB and start-up time to every server.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch (e) {
    throw invalid('The Excel file could not be read', {}, e);
  }
  const sheet = wb.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw invalid('The Excel file has no data');
  const matrix: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1).map(excelValue);
    matrix.push(values);
  });
  const [header = [], ...rows] = matrix;
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const names = uniqueNames(Array.from({ length: width }, (_, i) => String(header[i] ?? '')));
  const columns = names.map((name, i) => ({ name, type: inferType(rows.slice(0, 1000).map((r) => r[i])) }));
  await loadRows(conn, table, columns, rows);
}

function excelValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v !== 'object') return v;
  const o = v as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: unknown };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if ('result' in o) return excelValue(o.result);
  if (o.text !== undefined) return String(o.text);
  if (o.error !== undefined) return null;
  return JSON.stringify(v);
}
