import { createPostgresConnector, type Connector } from '@tessera/query';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { pgCsvRecoder, recodable, recodedCsv } from './pg-csv';

/**
 * A CSV export from PostgreSQL made by COPY and rewritten must be the file the row path writes, byte for
 * byte: numbers, dates, booleans, NULLs, empty text, quoting and formula-looking text included.
 */
const URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = `pg_csv_${process.pid}`;
let admin: postgres.Sql | undefined;
let connector: Connector | undefined;

const VALUES = `
  (1, 1, -32768, 2147483647, 9223372036854775807, '12.50', 0.1, 1.1, true, '2024-02-29', '2023-01-01 00:01:00', '2023-01-01 08:00:00+08', 'plain', 'a', '6f1c2b2e-8a1f-4e55-9d8e-0a5b8f1d2c3e'),
  (2, 2, 0, -5, -9223372036854775808, '-0.50', '-0', 1e-5, false, 'infinity', '2023-01-01 00:01:00.123456', '2023-06-30 23:59:59.9+00', '', '', NULL),
  (3, 3, NULL, NULL, 9007199254740993, '0.00', 1e20, NULL, NULL, '-infinity', '-infinity', 'infinity', '=SUM(A1)', '-x', NULL),
  (4, 4, 7, 42, -9007199254740993, '100.00', 'Infinity', 'NaN', true, '0044-03-15 BC', '0001-01-01 00:00:00 BC', NULL, 'a,b', 'q"uote', NULL),
  (5, 5, 8, 43, 1234567890123456, '0.0000001', '-Infinity', 3.4e38, false, NULL, NULL, NULL, E'multi\\nline', E'cr\\r\\nlf', NULL),
  (6, 6, 9, 44, NULL, '0.000001', 'NaN', -2.5, true, '2000-01-01', '2000-01-01 00:00:00', '2000-01-01 00:00:00+00', E'\\\\.', ' lead', NULL),
  (7, 7, 10, 45, 0, '1234567890.123456789', 123.456, 0, false, '2000-01-01', '2000-01-01 00:00:00', NULL, '@me', '中文, "引号"', NULL),
  (8, 8, 11, 46, 1, '12345678901234567890123', 1.5e15, 1, NULL, NULL, NULL, NULL, E'\\ttab', '+1', NULL),
  (9, 9, 12, 47, 2, 'NaN', 1e-7, 2, NULL, NULL, NULL, NULL, '''quoted''', E'\\rcr', NULL),
  (10, 10, 13, 48, 3, '-123.4500', 100, 3, NULL, NULL, NULL, NULL, NULL, '"', NULL)`;

beforeAll(async () => {
  const probe = postgres(URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const ok = await probe`select 1`.then(
    () => true,
    () => false,
  );
  if (!ok) {
    await probe.end({ timeout: 1 });
    if (process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${URL}`);
    return;
  }
  admin = probe;
  await admin.unsafe(`
    CREATE TABLE ${TABLE} (id int, i2 int2, i2b int2, i4 int4, i8 int8, n numeric, f8 float8, f4 float4,
      b boolean, d date, ts timestamp, tz timestamptz, t text, v varchar(40), u uuid)`);
  await admin.unsafe(`INSERT INTO ${TABLE} VALUES ${VALUES}`);
  const u = new globalThis.URL(URL);
  connector = createPostgresConnector({
    host: u.hostname,
    port: Number(u.port || 5432),
    database: u.pathname.slice(1),
    user: decodeURIComponent(u.username),
  });
});

afterAll(async () => {
  await connector?.close();
  await admin?.unsafe(`DROP TABLE IF EXISTS ${TABLE}`);
  await admin?.end({ timeout: 1 });
});

const options = { timeoutMs: 30_000, maxRows: 1000, bounded: true };

async function rowPath(sql: string): Promise<string> {
  let out = '';
  for await (const batch of connector!.stream(sql, [], options))
    for (const row of batch.rows) out += csvLine(row);
  return out;
}

async function copyPath(sql: string): Promise<string | null> {
  const copy = await connector!.copyCsv!(sql, [], options, recodable);
  if (!copy) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of recodedCsv(copy.types, copy.chunks)) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

describe('PostgreSQL CSV by COPY, rewritten', () => {
  it('is the row path’s CSV for every type it takes', async (t) => {
    if (!connector) return t.skip('PostgreSQL is not reachable');
    const sql = `SELECT * FROM ${TABLE} ORDER BY id LIMIT 1000`;
    const expected = await rowPath(sql);
    // ten rows, one value of which holds a CRLF of its own
    expect(expected.split('\r\n')).toHaveLength(12);
    expect(await copyPath(sql)).toBe(expected);
  });

  it('is the same for one text column (COPY quotes a lone \\.)', async (t) => {
    if (!connector) return t.skip('PostgreSQL is not reachable');
    const sql = `SELECT t FROM ${TABLE} ORDER BY id LIMIT 1000`;
    expect(await copyPath(sql)).toBe(await rowPath(sql));
  });

  it('answers null for parameters and for types it does not rewrite, leaving the connection usable', async (t) => {
    if (!connector) return t.skip('PostgreSQL is not reachable');
    expect(
      await connector.copyCsv!(`SELECT id FROM ${TABLE} WHERE id = $1`, [1], options, recodable),
    ).toBeNull();
    expect(await connector.copyCsv!(`SELECT '{"a":1}'::jsonb AS j`, [], options, recodable)).toBeNull();
    // a reader that stops after the first chunk gives the connection back
    const copy = await connector.copyCsv!(
      `SELECT g FROM generate_series(1, 200000) g`,
      [],
      options,
      recodable,
    );
    for await (const _ of copy!.chunks) break;
    expect(await rowPath(`SELECT count(*)::int AS n FROM ${TABLE}`)).toBe('10\r\n');
  });

  it('keeps a record cut between chunks whole, whatever the cut', () => {
    const types = [23, 25, 1700, 16];
    const source = Buffer.from('1,"a,""b""\nc",12.50,t\n2,,0.00,f\n3,"",,\n');
    const whole = pgCsvRecoder(types).push(source).toString();
    expect(whole).toBe('1,"a,""b""\nc",12.5,true\r\n2,,0,false\r\n3,,,\r\n');
    for (let cut = 1; cut < source.length; cut++) {
      const r = pgCsvRecoder(types);
      const text = r.push(source.subarray(0, cut)).toString() + r.push(source.subarray(cut)).toString();
      r.end();
      expect(text).toBe(whole);
    }
    const short = pgCsvRecoder(types);
    short.push(Buffer.from('1,"a'));
    expect(() => short.end()).toThrow();
  });
});
