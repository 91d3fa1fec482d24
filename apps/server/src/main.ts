import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { pgliteIsFresh, surviveDriverConnectionRejections } from '@tessera/db';
import { createMetrics, startMetricsListener, startTracing, watchServices } from '@tessera/observability';
import { startEmbeddedWorker } from '@tessera/worker';
import { createApp } from './app';
import { childTaskOf, runInChild } from './child-tasks';
import { buildDeps, pgliteDirOf } from './deps';
import { httpLimitsOf, loadEnv } from './env';
import { serveWithLimits } from './http-server';
import { SecretError } from '@tessera/core/compose';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { app: 'tessera-server' } });
  surviveDriverConnectionRejections((err) =>
    logger.warn({ err }, 'a metadata connection closed while it was opening; the driver reconnects'),
  );
  const pgliteDir = pgliteDirOf(env);
  if (!env.DATABASE_URL && pgliteIsFresh(pgliteDir)) await runInChild('--init-metadata-dir', pgliteDir);
  const metrics = createMetrics();
  const { deps, db } = await buildDeps(env, logger, undefined, metrics.recorder);
  watchServices(metrics, deps);
  const tracing = await startTracing({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: 'tessera-server',
    version: deps.config.version,
  });
  logger.info(
    { database: db.kind, dataDir: env.dataDir, mail: deps.mailer.smtp ? 'smtp' : 'outbox' },
    'services ready',
  );
  const worker =
    env.WORKER_MODE === 'embedded'
      ? startEmbeddedWorker(deps, {
          ...env,
          publicUrl: env.RENDER_BASE_URL ?? `http://127.0.0.1:${env.PORT}`,
        })
      : null;
  const app = createApp({
    deps,
    logger,
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
    trustProxy: env.TRUST_PROXY,
    sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
    embedFrameAncestors: env.EMBED_FRAME_ANCESTORS,
    pluginSandboxOrigin: env.PLUGIN_SANDBOX_ORIGIN,
    healthCheck: async () => {
      await db.db.execute(sql`select 1`);
    },
    metrics,
    tracing: tracing?.middleware,
  });
  const metricsListener = await startMetricsListener(env, metrics, logger);
  // The demo dataset is generated once, in the background (in a child process), so "Add demo data"
  // answers at once later.
  const demoStarted = Date.now();
  const demoFile = path.join(env.dataDir, 'duckdb', 'demo.duckdb');
  (existsSync(demoFile) ? Promise.resolve() : runInChild('--build-demo-dataset', demoFile))
    .then(() => logger.info({ ms: Date.now() - demoStarted }, 'demo dataset ready'))
    .catch((e: unknown) => logger.error({ err: e }, 'demo dataset generation failed'));
  const server = serveWithLimits(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST },
    httpLimitsOf(env),
    (info) => {
      logger.info({ url: env.publicUrl, port: info.port }, `Tessera is listening on ${env.publicUrl}`);
    },
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    worker?.stop();
    void metricsListener?.close();
    server.close(async () => {
      await tracing?.shutdown().catch((e: unknown) => logger.error({ err: e }, 'trace export failed'));
      await deps.query.close().catch((e: unknown) => logger.error({ err: e }, 'query engine close failed'));
      await deps.rateLimiter.close();
      // The shared Redis link (cache, single flight, rate limits, invalidation): a clean QUIT, not a reset.
      await deps.redis?.close().catch((e: unknown) => logger.error({ err: e }, 'Redis close failed'));
      await db.close().catch((e: unknown) => logger.error({ err: e }, 'database close failed'));
      logger.info('bye');
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const childTask = childTaskOf(process.argv);
if (childTask) {
  childTask.then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(`${process.argv[2]} failed`, e);
      process.exit(1);
    },
  );
} else
  main().catch((e: unknown) => {
    if (e instanceof SecretError || (e instanceof Error && e.message.startsWith('Invalid configuration'))) {
      console.error(`Tessera cannot start: ${e.message}`);
    } else {
      console.error('Tessera failed to start', e);
    }
    process.exit(1);
  });
