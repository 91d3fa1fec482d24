import { lt, or, isNotNull } from 'drizzle-orm';
import { mailTokens, sessions } from '@tessera/db';
import type { Job } from '../job';

/** Removes expired sessions and spent or expired mail tokens so the tables stay small. */
export const purgeExpired: Job = {
  name: 'purge-expired',
  pattern: '0 */10 * * * *',
  async run({ db, clock, logger }) {
    const now = clock();
    const s = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const t = await db
      .delete(mailTokens)
      .where(or(lt(mailTokens.expiresAt, now), isNotNull(mailTokens.usedAt)))
      .returning({ id: mailTokens.id });
    if (s.length || t.length)
      logger.info({ sessions: s.length, mailTokens: t.length }, 'purged expired rows');
  },
};
