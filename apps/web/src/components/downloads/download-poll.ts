import type { DownloadTask } from './download-list';

/** The quickest and the slowest the download list asks again while a task is being made. */
export const POLL_MIN_MS = 1000;
export const POLL_MAX_MS = 15_000;

/**
 * When the download list asks again: not at all when no task is being made; else a tenth of the
 * youngest such task's age, between 1 and 15 seconds. A file that takes a second is seen at once; one
 * that takes minutes (a million-row export, a queue behind others) is asked about every 15 seconds, not
 * every 2 (no polling storm from tabs left open).
 */
export function pollDelay(tasks: Pick<DownloadTask, 'status' | 'createTime'>[], now: number): number | false {
  const running = tasks.filter((t) => t.status === 0);
  if (!running.length) return false;
  const youngest = Math.max(...running.map((t) => Date.parse(t.createTime) || now));
  const age = Math.max(0, now - youngest);
  return Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, Math.round(age / 10)));
}

/** The tasks that were being made and are now ready (status 0 → 1), to say so. */
export function newlyReady<T extends Pick<DownloadTask, 'id' | 'status'>>(
  before: Map<string, number>,
  tasks: T[],
): T[] {
  return tasks.filter((t) => t.status === 1 && before.get(t.id) === 0);
}
