import { QueryError, type QueryWarning } from '../errors';
import type { Dialect } from '../types';
import {
  forbiddenKeywords,
  forbiddenStatementStarts,
  isForbiddenFunction,
  isForbiddenSchema,
  isForbiddenTable,
} from './deny-list';
import { parserDatabase } from './dialect';
import { checkPostgresSql, generalSqlParser } from './pg-guard';
import { nextSignificant, prevSignificant, tokenize, type Token } from './tokenizer';

export const MAX_SQL_LENGTH = 1_000_000;

export interface GuardedSql {
  /** The statement with comments removed and trailing semicolons dropped: safe to wrap. */
  sql: string;
  warnings: QueryWarning[];
  /** PostgreSQL: how many `$n` references its parser saw in `sql`. */
  paramCount?: number;
}

export interface GuardOptions {
  /** The SQL carries the engine's own bound-parameter placeholders. */
  allowParams?: boolean;
}

const forbid = (message: string, params: Record<string, string> = {}): never => {
  throw new QueryError('SQL_FORBIDDEN', message, params);
};

/**
 * Accept exactly one SELECT/WITH statement.
 *
 * PostgreSQL: the statement (comments removed) is parsed by PostgreSQL's own parser and the whole
 * tree is checked (see pg-guard.ts); what cannot be parsed is refused. Call `loadSqlParser()` once
 * before, for every dialect (the engine does).
 *
 * MySQL/MariaDB and DuckDB: the token checks are the enforcement; node-sql-parser adds a structural
 * check where it can parse, and a SQL_PARSE_FAILED warning is returned when it cannot.
 */
export function guardReadOnly(input: string, dialect: Dialect, options: GuardOptions = {}): GuardedSql {
  if (input.length > MAX_SQL_LENGTH)
    throw new QueryError('SQL_INVALID', 'SQL is too long', { max: MAX_SQL_LENGTH });
  const all = tokenize(input, dialect);
  const exec = all.find((t) => t.kind === 'execComment');
  if (exec) forbid('Executable comments are not allowed', { token: exec.text.slice(0, 20) });
  if (!options.allowParams && all.some((t) => t.kind === 'param')) {
    throw new QueryError('SQL_INVALID', 'Positional parameters are not allowed in a view; use $variables$');
  }
  // Comments are dropped so that a trailing `--` cannot swallow the SQL we wrap around the view.
  // A comment becomes a space (not nothing): `a/**/FROM` must stay two tokens.
  const tokens = all.map((t): Token =>
    t.kind === 'ws' || t.kind === 'comment' ? { ...t, kind: 'ws', text: ' ' } : t,
  );
  while (tokens.length > 0) {
    const last = tokens[tokens.length - 1] as Token;
    if (last.kind === 'ws' || (last.kind === 'op' && last.text === ';')) tokens.pop();
    else break;
  }
  const significant = tokens.filter((t) => t.kind !== 'ws');
  if (significant.length === 0) throw new QueryError('SQL_INVALID', 'An SQL statement cannot be empty');
  const sql = tokens
    .map((t) => t.text)
    .join('')
    .trim();
  if (dialect === 'postgres') {
    // The parser decides what the server will see: statements, strings, identifiers and all.
    const checked = checkPostgresSql(sql, options.allowParams ?? false);
    return { sql, warnings: [], paramCount: checked.params };
  }
  if (significant.some((t) => t.kind === 'op' && t.text === ';'))
    forbid('Only one statement is allowed', { keyword: ';' });
  checkTokens(tokens, dialect);
  return { sql, warnings: structuralCheck(sql, dialect) };
}

