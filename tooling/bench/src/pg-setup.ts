import type postgres from 'postgres';

export const BENCH_TABLE = 'tessera_bench.events';
const ROWS = 1_000_000;

/** A deterministic 1M-row table in its own schema, created once and reused across runs. */
export async function ensureBenchTable(sql: postgres.Sql): Promise<void> {
  await sql.unsafe('CREATE SCHEMA IF NOT EXISTS tessera_bench');
  const [row] = await sql.unsafe(`SELECT to_regclass('${BENCH_TABLE}') IS NOT NULL AS present`);
  if (row?.present) {
    const [c] = await sql.unsafe(`SELECT COUNT(*)::int AS n FROM ${BENCH_TABLE}`);
    if (c?.n === ROWS) return;
    await sql.unsafe(`DROP TABLE ${BENCH_TABLE}`);
  }
  console.log(`creating ${BENCH_TABLE} (${ROWS} rows)…`);
  await sql.unsafe(`
    CREATE TABLE ${BENCH_TABLE} AS
    SELECT g AS id,
           (g % 100) AS category,
           (g % 5000) AS user_id,
           round(((g::bigint * 7919) % 100000) / 100.0, 2)::numeric(10,2) AS amount,
           timestamp '2023-01-01' + (g % 525600) * interval '1 minute' AS ts,
           'name-' || (g % 997) AS label
    FROM generate_series(1, ${ROWS}) g`);
  await sql.unsafe(`ALTER TABLE ${BENCH_TABLE} ADD PRIMARY KEY (id)`);
  await sql.unsafe(`CREATE INDEX ON ${BENCH_TABLE} (category)`);
  await sql.unsafe(`ANALYZE ${BENCH_TABLE}`);
}
