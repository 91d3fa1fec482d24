import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { createMetrics, serveMetrics, type MetricsServer } from '@tessera/observability';
import { createApp } from '../app';

const logged: { level: string; obj: Record<string, unknown> }[] = [];
const capture = {
  info: (obj: object | string) => logged.push({ level: 'info', obj: obj as Record<string, unknown> }),
  warn: (obj: object | string) => logged.push({ level: 'warn', obj: obj as Record<string, unknown> }),
  error: (obj: object | string) => logged.push({ level: 'error', obj: obj as Record<string, unknown> }),
};

let env: TestEnv;
let app: ReturnType<typeof createApp>;
let listener: MetricsServer;
beforeAll(async () => {
  const metrics = createMetrics();
  env = await createTestEnv();
  app = createApp({ deps: env.deps, logger: capture, webDistDir: null, metrics });
  listener = await serveMetrics({ registry: metrics.registry, host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await listener?.close();
  await env?.close();
});

const scrape = async () => (await fetch(`http://127.0.0.1:${listener.port}/metrics`)).text();
const series = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`));

describe('HTTP metrics by route template', () => {
  it('labels a request with an id by its route, and 50 ids make no new series', async () => {
    const id = 'a'.repeat(32);
    const res = await app.request(`/api/v1/viz/datacharts/${id}`);
    expect(res.status).toBe(401);
    const once = await scrape();
    const route = 'route="/api/v1/viz/datacharts/:id"';
    expect(once).toContain(`tessera_http_requests_total{method="GET",${route},status="401"} 1`);
    expect(once).not.toContain(id);

    for (let i = 0; i < 50; i++)
      await app.request(`/api/v1/viz/datacharts/${i.toString(16).padStart(32, '0')}`);
    await app.request('/no/such/page/1');
    await app.request('/no/such/page/2');
    const after = await scrape();
    const total = series(after, 'tessera_http_requests_total');
    expect(total.filter((l) => l.includes(route))).toEqual([
      `tessera_http_requests_total{method="GET",${route},status="401"} 51`,
    ]);
    // Every request so far, ids and unknown paths included, fits in a handful of series.
    expect(total.length).toBeLessThanOrEqual(3);
    expect(series(after, 'tessera_http_request_duration_seconds_count').join('\n')).toContain(
      `tessera_http_request_duration_seconds_count{method="GET",${route}} 51`,
    );
  });
});

describe('health', () => {
  it('/livez answers, /readyz names each part, /healthz is unchanged', async () => {
    const live = await app.request('/livez');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
    const health = await app.request('/healthz');
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});

describe('request log', () => {
  it('one line per request with the request id, method, path, status and time; never the token', async () => {
    logged.length = 0;
    await app.request(`/api/v1/viz/datacharts/${'b'.repeat(32)}`, {
      headers: { 'X-Request-Id': 'req-log-1', Authorization: 'Bearer secret-token-value' },
    });
    const line = logged.find((l) => l.obj.reqId === 'req-log-1');
    expect(line, JSON.stringify(logged)).toBeDefined();
    expect(line!.level).toBe('info');
    expect(line!.obj).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: `/api/v1/viz/datacharts/${'b'.repeat(32)}`,
      status: 401,
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(logged)).not.toContain('secret-token-value');
  });

  it('generates an id when the client sends none, and answers it in X-Request-Id', async () => {
    logged.length = 0;
    const res = await app.request('/livez');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    // Probes are logged at debug level: the info log stays free of them.
    expect(logged.filter((l) => l.obj.reqId === id)).toEqual([]);
  });

  it("writes the app's own pino lines once, with its base fields once", async () => {
    const lines: string[] = [];
    const logger = pino({ base: { app: 'tessera-server' } }, { write: (l: string) => void lines.push(l) });
    const own = createApp({ deps: env.deps, logger, webDistDir: null });
    await own.request('/api/v1/viz/datacharts/x', { headers: { 'X-Request-Id': 'req-log-2' } });
    const line = lines.find((l) => l.includes('req-log-2'));
    expect(line).toBeDefined();
    expect(line!.match(/"app":/g)).toHaveLength(1);
    expect(JSON.parse(line!)).toMatchObject({ app: 'tessera-server', msg: 'request', status: 401 });
  });
});
