import { buildQuery as chartQuery, type DatachartConfig, type Dataframe } from '@tessera/charts';
import {
  buildQuery,
  createDuckDbConnector,
  ensureDemoDatabase,
  queryRequestSchema,
  renderParts,
} from '@tessera/query';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The gallery's view over the demo source: orders with their customer and product. */
export const demoViewSql = `SELECT o.order_id, o.order_date, CAST(strftime(o.order_date, '%Y') AS VARCHAR) AS order_year,
  strftime(o.order_date, '%Y-%m') AS order_month, o.quantity, o.amount, o.discount, o.status, o.channel,
  o.payment_method, c.segment, c.country, c.state, c.city, p.category, p.subcategory, p.product_name,
  p.unit_cost * o.quantity AS cost
FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN products p ON p.product_id = o.product_id`;

export const demoModel = [
  ['order_id', 'NUMERIC'],
  ['order_date', 'DATE'],
  ['order_year', 'STRING'],
  ['order_month', 'STRING'],
  ['quantity', 'NUMERIC'],
  ['amount', 'NUMERIC'],
  ['discount', 'NUMERIC'],
  ['status', 'STRING'],
  ['channel', 'STRING'],
  ['payment_method', 'STRING'],
  ['segment', 'STRING'],
  ['country', 'STRING'],
  ['state', 'STRING'],
  ['city', 'STRING'],
  ['category', 'STRING'],
  ['subcategory', 'STRING'],
  ['product_name', 'STRING'],
  ['cost', 'NUMERIC'],
].map(([name, type]) => ({ name: name as string, type: type as 'STRING' | 'NUMERIC' | 'DATE' }));

/** Runs chart configs against the generated demo database (DuckDB, in process), as the server would. */
export async function openDemo() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-gallery-'));
  const path = join(dir, 'demo.duckdb');
  await ensureDemoDatabase(path);
  const connector = createDuckDbConnector({ path });
  const view = { id: 'demo', model: { columns: Object.fromEntries(demoModel.map((m) => [m.name, m])) } };
  return {
    async run(config: DatachartConfig): Promise<Dataframe> {
      const request = queryRequestSchema.parse(chartQuery(config, view, { pageSize: 5000 }));
      const built = buildQuery({
        dialect: 'duckdb',
        view: [demoViewSql],
        request,
        model: demoModel,
        maxRows: 5000,
      });
      const { sql, params } = renderParts(built.parts, 'duckdb');
      const result = await connector.execute(sql, params, { timeoutMs: 30_000, maxRows: 5000 });
      return {
        columns: result.columns.map((c) => ({ name: [c.name], type: c.type })),
        rows: result.rows as Dataframe['rows'],
      };
    },
    close: () => connector.close(),
  };
}
