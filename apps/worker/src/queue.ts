import {
  downloadsService,
  fireDueSchedules,
  scheduleRunJob,
  startJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from '@tessera/core';
import type { JobDeps } from './job';

/** Every kind of queued job this worker runs. */
export const handlers: JobHandler[] = [downloadsService.downloadJob, scheduleRunJob];

/** Work done on each poll before claiming: waiting downloads without a job get one, due fires become jobs. */
async function tick(deps: JobDeps): Promise<void> {
  await downloadsService.enqueueWaitingDownloads(deps);
  await fireDueSchedules(deps);
}

/** The queue runner with this app's handlers (the caller adds a cross-process wake-up when there is one). */
export function startQueue(
  deps: JobDeps,
  options: Pick<JobRunnerOptions, 'listen' | 'workerId' | 'concurrency' | 'leaseMs' | 'pollMs'> = {},
): JobRunner {
  return startJobRunner(deps, handlers, { pollMs: 1_000, ...options, tick });
}
