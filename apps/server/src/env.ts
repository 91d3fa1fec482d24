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
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  QUERY_MAX_ROWS: z.coerce.number().int().min(100).max(10_000_000).default(1_000_000),
  /** Hosts (host or host:port, comma-separated) that HTTP sources may reach even though they are private. */
  HTTP_SOURCE_ALLOWLIST: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((x) => x.trim()).filter(Boolean) : [])),
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
