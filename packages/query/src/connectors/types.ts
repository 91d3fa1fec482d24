import type { ColumnType, Dialect, QueryResult, ResultColumn, Cell } from '../types';

export interface ExecuteOptions {
  timeoutMs: number;
  /** Rows beyond this are not read; the result is flagged `truncated`. */
  maxRows: number;
  signal?: AbortSignal;
  /**
   * The SQL already limits its rows to at most `maxRows` (the engine's DSL queries do): the
   * connector may then read the whole answer in one go instead of through a cursor.
   */
  bounded?: boolean;
}

export interface SchemaColumn {
  name: string;
  type: ColumnType;
  /** The database's own type name. */
  dbType: string;
}

/** A statement's CSV as the database writes it: its columns and their types first, then the bytes. */
export interface CsvCopy {
  columns: ResultColumn[];
  /** The database's type of each column (PostgreSQL's type oid): how its text is written. */
  types: number[];
  /** The rows as CSV (LF line ends, no header), as the server sends them. */
  chunks: AsyncIterable<Uint8Array>;
}

export interface RowBatch {
  columns: ResultColumn[];
  rows: Cell[][];
}

/**
 * Why a source's login is more than a reader needs (issue 10: "test connection" warns). Codes and
 * params only; the UI words them (i18n).
 * - SOURCE_ROLE_SUPERUSER: PostgreSQL superuser, or MySQL/MariaDB SUPER.
 * - SOURCE_ROLE_READS_SERVER_FILES: pg_read_server_files, or MySQL FILE.
 * - SOURCE_ROLE_WRITES_SERVER_FILES: pg_write_server_files, or MySQL FILE.
 * - SOURCE_ROLE_RUNS_SERVER_PROGRAMS: pg_execute_server_program.
 * - SOURCE_ROLE_CAN_WRITE: may INSERT / UPDATE / DELETE (or more) somewhere.
 * `params.role` is the login as the server sees it; `params.privilege` the role or privilege found.
 */
export type PrivilegeWarningCode =
  | 'SOURCE_ROLE_SUPERUSER'
  | 'SOURCE_ROLE_READS_SERVER_FILES'
  | 'SOURCE_ROLE_WRITES_SERVER_FILES'
  | 'SOURCE_ROLE_RUNS_SERVER_PROGRAMS'
  | 'SOURCE_ROLE_CAN_WRITE';

export interface PrivilegeWarning {
  code: PrivilegeWarningCode;
  params: { role: string; privilege: string };
}

/**
 * What every source engine offers the query engine. SQL passed in has already been checked by the
 * read-only guard; connectors add the engine's own read-only mode, timeout and row cap.
 */
export interface Connector {
  readonly dialect: Dialect;
  testConnection(): Promise<void>;
  /** Privileges beyond reading (SQL engines with logins; others have none). */
  inspectPrivileges?(): Promise<PrivilegeWarning[]>;
  listDatabases(): Promise<string[]>;
  listTables(database: string): Promise<string[]>;
  listColumns(database: string, table: string): Promise<SchemaColumn[]>;
  execute(sql: string, params: unknown[], options: ExecuteOptions): Promise<QueryResult>;
  /** Rows in batches, for results too large to hold (exports). Honours timeout and signal. */
  stream(sql: string, params: unknown[], options: ExecuteOptions): AsyncIterable<RowBatch>;
  /**
   * The engine's own CSV of a statement (PostgreSQL's `COPY (…) TO STDOUT WITH (FORMAT csv)`), for CSV
   * exports: null when the engine has none for it — a statement with parameters (COPY takes none, and
   * values are never written into SQL), or column types `accept` refuses. Honours timeout and signal.
   */
  copyCsv?(
    sql: string,
    params: unknown[],
    options: ExecuteOptions,
    accept: (types: readonly number[]) => boolean,
  ): Promise<CsvCopy | null>;
  close(): Promise<void>;
}

/** Read a stream until `maxRows`, flagging truncation; shared by connectors' execute(). */
export async function collect(batches: AsyncIterable<RowBatch>, maxRows: number): Promise<QueryResult> {
  const rows: Cell[][] = [];
  let columns: ResultColumn[] = [];
  let truncated = false;
  for await (const batch of batches) {
    columns = batch.columns;
    for (const row of batch.rows) {
      if (rows.length >= maxRows) {
        truncated = true;
        break;
      }
      rows.push(row);
    }
    if (truncated) break;
  }
  return { columns, rows, truncated };
}
