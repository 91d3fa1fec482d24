import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMysqlConnector } from '../connectors/mysql/mysql-connector';
import { createPostgresConnector } from '../connectors/postgres/postgres-connector';
import { isQueryError, type QueryErrorCode } from '../errors';
import type { SourceDescriptor } from '../sources/source.schemas';
import { salesModel, setupSalesFixture, type EngineTarget, type Fixture } from '../testing/fixture';
import { availableEngines, serviceUrls, uniqueSuffix } from '../testing/services';
import { createQueryEngine, type QueryEngine } from './query-engine';

/**
 * Issue 10, defect 2: what got past the token-based guard, and the variants an attacker tries next.
 * Every payload goes through the path a member uses (a saved view executed with a chart request)
 * and through the SQL editor's test run, against the real servers.
 */
const engines = await availableEngines();

let fixture: Fixture;
let engine: QueryEngine;
beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({ dataDir: fixture.dataDir, defaultLimits: { timeoutMs: 5_000, maxRows: 100 } });
});
afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

async function codeOf(p: Promise<unknown>): Promise<QueryErrorCode | 'OK'> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    if (isQueryError(e)) return e.code;
    throw e;
  }
}

const target = (d: EngineTarget['dialect']) => {
  const t = fixture.targets.find((x) => x.dialect === d);
  if (!t) throw new Error(`no ${d} fixture`);
  return t;
};

/** Both doors: the saved view (chart request) and the editor's test run. */
async function attempt(
  t: EngineTarget,
  sql: string,
): Promise<[QueryErrorCode | 'OK', QueryErrorCode | 'OK']> {
  const asView = codeOf(
    engine.executeQuery({
      source: t.source,
      view: { sql, model: salesModel },
      request: { columns: [{ column: ['x'] }] },
      actor: { permissionFingerprint: 'member' },
    }),
  );
  const asTest = codeOf(engine.executeTest({ source: t.source, sql }));
  return [await asView, await asTest];
}

const T = '__T__';

