import type { Logger } from '@tessera/core';
import type { AppMetrics } from './metrics';
import { serveMetrics, type MetricsServer } from './metrics-server';
import type { Readiness } from './readiness';

/**
 * Opens the /metrics listener unless METRICS_PORT is 0. A port already taken (a second process on one
 * host with the defaults) is logged as an error and the app runs on without /metrics, rather than
 * refusing to serve: metrics are for the operator, requests are for the users.
 */
export async function startMetricsListener(
  env: { METRICS_PORT: number; METRICS_HOST: string },
  metrics: Pick<AppMetrics, 'registry'>,
  logger: Logger,
  ready?: () => Promise<Readiness>,
): Promise<MetricsServer | null> {
  if (!env.METRICS_PORT) return null;
  try {
    const server = await serveMetrics({
      registry: metrics.registry,
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
      ready,
    });
    logger.info({ host: env.METRICS_HOST, port: server.port }, 'metrics listening');
    return server;
  } catch (e) {
    logger.error(
      { err: e, host: env.METRICS_HOST, port: env.METRICS_PORT },
      'metrics listener could not start: /metrics is off (set METRICS_PORT to a free port, or 0)',
    );
    return null;
  }
}
