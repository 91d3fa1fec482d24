import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Cluster } from '../../../cluster/src/cluster';
import { BENCH_TABLE } from '../pg-setup';
import { fmt } from '../stats';
import {
  chart,
  downloaded,
  eventColumns,
  eventsView,
  pgUrl,
  sampleRss,
  tableChartConfig,
  type Http,
  type Org,
} from './common';

/**
 * Issue 31: a CSV export and an Excel export of `rows` rows from PostgreSQL, each asked as a person asks
 * it (POST /download/submit/task through the balancer) and made by the external worker, timed from the
 * request to the task's status 1 in the download list. The CSV's baseline, in the same run: PostgreSQL's
 * own `COPY (…) TO STDOUT (FORMAT csv)` of the same rows, written to a file by psql. The Excel
 * export's worker is sampled for its resident memory while it runs.
 */
async function lineCount(file: string): Promise<number> {
  let n = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>)
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

export async function exportBenches(
  cluster: Cluster,
  h: Http,
  org: Org,
  rows: number,
  out: (s: string) => void,
): Promise<void> {
  const worker = cluster.workers[0]!;
  const viewId = await eventsView(h, org, `export ${rows}`, rows);
  const chartId = await chart(h, org, viewId, `Events ${rows}`, tableChartConfig);
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bench-export-'));
  const where = rows >= 1_000_000 ? '' : ` WHERE id <= ${rows}`;
  // PostgreSQL's own client (psql) runs the COPY and writes what it sends to a file.
  const copy = async () => {
    const file = join(dir, `copy-${Date.now()}.csv`);
    const t0 = performance.now();
    const psql = spawn(
      'psql',
      [
        pgUrl,
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        `COPY (SELECT ${eventColumns.join(', ')} FROM ${BENCH_TABLE}${where}) TO STDOUT WITH (FORMAT csv, HEADER)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [code] = (
      await Promise.all([once(psql, 'exit'), pipeline(psql.stdout, createWriteStream(file))])
    )[0];
    if (code !== 0) throw new Error(`psql COPY exited with ${String(code)}`);
    const ms = performance.now() - t0;
    const bytes = (await stat(file)).size;
    await rm(file);
    return { ms, bytes };
  };
  const exportOnce = async (type: 'CSV' | 'EXCEL') => {
    const rss = sampleRss(worker.pid);
    const t0 = performance.now();
    const task = await h.api<{ id: string }>('POST', '/download/submit/task', {
      token: org.token,
      body: {
        fileName: `events-${type}`,
        downloadType: type,
        // As the web client asks it: the chart's columns, every row.
        downloadParams: [
          {
            viewId,
            vizId: chartId,
            vizType: 'DATACHART',
            vizName: 'Events',
            columns: eventColumns.map((c) => ({ column: [c] })),
          },
        ],
      },
    });
    const status = await downloaded(h, org, task.id, 30 * 60_000);
    const ms = performance.now() - t0;
    const memory = await rss.stop();
    if (status !== 1) throw new Error(`the ${type} export failed (status ${status})`);
    // The file the worker wrote (the cluster's shared FILE_STORE_DIR), to show what was made.
    const file = join(cluster.dir, 'files', 'download', `${task.id}.${type === 'CSV' ? 'csv' : 'xlsx'}`);
    const fileMb = (await stat(file)).size / 2 ** 20;
    // A CSV holds its header and every row: a short file would make the figure meaningless.
    if (type === 'CSV') {
      const lines = await lineCount(file);
      if (lines !== rows + 1) throw new Error(`the CSV export has ${lines} lines, not ${rows + 1}`);
    }
    return { ms, fileMb, ...memory };
  };
  try {
    // Warm-up: the worker's engine connects, PostgreSQL's cache holds the table.
    await copy();
    const copies: number[] = [];
    const csvs: number[] = [];
    let bytes = 0;
    let csvMb = 0;
    // Alternated, twice each: the host's speed drifts, a ratio of neighbours holds better.
    for (let i = 0; i < 2; i++) {
      const c = await copy();
      copies.push(c.ms);
      bytes = c.bytes;
      const csv = await exportOnce('CSV');
      csvs.push(csv.ms);
      csvMb = csv.fileMb;
    }
    const copyMs = Math.min(...copies);
    const csvMs = Math.min(...csvs);
    const share = copyMs / csvMs;
    out(
      `- (31a) CSV export of ${rows.toLocaleString('en')} rows (request → file ready, best of 2): ${fmt(csvMs, 0)} ms (${fmt(csvMb, 1)} MB), ${fmt(rows / (csvMs / 1000), 0)} rows/s; COPY … TO STDOUT to a file (${fmt(bytes / 2 ** 20, 1)} MB): ${fmt(copyMs, 0)} ms, ${fmt(rows / (copyMs / 1000), 0)} rows/s → ${fmt(share * 100, 0)} % of COPY's throughput (target ≥ 50 %) ${share >= 0.5 ? 'PASS' : 'MISS'}`,
    );
    const xlsx = await exportOnce('EXCEL');
    out(
      `- (31b) Excel export of ${rows.toLocaleString('en')} rows: ${fmt(xlsx.ms, 0)} ms (${fmt(xlsx.fileMb, 1)} MB; ×${fmt(xlsx.ms / csvMs)} the CSV export's time); worker RSS ${fmt(xlsx.startMb, 0)} MB before, peak ${fmt(xlsx.peakMb, 0)} MB (target ≤ 256 MB) ${xlsx.peakMb <= 256 ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