const postgresPayloads: [string, string][] = [
  // Reading server files, however the name is spelled.
  ['pg_read_file', "SELECT pg_read_file('/etc/passwd')"],
  ['U& escaped name', `SELECT U&"pg\\005fread_file"('/etc/passwd')`],
  ['U& escaped name, custom escape', `SELECT U&"pg!005fread!005ffile" UESCAPE '!'('/etc/passwd')`],
  ['quoted name', `SELECT "pg_read_file"('/etc/passwd')`],
  ['mixed case', "SELECT Pg_Read_File('/etc/passwd')"],
  ['schema-qualified', "SELECT pg_catalog.pg_read_file('/etc/passwd')"],
  ['quoted schema and name', `SELECT "pg_catalog"."pg_read_file"('/etc/passwd')`],
  ['functional notation', "SELECT ('/etc/passwd'::text).pg_read_file"],
  ['binary file', "SELECT pg_read_binary_file('/etc/passwd')"],
  ['stat file', "SELECT * FROM pg_stat_file('/etc/passwd')"],
  ['comment between name and parenthesis', "SELECT pg_read_file/* x */('/etc/passwd')"],
  ['newline and comment', "SELECT pg_read_file -- x\n('/etc/passwd')"],
  ['in a subquery', "SELECT * FROM (SELECT pg_read_file('/etc/passwd') AS x) s"],
  ['in a CTE', "WITH f AS (SELECT pg_read_file('/etc/passwd') AS x) SELECT * FROM f"],
  ['in LATERAL', `SELECT * FROM ${T} t, LATERAL (SELECT pg_read_file('/etc/passwd') AS x) l`],
  ['in VALUES', "SELECT * FROM (VALUES (pg_read_file('/etc/passwd'))) v(x)"],
  ['as a function argument', "SELECT length(upper(pg_read_file('/etc/passwd'))) AS x"],
  ['in ORDER BY', `SELECT id AS x FROM ${T} ORDER BY pg_read_file('/etc/passwd')`],
  ['in a cast', "SELECT CAST(pg_read_file('/etc/passwd') AS varchar) AS x"],
  ['in a CASE', "SELECT CASE WHEN true THEN pg_read_file('/etc/passwd') END AS x"],
  ['in WHERE EXISTS', `SELECT id AS x FROM ${T} WHERE EXISTS (SELECT pg_read_file('/etc/passwd'))`],
  ['in ROWS FROM', "SELECT * FROM ROWS FROM (pg_read_file('/etc/passwd')) AS r(x)"],
  ['argument as E-string', "SELECT pg_read_file(E'\\x2fetc\\x2fpasswd')"],
  ['argument as dollar-quoted string', 'SELECT pg_read_file($$/etc/passwd$$)'],
  ['after a dollar-quoted string', "SELECT $$x$$ AS y, pg_read_file('/etc/passwd') AS x"],
  ['in a UNION branch', `SELECT id::text AS x FROM ${T} UNION ALL SELECT pg_read_file('/etc/passwd')`],
  ['in a window', "SELECT count(*) OVER (ORDER BY pg_read_file('/etc/passwd')) AS x"],
  [
    'in an aggregate ORDER BY',
    "SELECT string_agg(x, ',' ORDER BY pg_read_file('/etc/passwd')) AS x FROM (SELECT 'a' AS x) s",
  ],
  // Listing directories.
  ['pg_ls_dir', "SELECT * FROM pg_ls_dir('/')"],
  ['pg_ls_dir qualified', "SELECT * FROM pg_catalog.pg_ls_dir('.') AS x"],
  ['pg_ls_logdir', 'SELECT * FROM pg_ls_logdir()'],
  ['pg_ls_waldir', 'SELECT * FROM pg_ls_waldir()'],
  // Credentials and server internals in catalogs.
  ['pg_shadow', 'SELECT * FROM pg_shadow'],
  ['TABLE pg_shadow', 'TABLE pg_shadow'],
  ['pg_catalog.pg_shadow', 'SELECT passwd AS x FROM pg_catalog.pg_shadow'],
  ['quoted pg_shadow', 'SELECT * FROM "pg_catalog"."pg_shadow"'],
  ['U& pg_shadow', 'SELECT * FROM U&"pg\\005fshadow"'],
  ['pg_authid', 'SELECT rolpassword AS x FROM pg_authid'],
  ['pg_authid in a join', `SELECT a.rolname AS x FROM ${T} t JOIN pg_authid a ON true`],
  ['pg_authid in a scalar subquery', '(SELECT rolpassword AS x FROM pg_authid LIMIT 1)'],
  ['ONLY pg_authid', 'SELECT * FROM ONLY pg_authid'],
  ['pg_user_mappings', 'SELECT * FROM pg_user_mappings'],
  ['information_schema.user_mapping_options', 'SELECT * FROM information_schema.user_mapping_options'],
  ['pg_hba_file_rules', 'SELECT * FROM pg_hba_file_rules'],
  ['pg_file_settings', 'SELECT * FROM pg_file_settings'],
  ['pg_settings', "SELECT setting AS x FROM pg_settings WHERE name = 'data_directory'"],
  ['pg_stat_activity query texts', 'SELECT query AS x FROM pg_stat_activity'],
  ['pg_stat_get_activity', 'SELECT * FROM pg_stat_get_activity(NULL)'],
  ['pg_largeobject', 'SELECT * FROM pg_largeobject'],
  // SQL inside a string argument.
  ['ts_stat', "SELECT * FROM ts_stat('select to_tsvector(rolpassword) from pg_authid')"],
  ['ts_stat qualified', "SELECT * FROM pg_catalog.ts_stat('select 1')"],
  ['ts_rewrite', "SELECT ts_rewrite('a'::tsquery, 'select 1')"],
  ['query_to_xml', "SELECT query_to_xml('select * from pg_authid', true, true, '')"],
  ['query_to_xmlschema', "SELECT query_to_xmlschema('select 1', true, true, '')"],
  ['database_to_xml', "SELECT database_to_xml(true, true, '')"],
  ['table_to_xml', "SELECT table_to_xml('pg_authid', true, true, '')"],
  ['cursor_to_xml', "SELECT cursor_to_xml('c', 1, true, true, '')"],
  ['schema_to_xml', "SELECT schema_to_xml('public', true, true, '')"],
  // Large objects: write server files.
  ['lo_from_bytea', "SELECT lo_from_bytea(0, 'x')"],
  ['lo_export', "SELECT lo_export(lo_from_bytea(0, 'x'), '/tmp/tq-pwned')"],
  ['lo_import', "SELECT lo_import('/etc/passwd')"],
  ['lo_get', 'SELECT lo_get(1)'],
  ['lo_put', "SELECT lo_put(1, 0, 'x')"],
  ['loread', 'SELECT loread(0, 1)'],
  // Settings and session state.
  ['set_config', "SELECT set_config('search_path', 'evil', false)"],
  ['set_config qualified', "SELECT pg_catalog.set_config('default_transaction_read_only', 'off', false)"],
  ['set_config in FROM', "SELECT * FROM set_config('application_name', 'x', false)"],
  ['set_config functional', "SELECT (row('a','b',false)).set_config"],
  ['current_setting', "SELECT current_setting('data_directory')"],
  ['pg_advisory_lock', 'SELECT pg_advisory_lock(1)'],
  ['pg_try_advisory_lock', 'SELECT pg_try_advisory_lock(1)'],
  ['pg_advisory_xact_lock', 'SELECT pg_advisory_xact_lock(1)'],
  ['pg_notify', "SELECT pg_notify('c', 'x')"],
  ['txid_current', 'SELECT txid_current()'],
  ['pg_current_xact_id', 'SELECT pg_current_xact_id()'],
  ['nextval', "SELECT nextval('s')"],
  ['pg_sleep', 'SELECT pg_sleep(1)'],
  ['pg_sleep_for', "SELECT pg_sleep_for('1 second')"],
  // Other sessions and the server.
  ['pg_terminate_backend', 'SELECT pg_terminate_backend(1)'],
  ['pg_cancel_backend', 'SELECT pg_cancel_backend(1)'],
  ['pg_reload_conf', 'SELECT pg_reload_conf()'],
  ['pg_rotate_logfile', 'SELECT pg_rotate_logfile()'],
  ['dblink', "SELECT * FROM dblink('host=127.0.0.1', 'select 1') AS t(a int)"],
  ['dblink_exec', "SELECT dblink_exec('host=127.0.0.1', 'drop table x')"],
  ['postgres_fdw', 'SELECT * FROM postgres_fdw_get_connections()'],
  ['inet_server_addr', 'SELECT inet_server_addr()'],
  // Statements and clauses that write or lock.
  ['data-modifying CTE', `WITH d AS (DELETE FROM ${T} RETURNING *) SELECT * FROM d`],
  [
    'nested data-modifying CTE',
    `WITH a AS (SELECT 1), b AS (UPDATE ${T} SET qty = 0 RETURNING id) SELECT * FROM b`,
  ],
  ['INSERT CTE', `WITH i AS (INSERT INTO ${T} (id) VALUES (99) RETURNING id) SELECT * FROM i`],
  [
    'MERGE CTE',
    `WITH m AS (MERGE INTO ${T} t USING (SELECT 1 AS id) s ON t.id = s.id WHEN MATCHED THEN DELETE RETURNING t.id) SELECT * FROM m`,
  ],
  ['SELECT INTO', `SELECT * INTO tq_copy FROM ${T}`],
  ['FOR UPDATE', `SELECT * FROM ${T} FOR UPDATE`],
  ['FOR SHARE in a subquery', `SELECT * FROM (SELECT * FROM ${T} FOR SHARE) s`],
  ['FOR NO KEY UPDATE SKIP LOCKED', `SELECT * FROM ${T} FOR NO KEY UPDATE SKIP LOCKED`],
  ['two statements', `SELECT 1; DELETE FROM ${T}`],
  ['statement after a comment', `SELECT 1 /* ; */ ; SELECT pg_read_file('/etc/passwd')`],
  ['statement after E-string with escaped quote', `SELECT E'\\''; DELETE FROM ${T}; SELECT '1'`],
  ['PREPARE', `PREPARE p AS SELECT pg_read_file('/etc/passwd')`],
  ['EXECUTE', 'EXECUTE p'],
  ['EXPLAIN ANALYZE', `EXPLAIN ANALYZE DELETE FROM ${T}`],
  ['SET', "SET search_path = 'evil'"],
  ['SET LOCAL', 'SET LOCAL statement_timeout = 0'],
  ['RESET', 'RESET ALL'],
  ['COPY', `COPY ${T} TO '/tmp/tq-x'`],
  ['COPY PROGRAM', "COPY (SELECT 1) TO PROGRAM 'id'"],
  ['DO', "DO $$ BEGIN PERFORM pg_read_file('/etc/passwd'); END $$"],
  ['CALL', 'CALL p()'],
  ['LISTEN', 'LISTEN x'],
  ['DISCARD', 'DISCARD ALL'],
  ['positional parameter', 'SELECT $1 AS x'],
];

