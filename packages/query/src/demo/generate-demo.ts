import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildDuckDbFile, loadRows, type LoadColumn } from '../connectors/duckdb/duckdb-loader';
import * as cat from './demo-catalog';
import { createRandom } from './prng';

export const DEMO_SEED = 20240601;
export const demoCounts = { products: 200, customers: 2500, orders: 18_000, reviews: 1000 } as const;

export interface DemoTable {
  name: string;
  columns: LoadColumn[];
  /** Final SQL types, applied after loading. */
  types: string[];
  rows: unknown[][];
}

const DAY = 86_400_000;
const START = Date.UTC(2021, 0, 1);
const END = Date.UTC(2024, 11, 31);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (n: number) => Math.round(n * 100) / 100;

/** The demo dataset as rows: a pure function of the seed. */
export function generateDemoData(seed = DEMO_SEED): DemoTable[] {
  const rnd = createRandom(seed);
  const categoryNames = Object.keys(cat.categories);
  const products = Array.from({ length: demoCounts.products }, (_, i) => {
    const category = categoryNames[i % categoryNames.length] as string;
    const sub = rnd.pick(cat.categories[category] as string[]);
    const name = `${rnd.pick(cat.adjectives)} ${rnd.pick(cat.nouns[category] as string[])} ${100 + i}`;
    const price = money(category === 'Electronics' ? 40 + rnd.next() * 1200 : 5 + rnd.next() * 150);
    return [i + 1, name, category, sub, price, money(price * (0.45 + rnd.next() * 0.3))];
  });
  const customers = Array.from({ length: demoCounts.customers }, (_, i) => {
    const geo = rnd.weighted(cat.geography.map((g) => [g, g.weight] as const));
    const st = rnd.pick(geo.states);
    const first = rnd.pick(cat.firstNames);
    const last = rnd.pick(cat.lastNames);
    const signup = START - 365 * DAY + Math.floor(rnd.next() * (END - START));
    return [
      i + 1,
      `${first} ${last}`,
      `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      rnd.weighted(cat.segments),
      geo.country,
      st.state,
      rnd.pick(st.cities),
      iso(signup),
    ];
  });
  const orders = Array.from({ length: demoCounts.orders }, (_, i) => {
    // Growth over the years and a year-end peak give the charts something to show.
    let t: number;
    do t = START + Math.floor(rnd.next() * (END - START + DAY));
    while (
      rnd.next() >
      0.55 + 0.45 * ((t - START) / (END - START)) * (new Date(t).getUTCMonth() >= 10 ? 1 : 0.8)
    );
    const product = products[rnd.int(0, products.length - 1)] as unknown[];
    const qty = rnd.weighted([
      [1, 55],
      [2, 25],
      [3, 10],
      [4, 6],
      [5, 4],
    ] as const);
    const discount = rnd.weighted([
      [0, 60],
      [0.05, 20],
      [0.1, 12],
      [0.2, 8],
    ] as const);
    const price = product[4] as number;
    return [
      i + 1,
      iso(t),
      rnd.int(1, demoCounts.customers),
      product[0],
      qty,
      price,
      discount,
      money(qty * price * (1 - discount)),
      rnd.weighted(cat.statuses),
      rnd.weighted(cat.channels),
      rnd.weighted(cat.payments),
    ];
  });
  orders.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || (a[0] as number) - (b[0] as number));
  orders.forEach((o, i) => (o[0] = i + 1));
  const reviews = Array.from({ length: demoCounts.reviews }, (_, i) => {
    const o = orders[rnd.int(0, orders.length - 1)] as unknown[];
    const rating = rnd.weighted([
      [5, 40],
      [4, 30],
      [3, 15],
      [2, 8],
      [1, 7],
    ] as const);
    return [
      i + 1,
      o[0],
      o[3],
      o[2],
      rating,
      iso(Date.parse(String(o[1])) + rnd.int(3, 40) * DAY),
      rnd.pick(cat.reviewTitles),
    ];
  });
  const t = (name: string, cols: [string, LoadColumn['type'], string][], rows: unknown[][]): DemoTable => ({
    name,
    columns: cols.map(([n, type]) => ({ name: n, type })),
    types: cols.map(([, , sqlType]) => sqlType),
    rows,
  });
  return [
    t(
      'products',
      [
        ['product_id', 'DOUBLE', 'INTEGER'],
        ['product_name', 'VARCHAR', 'VARCHAR'],
        ['category', 'VARCHAR', 'VARCHAR'],
        ['subcategory', 'VARCHAR', 'VARCHAR'],
        ['list_price', 'DOUBLE', 'DECIMAL(10,2)'],
        ['unit_cost', 'DOUBLE', 'DECIMAL(10,2)'],
      ],
      products,
    ),
    t(
      'customers',
      [
        ['customer_id', 'DOUBLE', 'INTEGER'],
        ['customer_name', 'VARCHAR', 'VARCHAR'],
        ['email', 'VARCHAR', 'VARCHAR'],
        ['segment', 'VARCHAR', 'VARCHAR'],
        ['country', 'VARCHAR', 'VARCHAR'],
        ['state', 'VARCHAR', 'VARCHAR'],
        ['city', 'VARCHAR', 'VARCHAR'],
        ['signup_date', 'VARCHAR', 'DATE'],
      ],
      customers,
    ),
    t(
      'orders',
      [
        ['order_id', 'DOUBLE', 'INTEGER'],
        ['order_date', 'VARCHAR', 'DATE'],
        ['customer_id', 'DOUBLE', 'INTEGER'],
        ['product_id', 'DOUBLE', 'INTEGER'],
        ['quantity', 'DOUBLE', 'INTEGER'],
        ['unit_price', 'DOUBLE', 'DECIMAL(10,2)'],
        ['discount', 'DOUBLE', 'DECIMAL(4,2)'],
        ['amount', 'DOUBLE', 'DECIMAL(12,2)'],
        ['status', 'VARCHAR', 'VARCHAR'],
        ['channel', 'VARCHAR', 'VARCHAR'],
        ['payment_method', 'VARCHAR', 'VARCHAR'],
      ],
      orders,
    ),
    t(
      'reviews',
      [
        ['review_id', 'DOUBLE', 'INTEGER'],
        ['order_id', 'DOUBLE', 'INTEGER'],
        ['product_id', 'DOUBLE', 'INTEGER'],
        ['customer_id', 'DOUBLE', 'INTEGER'],
        ['rating', 'DOUBLE', 'INTEGER'],
        ['review_date', 'VARCHAR', 'DATE'],
        ['title', 'VARCHAR', 'VARCHAR'],
      ],
      reviews,
    ),
  ];
}

const pending = new Map<string, Promise<void>>();

/** Generate the demo DuckDB file at `path` unless it exists (concurrent callers share one build). */
export function ensureDemoDatabase(path: string): Promise<void> {
  if (existsSync(path)) return Promise.resolve();
  let p = pending.get(path);
  if (!p) {
    p = (async () => {
      await mkdir(dirname(path), { recursive: true });
      await buildDuckDbFile(path, async (conn) => {
        for (const table of generateDemoData()) {
          const staging = `${table.name}_staging`;
          await loadRows(conn, staging, table.columns, table.rows);
          const select = table.columns
            .map((c, i) => `CAST("${c.name}" AS ${table.types[i]}) AS "${c.name}"`)
            .join(', ');
          await conn.run(`CREATE TABLE "${table.name}" AS SELECT ${select} FROM "${staging}" ORDER BY 1`);
          await conn.run(`DROP TABLE "${staging}"`);
        }
      });
    })().finally(() => pending.delete(path));
    pending.set(path, p);
  }
  return p;
}
