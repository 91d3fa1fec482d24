import { lt, or, isNotNull } from 'drizzle-orm';
import { downloadsRetention } from '@tessera/core';
import { mailTokens, sessions } from '@tessera/db';
import type { Job } from '../job';

/**
 * Removes expired sessions and spent or expired mail tokens so the tables stay small; download tasks
 * and their files past DOWNLOAD_RETENTION_HOURS, and schedule logs past SCHEDULE_LOG_RETENTION_DAYS.
 */
export const purgeExpired: Job = {
  name: 'purge-expired',
  pattern: '0 */10 * * * *',
  async run(deps) {
    const { db, clock, logger, config } = deps;
    const now = clock();
    const s = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const t = await db
      .delete(mailTokens)
      .where(or(lt(mailTokens.expiresAt, now), isNotNull(mailTokens.usedAt)))
      .returning({ id: mailTokens.id });
    const downloads = await downloadsRetention.purgeOldDownloads(
      deps,
      config.downloadRetentionHours ?? downloadsRetention.DEFAULT_DOWNLOAD_RETENTION_HOURS,
    );
    const scheduleLogs = await downloadsRetention.purgeOldScheduleLogs(
      deps,
      config.scheduleLogRetentionDays ?? downloadsRetention.DEFAULT_SCHEDULE_LOG_RETENTION_DAYS,
    );
    if (s.length || t.length || downloads || scheduleLogs)
      logger.info(
        { sessions: s.length, mailTokens: t.length, downloads, scheduleLogs },
        'purged expired rows',
      );
  },
};
