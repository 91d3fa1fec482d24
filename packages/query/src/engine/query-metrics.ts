import { isQueryError } from '../errors';
import type { SourceDescriptor } from '../sources/source.schemas';
import { dialectOf } from '../contract/dialect';

/** What a query touched, as labels: the source's type (JDBC, FILE, HTTP…) and its SQL dialect. */
export interface QuerySourceLabels {
  type: string;
  dialect: string;
}

/**
 * What the engine tells about its work, for the operator's metrics (the apps implement it with
 * prom-client; the engine never imports a metrics library). Every method must be cheap and must not throw.
 */
export interface QueryMetrics {
  /** A statement ran on a source: how long, how many rows came back, and the error code when it failed. */
  queryRan(source: QuerySourceLabels, seconds: number, rows: number, errorCode: string | null): void;
  /** A cached view's lookup: fresh hit, stale hit served while refreshing (DIRTYREAD), or a miss. */
  cacheLookup(result: 'hit' | 'stale' | 'miss'): void;
  /** A caller joined an identical execution already running (here or, through Redis, elsewhere). */
  flightJoined(): void;
  /** Time spent waiting for a source's connector (opening it, or a replaced config's close). */
  poolWaited(source: QuerySourceLabels, seconds: number): void;
}

export const noQueryMetrics: QueryMetrics = {
  queryRan: () => {},
  cacheLookup: () => {},
  flightJoined: () => {},
  poolWaited: () => {},
};

export function sourceLabels(source: Pick<SourceDescriptor, 'type' | 'config'>): QuerySourceLabels {
  let dialect = 'unknown';
  try {
    dialect = dialectOf(source);
  } catch {
    // a bad config fails the query itself; the metric still counts it
  }
  return { type: source.type, dialect };
}

/** Runs one statement and records its duration, its rows and its error code (UNKNOWN for a non-query error). */
export async function timed<T extends { rows: unknown[] }>(
  metrics: QueryMetrics,
  source: Pick<SourceDescriptor, 'type' | 'config'>,
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    metrics.queryRan(sourceLabels(source), (performance.now() - started) / 1000, result.rows.length, null);
    return result;
  } catch (e) {
    const code = isQueryError(e) ? e.code : 'UNKNOWN';
    metrics.queryRan(sourceLabels(source), (performance.now() - started) / 1000, 0, code);
    throw e;
  }
}
