import { and, inArray, lt, ne } from 'drizzle-orm';
import { downloads, jobs, scheduleLogs } from '@tessera/db';
import type { ServiceDeps } from '../context';
import { DOWNLOAD_JOB } from './downloads.service';

/** Datart lists a member's tasks for 7 days: by default a task and its file are kept that long. */
export const DEFAULT_DOWNLOAD_RETENTION_HOURS = 7 * 24;
/** Schedule logs are kept 90 days by default. */
export const DEFAULT_SCHEDULE_LOG_RETENTION_DAYS = 90;
/** Rows removed per statement, so one pass never holds a long lock or a large result. */
const BATCH = 500;

/**
 * Removes download tasks older than the retention period (decision D-exports-4), with their files and
 * their finished jobs. A task still waiting or running (status 0) is left until it ends. Each batch of
 * rows is deleted first (`returning` names the files), so two workers never remove one file twice and a
 * file is never served after its row is gone; a file already missing is no error. `hours` 0 keeps all.
 */
export async function purgeOldDownloads(
  deps: Pick<ServiceDeps, 'db' | 'files' | 'clock' | 'logger'>,
  hours: number,
): Promise<number> {
  if (hours <= 0) return 0;
  const cutoff = new Date(deps.clock().getTime() - hours * 3_600_000);
  let removed = 0;
  for (;;) {
    const old = await deps.db
      .select({ id: downloads.id })
      .from(downloads)
      .where(and(lt(downloads.createdAt, cutoff), ne(downloads.status, 0)))
      .limit(BATCH);
    if (!old.length) break;
    const gone = await deps.db
      .delete(downloads)
      .where(
        and(
          inArray(
            downloads.id,
            old.map((r) => r.id),
          ),
          ne(downloads.status, 0),
        ),
      )
      .returning({ id: downloads.id, path: downloads.path });
    await deps.db.delete(jobs).where(
      and(
        inArray(
          jobs.dedupeKey,
          gone.map((r) => `${DOWNLOAD_JOB}:${r.id}`),
        ),
        inArray(jobs.status, ['done', 'dead']),
      ),
    );
    for (const r of gone)
      if (r.path)
        await deps.files
          .remove(r.path)
          .catch((err: unknown) =>
            deps.logger.warn({ err, path: r.path }, 'expired download file not removed'),
          );
    removed += gone.length;
    if (old.length < BATCH || !gone.length) break;
  }
  return removed;
}

/** Removes schedule logs that started before the retention period; `days` 0 keeps all. */
export async function purgeOldScheduleLogs(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  days: number,
): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(deps.clock().getTime() - days * 86_400_000);
  const gone = await deps.db
    .delete(scheduleLogs)
    .where(lt(scheduleLogs.start, cutoff))
    .returning({ id: scheduleLogs.id });
  return gone.length;
}
