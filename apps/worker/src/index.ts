import type { ServiceDeps } from '@tessera/core';
import { startScheduler } from './scheduler';

export { jobs, startScheduler, type SchedulerOptions } from './scheduler';
export { startExternalWorker } from './external';
export type { Job, JobDeps } from './job';

/** The worker inside the server process (WORKER_MODE=embedded, the default). */
export function startEmbeddedWorker(deps: ServiceDeps): { stop: () => void } {
  return startScheduler(deps);
}
