import path from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

/** An optional setting where an empty value means "not set". */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The settings the service graph is built from. Servers and external workers read the same ones
 * (each app's `env.ts` extends this schema), so both build the same services from one environment.
 */
export const servicesEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  FILE_STORE_DIR: optionalString,
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.local>'),
  TESSERA_SECRET: optionalString,
  TOKEN_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60),
  TENANT_MODE: z.enum(['platform', 'team']).default('platform'),
  TEAM_ORG_NAME: z.string().min(1).default('Tessera'),
  REGISTER_ENABLED: bool(true),
  REGISTER_ACTIVATION: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  QUERY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  QUERY_MAX_ROWS: z.coerce.number().int().min(100).max(10_000_000).default(1_000_000),
  /** Versions kept per chart, dashboard, storyboard or view; the oldest are pruned on save. 0 keeps all. */
  VERSION_RETENTION: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Hours a download task and its file are kept (Datart lists 7 days); the worker removes older ones. 0 keeps all. */
  DOWNLOAD_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3650)
    .default(7 * 24),
  /** Days a schedule's logs are kept; the worker removes older ones. 0 keeps all. */
  SCHEDULE_LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** Hosts (host or host:port, comma-separated) that HTTP sources may reach even though they are private. */
  HTTP_SOURCE_ALLOWLIST: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [],
    ),
  /** Hosts dashboard iframe widgets may embed (comma-separated; `*.example.com` for subdomains). Empty: none. */
  IFRAME_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [],
    ),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('SSO'),
  /** Chromium for pictures and PDFs (downloads, schedules), run by whichever process runs the jobs. */
  RENDER_CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Pages Chromium renders at once; more jobs wait for a turn. */
  RENDER_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  /** Longest one picture or PDF may take once Chromium is up (load, data, paint, capture). */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Where Chromium reaches the app's share pages; PUBLIC_URL (or http://localhost:PORT) when unset. */
  RENDER_BASE_URL: optionalString,
});

/** Parsed service settings plus the two derived values every app needs. */
export type ServicesEnv = z.infer<typeof servicesEnvSchema> & { publicUrl: string; dataDir: string };

/** Parses `source` with `schema` (a `servicesEnvSchema` extension) or throws one readable message listing every problem. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The absolute data directory and the public base URL (default: localhost on `defaultPort`). */
export function derivedPaths(
  env: { DATA_DIR: string; PUBLIC_URL?: string | undefined },
  defaultPort: number,
) {
  return {
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${defaultPort}`).replace(/\/$/, ''),
  };
}