describe.skipIf(!engines.postgres)('PostgreSQL read-only guard, against the real server', () => {
  it.each(postgresPayloads)('refuses %s', async (_name, payload) => {
    const t = target('postgres');
    const [asView, asTest] = await attempt(t, payload.replaceAll(T, t.table));
    expect(asView).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
    expect(asTest).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
  });

  it('still runs what a report needs, including names that only look dangerous', async () => {
    const t = target('postgres');
    const ok = [
      `SELECT * FROM ${t.table}`,
      `WITH r AS (SELECT region, sum(amount) AS total FROM ${t.table} GROUP BY region) SELECT * FROM r ORDER BY total DESC`,
      `SELECT 'pg_read_file(''/etc/passwd'')' AS "pg_shadow", $$DELETE FROM x$$ AS note FROM ${t.table}`,
      `SELECT t.id, l.n FROM ${t.table} t, LATERAL (SELECT t.qty * 2 AS n) l`,
      `SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name)`,
      `SELECT id, row_number() OVER (PARTITION BY region ORDER BY amount) AS rn FROM ${t.table} /* comment */ -- trailing`,
      `SELECT rolname FROM pg_roles WHERE rolname = current_user`,
      `SELECT date_trunc('month', order_date)::date AS m, count(*) FROM ${t.table} GROUP BY 1 ORDER BY 1;`,
    ];
    for (const sql of ok) expect(await codeOf(engine.executeTest({ source: t.source, sql })), sql).toBe('OK');
    const rows = (await engine.executeTest({ source: t.source, sql: `SELECT count(*) AS n FROM ${t.table}` }))
      .dataframe.rows;
    expect(rows).toEqual([[10]]);
  });

  it('refused attacks wrote nothing: the table is whole and no large object exists', async () => {
    const t = target('postgres');
    expect(
      (
        await engine.executeTest({
          source: t.source,
          sql: `SELECT count(*) AS n, sum(qty) AS q FROM ${t.table}`,
        })
      ).dataframe.rows,
    ).toEqual([[10, 30]]);
    const sql = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
    try {
      const [{ n }] = (await sql`SELECT count(*)::int AS n FROM pg_largeobject_metadata`) as unknown as [
        { n: number },
      ];
      expect(n).toBe(0);
    } finally {
      await sql.end();
    }
  });

  it('a session setting changed inside a query never reaches the next query on the pooled connection', async () => {
    // The connector is called directly (as if the guard had let set_config through): one connection, so
    // the next query must reuse it.
    const u = new URL(serviceUrls.postgres);
    const c = createPostgresConnector({
      host: u.hostname,
      port: Number(u.port),
      database: u.pathname.slice(1),
      user: u.username,
      maxConnections: 1,
    });
    const opts = { timeoutMs: 4321, maxRows: 10 };
    try {
      const pid = async (bounded: boolean) =>
        (await c.execute('SELECT pg_backend_pid()', [], { ...opts, bounded })).rows[0]?.[0];
      const settings = async () =>
        (
          await c.execute(
            "SELECT current_setting('application_name'), current_setting('search_path'), current_setting('work_mem'), current_setting('transaction_read_only')",
            [],
            opts,
          )
        ).rows[0];
      const first = await pid(false);
      const before = await settings();
      expect(before?.[0]).toBe('tessera-query');
      expect(before?.[3]).toBe('on');
      await c.execute(
        "SELECT set_config('application_name', 'leaked', false), set_config('search_path', 'evil', false)",
        [],
        opts,
      );
      await c.execute("SELECT set_config('work_mem', '77MB', false)", [], { ...opts, bounded: true });
      expect(await pid(true)).toBe(first);
      expect(await settings()).toEqual(before);
      // Between queries the connection sits outside any transaction, so no SET LOCAL value survives either.
      const probe = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
      try {
        const rows =
          await probe`SELECT state, application_name FROM pg_stat_activity WHERE pid = ${first as number}`;
        expect(rows[0]).toMatchObject({ state: 'idle', application_name: 'tessera-query' });
      } finally {
        await probe.end();
      }
    } finally {
      await c.close();
    }
    // Through the engine the attempt is refused before it reaches the server.
    const t = target('postgres');
    expect(
      await codeOf(
        engine.executeTest({ source: t.source, sql: "SELECT set_config('search_path', 'evil', false)" }),
      ),
    ).toBe('SQL_FORBIDDEN');
    expect(
      (await engine.executeTest({ source: t.source, sql: `SELECT count(*) AS n FROM ${t.table}` })).dataframe
        .rows,
    ).toEqual([[10]]);
  });
});

