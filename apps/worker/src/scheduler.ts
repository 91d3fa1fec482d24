import { Cron } from 'croner';
import type { Job, JobDeps } from './job';
import { purgeExpired } from './jobs/purge-expired';
import { runDownloads } from './jobs/run-downloads';
import { syncSchemas } from './jobs/sync-schemas';

export const jobs: Job[] = [purgeExpired, syncSchemas, runDownloads];

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
