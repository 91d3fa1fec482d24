import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMysqlConnector } from '../connectors/mysql/mysql-connector';
import { createPostgresConnector } from '../connectors/postgres/postgres-connector';
import { createDuckDbConnector } from '../connectors/duckdb/duckdb-connector';
import { isQueryError, type QueryErrorCode } from '../errors';
import { availableEngines, jdbcFor, serviceUrls } from '../testing/services';
import { salesModel, setupSalesFixture, type EngineTarget, type Fixture } from '../testing/fixture';
import { fileDatabasePath } from '../sources/create-connector';
import type { FileSourceConfig } from '../sources/source.schemas';
import { createQueryEngine, type QueryEngine } from './query-engine';

// Probed up front so that an unreachable engine shows as skipped (or fails with REQUIRE_SERVICES=1).
const engines = await availableEngines();

let fixture: Fixture;
let engine: QueryEngine;
beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({
    dataDir: fixture.dataDir,
    forbiddenTargets: ['127.0.0.1:5432/tessera_meta'],
    defaultLimits: { timeoutMs: 10_000, maxRows: 1000 },
  });
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
const target = (d: EngineTarget['dialect']) => fixture.targets.find((t) => t.dialect === d);
const rowsOf = async (t: EngineTarget, request: unknown, sql = t.viewSql) =>
  (
    await engine.executeQuery({
      source: t.source,
      view: { sql, model: salesModel },
      request,
      actor: { permissionFingerprint: 'a' },
    })
  ).dataframe.rows;
const count = async (t: EngineTarget) =>
  (await rowsOf(t, { aggregators: [{ column: ['id'], sqlOperator: 'COUNT' }] }))[0]?.[0];

describe.each(['postgres', 'mysql', 'duckdb'] as const)('attacks on %s', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  run('filter values carrying SQL are data, not code', async () => {
    const t = target(dialect);
    if (!t) return;
    for (const value of ["' OR '1'='1", "North'; DROP TABLE x; --", '1) OR (1=1', 'North\\', "North' --"]) {
      const rows = await rowsOf(t, {
        columns: [{ column: ['id'] }],
        filters: [{ column: ['region'], sqlOperator: 'EQ', values: [{ value, valueType: 'STRING' }] }],
      });
      expect(rows).toEqual([]);
    }
    const viaIn = await rowsOf(t, {
      columns: [{ column: ['id'] }],
      filters: [
        {
          column: ['region'],
          sqlOperator: 'IN',
          values: [{ value: "East') OR ('1'='1", valueType: 'STRING' }],
        },
      ],
    });
    expect(viaIn).toEqual([]);
    expect(await count(t)).toBe(10);
  });

  run('variable values carrying SQL are data, not code', async () => {
    const t = target(dialect);
    if (!t) return;
    const run = (values: string[]) =>
      engine.executeTest({
        source: t.source,
        sql: `SELECT id FROM ${t.table} WHERE region = $r$ ORDER BY id`,
        variables: [{ name: 'r', type: 'QUERY', valueType: 'STRING', values }],
      });
    expect((await run(["North' OR '1'='1"])).dataframe.rows).toEqual([]);
    expect((await run(['North'])).dataframe.rows).toEqual([[1], [2], [9]]);
    expect((await run(['North', 'West'])).dataframe.rows).toEqual([[1], [2], [7], [8], [9]]);
  });

  run('aliases with quotes cannot break out of the identifier', async () => {
    const t = target(dialect);
    if (!t) return;
    const alias = dialect === 'mysql' ? 'x` , 1 AS `y' : 'x" , 1 AS "y';
    const res = await engine.executeQuery({
      source: t.source,
      view: { sql: t.viewSql, model: salesModel },
      request: {
        columns: [{ column: ['id'], alias }],
        filters: [{ column: ['id'], sqlOperator: 'EQ', values: [{ value: 1, valueType: 'NUMERIC' }] }],
      },
      actor: { permissionFingerprint: 'a' },
    });
    expect(res.dataframe.columns.map((c) => c.name)).toEqual([[alias]]);
    expect(res.dataframe.rows).toEqual([[1]]);
  });

  run('refuses DML/DDL hidden in the view and leaves the data untouched', async () => {
    const t = target(dialect);
    if (!t) return;
    const attempts = [
      `WITH d AS (DELETE FROM ${t.table} RETURNING *) SELECT * FROM d`,
      `SELECT * FROM ${t.table}; DELETE FROM ${t.table}`,
      `SELECT * FROM ${t.table} /* */; DROP TABLE ${t.table}`,
      `DELETE FROM ${t.table}`,
      `UPDATE ${t.table} SET amount = 0`,
      `SELECT * INTO tq_copy FROM ${t.table}`,
    ];
    for (const sql of attempts)
      expect(await codeOf(rowsOf(t, { columns: [{ column: ['id'] }] }, sql))).toBe('SQL_FORBIDDEN');
    expect(await count(t)).toBe(10);
  });

  run('the connector itself runs statements read-only', async () => {
    const t = target(dialect);
    if (!t) return;
    const opts = { timeoutMs: 5000, maxRows: 10 };
    if (dialect === 'postgres') {
      const c = createPostgresConnector({
        host: '127.0.0.1',
        port: Number(new URL(serviceUrls.postgres).port),
        database: 'test',
        user: 'postgres',
      });
      expect(await codeOf(c.execute(`DELETE FROM ${t.table}`, [], opts))).toBe('SQL_FORBIDDEN');
      await c.close();
    } else if (dialect === 'mysql') {
      const u = new URL(serviceUrls.mysql);
      const c = createMysqlConnector({
        host: u.hostname,
        port: Number(u.port),
        database: u.pathname.slice(1),
        user: u.username,
      });
      expect(await codeOf(c.execute(`DELETE FROM ${t.table}`, [], opts))).toBe('SQL_FORBIDDEN');
      await c.close();
    } else {
      await engine.evictSource(t.source.id);
      const c = createDuckDbConnector({
        path: fileDatabasePath(fixture.dataDir, t.source.id, t.source.config as FileSourceConfig),
      });
      expect(await codeOf(c.execute(`DELETE FROM ${t.table}`, [], opts))).toBe('SQL_FORBIDDEN');
      expect(await codeOf(c.execute(`SELECT * FROM read_text('/etc/hostname')`, [], opts))).toBe(
        'SQL_FORBIDDEN',
      );
      await c.close();
    }
    expect(await count(t)).toBe(10);
  });

  run('a query running beyond the timeout answers QUERY_TIMEOUT', async () => {
    const t = target(dialect);
    if (!t) return;
    const slow = {
      postgres: 'SELECT count(*) AS s FROM generate_series(1, 100000) a, generate_series(1, 100000) b',
      mysql: 'SELECT SUM(a.seq * b.seq) AS s FROM seq_1_to_100000 a, seq_1_to_100000 b',
      duckdb: 'SELECT SUM(a.range * b.range) AS s FROM range(200000) a, range(200000) b',
    }[dialect];
    const p = engine.executeTest({ source: t.source, sql: slow, limits: { timeoutMs: 1000 } });
    expect(await codeOf(p)).toBe('QUERY_TIMEOUT');
    // The chart path (bounded SQL, pipelined on PostgreSQL) times out the same way.
    const chart = engine.executeQuery({
      source: t.source,
      view: { sql: slow, model: [{ name: 's' }] },
      request: { columns: [{ column: ['s'] }] },
      actor: { permissionFingerprint: 't' },
      limits: { timeoutMs: 1000 },
    });
    expect(await codeOf(chart)).toBe('QUERY_TIMEOUT');
    // The connection is usable afterwards.
    expect(await count(t)).toBe(10);
  });

  run('reports the database message for a broken view as SQL_EXECUTION_ERROR', async () => {
    const t = target(dialect);
    if (!t) return;
    try {
      await engine.executeTest({ source: t.source, sql: `SELECT no_such_column FROM ${t.table}` });
      expect.unreachable();
    } catch (e) {
      expect(isQueryError(e, 'SQL_EXECUTION_ERROR')).toBe(true);
      expect((e as Error).message.toLowerCase()).toContain('no_such_column');
    }
  });
});