const mysqlPayloads: [string, string][] = [
  ['LOAD_FILE', "SELECT LOAD_FILE('/etc/passwd') AS x"],
  ['load_file lower case', "SELECT load_file('/etc/passwd') AS x"],
  ['backquoted LOAD_FILE', "SELECT `LOAD_FILE`('/etc/passwd') AS x"],
  ['LOAD_FILE with a comment before the parenthesis', "SELECT LOAD_FILE/* x */('/etc/passwd') AS x"],
  ['LOAD_FILE in a subquery', "SELECT * FROM (SELECT LOAD_FILE('/etc/passwd') AS x) s"],
  ['LOAD_FILE in ORDER BY', `SELECT id AS x FROM ${T} ORDER BY LOAD_FILE('/etc/passwd')`],
  ['LOAD_FILE with a hex path', 'SELECT LOAD_FILE(0x2f6574632f706173737764) AS x'],
  ['LOAD_FILE in a CTE', "WITH f AS (SELECT LOAD_FILE('/etc/passwd') AS x) SELECT * FROM f"],
  ['INTO OUTFILE', `SELECT * FROM ${T} INTO OUTFILE '/tmp/tq-out'`],
  ['INTO DUMPFILE', "SELECT 'x' INTO DUMPFILE '/tmp/tq-dump'"],
  ['INTO OUTFILE before FROM', `SELECT id INTO OUTFILE '/tmp/tq-out2' FROM ${T}`],
  ['INTO a user variable', `SELECT id INTO @leak FROM ${T} LIMIT 1`],
  ['user variable assignment', 'SELECT @a := 1 AS x'],
  ['user variable read', 'SELECT @a AS x'],
  ['system variable', 'SELECT @@datadir AS x'],
  ['global system variable', 'SELECT @@global.secure_file_priv AS x'],
  ['session system variable', 'SELECT @@session.sql_mode AS x'],
  ['hostname', 'SELECT @@hostname AS x'],
  ['SET', 'SET @a = 1'],
  ['SET SESSION', "SET SESSION sql_mode = ''"],
  ['SET STATEMENT', 'SET STATEMENT max_statement_time = 0 FOR SELECT 1'],
  ['SLEEP', 'SELECT SLEEP(3) AS x'],
  ['BENCHMARK', "SELECT BENCHMARK(100000000, MD5('a')) AS x"],
  ['sys_exec', "SELECT sys_exec('id') AS x"],
  ['sys_eval', "SELECT sys_eval('id') AS x"],
  ['GET_LOCK', "SELECT GET_LOCK('x', 1) AS x"],
  ['mysql.user', 'SELECT user AS x FROM mysql.user'],
  ['backquoted mysql.user', 'SELECT * FROM `mysql`.`user`'],
  ['performance_schema', 'SELECT * FROM performance_schema.threads'],
  ['processlist', 'SELECT info AS x FROM information_schema.PROCESSLIST'],
  ['executable comment', 'SELECT 1 /*!50000 , LOAD_FILE(0x2f6574632f706173737764) */ AS x'],
  ['MariaDB executable comment', 'SELECT 1 /*M! , @@datadir */ AS x'],
  ['two statements', `SELECT 1; DELETE FROM ${T}`],
  ['"--x" is no comment in MySQL', `SELECT 1 --x\n; DELETE FROM ${T}`],
  ['data-modifying statement', `DELETE FROM ${T}`],
  ['PREPARE', "PREPARE s FROM 'SELECT 1'"],
  ['HANDLER', `HANDLER ${T} OPEN`],
  ['DO', 'DO SLEEP(1)'],
  ['LOCK', `LOCK TABLES ${T} READ`],
  ['FOR UPDATE', `SELECT * FROM ${T} FOR UPDATE`],
];

