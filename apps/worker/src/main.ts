import pino from 'pino';
import { SecretError } from '@tessera/core/compose';
import { surviveDriverConnectionRejections } from '@tessera/db';
import { loadWorkerEnv } from './env';
import { startWhenDatabaseReady, type RunningWorker } from './start';

async function main() {
  const env = loadWorkerEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { app: 'tessera-worker' } });
  surviveDriverConnectionRejections((err) =>
    logger.warn({ err }, 'a metadata connection closed while it was opening; the driver reconnects'),
  );
  // A stop signal while PostgreSQL is still down ends the wait; once started, it stops the worker.
  const waiting = new AbortController();
  let worker: RunningWorker | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    waiting.abort();
    if (!worker) return;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void worker.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        logger.error({ err: e }, 'worker stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  worker = await startWhenDatabaseReady(env, logger, { signal: waiting.signal });
  if (!worker) {
    logger.info('stopped before PostgreSQL was reachable');
    process.exit(0);
  }
  logger.info('worker started');
}

main().catch((e: unknown) => {
  const known =
    e instanceof SecretError || (e instanceof Error && e.message.startsWith('Invalid configuration'));
  console.error('Tessera worker cannot start:', known ? (e as Error).message : e);
  process.exit(1);
});
