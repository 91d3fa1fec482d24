import type { MiddlewareHandler } from 'hono';
import { noteWrites, type Writes } from '@tessera/core';
import type { ApiEnv } from './env';

/** The middlewares made by `declareWrites`, so that a test can find each route's declaration. */
const declarations = new WeakMap<MiddlewareHandler<ApiEnv>, Writes>();

/**
 * A Hono middleware declaring what the route writes (see `Write` in @tessera/core): put it on the
 * route itself, before its handler. REST routes get theirs from their `writes` (mountRestRoutes).
 */
export function declareWrites(writes: Writes): MiddlewareHandler<ApiEnv> {
  const mw: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const ctx = c.get('ctx');
    if (ctx) noteWrites(ctx, writes);
    await next();
  };
  declarations.set(mw, writes);
  return mw;
}

/**
 * What a route handler made by `declareWrites` declares, or undefined for any other handler. A sub-app
 * with its own error handler, mounted by `app.route`, wraps each handler and keeps the original under
 * Hono's `__COMPOSED_HANDLER` key.
 */
export function declaredWrites(handler: unknown): Writes | undefined {
  let h = handler as { __COMPOSED_HANDLER?: unknown } | undefined;
  while (h?.__COMPOSED_HANDLER) h = h.__COMPOSED_HANDLER as typeof h;
  return declarations.get(h as MiddlewareHandler<ApiEnv>);
}