describe.skipIf(!engines.mysql)('MySQL / MariaDB read-only guard, against the real server', () => {
  it.each(mysqlPayloads)('refuses %s', async (_name, payload) => {
    const t = target('mysql');
    const [asView, asTest] = await attempt(t, payload.replaceAll(T, t.table));
    expect(asView).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
    expect(asTest).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
  });

  it('still runs ordinary queries, with dangerous words inside strings and names', async () => {
    const t = target('mysql');
    for (const sql of [
      `SELECT * FROM ${t.table}`,
      `SELECT 'LOAD_FILE(''/etc/passwd'') @@datadir' AS s, \`note\` FROM ${t.table}`,
      `SELECT id, region FROM ${t.table} WHERE note LIKE '%@%' # comment`,
    ]) {
      expect(await codeOf(engine.executeTest({ source: t.source, sql })), sql).toBe('OK');
    }
  });

  it('the timeout is set per statement, on a pool of one connection', async () => {
    const u = new URL(serviceUrls.mysql);
    const c = createMysqlConnector({
      host: u.hostname,
      port: Number(u.port),
      database: u.pathname.slice(1),
      user: u.username,
      maxConnections: 1,
    });
    try {
      const read = async (timeoutMs: number) =>
        (
          await c.execute('SELECT CONNECTION_ID(), @@session.max_statement_time', [], {
            timeoutMs,
            maxRows: 1,
          })
        ).rows[0];
      const first = await read(2500);
      expect(first?.[1]).toBe(2.5);
      const second = await read(1234);
      expect(second).toEqual([first?.[0], 1.234]);
      expect(await codeOf(c.execute('SELECT SLEEP(3)', [], { timeoutMs: 300, maxRows: 1 }))).toBe(
        'QUERY_TIMEOUT',
      );
      // A user variable would outlive the query on this connection: that is why the guard refuses `@`.
      const t = target('mysql');
      expect(await codeOf(engine.executeTest({ source: t.source, sql: 'SELECT @tq := 1 AS x' }))).toBe(
        'SQL_FORBIDDEN',
      );
    } finally {
      await c.close();
    }
  });
});

