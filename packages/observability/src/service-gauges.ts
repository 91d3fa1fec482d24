import { queueStats, type QueueStat } from '@tessera/core';
import type { Db } from '@tessera/db';
import type { AppMetrics } from './metrics';

/**
 * The gauges read from the services at scrape time: the job queue (one grouped statement over the
 * claim index's rows, shared by both gauges of a scrape) and the query engine's connector pool.
 */
export function watchServices(
  metrics: Pick<AppMetrics, 'gauge'>,
  services: {
    db: Db;
    clock: () => Date;
    query: { poolStats(): { connectors: number; leases: number } };
  },
): void {
  // Kinds once seen keep reporting 0, so an alert on "waiting > 0" sees the queue empty again.
  const kinds = new Set<string>();
  // A scrape collects every gauge at once: the two queue gauges share the statement in flight.
  let pending: Promise<QueueStat[]> | null = null;
  const stats = () => {
    if (!pending) {
      const read = queueStats(services.db, services.clock());
      pending = read;
      const done = () => {
        if (pending === read) pending = null;
      };
      read.then(done, done);
    }
    return pending;
  };
  const perKind = async (pick: (s: QueueStat) => number) => {
    const rows = await stats();
    rows.forEach((r) => kinds.add(r.kind));
    return [...kinds].map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return { labels: { kind }, value: row ? pick(row) : 0 };
    });
  };
  metrics.gauge(
    'tessera_jobs_waiting',
    'Jobs due and not yet claimed, by kind (read from the jobs table at scrape time).',
    ['kind'],
    () => perKind((s) => s.waiting),
  );
  metrics.gauge(
    'tessera_jobs_oldest_waiting_seconds',
    'Age of the oldest job due and not yet claimed, by kind: how far the workers are behind.',
    ['kind'],
    () => perKind((s) => s.oldestSeconds),
  );
  metrics.gauge(
    'tessera_query_pool_connectors',
    'Data sources with an open connector (each holds its own pool of connections).',
    [],
    async () => [{ value: services.query.poolStats().connectors }],
  );
  metrics.gauge(
    'tessera_query_pool_leases',
    'Connector leases held now: executes, tests and streams using a source.',
    [],
    async () => [{ value: services.query.poolStats().leases }],
  );
}
