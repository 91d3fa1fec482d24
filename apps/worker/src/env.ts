import { z } from 'zod';
import { derivedPaths, parseEnv, servicesEnvSchema, type ServicesEnv } from '@tessera/core/compose';
import { observabilityEnv } from '@tessera/observability/env';

/**
 * The external worker reads the servers' service settings (same secret, data and file directories,
 * query limits, mail) and needs PostgreSQL, since it shares the metadata database with the servers.
 */
export const workerEnvSchema = servicesEnvSchema.extend({
  DATABASE_URL: z.string().url({
    error: 'DATABASE_URL is required for an external worker (PGlite cannot be shared between processes)',
  }),
  // 9465: a server (9464) and a worker on one host both listen with the defaults.
  ...observabilityEnv(9465),
  /**
   * How long a claimed job stays this worker's without a renewal (renewed every third of it while the job
   * runs): a worker that dies mid-job leaves it to another after this long.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});

export type WorkerEnv = z.infer<typeof workerEnvSchema> & ServicesEnv;

export function loadWorkerEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const env = parseEnv(workerEnvSchema, source);
  return { ...env, ...derivedPaths(env, 8080) };
}