const duckdbPayloads: [string, string][] = [
  ['read_csv', "SELECT * FROM read_csv('/etc/passwd')"],
  ['read_csv_auto', "SELECT * FROM read_csv_auto('/etc/passwd')"],
  ['read_text', "SELECT * FROM read_text('/etc/passwd')"],
  ['read_blob', "SELECT * FROM read_blob('/etc/passwd')"],
  ['read_json', "SELECT * FROM read_json('/etc/passwd')"],
  ['read_parquet', "SELECT * FROM read_parquet('/tmp/x.parquet')"],
  ['parquet_scan', "SELECT * FROM parquet_scan('/tmp/x.parquet')"],
  ['glob', "SELECT * FROM glob('/*')"],
  ['sniff_csv', "SELECT * FROM sniff_csv('/etc/passwd')"],
  ['a path as a table', "SELECT * FROM '/etc/passwd'"],
  ['a path in a join', `SELECT * FROM ${T} JOIN '/etc/passwd' ON true`],
  ['quoted function name', `SELECT * FROM "read_text"('/etc/passwd')`],
  ['qualified function name', "SELECT * FROM main.read_text('/etc/passwd')"],
  ['duckdb_databases (file paths)', 'SELECT path FROM duckdb_databases()'],
  ['pragma_database_list', 'SELECT * FROM pragma_database_list()'],
  ['duckdb_settings', 'SELECT * FROM duckdb_settings()'],
  ['current_setting', "SELECT current_setting('temp_directory') AS x"],
  ['getenv', "SELECT getenv('HOME') AS x"],
  ['query()', "SELECT * FROM query('SELECT 1')"],
  ['ATTACH', "ATTACH '/tmp/tq.db' AS x"],
  ['COPY', `COPY ${T} TO '/tmp/tq.csv'`],
  ['INSTALL', 'INSTALL httpfs'],
  ['LOAD', 'LOAD httpfs'],
  ['PRAGMA', 'PRAGMA database_list'],
  ['SET', "SET temp_directory = '/tmp'"],
  ['EXPORT DATABASE', "EXPORT DATABASE '/tmp/tq-export'"],
];

