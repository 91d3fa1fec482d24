import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@tessera/core';
import type { ApiEnv } from '../env';
import { errorShape, renderMessage, statusOf, toAppError } from '../errors';
import { fail, ok } from './envelope';
import type { RestRoute } from './route';

/** Largest JSON body a REST or tRPC call may send; uploads have their own limit (upload.ts). */
export const MAX_JSON_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Refuses a larger body before it is parsed: by Content-Length, or by counting a chunked one. REST
 * answers through its error envelope; `respond` shapes the answer for another door (tRPC).
 */
export const jsonBodyLimit = (respond?: (c: Context<ApiEnv>, e: AppError) => Response) =>
  bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => {
      const e = new AppError('REQUEST_TOO_LARGE', { max: '16 MB' });
      if (respond) return respond(c as Context<ApiEnv>, e);
      throw e;
    },
  });

/** Mounts REST routes: auth gate → body limit → query/body validation → handler → envelope. */
export function mountRestRoutes(routes: RestRoute[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const r of routes) {
    // Multipart routes stream their body to disk within the upload limit; every other body is JSON.
    if (r.body !== 'multipart') app.on(r.method.toUpperCase(), r.path, jsonBodyLimit());
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
      // A streamed answer (NDJSON) is already a Response: its lines carry their own errors.
      if (data instanceof Response) return data;
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
