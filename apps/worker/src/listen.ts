import { randomBytes } from 'node:crypto';
import { jobQueue, type Logger } from '@tessera/core';
import postgres from 'postgres';

export interface ListenOptions {
  /** How often the listener checks its own connection with a NOTIFY to itself (10 s). */
  heartbeatMs?: number;
}

/**
 * PostgreSQL LISTEN on the jobs channel: every enqueue NOTIFYs at commit, so a job queued by a server
 * starts here at once instead of at the next poll. On (re)listen it looks for work, in case it missed some.
 *
 * postgres.js re-listens once when its LISTEN connection closes; when PostgreSQL is still down at that
 * moment the attempt fails and the channel is never listened to again (seen: after a restart, "run now"
 * waited for the next poll). So the LISTEN has a connection of its own that is checked: every
 * `heartbeatMs` the listener NOTIFYs a channel only it listens to, on the same connection as the jobs
 * channel; when two heartbeats have gone unheard, the connection is dropped and a new one listens.
 */
export function listenForJobs(databaseUrl: string, logger: Logger, options: ListenOptions = {}) {
  const every = options.heartbeatMs ?? 10_000;
  return async (onSignal: () => void): Promise<() => Promise<void>> => {
    const own = `tessera_jobs_beat_${randomBytes(6).toString('hex')}`;
    let sql: postgres.Sql | null = null;
    let heard = Date.now();
    let stopped = false;
    let lost = false;

    const listen = async () => {
      const next = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      sql = next;
      await next.listen(own, () => {
        heard = Date.now();
      });
      await next.listen(
        jobQueue.JOBS_CHANNEL,
        () => onSignal(),
        () => {
          logger.info('listening for new jobs');
          onSignal();
        },
      );
      heard = Date.now();
    };
    await listen().catch((e: unknown) => {
      // Not listening yet: the first beat tries again (the queue polls meanwhile).
      logger.warn({ err: e }, 'the job listener cannot listen yet: it tries again');
      lost = true;
      heard = 0;
    });

    let busy = false;
    const beat = async () => {
      if (stopped || busy) return;
      busy = true;
      try {
        if (Date.now() - heard <= 2 * every + every / 2) {
          if (sql) await sql`select pg_notify(${own}, '')`.catch(() => undefined);
          return;
        }
        if (!lost) logger.warn('the job listener lost its connection: listening again');
        lost = true;
        await sql?.end({ timeout: 0 }).catch(() => undefined);
        sql = null;
        if (stopped) return;
        // Still away: `heard` stays old, so the next beat tries again (the queue keeps polling meanwhile).
        await listen().then(
          () => (lost = false),
          () => undefined,
        );
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void beat(), every);
    timer.unref();

    return async () => {
      stopped = true;
      clearInterval(timer);
      await sql?.end({ timeout: 2 }).catch(() => undefined);
    };
  };
}
