import { z } from 'zod';

/** The external worker shares the metadata database with the servers, so it needs PostgreSQL. */
export const workerEnvSchema = z.object({
  DATABASE_URL: z.string().url({ error: 'DATABASE_URL is required for an external worker (PGlite cannot be shared between processes)' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export function loadWorkerEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = workerEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return parsed.data;
}
