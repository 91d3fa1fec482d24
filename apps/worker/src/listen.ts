import { jobQueue, type Logger } from '@tessera/core';
import type { Db } from '@tessera/db';

interface PostgresJsClient {
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<{ unlisten: () => Promise<void> }>;
}

/**
 * PostgreSQL LISTEN on the jobs channel (postgres.js gives a LISTEN a connection of its own and
 * re-listens after a reconnect): every enqueue NOTIFYs at commit, so a job queued by a server starts
 * here at once instead of at the next poll. On (re)listen it looks for work, in case it missed some.
 */
export function listenForJobs(db: Db, logger: Logger) {
  return async (onSignal: () => void): Promise<() => Promise<void>> => {
    const client = (db as unknown as { $client: PostgresJsClient }).$client;
    const { unlisten } = await client.listen(
      jobQueue.JOBS_CHANNEL,
      () => onSignal(),
      () => {
        logger.info('listening for new jobs');
        onSignal();
      },
    );
    return unlisten;
  };
}
