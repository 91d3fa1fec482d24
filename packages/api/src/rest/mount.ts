import { Hono } from 'hono';
import { AppError } from '@tessera/core';
import type { ApiEnv } from '../env';
import { errorShape, renderMessage, statusOf, toAppError } from '../errors';
import { fail, ok } from './envelope';
import type { RestRoute } from './route';

/** Mounts REST routes: auth gate → query/body validation → handler → envelope. */
export function mountRestRoutes(routes: RestRoute[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const r of routes) {
    app.on(r.method.toUpperCase(), r.path, async (c) => {
      const ctx = c.get('ctx');
      if (r.access === 'user' && !ctx.actor) throw new AppError('UNAUTHENTICATED');
      const query = r.query ? r.query.parse(c.req.query()) : undefined;
      let body: unknown;
      if (r.body && r.body !== 'multipart') {
        const raw = await c.req.json().catch(() => {
          throw new AppError(
            'INVALID_INPUT',
            { details: 'body is not valid JSON' },
            { fields: [{ path: 'body', message: 'invalid' }] },
          );
        });
        body = r.body.parse(raw);
      }
      const data = await r.handler({ c, ctx, query, body, params: c.req.param() } as never);
      return c.json(ok(data, c.get('warnings') ?? null));
    });
  }
  app.notFound((c) => c.json(fail(404, 'Not found', { code: 'NOT_FOUND', params: {}, fields: [] }), 404));
  app.onError((err, c) => {
    const ctx = c.get('ctx');
    const e = toAppError(err, ctx);
    const lang = ctx?.lang ?? 'en';
    if (e.code === 'RATE_LIMITED' && e.params.seconds !== undefined)
      c.header('Retry-After', String(e.params.seconds));
    return c.json(fail(statusOf(e), renderMessage(lang, e), errorShape(lang, e)), statusOf(e) as 400);
  });
  return app;
}
