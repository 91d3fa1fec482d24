import { QueryError } from '../errors';
import type { Dialect } from '../types';

/**
 * A lexer that mirrors how each engine splits SQL into strings, quoted identifiers, comments and
 * dollar-quoted bodies. Security checks run on these tokens, so where the engines disagree the
 * lexer follows the engine (e.g. MySQL's `-- ` needs a space, `#` comments, backslash escapes).
 */
export type TokenKind =
  'ws' | 'comment' | 'execComment' | 'string' | 'qident' | 'word' | 'number' | 'param' | 'variable' | 'op';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Unquoted identifier / variable name / upper-cased word. */
  value: string;
  start: number;
}

export interface TokenizeOptions {
  /** Treat `$name$` as a Datart variable instead of a dollar-quote (view-script rendering). */
  variables?: boolean;
}

const OPS = ['<=>', '->>', '<>', '<=', '>=', '!=', '::', '||', '->', '=>'];
const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

function fail(message: string, pos: number): never {
  throw new QueryError('SQL_INVALID', message, { position: pos });
}

export function tokenize(sql: string, dialect: Dialect, options: TokenizeOptions = {}): Token[] {
  if (sql.includes('\u0000')) fail('SQL must not contain NUL bytes', sql.indexOf('\u0000'));
  const tokens: Token[] = [];
  const mysql = dialect === 'mysql';
  let i = 0;
  const push = (kind: TokenKind, end: number, value?: string) => {
    const text = sql.slice(i, end);
    tokens.push({ kind, text, value: value ?? text, start: i });
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1] ?? '';
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /\s/.test(sql[j] as string)) j++;
      push('ws', j);
    } else if (
      c === '-' &&
      next === '-' &&
      (!mysql || i + 2 >= sql.length || /[\s\p{Cc}]/u.test(sql[i + 2] as string))
    ) {
      const j = sql.indexOf('\n', i);
      push('comment', j < 0 ? sql.length : j);
    } else if (c === '#' && mysql) {
      const j = sql.indexOf('\n', i);
      push('comment', j < 0 ? sql.length : j);
    } else if (c === '/' && next === '*') {
      const exec = mysql && (sql[i + 2] === '!' || sql[i + 2] === '+' || sql.startsWith('M!', i + 2));
      push(exec ? 'execComment' : 'comment', blockCommentEnd(sql, i, !mysql));
    } else if (c === "'" || (mysql && c === '"')) {
      push('string', stringEnd(sql, i, c, mysql));
    } else if ((c === 'E' || c === 'e') && next === "'" && !mysql) {
      i++;
      const end = stringEnd(sql, i, "'", true);
      i--;
      push('string', end);
    } else if ((c === 'N' || c === 'n' || c === 'X' || c === 'x' || c === 'B' || c === 'b') && next === "'") {
      i++;
      const end = stringEnd(sql, i, "'", mysql);
      i--;
      push('string', end);
    } else if ((c === '"' && !mysql) || (c === '`' && mysql)) {
      const end = quotedEnd(sql, i, c);
      push(
        'qident',
        end,
        sql
          .slice(i + 1, end - 1)
          .split(c + c)
          .join(c),
      );
    } else if (c === '$') {
      lexDollar(sql, i, dialect, options, push);
    } else if (c === '?' && dialect !== 'postgres') {
      push('param', i + 1);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      const m = /^(?:0x[0-9a-fA-F]+|\d*\.?\d+(?:[eE][+-]?\d+)?|\d+\.)/.exec(sql.slice(i)) as RegExpExecArray;
      push('number', i + m[0].length);
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD_CHAR.test(sql[j] as string)) j++;
      push('word', j, sql.slice(i, j).toUpperCase());
    } else {
      const op = OPS.find((o) => sql.startsWith(o, i));
      push('op', i + (op ? op.length : 1));
    }
  }
  return tokens;
}

function lexDollar(
  sql: string,
  i: number,
  dialect: Dialect,
  options: TokenizeOptions,
  push: (kind: TokenKind, end: number, value?: string) => void,
): void {
  const rest = sql.slice(i);
  if (options.variables) {
    const v = /^\$([^\s$]+)\$/.exec(rest);
    if (v) return push('variable', i + v[0].length, v[1]);
  }
  const num = /^\$\d+/.exec(rest);
  if (num) return push('param', i + num[0].length);
  if (dialect !== 'mysql') {
    const tag = DOLLAR_TAG.exec(rest);
    if (tag) {
      const close = sql.indexOf(tag[0], i + tag[0].length);
      if (close < 0) fail('Unterminated dollar-quoted string', i);
      return push('string', close + tag[0].length);
    }
    // DuckDB named parameters ($name) would shift our positional parameters.
    const named = /^\$[A-Za-z_]\w*/.exec(rest);
    if (named && dialect === 'duckdb') return push('param', i + named[0].length);
  }
  push('op', i + 1);
}

function blockCommentEnd(sql: string, start: number, nested: boolean): number {
  let depth = 0;
  let j = start;
  while (j < sql.length) {
    if (sql.startsWith('/*', j)) {
      depth = nested ? depth + 1 : 1;
      j += 2;
    } else if (sql.startsWith('*/', j)) {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return fail('Unterminated comment', start);
}

function stringEnd(sql: string, start: number, quote: string, backslash: boolean): number {
  let j = start + 1;
  while (j < sql.length) {
    const ch = sql[j];
    if (backslash && ch === '\\') j += 2;
    else if (ch === quote) {
      if (sql[j + 1] === quote) j += 2;
      else return j + 1;
    } else j++;
  }
  return fail('Unterminated string literal', start);
}

function quotedEnd(sql: string, start: number, quote: string): number {
  let j = start + 1;
  while (j < sql.length) {
    if (sql[j] === quote) {
      if (sql[j + 1] === quote) j += 2;
      else return j + 1;
    } else j++;
  }
  return fail('Unterminated quoted identifier', start);
}

export function isTrivia(t: Token): boolean {
  return t.kind === 'ws' || t.kind === 'comment';
}

/** Index of the next non-trivia token at or after `from`, or -1. */
export function nextSignificant(tokens: Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) if (!isTrivia(tokens[i] as Token)) return i;
  return -1;
}

/** Index of the previous non-trivia token at or before `from`, or -1. */
export function prevSignificant(tokens: Token[], from: number): number {
  for (let i = from; i >= 0; i--) if (!isTrivia(tokens[i] as Token)) return i;
  return -1;
}
