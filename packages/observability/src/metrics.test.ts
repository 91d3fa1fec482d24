import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, jobQueue, type JobHandler } from '@tessera/core';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { createMetrics, type AppMetrics } from './metrics';
import { serveMetrics, type MetricsServer } from './metrics-server';
import { createReadiness } from './readiness';
import { watchServices } from './service-gauges';

let env: TestEnv;
let metrics: AppMetrics;
let server: MetricsServer;
beforeAll(async () => {
  metrics = createMetrics();
  env = await createTestEnv({}, { metrics: metrics.recorder });
  watchServices(metrics, env.deps);
  server = await serveMetrics({
    registry: metrics.registry,
    host: '127.0.0.1',
    port: 0,
    ready: createReadiness({ db: env.deps.db }),
  });
});
afterAll(async () => {
  await server?.close();
  await env?.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((l) => l.startsWith(`${series} `))
    ?.slice(series.length + 1);

describe('/metrics on its own listener', () => {
  it('serves the process metrics (event-loop lag, heap, RSS) and nothing else on that port', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });

  it('reads queue depth and the oldest waiting job from the jobs table at scrape time', async () => {
    const now = env.deps.clock();
    const minuteAgo = new Date(now.getTime() - 60_000);
    await jobQueue.enqueue(env.deps.db, now, 'gauge-test', {}, { runAt: minuteAgo });
    await jobQueue.enqueue(env.deps.db, now, 'gauge-test', {});
    await jobQueue.enqueue(
      env.deps.db,
      now,
      'gauge-test',
      {},
      { runAt: new Date(now.getTime() + 3_600_000) },
    );
    const text = await scrape();
    expect(sample(text, 'tessera_jobs_waiting{kind="gauge-test"}')).toBe('2');
    expect(
      Number(sample(text, 'tessera_jobs_oldest_waiting_seconds{kind="gauge-test"}')),
    ).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'tessera_query_pool_leases')).toBe('0');
  });

  it('counts jobs claimed, succeeded and retried as the runner reports them', async () => {
    let calls = 0;
    const handler: JobHandler = {
      kind: 'gauge-test',
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('first attempt fails');
      },
    };
    await drainJobs(env.deps, [handler]);
    const text = await scrape();
    expect(sample(text, 'tessera_jobs_total{kind="gauge-test",event="claimed"}')).toBe('2');
    expect(sample(text, 'tessera_jobs_total{kind="gauge-test",event="retried"}')).toBe('1');
    expect(sample(text, 'tessera_jobs_total{kind="gauge-test",event="succeeded"}')).toBe('1');
    // The retried job waits for its backoff, so it is not due: the gauge is back to 0 but still reported.
    expect(sample(text, 'tessera_jobs_waiting{kind="gauge-test"}')).toBe('0');
  });

  it('answers /livez and /readyz beside /metrics (the worker has no other listener)', async () => {
    const live = await fetch(`http://127.0.0.1:${server.port}/livez`);
    expect(live.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });
});