describe('DuckDB read-only guard', () => {
  it.each(duckdbPayloads)('refuses %s', async (_name, payload) => {
    const t = target('duckdb');
    const [asView, asTest] = await attempt(t, payload.replaceAll(T, t.table));
    expect(asView).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
    expect(asTest).toMatch(/^SQL_(FORBIDDEN|INVALID)$/);
  });
});

describe.skipIf(!engines.postgres)('pool size per source', () => {
  /** Start `n` queries that wait on a table lock, and count the server sessions that run them. */
  async function waitingSessions(poolSize: number | undefined, queries: number): Promise<number> {
    const t = target('postgres');
    const marker = `pool-${uniqueSuffix()}`;
    const config = {
      ...(t.source.config as Record<string, unknown>),
      ...(poolSize === undefined ? {} : { properties: { poolSize } }),
    };
    const source: SourceDescriptor = { ...t.source, id: `${t.source.id}-${marker}`, config };
    const admin = postgres(serviceUrls.postgres, { max: 2, onnotice: () => {} });
    const count = async () => {
      const [row] =
        await admin`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE ${`%${marker}%`}`;
      return row?.n as number;
    };
    const lock = admin.reserve();
    const locker = await lock;
    try {
      await locker.unsafe(`BEGIN; LOCK TABLE ${t.table} IN ACCESS EXCLUSIVE MODE`).simple();
      const running = Array.from({ length: queries }, () =>
        engine.executeTest({ source, sql: `SELECT count(*) AS n, '${marker}' AS m FROM ${t.table}` }),
      );
      const expected = Math.min(queries, poolSize ?? 10);
      await vi.waitFor(async () => expect(await count()).toBe(expected), { timeout: 15_000, interval: 50 });
      const seen = await count();
      await locker.unsafe('ROLLBACK');
      const results = await Promise.all(running);
      expect(results.every((r) => r.dataframe.rows[0]?.[0] === 10)).toBe(true);
      await engine.evictSource(source.id);
      return seen;
    } finally {
      locker.release();
      await admin.end();
    }
  }

  it('opens as many connections as the source allows, and no more', async () => {
    expect(await waitingSessions(7, 7)).toBe(7);
    expect(await waitingSessions(2, 4)).toBe(2);
  }, 60_000);

  it('defaults to 10 connections', async () => {
    expect(await waitingSessions(undefined, 10)).toBe(10);
  }, 60_000);
});
