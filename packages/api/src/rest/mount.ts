import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@tessera/core';
import type { ApiEnv } from '../env';
import { declareWrites } from '../metadata-writes';
import { errorShape, renderMessage, statusOf, toAppError } from '../errors';
import { fail, ok } from './envelope';
import type { RestRoute } from './route';

/** Largest JSON body a REST or tRPC call may send; uploads have their own limit (upload.ts). */
export const MAX_JSON_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Refuses a larger body before it is parsed: by Content-Length, or by counting a chunked one. REST
 * answers through its error envelope; `respond` shapes the answer for another door (tRPC).
 */
export const jsonBodyLimit = (
  respond?: (c: Context<ApiEnv>, e: AppError) => Response,
): MiddlewareHandler<ApiEnv> => {
  const tooLarge = (c: Context<ApiEnv>) => {
    const e = new AppError('REQUEST_TOO_LARGE', { max: '16 MB' });
    if (respond) return respond(c, e);
    throw e;
  };
  const counted = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => tooLarge(c as Context<ApiEnv>) });
  // Hono's bodyLimit looks at `c.req.raw.body`, which makes the Node adapter build a full web Request
  // (a large share of a small request's CPU): decide from the method or Content-Length when they suffice
  // (Node's parser never delivers more bytes than Content-Length), and count only chunked bodies.
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length)) {
      if (Number(length) > MAX_JSON_BODY_BYTES) return tooLarge(c);
      return next();
    }
    return counted(c, next);
  };
};

/**
 * The request's JSON body. Served by Node with a Content-Length, it is read straight from the socket's
 * stream (no web Request and web streams in between); otherwise through Hono's request.
 */
async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || c.req.header('content-length') === undefined || incoming.readableDidRead)
    return c.req.json();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Mounts REST routes: auth gate → body limit → query/body validation → handler → envelope. */
export function mountRestRoutes(routes: RestRoute[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const r of routes) {
    // Multipart routes stream their body to disk within the upload limit; every other body is JSON.
    if (r.writes) app.on(r.method.toUpperCase(), r.path, declareWrites(r.writes));
    if (r.body !== 'multipart') app.on(r.method.toUpperCase(), r.path, jsonBodyLimit());
    app.on(r.method.toUpperCase(), r.path, async (c) => {
      const ctx = c.get('ctx');
      if (r.access === 'user' && !ctx.actor) throw new AppError('UNAUTHENTICATED');
      const query = r.query ? r.query.parse(c.req.query()) : undefined;
      let body: unknown;
      if (r.body && r.body !== 'multipart') {
        const raw = await readJson(c).catch(() => {
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
