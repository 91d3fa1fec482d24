import { Cron } from 'croner';
import type { Job, JobDeps } from './job';
import { purgeExpired } from './jobs/purge-expired';
import { syncSchemas } from './jobs/sync-schemas';

/** Housekeeping on croner patterns; downloads and schedule runs are queued jobs (./queue.ts). */
export const jobs: Job[] = [purgeExpired, syncSchemas];

export interface SchedulerOptions {
  /** Run every job once right away (an external worker catches up after a deploy or restart). */
  runOnStart?: boolean;
}

/** Runs every job on its pattern; a run never overlaps the previous one of the same job. */
export function startScheduler(
  deps: JobDeps,
  list: Job[] = jobs,
  options: SchedulerOptions = {},
): { stop: () => void } {
  const crons = list.map(
    (job) =>
      new Cron(
        job.pattern,
        {
          name: job.name,
          protect: true,
          catch: (e) => deps.logger.error({ err: e, job: job.name }, 'job failed'),
        },
        () => job.run(deps),
      ),
  );
  if (options.runOnStart) crons.forEach((c) => void c.trigger());
  return { stop: () => crons.forEach((c) => c.stop()) };
}
