import { appendFile, rm } from 'node:fs/promises';
import { load, type LoadResult } from '../http/load';
import { hasWrk, wrkLoad } from '../http/wrk';
import { startServer } from '../http/server';
import { fmt, percentile } from '../stats';
import {
  barChartConfig,
  benchCluster,
  board,
  chart,
  eventsView,
  firstOwner,
  hostLine,
  http,
  report,
  size,
  type Http,
  type Org,
} from './common';
import { fmtStats, runUsers, type Browse } from './users';

/**
 * Issue 34's speed cases, on tooling/cluster's topology (two compiled servers and an external worker on a
 * fresh PostgreSQL metadata database and an own Redis, behind haproxy) and on one server with the PGlite
 * default. Sizes: BENCH_USERS (200), BENCH_LOAD_SECONDS (60), BENCH_RAMP_SECONDS (half the run: the 200
 * sign-ins over 30 s, about 7 a second, a team arriving together; the storm case is the heavy rate),
 * BENCH_STORM_RATE (25 sign-ins/s), BENCH_ROUND_SECONDS (10, the throughput and /metrics rounds), or
 * BENCH_SCALE; BENCH_CASES picks cases (default "replicas,users,storm,metrics,pglite").
 */
const { out, lines } = report();
const cases = (process.env.BENCH_CASES ?? 'replicas,users,storm,metrics,pglite').split(',');
const users = size('BENCH_USERS', 200, 10);
const seconds = size('BENCH_LOAD_SECONDS', 60, 5);
const ramp = Math.min(seconds / 2, Number(process.env.BENCH_RAMP_SECONDS ?? seconds / 2));
const roundSeconds = size('BENCH_ROUND_SECONDS', 10, 3);
const stormRate = Number(process.env.BENCH_STORM_RATE ?? 25);
/**
 * A user's think time between two steps, in ms: BENCH_THINK_MS "min-max" (default 1000-3000, a person who
 * clicks every two seconds on average); "0" is the saturating loop of the earlier runs, kept as a
 * reading of capacity, not of a working day.
 */
const thinkMs = ((): readonly [number, number] => {
  const [lo, hi] = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
  return [lo ?? 0, hi ?? lo ?? 0];
})();

async function browseFixtures(h: Http, org: Org): Promise<Browse> {
  const cachedViewId = await eventsView(h, org, 'events (cached)', 1_000_000, true);
  const plainViewId = await eventsView(h, org, 'events', 1_000_000);
  const charts = [];
  for (let i = 0; i < 4; i++)
    charts.push(await chart(h, org, cachedViewId, `Amount ${i + 1}`, barChartConfig));
  return { org, cachedViewId, plainViewId, board: await board(h, org, 'Browsing board', charts) };
}

