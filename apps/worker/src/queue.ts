import {
  downloadsService,
  fireDueSchedules,
  scheduleRunJob,
  startJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from '@tessera/core';
import { schedules } from '@tessera/db';
import { and, eq, isNotNull, min } from 'drizzle-orm';
import type { JobDeps } from './job';

/** Every kind of queued job this worker runs. */
export const handlers: JobHandler[] = [downloadsService.downloadJob, scheduleRunJob];

/** Fires turned into jobs per transaction (fireDueSchedules' batch); a full batch means more may be due. */
const FIRE_BATCH = 500;
const DEFAULT_POLL_MS = 1_000;

/** The earliest fire time of a started schedule, or null. */
async function nextFireAt(deps: JobDeps): Promise<Date | null> {
  const [row] = await deps.db
    .select({ next: min(schedules.nextFireAt) })
    .from(schedules)
    .where(and(eq(schedules.active, true), isNotNull(schedules.nextFireAt)));
  const next = row?.next;
  return next ? new Date(next) : null;
}

/**
 * Schedule fires at their time rather than at the next poll: every poll (and every fire) looks up the
 * earliest fire time, and when it comes before the next poll a timer fires the due schedules then and
 * wakes the runner. A burst (10,000 schedules at one second) is drained batch after batch, not one batch
 * per poll. Several workers may fire at once: each fire is one job (its key), rows are locked and skipped.
 */
function fireTimer(deps: JobDeps, pollMs: number, kick: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firing: Promise<void> | null = null;
  let stopped = false;

  async function fireNow(): Promise<void> {
    let fired = 0;
    for (let n = FIRE_BATCH; n >= FIRE_BATCH && !stopped;) {
      n = await fireDueSchedules(deps, FIRE_BATCH);
      fired += n;
    }
    if (fired > 0) kick();
    arm(await nextFireAt(deps), fired);
  }

  function arm(next: Date | null, fired: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!next) return;
    const delay = next.getTime() - deps.clock().getTime();
    // Later than the next poll: that poll arms it again (a schedule started elsewhere is seen there too).
    if (delay > pollMs) return;
    // A due fire that this pass could not take (another worker holds its row) is looked at again shortly,
    // not in a busy loop.
    const wait = Math.max(fired === 0 ? 50 : 0, delay);
    timer = setTimeout(
      () =>
        void run().catch((e: unknown) =>
          deps.logger.error({ err: e }, 'schedule fire failed; the next poll retries'),
        ),
      wait,
    );
    timer.unref?.();
  }

  /** Fires what is due now (one pass at a time) and arms the timer for the next fire. */
  function run(): Promise<void> {
    firing ??= fireNow().finally(() => {
      firing = null;
    });
    return firing;
  }

  return {
    run,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** The queue runner with this app's handlers (the caller adds a cross-process wake-up when there is one). */
export function startQueue(
  deps: JobDeps,
  options: Pick<JobRunnerOptions, 'listen' | 'workerId' | 'concurrency' | 'leaseMs' | 'pollMs'> = {},
): JobRunner {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  // `runner` is read only after the first poll's awaits, once startJobRunner has returned.
  const fires = fireTimer(deps, pollMs, () => runner.kick());
  // Work done on each poll before claiming: waiting downloads without a job get one, due fires become jobs.
  const tick = async (d: JobDeps) => {
    await downloadsService.enqueueWaitingDownloads(d);
    await fires.run();
  };
  const runner = startJobRunner(deps, handlers, { ...options, pollMs, tick });
  return {
    ...runner,
    stop: async () => {
      fires.stop();
      await runner.stop();
    },
  };
}
