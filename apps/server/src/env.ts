import path from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting the server reads; nothing else touches process.env. Defaults are the embedded mode. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  FILE_STORE_DIR: optionalUrl,
  WEB_DIST_DIR: optionalUrl,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.local>'),
  TESSERA_SECRET: optionalUrl,
  TOKEN_TIMEOUT_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(60),
  TENANT_MODE: z.enum(['platform', 'team']).default('platform'),
  TEAM_ORG_NAME: z.string().min(1).default('Tessera'),
  REGISTER_ENABLED: bool(true),
  REGISTER_ACTIVATION: bool(true),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_MODE: z.enum(['embedded', 'external']).default('embedded'),
  GITHUB_CLIENT_ID: optionalUrl,
  GITHUB_CLIENT_SECRET: optionalUrl,
  GOOGLE_CLIENT_ID: optionalUrl,
  GOOGLE_CLIENT_SECRET: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalUrl,
  OIDC_CLIENT_SECRET: optionalUrl,
  OIDC_NAME: z.string().default('SSO'),
});

export type Env = z.infer<typeof envSchema> & { publicUrl: string; dataDir: string };

/** Parses the environment or throws one readable message listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const port = env.PORT || 8080;
  return { ...env, dataDir: path.resolve(env.DATA_DIR), publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '') };
}
