import { noQueryMetrics, type QueryMetrics } from '@tessera/query';

export type JobEvent = 'claimed' | 'succeeded' | 'failed' | 'retried';

/**
 * The recorder the composition roots inject (`ServiceDeps.metrics`) for the operator's /metrics: the query
 * engine's events and the job runner's. Core and query call it; only the apps know prom-client.
 */
export interface Metrics extends QueryMetrics {
  /** A job was claimed, finished, failed for good (dead), or failed and was queued again. */
  jobEvent(kind: string, event: JobEvent): void;
}

export const noMetrics: Metrics = { ...noQueryMetrics, jobEvent: () => {} };