describe.skipIf(!engines.postgres)('postgres-only statements', () => {
  it.each([
    ["COPY (SELECT 1) TO '/tmp/tq-x'"],
    ['DO $$ BEGIN RAISE NOTICE $x$hi$x$; END $$'],
    ['SET ROLE postgres'],
    ["SELECT pg_read_file('/etc/passwd')"],
    ["SELECT * FROM (SELECT query_to_xml('select 1', true, true, '')) x"],
  ])('refuses %s', async (sql) => {
    const t = target('postgres');
    if (!t) return;
    expect(await codeOf(engine.executeTest({ source: t.source, sql }))).toMatch(
      /SQL_FORBIDDEN|UNKNOWN_VARIABLE/,
    );
  });
});

describe('sources', () => {
  it("refuses a source pointing at Tessera's metadata database, by any name", async () => {
    const meta = { ...jdbcFor('postgres'), url: 'jdbc:postgresql://localhost:5432/tessera_meta' };
    expect(await codeOf(engine.testConnection({ id: 'evil', type: 'JDBC', config: meta }))).toBe(
      'SOURCE_FORBIDDEN',
    );
    expect(
      await codeOf(
        engine.testConnection({
          id: 'evil2',
          type: 'JDBC',
          config: { ...meta, url: 'jdbc:postgresql://127.0.0.1/tessera_meta' },
        }),
      ),
    ).toBe('SOURCE_FORBIDDEN');
  });

  it('refuses embedded and file engines and malformed URLs', async () => {
    for (const [dbType, url] of [
      ['H2', 'jdbc:h2:mem:x;INIT=RUNSCRIPT FROM http://x/a.sql'],
      ['SQLITE', 'jdbc:sqlite:/etc/passwd'],
      ['POSTGRESQL', 'jdbc:h2:file:/tmp/x'],
      ['POSTGRESQL', 'jdbc:postgresql://a,b:5432/db'],
      ['MYSQL', 'jdbc:postgresql://h/db'],
    ]) {
      expect(
        await codeOf(engine.testConnection({ id: `bad-${dbType}`, type: 'JDBC', config: { dbType, url } })),
      ).toBe('SOURCE_CONFIG_INVALID');
    }
  });

  it('answers SOURCE_UNREACHABLE for a closed port', async () => {
    const cfg = { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://127.0.0.1:1/test', user: 'x' };
    expect(await codeOf(engine.testConnection({ id: 'down', type: 'JDBC', config: cfg }))).toBe(
      'SOURCE_UNREACHABLE',
    );
  });

  it.skipIf(!engines.postgres)('checks the metadata protection against a live server', async () => {
    const guarded = createQueryEngine({
      dataDir: fixture.dataDir,
      forbiddenTargets: ['127.0.0.1:5432/test'],
    });
    expect(await codeOf(guarded.testConnection({ id: 'x', type: 'JDBC', config: jdbcFor('postgres') }))).toBe(
      'SOURCE_FORBIDDEN',
    );
    await guarded.close();
  });
});
