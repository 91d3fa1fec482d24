import type { Db } from '@tessera/db';
import type { Logger, ServiceDeps } from '@tessera/core';

/** What a job may use; the server's embedded worker and the external worker both provide it. */
export interface JobDeps {
  db: Db;
  logger: Logger;
  clock: () => Date;
  /** The whole service graph, present in the embedded worker (jobs that query sources need it). */
  services?: ServiceDeps;
}

export interface Job {
  name: string;
  /** croner pattern (seconds field first when six fields). */
  pattern: string;
  run(deps: JobDeps): Promise<void>;
}
