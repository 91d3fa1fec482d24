import type { ServiceDeps } from '@tessera/core';

/**
 * What a job may use: the whole service graph, built by `createServices` in both the server's
 * embedded worker and the external worker, so a job behaves the same in either.
 */
export type JobDeps = ServiceDeps;

export interface Job {
  name: string;
  /** croner pattern (seconds field first when six fields). */
  pattern: string;
  run(deps: JobDeps): Promise<void>;
}
