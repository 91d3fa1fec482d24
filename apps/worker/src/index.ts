import type { ServiceDeps } from '@tessera/core';
import { startScheduler } from './scheduler';

export { jobs, startScheduler } from './scheduler';
export type { Job, JobDeps } from './job';

/** The worker inside the server process (WORKER_MODE=embedded, the default). */
export function startEmbeddedWorker(deps: ServiceDeps): { stop: () => void } {
  return startScheduler({ db: deps.db, logger: deps.logger, clock: deps.clock, services: deps });
}
