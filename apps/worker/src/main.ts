import pino from 'pino';
import { createDb } from '@tessera/db';
import { loadWorkerEnv } from './env';
import { startScheduler } from './scheduler';

/** A separate worker process (WORKER_MODE=external on the servers). */
async function main() {
  const env = loadWorkerEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { app: 'tessera-worker' } });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, migrate: true });
  const scheduler = startScheduler({ db: db.db, logger, clock: () => new Date() });
  logger.info('worker started');
  const stop = () => {
    scheduler.stop();
    void db.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error('Tessera worker failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
