import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createApi } from '@tessera/api';
import type { Logger, ServiceDeps } from '@tessera/core';
import { createReadiness, httpMetrics, mountHealth, type AppMetrics } from '@tessera/observability';
import { mountDocs } from './docs';
import { requestLog } from './observability/request-log';
import { mountResources, mountWeb } from './static';
import { mountPluginSandbox } from './plugin-sandbox';
import { PLUGIN_SANDBOX_PATH } from '@tessera/charts';

export interface AppOptions {
  deps: ServiceDeps;
  logger: Logger;
  /** Built web app to serve; null serves none (tests). */
  webDistDir?: string | null;
  trustProxy?: boolean;
  /** See SESSION_CACHE_TTL_MS (env.ts); unset reads the session from the database on every request. */
  sessionCacheTtlMs?: number;
  /** Who may frame the embed pages (CSP frame-ancestors; EMBED_FRAME_ANCESTORS). Default: any site. */
  embedFrameAncestors?: string[];
  /** Where chart plugins' sandbox page is served (PLUGIN_SANDBOX_ORIGIN); unset: this origin. */
  pluginSandboxOrigin?: string;
  /** Extra readiness check for /healthz (e.g. a database ping). */
  healthCheck?: () => Promise<void>;
  /** HTTP request counts and durations by route template (the /metrics listener's); none in most tests. */
  metrics?: Pick<AppMetrics, 'httpRequest'>;
  /** A span per request when OpenTelemetry is on (OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing?: MiddlewareHandler;
}

function clientIp(trustProxy: boolean) {
  return (c: Context): string | null => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      return null;
    }
  };
}

/** The whole HTTP surface: both API doors, uploaded resources, API docs, the web app. */
export function createApp(opts: AppOptions): Hono {
  const app = new Hono();
  app.use('*', requestId());
  if (opts.tracing) app.use('*', opts.tracing);
  app.use('*', requestLog(opts.logger));
  if (opts.metrics) app.use('*', httpMetrics(opts.metrics));
  const headersFor = (frameAncestors: string[]) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Chart plugins' sandbox frames, on this origin or the one set for them (plugin-sandbox.ts).
        frameSrc: ["'self'", ...(opts.pluginSandboxOrigin ? [opts.pluginSandboxOrigin] : [])],
        frameAncestors,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      // frame-ancestors decides who may frame a page; the legacy header could only say "same origin"
      xFrameOptions: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? 'SAMEORIGIN' : false,
    });
  const appHeaders = headersFor(["'self'"]);
  // The embed pages are made to be framed by host apps (signed embedding, docs/embedding.md).
  const embedHeaders = headersFor(opts.embedFrameAncestors ?? ['*']);
  // Served user files and the plugin sandbox set their own, stricter headers (static.ts,
  // plugin-sandbox.ts); the app's would overwrite them.
  app.use('*', (c, next) =>
    c.req.path.startsWith('/resources/') || c.req.path === PLUGIN_SANDBOX_PATH
      ? next()
      : c.req.path.startsWith('/embed/')
        ? embedHeaders(c, next)
        : appHeaders(c, next),
  );
  app.get('/healthz', async (c) => {
    try {
      await opts.healthCheck?.();
      return c.json({ status: 'ok' });
    } catch (e) {
      opts.logger.error({ err: e }, 'health check failed');
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  mountHealth(app, createReadiness({ db: opts.deps.db, redis: opts.deps.redis }));
  mountDocs(app);
  app.route(
    '/',
    createApi(opts.deps, {
      getIp: clientIp(opts.trustProxy ?? false),
      sessionCacheTtlMs: opts.sessionCacheTtlMs,
    }) as unknown as Hono,
  );
  mountResources(app, opts.deps.files);
  mountPluginSandbox(app, opts.pluginSandboxOrigin);
  mountWeb(app, opts.webDistDir ?? null);
  return app;
}
