import type { Parser } from 'node-sql-parser';
import { QueryError } from '../errors';
import { isForbiddenPgFunction, isForbiddenPgRelation } from './pg-deny-list';

type GeneralParser = InstanceType<typeof Parser>;

let loading: Promise<void> | undefined;
let parseSync: ((sql: string) => unknown) | undefined;
let general: GeneralParser | undefined;

/**
 * Load the SQL parsers once: PostgreSQL's own (WASM), and node-sql-parser for the other dialects. The
 * engine awaits this before checking view SQL. Imported on first use: libpg-query sets its WASM up as it
 * loads, and node-sql-parser's grammars hold ≈ 24 MB, which a server that has run no query yet need not
 * carry.
 */
export function loadSqlParser(): Promise<void> {
  loading ??= Promise.all([
    import('libpg-query').then(async (parser) => {
      await parser.loadModule();
      parseSync = parser.parseSync;
    }),
    import('node-sql-parser').then((m) => {
      // A CommonJS module: under Node's own ESM loader its exports are all on `default`.
      general = new m.default.Parser();
    }),
  ]).then(() => undefined);
  return loading;
}

/** node-sql-parser, for MySQL/MariaDB and DuckDB (see `loadSqlParser`). */
export function generalSqlParser(): GeneralParser {
  if (!general) throw new Error('The SQL parser is not loaded: await loadSqlParser() first');
  return general;
}

const forbid = (message: string, params: Record<string, string> = {}): never => {
  throw new QueryError('SQL_FORBIDDEN', message, params);
};

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The names of a `String` node list (`[{String: {sval}}]`), lower-cased; non-names (e.g. `*`) skipped. */
function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    const s = isObject(item) && isObject(item.String) ? item.String.sval : undefined;
    if (typeof s === 'string') out.push(s.toLowerCase());
  }
  return out;
}

function checkFunction(name: string): void {
  if (isForbiddenPgFunction(name)) forbid(`Function ${name} is not allowed`, { function: name });
}

export interface PgCheck {
  /** How many `$n` references the parser saw (to cross-check the engine's own placeholder mapping). */
  params: number;
}

/**
 * Parse with PostgreSQL's own grammar and accept exactly one SELECT (or WITH … SELECT, VALUES,
 * TABLE) that modifies nothing, locks nothing and touches no denied function or relation. The
 * whole tree is walked, so subqueries, CTEs, LATERAL, function arguments, ORDER BY and casts are
 * all covered; names arrive decoded from the parser, so quoting and `U&"…"` escapes change nothing.
 */
export function checkPostgresSql(sql: string, allowParams: boolean): PgCheck {
  if (!parseSync) throw new Error('The SQL parser is not loaded: await loadSqlParser() first');
  let tree: { stmts?: { stmt?: unknown }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (e) {
    const details = (e as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const message = e instanceof Error ? e.message : 'syntax error';
    throw new QueryError('SQL_INVALID', `SQL could not be parsed: ${message}`, {
      position: details?.cursorPosition ?? -1,
    });
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length === 0) throw new QueryError('SQL_INVALID', 'An SQL statement cannot be empty');
  if (stmts.length > 1) forbid('Only one statement is allowed', { keyword: ';' });
  const top = stmts[0]?.stmt;
  if (!isObject(top) || !('SelectStmt' in top)) {
    const kind = isObject(top) ? (Object.keys(top)[0] ?? '') : '';
    forbid('Only SELECT or WITH statements are allowed', { start: kind.replace(/Stmt$/, '').toUpperCase() });
  }
  const state: PgCheck = { params: 0 };
  walk(top, state, allowParams);
  return state;
}

function walk(value: unknown, state: PgCheck, allowParams: boolean): void {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, state, allowParams);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key.endsWith('Stmt') && key !== 'SelectStmt') {
      // INSERT / UPDATE / DELETE / MERGE in a CTE, or any other statement nested anywhere.
      forbid(`${key.replace(/Stmt$/, '').toUpperCase()} is not allowed in a query`, {
        keyword: key.replace(/Stmt$/, '').toUpperCase(),
      });
    }
    if (key === 'intoClause' && child) forbid('SELECT INTO is not allowed', { keyword: 'INTO' });
    if (key === 'lockingClause' && child)
      forbid('Locking clauses (FOR UPDATE / FOR SHARE) are not allowed', { keyword: 'FOR UPDATE' });
    if (isObject(child)) inspect(key, child, state, allowParams);
    walk(child, state, allowParams);
  }
}

function inspect(kind: string, node: Node, state: PgCheck, allowParams: boolean): void {
  switch (kind) {
    case 'FuncCall': {
      const fn = names(node.funcname).at(-1);
      if (fn) checkFunction(fn);
      break;
    }
    case 'ColumnRef': {
      // `t.f` / `x.f` may be a function call in functional notation: f(t).
      for (const n of names(node.fields).slice(1)) checkFunction(n);
      break;
    }
    case 'A_Indirection': {
      for (const n of names(node.indirection)) checkFunction(n);
      break;
    }
    case 'RangeVar': {
      const rel = typeof node.relname === 'string' ? node.relname.toLowerCase() : '';
      if (isForbiddenPgRelation(rel)) forbid(`Table ${rel} is not allowed`, { table: rel });
      break;
    }
    case 'ParamRef': {
      if (!allowParams)
        throw new QueryError(
          'SQL_INVALID',
          'Positional parameters are not allowed in a view; use $variables$',
        );
      state.params++;
      break;
    }
    default:
      break;
  }
}
