import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from './tracing';

// OpenTelemetry's API keeps its registered providers on this global; nothing registers it unless traces are on.
const otelGlobal = Symbol.for('opentelemetry.js.api.1');

let collector: Server | undefined;
let tracing: Tracing | null = null;
afterAll(async () => {
  await tracing?.shutdown();
  collector?.close();
});

describe('OpenTelemetry traces', () => {
  it('with no endpoint, nothing is started and no provider is registered', async () => {
    expect(await startTracing({ endpoint: undefined, serviceName: 'tessera-test' })).toBeNull();
    expect((globalThis as Record<symbol, unknown>)[otelGlobal]).toBeUndefined();
  });

  it('with an endpoint, a request through the app arrives at the collector as a span', async () => {
    const posts: { path: string; body: Buffer }[] = [];
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        posts.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector!.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    tracing = await startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: 'tessera-test' });
    expect(tracing).not.toBeNull();
    const app = new Hono();
    app.use('*', tracing!.middleware);
    app.get('/api/v1/things/:id', (c) => c.json({ id: c.req.param('id') }));
    expect((await app.request('/api/v1/things/42')).status).toBe(200);
    await tracing!.flush();
    expect(posts.map((p) => p.path)).toContain('/v1/traces');
    const body = posts.find((p) => p.path === '/v1/traces')!.body.toString('latin1');
    expect(body).toContain('/api/v1/things/:id');
    expect(body).toContain('tessera-test');
  });
});
