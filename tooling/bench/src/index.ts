import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueryEngine, loadSqlParser, type SourceDescriptor } from '@tessera/query';
import postgres from 'postgres';
import { csvGroupBy } from './csv-bench';
import {
  aggregateRequest,
  cachedThroughput,
  concurrentExecutions,
  describeOverhead,
  largeResult,
  overhead,
  rowsRequest,
} from './pg-benches';
import { ensureBenchTable } from './pg-setup';
import { fmt, mb } from './stats';

/**
 * Query-engine benchmarks. Every ratio is against a baseline measured in this same process.
 * Run: npm run bench --workspace @tessera/bench (PG_TEST_URL overrides the PostgreSQL URL).
 */
const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const u = new URL(pgUrl);
const source: SourceDescriptor = {
  id: 'bench-pg',
  type: 'JDBC',
  config: {
    dbType: 'POSTGRESQL',
    url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  },
};

interface Row {
  bench: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  pass: boolean;
}

async function main() {
  const root = await mkdtemp(join(tmpdir(), 'tessera-bench-'));
  const sql = postgres(pgUrl, { max: 4, onnotice: () => {} });
  const results: Row[] = [];
  try {
    await ensureBenchTable(sql);
    // The baselines compile their SQL before the engine has loaded the parser (it loads on first use).
    await loadSqlParser();
    const engine = createQueryEngine({
      dataDir: join(root, 'pg'),
      defaultLimits: { timeoutMs: 60_000, maxRows: 200_000 },
    });

    console.log('(a) execute overhead…');
    for (const [name, req] of [
      ['aggregate', aggregateRequest],
      ['1k rows', rowsRequest],
    ] as const) {
      const r = await overhead(engine, sql, source, name, req, 200);
      console.log(`    ${describeOverhead(r)}`);
      const extra = r.engineP50 - r.driverP50;
      results.push({
        bench: `(a) overhead, ${name}`,
        measured: `p50 ${fmt(r.engineP50)} ms, p95 ${fmt(r.engineP95)} ms`,
        baseline: `p50 ${fmt(r.driverP50)} ms, p95 ${fmt(r.driverP95)} ms`,
        ratio: `+${fmt(extra)} ms p50 (paired +${fmt(r.pairedExtraP50)} ms)`,
        target: '≤ +3 ms at p50',
        pass: extra <= 3,
      });
    }

    console.log('(b) 100k-row result…');
    const big = await largeResult(engine, sql, source);
    const timeRatio = big.engineMs / big.driverMs;
    const memRatio = big.engineMem / Math.max(1, big.driverMem);
    results.push({
      bench: '(b) 100k rows, time',
      measured: `${fmt(big.engineMs, 0)} ms (${big.rows} rows)`,
      baseline: `${fmt(big.driverMs, 0)} ms`,
      ratio: `×${fmt(timeRatio)}`,
      target: '≤ 1.5×',
      pass: timeRatio <= 1.5,
    });
    results.push({
      bench: '(b) 100k rows, peak memory',
      measured: mb(big.engineMem),
      baseline: mb(big.driverMem),
      ratio: `×${fmt(memRatio)}`,
      target: '≤ 1.5×',
      pass: memRatio <= 1.5,
    });

    console.log('(c) 100 concurrent identical executes…');
    const executions = await concurrentExecutions(join(root, 'c'), source);
    results.push({
      bench: '(c) 100 concurrent identical',
      measured: `${executions} DB execution(s)`,
      baseline: '100 requests',
      ratio: `${executions}/100`,
      target: 'exactly 1',
      pass: executions === 1,
    });

    console.log('(d) cached execute throughput…');
    const rps = await cachedThroughput(engine, source, 2);
    results.push({
      bench: '(d) cached executes',
      measured: `${fmt(rps.sequential, 0)} req/s sequential, ${fmt(rps.concurrent8, 0)} req/s ×8`,
      baseline: 'in-process',
      ratio: '-',
      target: '≥ 5,000 req/s',
      pass: rps.sequential >= 5000,
    });
    await engine.close();

    console.log('(e) 1M-row CSV group-by…');
    const csv = await csvGroupBy(join(root, 'csv'));
    const csvRatio = csv.engineMs / csv.duckCsvMs;
    results.push({
      bench: '(e) 1M-row CSV group-by',
      measured: `${fmt(csv.engineMs)} ms (load once: ${fmt(csv.loadMs, 0)} ms)`,
      baseline: `${fmt(csv.duckCsvMs)} ms read_csv; ${fmt(csv.duckTableMs)} ms on a loaded table`,
      ratio: `×${fmt(csvRatio)}`,
      target: '≤ 1.3×',
      pass: csvRatio <= 1.3,
    });
  } finally {
    await sql.end();
    await rm(root, { recursive: true, force: true });
  }

  const header = ['Benchmark', 'Tessera', 'Baseline (same process)', 'Ratio', 'Target', 'Result'];
  const lines = results.map((r) => [
    r.bench,
    r.measured,
    r.baseline,
    r.ratio,
    r.target,
    r.pass ? 'PASS' : 'MISS',
  ]);
  console.table(lines.map((l) => Object.fromEntries(header.map((h, i) => [h, l[i]]))));
  const md = [
    `## Query engine benchmarks (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores)`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
    '',
  ].join('\n');
  await writeFile(new URL('../RESULTS.md', import.meta.url), md);
  console.log('\nwritten to tooling/bench/RESULTS.md');
}

await main();
