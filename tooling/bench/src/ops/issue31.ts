import { appendFile } from 'node:fs/promises';
import { benchCluster, firstOwner, hostLine, http, report, size } from './common';
import { exportBenches } from './exports-bench';
import { renderBench } from './render-bench';
import { doubleFireBench, scheduleFireBench } from './schedules-bench';

/**
 * Issue 31's speed cases (exports, schedules, pictures) on tooling/cluster's topology: one server and
 * one external worker (three for the double-fire case) on a fresh PostgreSQL metadata database, behind
 * haproxy. Sizes: BENCH_EXPORT_ROWS (1,000,000), BENCH_SCHEDULES (10,000), BENCH_FIRES (1,000),
 * BENCH_RENDER_ROUNDS (5), or BENCH_SCALE for all; BENCH_CASES picks cases (default "exports,fires,double,render").
 * Needs the built web app (npm run build -w @tessera/web) for the picture case.
 */
const { out, lines } = report();
const cases = (process.env.BENCH_CASES ?? 'exports,fires,double,render').split(',');

async function main() {
  out(`## Exports and schedules (issue 31) — ${hostLine()}\n`);
  const cluster = await benchCluster({ servers: 1, workers: 1 });
  try {
    const h = http(cluster.url);
    const org = await firstOwner(h);
    if (cases.includes('exports'))
      await exportBenches(cluster, h, org, size('BENCH_EXPORT_ROWS', 1_000_000, 1000), out);
    if (cases.includes('render')) await renderBench(cluster, h, org, size('BENCH_RENDER_ROUNDS', 5, 1), out);
    if (cases.includes('fires'))
      await scheduleFireBench(cluster, h, org, size('BENCH_SCHEDULES', 10_000, 60), out);
    if (cases.includes('double')) await doubleFireBench(cluster, h, org, size('BENCH_FIRES', 1000, 30), out);
    out(`\n(ended ${hostLine()})`);
  } finally {
    await cluster.stop();
  }
  // BENCH_OUT=<file> appends the figures to a file (for docs/performance.md).
  if (process.env.BENCH_OUT) await appendFile(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}

await main();