function checkTokens(tokens: Token[], dialect: Exclude<Dialect, 'postgres'>): void {
  const first = significantAfterParens(tokens, 0);
  if (!first || first.kind !== 'word' || (first.value !== 'SELECT' && first.value !== 'WITH')) {
    // A statement verb is refused as such; anything else (a typo such as `selec 1`) is first a
    // statement the parser cannot read, and says so with the parser's own message.
    if (first?.kind === 'word' && !forbiddenStatementStarts.has(first.value)) assertParses(tokens, dialect);
    forbid('Only SELECT or WITH statements are allowed', { start: (first?.text ?? '').toUpperCase() });
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const nextIdx = nextSignificant(tokens, i + 1);
    const next = nextIdx >= 0 ? tokens[nextIdx] : undefined;
    const prev = tokens[prevSignificant(tokens, i - 1)];
    const isCall = next?.kind === 'op' && next.text === '(';
    const qualified = prev?.kind === 'op' && prev.text === '.';
    if (t.kind === 'word' && !isCall && !qualified && forbiddenKeywords.has(t.value)) {
      forbid(`${t.value} is not allowed in a query`, { keyword: t.value });
    }
    if ((t.kind === 'word' || t.kind === 'qident') && isCall && isForbiddenFunction(dialect, t.value)) {
      forbid(`Function ${t.value.toLowerCase()} is not allowed`, { function: t.value.toLowerCase() });
    }
    if ((t.kind === 'word' || t.kind === 'qident') && isForbiddenTable(dialect, t.value)) {
      forbid(`Table ${t.value.toLowerCase()} is not allowed`, { table: t.value.toLowerCase() });
    }
    if (
      (t.kind === 'word' || t.kind === 'qident') &&
      next?.text === '.' &&
      isForbiddenSchema(dialect, t.value)
    ) {
      forbid(`Schema ${t.value.toLowerCase()} is not allowed`, { schema: t.value.toLowerCase() });
    }
    if (
      t.kind === 'op' &&
      t.text === '(' &&
      prev?.kind === 'word' &&
      (prev.value === 'AS' || prev.value === 'MATERIALIZED')
    ) {
      const body = next;
      if (body?.kind === 'word' && forbiddenStatementStarts.has(body.value)) {
        forbid(`${body.value} is not allowed inside a CTE`, { keyword: body.value });
      }
    }
    // MySQL user variables (@a := …) outlive the query on the pooled connection; system variables
    // (@@datadir, @@hostname) reveal the server.
    if (dialect === 'mysql' && t.kind === 'op' && t.text === '@')
      forbid('Variables (@name, @@name) are not allowed in a query', { keyword: '@' });
    // DuckDB scans files named by a string in FROM/JOIN ("replacement scans").
    if (
      dialect === 'duckdb' &&
      t.kind === 'string' &&
      prev?.kind === 'word' &&
      (prev.value === 'FROM' || prev.value === 'JOIN')
    ) {
      forbid('Reading files from a query is not allowed', { token: t.text.slice(0, 40) });
    }
  }
}

function assertParses(tokens: Token[], dialect: Exclude<Dialect, 'postgres'>): void {
  const sql = tokens
    .map((t) => t.text)
    .join('')
    .trim();
  try {
    generalSqlParser().astify(sql, { database: parserDatabase(dialect) });
  } catch (e) {
    const location = (e as { location?: { start?: { offset?: number } } }).location;
    const message = e instanceof Error ? e.message : 'syntax error';
    throw new QueryError('SQL_INVALID', `SQL could not be parsed: ${message}`, {
      position: location?.start?.offset ?? -1,
    });
  }
}

function significantAfterParens(tokens: Token[], from: number): Token | undefined {
  let i = nextSignificant(tokens, from);
  while (i >= 0 && tokens[i]?.kind === 'op' && tokens[i]?.text === '(') i = nextSignificant(tokens, i + 1);
  return i >= 0 ? tokens[i] : undefined;
}

function structuralCheck(sql: string, dialect: Dialect): QueryWarning[] {
  const parser = generalSqlParser(); // unloaded is a programming error, not a parse failure
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database: parserDatabase(dialect) });
  } catch {
    return [
      { code: 'SQL_PARSE_FAILED', message: 'SQL parsing failed; the statement was checked token by token' },
    ];
  }
  const statements = (Array.isArray(ast) ? ast : [ast]) as { type?: string }[];
  if (statements.length !== 1 || statements[0]?.type !== 'select')
    forbid('Only one SELECT statement is allowed', {
      start: statements.length !== 1 ? ';' : String(statements[0]?.type ?? '').toUpperCase(),
    });
  return [];
}