const page100 = {
  columns: ['id', 'category', 'amount'].map((c) => ({ column: [c] })),
  orders: [{ column: ['id'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};

const fmtLoad = (r: LoadResult) =>
  `${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 0)} ms, errors ${r.errors}`;
const median = (v: number[]) => percentile(v, 50);

async function replicas(h: Http, b: Browse) {
  const body = { viewId: b.cachedViewId, ...page100 };
  const cached = (to?: string) => () => () =>
    h.call('POST', '/api/v1/data-provider/execute', { token: b.org.token, to, body }).then((r) => r.status);
  await cached()()();
  // wrk (C) when installed: the in-house Node loader takes most of a core on this 2-core host, which a
  // second replica then cannot use; the loader stays the fallback.
  const withWrk = await hasWrk();
  const round = (to?: string): Promise<LoadResult> =>
    withWrk
      ? wrkLoad(
          `${h.base}/api/v1/data-provider/execute`,
          {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${b.org.token}`,
              'X-Forwarded-For': '10.254.0.1',
              ...(to ? { 'X-Tessera-To': to } : {}),
            },
            body,
          },
          50,
          roundSeconds,
        )
      : load(50, roundSeconds, cached(to));
  // A round to warm both replicas (JIT, connections, caches), not counted.
  await round();
  const one: LoadResult[] = [];
  const two: LoadResult[] = [];
  // Alternated rounds through the same balancer: one replica named (X-Tessera-To: s1), then round robin.
  for (let i = 0; i < 3; i++) {
    one.push(await round('s1'));
    two.push(await round());
  }
  const ratio = median(two.map((r) => r.rps)) / median(one.map((r) => r.rps));
  out(
    `- (34a) cached execute through haproxy (load from ${withWrk ? 'wrk, one thread' : 'the Node loader; install wrk for a lighter one'}), 50 connections, ${roundSeconds} s rounds ×3 after a warm-up round: one replica ${one.map(fmtLoad).join(' | ')}; two replicas ${two.map(fmtLoad).join(' | ')} → ×${fmt(ratio)} (target ≥ 1.7×) ${ratio >= 1.7 ? 'PASS' : 'MISS'}`,
  );
}

async function browsing(h: Http, b: Browse, label: string, storm?: number) {
  const r = await runUsers(h, b, {
    users,
    seconds,
    rampSeconds: ramp,
    stormPerSecond: storm,
    thinkMs,
  });
  out(`- ${label}: all ${fmtStats(r.all)}`);
  out(`    sign-ins (once per user): ${fmtStats(r.signIns)}`);
  out(`    browsing: ${fmtStats(r.browsing)}`);
  if (r.storm) out(`    storm sign-ins (${storm}/s): ${fmtStats(r.storm)}`);
  if (Object.keys(r.failures).length)
    out(`    no answer (status 0), by reason: ${JSON.stringify(r.failures)}`);
  return r;
}

async function metricsOverhead(h: Http, b: Browse, metricsPorts: number[]) {
  const shot = () => () =>
    h
      .call('POST', '/api/v1/data-provider/execute', {
        token: b.org.token,
        body: { viewId: b.cachedViewId, ...page100 },
      })
      .then((r) => r.status);
  const off: LoadResult[] = [];
  const on: LoadResult[] = [];
  let scrapes = 0;
  await load(50, roundSeconds, shot);
  for (let i = 0; i < 3; i++) {
    off.push(await load(50, roundSeconds, shot));
    // Prometheus' way: every process's /metrics once a second, on its own listener.
    const timer = setInterval(() => {
      for (const port of metricsPorts)
        void fetch(`http://127.0.0.1:${port}/metrics`).then(
          (r) => r.text().then(() => scrapes++),
          () => undefined,
        );
    }, 1000);
    on.push(await load(50, roundSeconds, shot));
    clearInterval(timer);
  }
  const added = median(on.map((r) => r.p50)) / median(off.map((r) => r.p50)) - 1;
  out(
    `- (34e) /metrics of ${metricsPorts.length} processes scraped every second (${scrapes} scrapes) under 50 connections of cached executes, ${roundSeconds} s rounds ×3 after a warm-up round: without ${off.map((r) => fmt(r.p50, 1)).join(', ')} ms p50; with ${on.map((r) => fmt(r.p50, 1)).join(', ')} ms p50 → ${added >= 0 ? '+' : ''}${fmt(added * 100, 1)} % (target ≤ +2 %) ${added <= 0.02 ? 'PASS' : 'MISS'}`,
  );
}

async function main() {
  out(`## Replicas, users and metrics (issue 34) — ${hostLine()}\n`);
  out(
    `Sizes: ${users} users, ${seconds} s (sign-ins spread over ${ramp} s), think time ${thinkMs[0]}–${thinkMs[1]} ms between steps, rounds of ${roundSeconds} s.\n`,
  );
  if (['replicas', 'users', 'storm', 'metrics'].some((c) => cases.includes(c))) {
    const cluster = await benchCluster({ servers: 2, workers: 1 });
    try {
      const h = http(cluster.url);
      const b = await browseFixtures(h, await firstOwner(h));
      if (cases.includes('replicas')) await replicas(h, b);
      if (cases.includes('users')) {
        const r = await browsing(
          h,
          b,
          `(34b) ${users} users × ${seconds} s, PostgreSQL metadata, two replicas`,
        );
        out(
          `    → p99 ${fmt(r.all.p99, 0)} ms (target ≤ 1,000) and ${r.all.errors} errors (target 0) ${r.all.p99 <= 1000 && r.all.errors === 0 ? 'PASS' : 'MISS'}`,
        );
      }
      if (cases.includes('storm')) {
        const r = await browsing(
          h,
          b,
          `(34c) the same with a sign-in storm of ${stormRate}/s beside them`,
          stormRate,
        );
        out(
          `    → browsing p99 ${fmt(r.browsing.p99, 0)} ms (target ≤ 2,000) ${r.browsing.p99 <= 2000 ? 'PASS' : 'MISS'}`,
        );
      }
      if (cases.includes('metrics'))
        await metricsOverhead(
          h,
          b,
          [...cluster.servers, ...cluster.workers].map((p) => p.metricsPort!).filter(Boolean),
        );
    } finally {
      await cluster.stop();
    }
  }
  if (cases.includes('pglite')) {
    const server = await startServer(undefined);
    try {
      const h = http(server.base);
      const b = await browseFixtures(h, await firstOwner(h));
      const r = await browsing(h, b, `(34d) ${users} users × ${seconds} s, one server on the PGlite default`);
      out(
        `    → max ${fmt(r.all.max, 0)} ms, ${r.all.over5s} over 5 s (target 0) ${r.all.over5s === 0 ? 'PASS' : 'MISS'}`,
      );
    } finally {
      await server.stop();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  }
  out(`\n(ended ${hostLine()})`);
  // BENCH_OUT=<file> appends the figures to a file (for docs/performance.md).
  if (process.env.BENCH_OUT) await appendFile(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}

await main();
