import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/types';
import { createConnector } from '../sources/create-connector';
import { setupSalesFixture, type Fixture } from '../testing/fixture';
import { availableEngines } from '../testing/services';
import type { Cell } from '../types';
import { createQueryEngine, STREAM_MIN_ROWS, type QueryEngine } from './query-engine';

const engines = await availableEngines();

let fixture: Fixture;
let engine: QueryEngine;
const streams = new Map<string, number>();

/** Counts cursor reads by wrapping the real connector. */
function counting(sourceId: string, c: Connector): Connector {
  return {
    ...c,
    stream: (sql, params, options) => {
      streams.set(sourceId, (streams.get(sourceId) ?? 0) + 1);
      return c.stream(sql, params, options);
    },
  };
}

beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({
    dataDir: fixture.dataDir,
    connectorFactory: async (source, options) => counting(source.id, await createConnector(source, options)),
  });
});
afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

/** Ten rows crossed five times: 100,000 rows in every engine, without engine-specific functions. */
const crossSql = (table: string) =>
  `SELECT a.id AS a, b.id AS b, c.id AS c, d.id AS d, e.id AS e FROM ${table} a, ${table} b, ${table} c, ${table} d, ${table} e`;
const model = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, type: 'NUMERIC' as const }));
const page = (pageSize: number, countTotal = false) => ({
  columns: ['a', 'b', 'c', 'd', 'e'].map((c) => ({ column: [c] })),
  orders: ['a', 'b', 'c', 'd', 'e'].map((c) => ({ column: [c], operator: 'ASC' })),
  pageInfo: { pageNo: 1, pageSize, countTotal },
});

async function collect(rows: AsyncIterable<Cell[][]>) {
  const batches: Cell[][][] = [];
  for await (const b of rows) batches.push(b);
  return batches;
}

describe.each(['postgres', 'mysql', 'duckdb'] as const)('streamed results on %s', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  const t = () => fixture.targets.find((x) => x.dialect === dialect)!;
  const input = (request: unknown, config?: { cache: boolean; cacheExpires: number }) => ({
    source: t().source,
    view: { sql: crossSql(t().table), model, config },
    request,
    actor: { permissionFingerprint: 'p' },
  });

  run('a large page streams from a cursor and equals the buffered answer', async () => {
    const before = streams.get(t().source.id) ?? 0;
    const size = STREAM_MIN_ROWS + 5_000;
    const streamed = await engine.streamQuery(input(page(size, true)));
    const batches = await collect(streamed.rows);
    const buffered = await engine.executeQuery(input(page(size, true)));
    expect((streams.get(t().source.id) ?? 0) - before).toBe(1);
    expect(streamed.head.columns).toEqual(buffered.dataframe.columns);
    expect(batches.flat()).toEqual(buffered.dataframe.rows);
    expect(batches.flat()).toHaveLength(size);
    expect(await streamed.pageInfo).toEqual({ pageNo: 1, pageSize: size, total: 100_000, countTotal: true });
  });

  run('an uncounted page reports the rows it read as its total', async () => {
    const size = STREAM_MIN_ROWS + 1;
    const streamed = await engine.streamQuery(input(page(size)));
    expect((await collect(streamed.rows)).flat()).toHaveLength(size);
    expect((await streamed.pageInfo).total).toBe(size);
  });

  run('small pages and cached views are answered whole, as one batch', async () => {
    const before = streams.get(t().source.id) ?? 0;
    const small = await engine.streamQuery(input(page(50)));
    const cached = await engine.streamQuery(
      input(page(STREAM_MIN_ROWS + 1), { cache: true, cacheExpires: 60 }),
    );
    expect(await collect(small.rows)).toHaveLength(1);
    expect((await collect(cached.rows))[0]).toHaveLength(STREAM_MIN_ROWS + 1);
    expect(streams.get(t().source.id) ?? 0).toBe(before);
  });

  run('consumers that leave early, or never read, give their connection back', async () => {
    // More abandoned streams than any connection pool holds: a leak would make the last query wait.
    for (let i = 0; i < 12; i++) {
      const s = await engine.streamQuery(input(page(50_000)));
      if (i % 2 === 0) {
        const it2 = s.rows[Symbol.asyncIterator]();
        expect((await it2.next()).done).toBe(false);
        await it2.return?.();
      } else {
        await s.rows[Symbol.asyncIterator]().return?.();
      }
      expect((await s.pageInfo).pageSize).toBe(50_000);
    }
    const after = await engine.executeQuery(input(page(3)));
    expect(after.dataframe.rows).toHaveLength(3);
  });

  run('a failing query fails before any row is promised', async () => {
    await expect(
      engine.streamQuery({
        ...input(page(STREAM_MIN_ROWS + 1)),
        view: { sql: `SELECT nope FROM ${t().table}`, model },
      }),
    ).rejects.toThrow();
  });
});
