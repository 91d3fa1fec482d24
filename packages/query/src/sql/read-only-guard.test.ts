import { beforeAll, describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import type { Dialect } from '../types';
import { loadSqlParser } from './pg-guard';
import { guardReadOnly } from './read-only-guard';

beforeAll(() => loadSqlParser());

const dialects: Dialect[] = ['postgres', 'mysql', 'duckdb'];

function code(sql: string, d: Dialect): string {
  try {
    guardReadOnly(sql, d);
    return 'OK';
  } catch (e) {
    if (isQueryError(e)) return e.code;
    throw e;
  }
}

describe('guardReadOnly', () => {
  it.each(dialects)('accepts plain SELECT and WITH on %s', (d) => {
    expect(code('SELECT a, b FROM t WHERE a > 1', d)).toBe('OK');
    expect(code('with x as (select 1 as a) select * from x', d)).toBe('OK');
    expect(code('(SELECT 1) UNION ALL (SELECT 2)', d)).toBe('OK');
  });

  it('strips comments and trailing semicolons so the SQL can be wrapped', () => {
    const g = guardReadOnly('SELECT 1 AS a -- trailing comment\n;;', 'postgres');
    expect(g.sql).toBe('SELECT 1 AS a');
    expect(guardReadOnly('SELECT /* c */ 1 # mysql comment', 'mysql').sql).toBe('SELECT   1');
  });

  const forbidden: [string, string][] = [
    ['multi-statement', 'SELECT 1; DROP TABLE users'],
    ['statement after comment', 'SELECT 1 /* x */; DELETE FROM t'],
    ['DELETE in a CTE', 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d'],
    [
      'INSERT in a materialized CTE',
      'WITH d AS MATERIALIZED (INSERT INTO t VALUES (1) RETURNING *) SELECT * FROM d',
    ],
    ['UPDATE in a CTE', 'WITH u AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM u'],
    ['COPY', "COPY (SELECT 1) TO '/tmp/x'"],
    ['DO block', 'DO $$ BEGIN PERFORM 1; END $$'],
    ['SET ROLE', 'SET ROLE postgres'],
    ['SELECT INTO', 'SELECT * INTO new_table FROM t'],
    ['pg_read_file', "SELECT pg_read_file('/etc/passwd')"],
    ['quoted pg_read_file', `SELECT "pg_read_file"('/etc/passwd')`],
    ['lo_import', "SELECT lo_import('/etc/passwd')"],
    ['query_to_xml', "SELECT query_to_xml('delete from t', true, true, '')"],
    ['dblink', "SELECT * FROM dblink('host=x', 'select 1') AS t(a int)"],
    ['set_config', "SELECT set_config('default_transaction_read_only', 'off', false)"],
    ['pg_shadow', 'SELECT * FROM pg_shadow'],
    ['pg_catalog.pg_authid', 'SELECT rolpassword FROM pg_catalog.pg_authid'],
    ['TRUNCATE', 'TRUNCATE t'],
    ['CREATE', 'CREATE TABLE x (a int)'],
    ['EXPLAIN ANALYZE', 'EXPLAIN ANALYZE DELETE FROM t'],
    ['empty', '   -- nothing\n'],
  ];
  it.each(forbidden)('refuses %s on postgres', (_name, sql) => {
    expect(['SQL_FORBIDDEN', 'SQL_INVALID']).toContain(code(sql, 'postgres'));
  });

  it('refuses MySQL-specific tricks', () => {
    expect(code("SELECT LOAD_FILE('/etc/passwd')", 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT * FROM t INTO OUTFILE '/tmp/x'", 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code('SELECT SLEEP(10)', 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code('SELECT 1 /*!50000 ; DROP TABLE t */', 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code('SELECT user, authentication_string FROM mysql.user', 'mysql')).toBe('SQL_FORBIDDEN');
    // In MySQL "--x" is not a comment: the guard must see the DELETE that MySQL would run.
    expect(code('SELECT 1 --x\n; DELETE FROM t', 'mysql')).toBe('SQL_FORBIDDEN');
  });

  it('refuses DuckDB file access and system statements', () => {
    expect(code("SELECT * FROM read_csv('/etc/passwd')", 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT * FROM '/etc/passwd'", 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT * FROM glob('/*')", 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code("ATTACH '/tmp/x.db' AS x", 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code('INSTALL httpfs', 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code('LOAD httpfs', 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code('PRAGMA database_list', 'duckdb')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT * FROM query('DROP TABLE t')", 'duckdb')).toBe('SQL_FORBIDDEN');
  });

  it('does not mistake keywords inside strings, quoted names or comments for statements', () => {
    expect(code("SELECT 'DROP TABLE x; DELETE' AS s", 'postgres')).toBe('OK');
    expect(code('SELECT "delete" FROM t -- DROP TABLE t', 'postgres')).toBe('OK');
    expect(code('SELECT $$; DROP TABLE t$$ AS s', 'postgres')).toBe('OK');
    expect(code("SELECT REPLACE(name, 'a', 'b') FROM t", 'mysql')).toBe('OK');
  });

  it('refuses positional parameters in view SQL (they would shift bound values)', () => {
    expect(code('SELECT * FROM t WHERE a = $1', 'postgres')).toBe('SQL_INVALID');
    expect(code('SELECT * FROM t WHERE a = ?', 'mysql')).toBe('SQL_INVALID');
  });

  it('refuses NUL bytes and unterminated literals', () => {
    expect(code('SELECT 1\u0000', 'postgres')).toBe('SQL_INVALID');
    expect(code("SELECT 'abc", 'postgres')).toBe('SQL_INVALID');
  });

  it('warns with SQL_PARSE_FAILED when the parser cannot read valid-looking SQL', () => {
    const g = guardReadOnly(
      'SELECT a FROM t QUALIFY row_number() OVER (PARTITION BY b ORDER BY a) = 1',
      'duckdb',
    );
    expect(g.warnings.map((w) => w.code)).toEqual(['SQL_PARSE_FAILED']);
    expect(guardReadOnly('SELECT a FROM t', 'postgres').warnings).toEqual([]);
  });

  it('PostgreSQL: what its own parser cannot read is refused, not warned about', () => {
    expect(code('SELECT FROM WHERE (', 'postgres')).toBe('SQL_INVALID');
    expect(code('SELECT a FROM t QUALIFY x = 1', 'postgres')).toBe('SQL_INVALID');
    expect(guardReadOnly('SELECT a FROM t WHERE b @> ARRAY[1] ORDER BY 1', 'postgres').warnings).toEqual([]);
  });

  it('PostgreSQL: names are compared as the server resolves them', () => {
    expect(code(`SELECT U&"pg\\005fread_file"('/etc/passwd')`, 'postgres')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT PG_CATALOG.PG_LS_DIR('/')", 'postgres')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT ('/etc/passwd'::text).pg_read_file", 'postgres')).toBe('SQL_FORBIDDEN');
    expect(code('SELECT * FROM "pg_catalog"."pg_authid"', 'postgres')).toBe('SQL_FORBIDDEN');
    // Column and alias names that merely look like denied ones are fine.
    expect(code('SELECT 1 AS pg_read_file, t.lo_amount FROM t', 'postgres')).toBe('OK');
  });

  it('PostgreSQL: placeholders are counted by the parser', () => {
    expect(guardReadOnly('SELECT $1::int + $2', 'postgres', { allowParams: true }).paramCount).toBe(2);
    expect(code('SELECT $1', 'postgres')).toBe('SQL_INVALID');
  });

  it('MySQL: variables never reach the server', () => {
    expect(code('SELECT @@datadir', 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code('SELECT @a := 1', 'mysql')).toBe('SQL_FORBIDDEN');
    expect(code("SELECT '@@datadir' AS s, `@x` FROM t", 'mysql')).toBe('OK');
  });

  it.each(dialects)(
    "a typo is a parse error with the parser's message, a statement verb is forbidden, on %s",
    (d) => {
      for (const typo of ['selec 1', 'slect a from t', 'sel']) {
        let thrown: unknown;
        try {
          guardReadOnly(typo, d);
        } catch (e) {
          thrown = e;
        }
        expect(isQueryError(thrown) && thrown.code).toBe('SQL_INVALID');
        expect((thrown as Error).message).toMatch(/^SQL could not be parsed: .+/);
      }
      expect(code('delete from t', d)).toBe('SQL_FORBIDDEN');
      expect(code('show tables', d)).toBe('SQL_FORBIDDEN');
    },
  );
});
