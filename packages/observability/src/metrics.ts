import type { Metrics } from '@tessera/core';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: from a cached answer (≈1 ms) to a query at the default timeout (60 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * One process's metrics: the HTTP layer's, the recorder core and the query engine call
 * (`ServiceDeps.metrics`), gauges read at scrape time, and prom-client's default process metrics
 * (event-loop lag, heap, RSS, GC, handles). Each registry is its own: tests and the embedded worker
 * never share a global one.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** Injected into the service graph (createServices' `metrics`). */
  readonly recorder: Metrics;
  /** One answered HTTP request; `route` is the matched route's template, never the raw path. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** A gauge read on every scrape; a failing read leaves the gauge without samples for that scrape. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<{ labels?: Record<string, string>; value: number }[]>,
  ): void;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const reg = { registers: [registry] };

  const httpTotal = new Counter({
    name: 'tessera_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'],
    ...reg,
  });
  const httpSeconds = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time from a request arriving to its response headers, by method and route template.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    ...reg,
  });
  const querySeconds = new Histogram({
    name: 'tessera_query_duration_seconds',
    help: "Time a statement took on a data source, by the source's type and dialect.",
    labelNames: ['type', 'dialect'],
    buckets: DURATION_BUCKETS,
    ...reg,
  });
  const queryRows = new Counter({
    name: 'tessera_query_rows_total',
    help: 'Rows data sources returned, by source type and dialect.',
    labelNames: ['type', 'dialect'],
    ...reg,
  });
  const queryErrors = new Counter({
    name: 'tessera_query_errors_total',
    help: 'Statements that failed, by source type, dialect and error code (QUERY_TIMEOUT, SOURCE_UNREACHABLE…).',
    labelNames: ['type', 'dialect', 'code'],
    ...reg,
  });
  const cacheLookups = new Counter({
    name: 'tessera_query_cache_lookups_total',
    help: 'Result-cache lookups of views with a cache: hit, stale (served while refreshing) or miss.',
    labelNames: ['result'],
    ...reg,
  });
  const flightJoins = new Counter({
    name: 'tessera_query_singleflight_joins_total',
    help: 'Executes that joined an identical query already running instead of running it again.',
    ...reg,
  });
  const poolWait = new Histogram({
    name: 'tessera_query_pool_wait_seconds',
    help: "Time an execute waited for its source's connector (opening it, or replacing a changed one).",
    labelNames: ['type', 'dialect'],
    buckets: DURATION_BUCKETS,
    ...reg,
  });
  const jobEvents = new Counter({
    name: 'tessera_jobs_total',
    help: 'Job events by kind: claimed, succeeded, failed (dead: attempts spent or a final refusal), retried.',
    labelNames: ['kind', 'event'],
    ...reg,
  });

  return {
    registry,
    recorder: {
      queryRan: (source, seconds, rows, errorCode) => {
        const labels = { type: source.type, dialect: source.dialect };
        querySeconds.observe(labels, seconds);
        if (rows) queryRows.inc(labels, rows);
        if (errorCode) queryErrors.inc({ ...labels, code: errorCode });
      },
      cacheLookup: (result) => cacheLookups.inc({ result }),
      flightJoined: () => flightJoins.inc(),
      poolWaited: (source, seconds) =>
        poolWait.observe({ type: source.type, dialect: source.dialect }, seconds),
      jobEvent: (kind, event) => jobEvents.inc({ kind, event }),
    },
    httpRequest: (method, route, status, seconds) => {
      const m = METHODS.has(method) ? method : 'OTHER';
      httpTotal.inc({ method: m, route, status: String(status) });
      httpSeconds.observe({ method: m, route }, seconds);
    },
    gauge: (name, help, labelNames, read) => {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const s of await read().catch(() => [])) this.set(s.labels ?? {}, s.value);
        },
      });
    },
  };
}
