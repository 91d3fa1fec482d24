import type { ServiceDeps } from '@tessera/core';
import { startQueue } from './queue';
import { startScheduler } from './scheduler';

export { jobs, startScheduler, type SchedulerOptions } from './scheduler';
export { handlers, startQueue } from './queue';
export { startExternalWorker } from './external';
export type { Job, JobDeps } from './job';

/**
 * The worker inside the server process (WORKER_MODE=embedded, the default): housekeeping, and the
 * job queue woken in-process by every enqueue (PGlite has no other process to hear a NOTIFY).
 */
export function startEmbeddedWorker(deps: ServiceDeps): { stop: () => void } {
  const scheduler = startScheduler(deps);
  const queue = startQueue(deps);
  return {
    stop: () => {
      scheduler.stop();
      void queue.stop();
    },
  };
}
