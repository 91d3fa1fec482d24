import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../sources/create-connector';
import { setupSalesFixture, type Fixture } from '../testing/fixture';
import { availableEngines } from '../testing/services';
import type { Cell } from '../types';
import { createQueryEngine, STREAM_MIN_ROWS, type QueryEngine } from './query-engine';

/**
 * A CSV export's rows as the source's own CSV (PostgreSQL's COPY), and the paced stream of an Excel
 * export: the same rows as the engine's other answers, only where they apply, connections given back.
 */
const engines = await availableEngines();
let fixture: Fixture;
let engine: QueryEngine;

beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({ dataDir: fixture.dataDir, connectorFactory: createConnector });
});
afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

const crossSql = (table: string) =>
  `SELECT a.id AS a, b.id AS b, c.id AS c, d.id AS d, e.id AS e FROM ${table} a, ${table} b, ${table} c, ${table} d, ${table} e`;
const model = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, type: 'NUMERIC' as const }));
const page = (pageSize: number, countTotal = false) => ({
  columns: ['a', 'b', 'c', 'd', 'e'].map((c) => ({ column: [c] })),
  orders: ['a', 'b', 'c', 'd', 'e'].map((c) => ({ column: [c], operator: 'ASC' })),
  pageInfo: { pageNo: 1, pageSize, countTotal },
});
const all = () => true;

async function text(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts).toString('utf8');
}

describe.each(['postgres', 'mysql', 'duckdb'] as const)('CSV by the source on %s', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  const t = () => fixture.targets.find((x) => x.dialect === dialect)!;
  const input = (request: unknown, config?: { cache: boolean; cacheExpires: number }) => ({
    source: t().source,
    view: { sql: crossSql(t().table), model, config },
    request,
    actor: { permissionFingerprint: 'p' },
  });
  const size = STREAM_MIN_ROWS + 5_000;

  run('PostgreSQL copies a large page: the rows of the buffered answer, as CSV lines', async () => {
    const copied = await engine.copyCsv!(input(page(size)), all);
    if (dialect !== 'postgres') return expect(copied).toBeNull();
    const buffered = await engine.executeQuery(input(page(size)));
    expect(copied!.head.columns).toEqual(buffered.dataframe.columns);
    expect(copied!.types).toHaveLength(5);
    const lines = (await text(copied!.chunks)).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual(buffered.dataframe.rows.map((r) => r.join(',')));
  });

  run('small pages, cached views, counted pages and refused types are not copied', async () => {
    expect(await engine.copyCsv!(input(page(50)), all)).toBeNull();
    expect(await engine.copyCsv!(input(page(size), { cache: true, cacheExpires: 60 }), all)).toBeNull();
    expect(await engine.copyCsv!(input(page(size, true)), all)).toBeNull();
    expect(await engine.copyCsv!(input(page(size)), () => false)).toBeNull();
    // none of them kept a connection
    expect((await engine.executeQuery(input(page(3)))).dataframe.rows).toHaveLength(3);
  });

  run('copies left early, or never read, give their connection back', async () => {
    for (let i = 0; i < 12; i++) {
      const c = await engine.copyCsv!(input(page(50_000)), all);
      if (!c) return expect(dialect).not.toBe('postgres');
      const it2 = c.chunks[Symbol.asyncIterator]();
      if (i % 2 === 0) expect((await it2.next()).done).toBe(false);
      await it2.return?.();
    }
    expect((await engine.executeQuery(input(page(3)))).dataframe.rows).toHaveLength(3);
  });

  run('a paced stream (an Excel export) reads the buffered answer', async () => {
    const streamed = await engine.streamQuery(input(page(size)), { paced: true });
    const rows: Cell[][] = [];
    for await (const b of streamed.rows) rows.push(...b);
    expect(rows).toEqual((await engine.executeQuery(input(page(size)))).dataframe.rows);
  });
});
