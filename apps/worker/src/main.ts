import pino from 'pino';
import { SecretError } from '@tessera/core/compose';
import { loadWorkerEnv } from './env';
import { startExternalWorker } from './external';

async function main() {
  const env = loadWorkerEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { app: 'tessera-worker' } });
  const worker = await startExternalWorker(env, logger);
  logger.info('worker started');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
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
}

main().catch((e: unknown) => {
  const known =
    e instanceof SecretError || (e instanceof Error && e.message.startsWith('Invalid configuration'));
  console.error('Tessera worker cannot start:', known ? (e as Error).message : e);
  process.exit(1);
});
