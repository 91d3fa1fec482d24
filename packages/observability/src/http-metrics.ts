import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppMetrics } from './metrics';

/**
 * Counts and times every request under the route template that answered it (Hono's matched path,
 * `/api/v1/viz/datacharts/:id`), so the label count is bounded by the routes the app declares, never
 * by the ids clients send. A path no route knows is labelled by the catch-all that answered it (`/*`).
 */
export function httpMetrics(metrics: Pick<AppMetrics, 'httpRequest'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.httpRequest(
        c.req.method,
        routePath(c) || 'unmatched',
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}
