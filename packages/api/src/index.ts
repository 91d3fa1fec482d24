import { Hono } from 'hono';
import { trpcServer } from '@hono/trpc-server';
import { isAppError, type AppError, type ServiceDeps } from '@tessera/core';
import { contextMiddleware, type ApiOptions } from './context';
import type { ApiEnv } from './env';
import { oauthRoutes } from './oauth.routes';
import { buildOpenApi, fail, mountRestRoutes, restRoutes } from './rest';
import { jsonBodyLimit } from './rest/mount';
import { errorShape, renderMessage } from './errors';
import { installFastTextEncoderStream } from './http/text-encoder-stream';
import { appRouter } from './trpc/root';

export type { ApiEnv } from './env';
export type { ApiOptions } from './context';
export { appRouter, createCaller, type AppRouter } from './trpc/root';
export { restRoutes, buildOpenApi, type RestRoute, type Envelope } from './rest';

/** Both doors on one Hono app: REST at /api/v1, tRPC at /trpc, and the OAuth redirects at /oauth2. */
export function createApi(deps: ServiceDeps, options: ApiOptions = {}): Hono<ApiEnv> {
  // tRPC's streamed answers (JSON Lines) go through the global TextEncoderStream: use the fast one.
  installFastTextEncoderStream();
  const app = new Hono<ApiEnv>();
  app.use('/api/*', contextMiddleware(deps, options));
  app.use('/trpc/*', contextMiddleware(deps, options));
  app.use('/oauth2/*', contextMiddleware(deps, options));
  const openapi = buildOpenApi(restRoutes, deps.config.version);
  app.get('/api/v1/openapi.json', (c) => c.json(openapi));
  app.route('/api/v1', mountRestRoutes(restRoutes));
  app.all('/api/*', (c) =>
    c.json(fail(404, 'Not found', { code: 'NOT_FOUND', params: {}, fields: [] }), 404),
  );
  app.use(
    '/trpc/*',
    jsonBodyLimit((c, e) => {
      const lang = c.get('ctx')?.lang ?? 'en';
      const body = {
        error: {
          json: {
            message: renderMessage(lang, e),
            code: -32600,
            data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, appError: errorShape(lang, e) },
          },
        },
      };
      return c.json(body, 413, { Connection: 'close' });
    }),
  );
  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      endpoint: '/trpc',
      // A throttled call says when to come back, as the REST door does.
      responseMeta: ({ errors }) => {
        const limited = errors
          .map((e) => e.cause)
          .find((c): c is AppError => isAppError(c) && c.code === 'RATE_LIMITED');
        return limited
          ? { headers: new Headers({ 'Retry-After': String(limited.params.seconds ?? 1) }) }
          : {};
      },
      createContext: (_opts, c) => ({
        ctx: c.get('ctx'),
        setIssuedToken: (token: string | null) => c.set('issuedToken', token ?? ''),
      }),
    }),
  );
  app.route('/', oauthRoutes());
  return app;
}
