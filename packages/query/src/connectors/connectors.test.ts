import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryError } from '../errors';
import { availableEngines, serviceUrls } from '../testing/services';
import { createDuckDbConnector } from './duckdb/duckdb-connector';
import { createMysqlConnector } from './mysql/mysql-connector';
import { createPostgresConnector } from './postgres/postgres-connector';
import type { Connector } from './types';

const engines = await availableEngines();

function connectorFor(dialect: 'postgres' | 'mysql' | 'duckdb'): Connector {
  if (dialect === 'duckdb') return createDuckDbConnector({ path: ':memory:' });
  const u = new URL(serviceUrls[dialect]);
  const cfg = {
    host: u.hostname,
    port: Number(u.port),
    database: u.pathname.slice(1),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
  return dialect === 'postgres' ? createPostgresConnector(cfg) : createMysqlConnector(cfg);
}

const series = {
  postgres: 'SELECT g AS n FROM generate_series(1, 25000) g ORDER BY g',
  mysql: 'SELECT seq AS n FROM seq_1_to_25000 ORDER BY seq',
  duckdb: 'SELECT range + 1 AS n FROM range(25000) ORDER BY 1',
};

describe.each(['postgres', 'mysql', 'duckdb'] as const)('%s connector', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  let c: Connector;
  beforeAll(() => {
    if (engines[dialect]) c = connectorFor(dialect);
  });
  afterAll(async () => {
    await c?.close();
  });

  run('streams large results in batches and can stop early', async () => {
    let total = 0;
    let batches = 0;
    let last = 0;
    for await (const b of c.stream(series[dialect], [], { timeoutMs: 10_000, maxRows: 1_000_000 })) {
      batches++;
      total += b.rows.length;
      last = b.rows[b.rows.length - 1]?.[0] as number;
      expect(b.columns).toEqual([{ name: 'n', type: 'NUMERIC' }]);
    }
    expect([total, last]).toEqual([25000, 25000]);
    expect(batches).toBeGreaterThan(1);
    for await (const b of c.stream(series[dialect], [], { timeoutMs: 10_000, maxRows: 1_000_000 })) {
      expect(b.rows[0]).toEqual([1]);
      break;
    }
    // The connection went back clean: the next statement works.
    const r = await c.execute('SELECT 1 AS one', [], { timeoutMs: 5000, maxRows: 10 });
    expect(r.rows).toEqual([[1]]);
  });

  run('caps execute() at maxRows and flags the truncation', async () => {
    const r = await c.execute(series[dialect], [], { timeoutMs: 10_000, maxRows: 7 });
    expect(r.rows.map((x) => x[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.truncated).toBe(true);
  });

  run('binds parameters, including unicode and quotes', async () => {
    const p = dialect === 'mysql' ? '?' : '$1';
    const r = await c.execute(`SELECT ${p} AS s`, ["Quo'te 名字 \\ --"], { timeoutMs: 5000, maxRows: 10 });
    expect(r.rows).toEqual([["Quo'te 名字 \\ --"]]);
  });

  run('lists its schema', async () => {
    expect((await c.listDatabases()).length).toBeGreaterThan(0);
  });

  run('answers QUERY_CANCELLED when the caller aborts', async () => {
    const slow = {
      postgres: 'SELECT pg_sleep(5)',
      mysql: 'SELECT SUM(a.seq * b.seq) FROM seq_1_to_100000 a, seq_1_to_100000 b',
      duckdb: 'SELECT SUM(a.range * b.range) FROM range(200000) a, range(200000) b',
    }[dialect];
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 200);
    try {
      await c.execute(slow, [], { timeoutMs: 10_000, maxRows: 10, signal: ctl.signal });
      expect.unreachable();
    } catch (e) {
      expect(isQueryError(e, 'QUERY_CANCELLED')).toBe(true);
    }
  });
});
