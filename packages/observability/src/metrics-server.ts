import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Readiness } from './readiness';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * `/metrics` on a listener of its own (METRICS_HOST:METRICS_PORT), apart from the app's port, so that
 * it can stay on a private interface while the app faces the world. `port` 0 takes a free port (tests).
 * With `ready` it answers `/livez` and `/readyz` too (the worker, which has no other listener).
 */
export async function serveMetrics(opts: {
  registry: Registry;
  host: string;
  port: number;
  ready?: () => Promise<Readiness>;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const ready = opts.ready;
    if (ready && path === '/livez') return json(res, 200, { status: 'ok' });
    if (ready && path === '/readyz') {
      void ready().then((r) => json(res, r.status === 'unavailable' ? 503 : 200, r));
      return;
    }
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: scrape /metrics\n');
      return;
    }
    opts.registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': opts.registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (e: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(e)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
