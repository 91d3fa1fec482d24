import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines, serviceUrls } from '../../testing/services';
import type { Connector } from '../types';
import { createPostgresConnector, type PostgresConfig } from './postgres-connector';

const engines = await availableEngines();
const run = engines.postgres ? it : it.skip;

const u = new URL(serviceUrls.postgres);
const config: PostgresConfig = {
  host: u.hostname,
  port: Number(u.port),
  database: u.pathname.slice(1),
  user: decodeURIComponent(u.username),
  password: decodeURIComponent(u.password),
};

/** One value of each type, with the cell every answer carries for it (worked out by hand). */
const typed: [sql: string, cell: unknown][] = [
  ['1::int2', 1],
  ['2::int4', 2],
  ['42::int8', 42],
  ['9007199254740993::int8', '9007199254740993'],
  ['7::oid', 7],
  ['1.5::float4', 1.5],
  ['0.1::float8', 0.1],
  ["'NaN'::float8", NaN],
  ['123.40::numeric', 123.4],
  ['-0.50::numeric(4,2)', -0.5],
  ['12345678901234567890::numeric', '12345678901234567890'],
  ["'NaN'::numeric", 'NaN'],
  ['true', true],
  ["'a'::text", 'a'],
  ["'v'::varchar", 'v'],
  ["'ab'::char(3)", 'ab '],
  ["'nm'::name", 'nm'],
  ["'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid", 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
  ["'2024-02-29'::date", '2024-02-29'],
  ["'2024-02-29 13:45:01'::timestamp", '2024-02-29 13:45:01'],
  ["'2024-02-29 13:45:01.123456'::timestamp", '2024-02-29 13:45:01'],
  ["'2024-02-29 13:45:01+00'::timestamptz", '2024-02-29 13:45:01'],
  [`'{"a":1}'::json`, '{"a":1}'],
  [`'{"a": 1}'::jsonb`, '{"a":1}'],
  ["'\\x0102'::bytea", 'AQI='],
  ['ARRAY[1, 2]::int4[]', '[1,2]'],
  ['ARRAY[1.5, 2]::numeric[]', '["1.5","2"]'],
  ['NULL::int4', null],
  ['NULL::numeric', null],
  ['NULL::text', null],
  ['NULL::timestamp', null],
];
const typedSql = `SELECT ${typed.map(([sql], i) => `${sql} AS c${i}`).join(', ')} FROM generate_series(1, 2)`;
const cells = typed.map(([, cell]) => cell);

describe('postgres connector', () => {
  let c: Connector;
  beforeAll(() => {
    if (engines.postgres) c = createPostgresConnector(config);
  });
  afterAll(async () => {
    await c?.close();
  });

  run('answers each type with the same cells, whole or streamed', async () => {
    const whole = await c.execute(typedSql, [], { timeoutMs: 5000, maxRows: 10, bounded: true });
    expect(whole.rows).toEqual([cells, cells]);
    const streamed: unknown[][] = [];
    for await (const b of c.stream(typedSql, [], { timeoutMs: 5000, maxRows: 10 })) streamed.push(...b.rows);
    expect(streamed).toEqual([cells, cells]);
    const bounded: unknown[][] = [];
    for await (const b of c.stream(typedSql, [], { timeoutMs: 5000, maxRows: 10, bounded: true }))
      bounded.push(...b.rows);
    expect(bounded).toEqual([cells, cells]);
  });

  run('runs the statement inside its read-only transaction with its timeout, on every path', async () => {
    const probe =
      "SELECT current_setting('transaction_read_only') AS ro, current_setting('statement_timeout') AS t";
    const expected = [['on', '4321ms']];
    for (const bounded of [false, true]) {
      const options = { timeoutMs: 4321, maxRows: 5, bounded };
      expect((await c.execute(probe, [], options)).rows).toEqual(expected);
      const streamed: unknown[][] = [];
      for await (const b of c.stream(probe, [], options)) streamed.push(...b.rows);
      expect(streamed).toEqual(expected);
    }
  });

  describe('bounded SQL, streamed without a cursor', () => {
    const options = { timeoutMs: 10_000, maxRows: 25_000, bounded: true };

    run('hands every row on, in order, in batches of 10,000', async () => {
      const sizes: number[] = [];
      const seen: unknown[] = [];
      for await (const b of c.stream(
        'SELECT g, g::text AS t FROM generate_series(1, 25000) g',
        [],
        options,
      )) {
        expect(b.columns).toEqual([
          { name: 'g', type: 'NUMERIC' },
          { name: 't', type: 'STRING' },
        ]);
        sizes.push(b.rows.length);
        for (const row of b.rows) seen.push(row[0]);
      }
      expect(sizes).toEqual([10_000, 10_000, 5_000]);
      expect(seen).toEqual(Array.from({ length: 25_000 }, (_, i) => i + 1));
    });

    run('answers an empty result as one batch that names the columns', async () => {
      const batches = [];
      for await (const b of c.stream('SELECT 1 AS one, now() AS at WHERE false', [], options))
        batches.push(b);
      expect(batches).toEqual([
        {
          columns: [
            { name: 'one', type: 'NUMERIC' },
            { name: 'at', type: 'DATE' },
          ],
          rows: [],
        },
      ]);
    });

    run('a statement that fails after some rows fails the stream, and frees its connection', async () => {
      const one = createPostgresConnector({ ...config, maxConnections: 1 });
      try {
        const read = async () => {
          for await (const b of one.stream(
            'SELECT 1 / (g - 15000) FROM generate_series(1, 20000) g',
            [],
            options,
          ))
            void b;
        };
        await expect(read()).rejects.toThrow(/division by zero/);
        const after = await one.execute('SELECT 1', [], { timeoutMs: 5000, maxRows: 1 });
        expect(after.rows).toEqual([[1]]);
      } finally {
        await one.close();
      }
    });

    run('a statement past its timeout fails as a timeout', async () => {
      const slow = c.stream('SELECT pg_sleep(2)', [], { ...options, timeoutMs: 200 });
      await expect(
        (async () => {
          for await (const b of slow) void b;
        })(),
      ).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
    });
  });

  // Through a cursor, and without one (bounded SQL: the statement then runs to its end, its rows dropped).
  for (const bounded of [false, true])
    run(
      `a consumer that leaves while the next batch is on its way rolls back and frees the connection (${bounded ? 'bounded' : 'cursor'})`,
      async () => {
        // One connection: if the stream kept it, the query after it would wait for ever.
        const one = createPostgresConnector({ ...config, maxConnections: 1 });
        const admin = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
        try {
          const pidOf = await one.execute('SELECT pg_backend_pid()', [], { timeoutMs: 5000, maxRows: 1 });
          const pid = pidOf.rows[0]?.[0] as number;
          const options = { timeoutMs: 10_000, maxRows: bounded ? 50_000 : 1_000_000, bounded };
          const batches = one.stream('SELECT g FROM generate_series(1, 50000) g', [], options);
          const it = batches[Symbol.asyncIterator]();
          expect((await it.next()).value?.rows[0]).toEqual([1]);
          // What the engine does: ask for the next batch ahead, then the client goes away.
          const ahead = it.next();
          await it.return?.();
          expect((await ahead).done).toBe(false);
          const [activity] = await admin`SELECT state, xact_start FROM pg_stat_activity WHERE pid = ${pid}`;
          expect(activity).toEqual({ state: 'idle', xact_start: null });
          const after = await one.execute('SELECT pg_backend_pid()', [], { timeoutMs: 5000, maxRows: 1 });
          expect(after.rows).toEqual([[pid]]);
        } finally {
          await one.close();
          await admin.end();
        }
      },
    );
});
