import { z } from 'zod';
import {
  derivedPaths,
  optionalString,
  parseEnv,
  servicesEnvSchema,
  type ServicesEnv,
} from '@tessera/core/compose';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

/**
 * Every setting the server reads; nothing else touches process.env. Defaults are the embedded mode.
 * The service settings are shared with the external worker (`servicesEnvSchema`); these are the server's own.
 */
export const envSchema = servicesEnvSchema.extend({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: bool(false),
  WORKER_MODE: z.enum(['embedded', 'external']).default('embedded'),
});

export type Env = z.infer<typeof envSchema> & ServicesEnv;

/** Parses the environment or throws one readable message listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(envSchema, source);
  return { ...env, ...derivedPaths(env, env.PORT || 8080) };
}
