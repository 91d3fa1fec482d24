import {
  buildQuery,
  createConnector,
  createQueryEngine,
  prepareViewSql,
  queryRequestSchema,
  renderParts,
  type Connector,
  type QueryEngine,
  type SourceDescriptor,
} from '@tessera/query';
import type postgres from 'postgres';
import { BENCH_TABLE } from './pg-setup';
import { fmt, mb, peakMemory, percentile, time } from './stats';

export const benchModel = [
  { name: 'id', type: 'NUMERIC' as const },
  { name: 'category', type: 'NUMERIC' as const },
  { name: 'user_id', type: 'NUMERIC' as const },
  { name: 'amount', type: 'NUMERIC' as const },
  { name: 'ts', type: 'DATE' as const },
  { name: 'label', type: 'STRING' as const },
];
const view = { sql: `SELECT * FROM ${BENCH_TABLE}`, model: benchModel };
const actor = { permissionFingerprint: 'bench' };

export const aggregateRequest = {
  groups: [{ column: ['category'] }],
  aggregators: [
    { column: ['amount'], sqlOperator: 'SUM' },
    { column: ['id'], sqlOperator: 'COUNT' },
  ],
  filters: [
    {
      column: ['id'],
      sqlOperator: 'BETWEEN',
      values: [
        { value: 1, valueType: 'NUMERIC' },
        { value: 5_000, valueType: 'NUMERIC' },
      ],
    },
  ],
  orders: [{ column: ['category'], operator: 'ASC' }],
};
export const rowsRequest = {
  columns: ['id', 'category', 'amount', 'ts', 'label'].map((c) => ({ column: [c] })),
  filters: [{ column: ['category'], sqlOperator: 'EQ', values: [{ value: 7, valueType: 'NUMERIC' }] }],
  orders: [{ column: ['id'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 1000 },
};

/** The exact SQL and parameters the engine sends, for the driver-only baseline. */
function compiled(request: unknown) {
  const v = prepareViewSql(view.sql, [], 'postgres');
  const b = buildQuery({
    dialect: 'postgres',
    view: v.parts,
    request: queryRequestSchema.parse(request),
    model: benchModel,
    maxRows: 200_000,
  });
  return renderParts(b.parts, 'postgres');
}

export interface OverheadResult {
  name: string;
  engineP50: number;
  engineP95: number;
  driverP50: number;
  driverP95: number;
  /** Median of the per-iteration differences (engine − driver, run back to back). */
  pairedExtraP50: number;
  rows: number;
}

export async function overhead(
  engine: QueryEngine,
  sql: postgres.Sql,
  source: SourceDescriptor,
  name: string,
  request: unknown,
  iterations: number,
): Promise<OverheadResult> {
  const q = compiled(request);
  const viaEngine = () => engine.executeQuery({ source, view, request, actor });
  const viaDriver = () => sql.unsafe(q.sql, q.params as never[]);
  for (let i = 0; i < 20; i++) await Promise.all([viaEngine(), viaDriver()]);
  const e: number[] = [];
  const d: number[] = [];
  let rows = 0;
  for (let i = 0; i < iterations; i++) {
    // Alternate the order so that neither side always runs on a warmer cache.
    const [te, r] = i % 2 === 0 ? await time(viaEngine) : [0, undefined];
    const [td] = await time(viaDriver);
    const [te2, r2] = i % 2 === 1 ? await time(viaEngine) : [te, r];
    e.push(te2);
    d.push(td);
    rows = r2?.dataframe.rows.length ?? rows;
  }
  const paired = e.map((x, i) => x - (d[i] as number));
  return {
    name,
    rows,
    engineP50: percentile(e, 50),
    engineP95: percentile(e, 95),
    driverP50: percentile(d, 50),
    driverP95: percentile(d, 95),
    pairedExtraP50: percentile(paired, 50),
  };
}

export async function largeResult(engine: QueryEngine, sql: postgres.Sql, source: SourceDescriptor) {
  const text = `SELECT id, category, user_id, amount, ts, label FROM ${BENCH_TABLE} WHERE id <= 100000`;
  await engine.executeTest({ source, sql: text, size: 100_000 });
  await sql.unsafe(text);
  const runs = { engine: [] as number[], driver: [] as number[], engineMem: 0, driverMem: 0, rows: 0 };
  for (let i = 0; i < 5; i++) {
    // Alternate which side runs first; the machine may be shared.
    const first = i % 2 === 0;
    const d0 = first ? await peakMemory(() => sql.unsafe(text)) : undefined;
    const e = await peakMemory(() => engine.executeTest({ source, sql: text, size: 100_000 }));
    const d = d0 ?? (await peakMemory(() => sql.unsafe(text)));
    runs.driver.push(d.ms);
    runs.engine.push(e.ms);
    runs.driverMem = Math.max(runs.driverMem, d.peakBytes);
    runs.engineMem = Math.max(runs.engineMem, e.peakBytes);
    runs.rows = e.value.dataframe.rows.length;
  }
  return {
    engineMs: percentile(runs.engine, 50),
    driverMs: percentile(runs.driver, 50),
    engineMem: runs.engineMem,
    driverMem: runs.driverMem,
    rows: runs.rows,
  };
}

export async function concurrentExecutions(dataDir: string, source: SourceDescriptor): Promise<number> {
  let executions = 0;
  const counting = async (
    s: SourceDescriptor,
    o: Parameters<typeof createConnector>[1],
  ): Promise<Connector> => {
    const c = await createConnector(s, o);
    return { ...c, execute: (q, p, opts) => (executions++, c.execute(q, p, opts)) };
  };
  const engine = createQueryEngine({ dataDir, connectorFactory: counting });
  await engine.testConnection(source);
  await Promise.all(
    Array.from({ length: 100 }, () =>
      engine.executeQuery({ source, view, request: aggregateRequest, actor }),
    ),
  );
  await engine.close();
  return executions;
}

export async function cachedThroughput(engine: QueryEngine, source: SourceDescriptor, seconds: number) {
  const cachedView = { ...view, config: { cache: true, cacheExpires: 600 } };
  const run = () => engine.executeQuery({ source, view: cachedView, request: aggregateRequest, actor });
  const first = await run();
  if (first.served !== 'executed') throw new Error('expected a first execution');
  for (let i = 0; i < 500; i++) await run();
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const r = await run();
    if (r.served !== 'cache') throw new Error('cached path not taken');
    n++;
  }
  const seq = n / ((performance.now() - t0) / 1000);
  let m = 0;
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() - t1 < seconds * 1000) {
        await run();
        m++;
      }
    }),
  );
  return { sequential: seq, concurrent8: m / ((performance.now() - t1) / 1000) };
}

export const describeOverhead = (r: OverheadResult) =>
  `${r.name}: engine p50 ${fmt(r.engineP50)} ms / p95 ${fmt(r.engineP95)} ms, driver p50 ${fmt(r.driverP50)} ms / p95 ${fmt(r.driverP95)} ms, paired extra p50 ${fmt(r.pairedExtraP50)} ms (${r.rows} rows)`;
export { mb };
