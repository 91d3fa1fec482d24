import type { Context, MiddlewareHandler } from 'hono';
import { pinoLogger } from 'hono-pino';
import pino, { type Logger as Pino } from 'pino';
import type { Logger } from '@tessera/core';

const PROBES = new Set(['/livez', '/readyz', '/healthz']);

const isPino = (l: Logger): l is Logger & Pino => typeof (l as Partial<Pino>).child === 'function';

/** A pino writing its lines to a plain core Logger (tests hand the app one that collects them). */
function pinoOver(logger: Logger): Pino {
  return pino(
    { level: 'info', base: undefined, timestamp: false },
    {
      write(line: string) {
        const entry = JSON.parse(line) as { level: number; msg?: string };
        if (entry.level >= 50) logger.error(entry, entry.msg);
        else logger.info(entry, entry.msg);
      },
    },
  );
}

/**
 * One log line per request (hono-pino) with the request id of Hono's requestId middleware: `reqId`,
 * `method`, `path`, `status`, `responseTime` (ms). No headers: they carry tokens. 5xx answers are
 * errors; the balancer's probes are logged at debug level so they do not drown the log.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  const failed = (c: Context) => c.res.status >= 500;
  // hono-pino binds its root's bindings again on each request's child, which would repeat them on every
  // line (`"app"` twice); it gets the same logger with nothing to re-bind.
  const root = isPino(logger)
    ? (Object.create(logger, { bindings: { value: () => ({}) } }) as Pino)
    : pinoOver(logger);
  return pinoLogger({
    pino: root,
    http: {
      referRequestIdKey: 'requestId',
      onReqBindings: (c) => ({ method: c.req.method, path: c.req.path }),
      onResBindings: (c) => ({ status: c.res.status }),
      onResLevel: (c) => (failed(c) ? 'error' : PROBES.has(c.req.path) ? 'debug' : 'info'),
      onResMessage: (c) => (failed(c) ? 'request failed' : 'request'),
    },
  });
}
