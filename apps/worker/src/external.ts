import type { Logger } from '@tessera/core';
import { createServices } from '@tessera/core/compose';
import { createDb } from '@tessera/db';
import { createMetrics, createReadiness, startMetricsListener, watchServices } from '@tessera/observability';
import type { WorkerEnv } from './env';
import { listenForJobs } from './listen';
import { rendererFromSettings } from './render/pool-renderer';
import { startQueue } from './queue';
import { startScheduler } from './scheduler';

/**
 * A separate worker process (WORKER_MODE=external on the servers): the same service graph as a
 * server (query engine, secret box, file store, mailer) over the shared PostgreSQL metadata database.
 * Its /metrics, /livez and /readyz are on METRICS_HOST:METRICS_PORT (it has no other listener).
 */
export async function startExternalWorker(
  env: WorkerEnv,
  logger: Logger,
): Promise<{ stop: () => Promise<void> }> {
  const db = await createDb({ databaseUrl: env.DATABASE_URL, migrate: true });
  try {
    const metrics = createMetrics();
    const services = await createServices({
      env,
      db: db.db,
      logger,
      role: 'worker',
      metrics: metrics.recorder,
    });
    watchServices(metrics, services);
    const listener = await startMetricsListener(
      env,
      metrics,
      logger,
      createReadiness({ db: services.db, redis: services.redis }),
    );
    const rendering = rendererFromSettings(env);
    const jobDeps = { ...services, renderer: rendering.renderer };
    const scheduler = startScheduler(jobDeps, undefined, { runOnStart: true });
    const queue = startQueue(jobDeps, {
      listen: listenForJobs(env.DATABASE_URL, logger),
      leaseMs: env.JOB_LEASE_MS,
    });
    return {
      stop: async () => {
        await listener?.close();
        scheduler.stop();
        await queue.stop();
        await rendering.pool.close();
        await services.query
          .close()
          .catch((e: unknown) => logger.error({ err: e }, 'query engine close failed'));
        // The shared Redis link (cache, single flight, rate limits): a clean QUIT, as the server does.
        await services.redis?.close().catch((e: unknown) => logger.error({ err: e }, 'Redis close failed'));
        await db.close();
      },
    };
  } catch (e) {
    await db.close();
    throw e;
  }
}
