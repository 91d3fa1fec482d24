import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryEngine, type QueryEngine } from '../engine/query-engine';
import { demoCounts, generateDemoData } from './generate-demo';

let dir: string;
let engine: QueryEngine;
const demo = { id: 'demo', type: 'DEMO' as const, config: {} };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tq-demo-'));
  engine = createQueryEngine({ dataDir: dir });
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

const digest = (seed?: number) =>
  createHash('sha256')
    .update(JSON.stringify(generateDemoData(seed)))
    .digest('hex');

describe('demo dataset', () => {
  it('is deterministic for a seed and different for another', () => {
    expect(digest()).toBe(digest());
    expect(digest(1)).not.toBe(digest());
  });

  it('is generated into DuckDB with the announced tables and sizes', async () => {
    const tables = await engine.listTables(demo, 'main');
    expect(tables).toEqual(['customers', 'orders', 'products', 'reviews']);
    const counts = await engine.executeTest({
      source: demo,
      sql: 'SELECT (SELECT COUNT(*) FROM orders), (SELECT COUNT(*) FROM customers), (SELECT COUNT(*) FROM products), (SELECT COUNT(*) FROM reviews)',
    });
    expect(counts.dataframe.rows).toEqual([
      [demoCounts.orders, demoCounts.customers, demoCounts.products, demoCounts.reviews],
    ]);
  });

  it('answers a chart query: revenue per year over several years, with geography', async () => {
    const res = await engine.executeQuery({
      source: demo,
      view: {
        sql: 'SELECT o.*, c.country, c.state, c.city FROM orders o JOIN customers c USING (customer_id)',
        model: [
          { name: 'order_date', type: 'DATE' },
          { name: 'amount', type: 'NUMERIC' },
          { name: 'country', type: 'STRING' },
        ],
      },
      request: {
        functionColumns: [{ alias: 'year', snippet: 'AGG_DATE_YEAR([order_date])' }],
        groups: [{ column: ['year'] }],
        aggregators: [
          { column: ['amount'], sqlOperator: 'SUM' },
          { column: ['country'], sqlOperator: 'COUNT_DISTINCT' },
        ],
        orders: [{ column: ['year'], operator: 'ASC' }],
      },
      actor: { permissionFingerprint: 'demo' },
    });
    expect(res.dataframe.rows.map((r) => r[0])).toEqual([2021, 2022, 2023, 2024]);
    for (const row of res.dataframe.rows) {
      expect(row[1] as number).toBeGreaterThan(0);
      expect(row[2]).toBe(8);
    }
    const columns = await engine.listColumns(demo, 'main', 'orders');
    expect(columns.map((c) => c.name)).toContain('order_date');
  });
});
