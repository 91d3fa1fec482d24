import { z } from 'zod';
import {
  derivedPaths,
  optionalString,
  parseEnv,
  servicesEnvSchema,
  type ServicesEnv,
} from '@tessera/core/compose';
import { observabilityEnv } from '@tessera/observability/env';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

function isOrigin(v: string): boolean {
  try {
    const u = new URL(v);
    return (
      ['http:', 'https:'].includes(u.protocol) && u.pathname === '/' && !u.search && !u.hash && !u.username
    );
  } catch {
    return false;
  }
}

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
  /**
   * Validated sessions are served from memory for at most this long; this server's own writes drop
   * them at once, the TTL bounds what other instances sharing the metadata database change. 0 = off.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Who may frame the embed pages (`/embed/...`): CSP frame-ancestors sources, space-separated (e.g.
   * `https://app.example.com`). The signed token, not the framing site, decides what is shown.
   */
  EMBED_FRAME_ANCESTORS: z
    .string()
    .default('*')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .refine((list) => list.length > 0 && list.every((x) => !/[;,'"]/.test(x) || x === "'self'"), {
      message: "space-separated origins (https://app.example.com), '*' or 'self'",
    }),
  /**
   * Where chart plugins' sandbox page is served from (D-plugin-4), e.g. `https://plugins.example.net`: a
   * second host name of this server on another site than the app's. Unset: the app's own origin.
   */
  PLUGIN_SANDBOX_ORIGIN: optionalString
    .refine((v) => v === undefined || isOrigin(v), {
      message: 'an origin: http(s)://host[:port], without a path',
    })
    .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
  /** Time a client has to send a request's headers. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Time a client has to send a whole request, body included (long enough for a large upload). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** Longest pause while a request body arrives; a body that stalls longer is dropped. 0 = off. */
  HTTP_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Open connections one client address may hold; 0 = no cap. Unset: 100, or no cap with TRUST_PROXY
   * (behind a proxy every client arrives from the proxy's address: cap them at the proxy).
   */
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).optional(),
  ...observabilityEnv(9464),
});

export type Env = z.infer<typeof envSchema> & ServicesEnv;

/** Parses the environment or throws one readable message listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(envSchema, source);
  return { ...env, ...derivedPaths(env, env.PORT || 8080) };
}

/** The HTTP server's limits from the environment (see http-server.ts). */
export const httpLimitsOf = (env: Env) => ({
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
  bodyIdleTimeoutMs: env.HTTP_BODY_IDLE_TIMEOUT_MS,
  maxConnectionsPerAddress: env.HTTP_MAX_CONNECTIONS_PER_IP ?? (env.TRUST_PROXY ? 0 : 100),
});
