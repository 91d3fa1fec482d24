import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createOAuthProviders, createSecretBox, type OAuthProviderConfig } from '@tessera/auth/server';
import type { Db } from '@tessera/db';
import { createQueryEngine, createRedisLink } from '@tessera/query';
import type { ServiceDeps } from '../context';
import { createLocalFileStore } from '../files/file-store';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { createMailer } from '../mail/mailer';
import { createRateLimiter } from '../rate-limit';
import { registerAll } from '../resource-types';
import { resolveSecret } from './secret';
import type { ServicesEnv } from './services-env';
import { version } from './version';

export function oauthConfigs(env: ServicesEnv): OAuthProviderConfig[] {
  const configs: OAuthProviderConfig[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    configs.push({ type: 'github', clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET });
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    configs.push({ type: 'google', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    configs.push({
      type: 'oidc',
      id: 'oidc',
      name: env.OIDC_NAME,
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  }
  return configs;
}

/** Tessera's own metadata database: no data source may point at it. */
export function metadataTargets(databaseUrl: string | undefined): string[] {
  if (!databaseUrl) return [];
  const u = new URL(databaseUrl);
  return [`${u.hostname}:${u.port || '5432'}/${decodeURIComponent(u.pathname.slice(1)) || 'postgres'}`];
}

export interface CreateServicesOptions {
  env: ServicesEnv;
  /** The metadata database, already migrated. */
  db: Db;
  logger: Logger;
  /**
   * `server` may generate the embedded-mode secret on first start; a `worker` must find the servers'
   * (TESSERA_SECRET or DATA_DIR/secret.key), or it could not open sealed source passwords.
   */
  role: 'server' | 'worker';
  clock?: () => Date;
  /** The app's metrics recorder (prom-client in apps/*), handed to the query engine and the jobs. */
  metrics?: Metrics;
}

/**
 * The service graph of the composition roots: the server (apps/server) and the external worker
 * (apps/worker) both build it here from the same settings, so a job sees the same query engine,
 * secret box, file store and mailer as a request does.
 */
export async function createServices(opts: CreateServicesOptions): Promise<ServiceDeps> {
  const { env, logger } = opts;
  registerAll();
  const secret = resolveSecret({
    configured: env.TESSERA_SECRET,
    production: env.NODE_ENV === 'production',
    dataDir: env.dataDir,
    generate: opts.role === 'server',
  });
  const fileDir = env.FILE_STORE_DIR ?? path.join(env.dataDir, 'files');
  const duckdbDir = path.join(env.dataDir, 'duckdb');
  mkdirSync(duckdbDir, { recursive: true });
  mkdirSync(fileDir, { recursive: true });
  // One Redis connection for the whole process; it degrades to in-process stand-ins while unreachable.
  const redis = env.REDIS_URL ? createRedisLink(env.REDIS_URL, { logger }) : null;
  return {
    db: opts.db,
    config: {
      version,
      publicUrl: env.publicUrl,
      tokenTimeoutMinutes: env.TOKEN_TIMEOUT_MINUTES,
      registerEnabled: env.REGISTER_ENABLED,
      activationRequired: env.REGISTER_ACTIVATION,
      tenantMode: env.TENANT_MODE,
      teamOrgName: env.TEAM_ORG_NAME,
      activationExpireHours: 48,
      inviteExpireHours: 48,
      resetCodeMinutes: 10,
      maxAvatarBytes: 2 * 1024 * 1024,
      maxUploadBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
      iframeAllowedHosts: env.IFRAME_ALLOWED_HOSTS,
      httpAllowList: env.HTTP_SOURCE_ALLOWLIST,
      maxDashboardBytes: 4 * 1024 * 1024,
      versionRetention: env.VERSION_RETENTION,
      downloadRetentionHours: env.DOWNLOAD_RETENTION_HOURS,
      scheduleLogRetentionDays: env.SCHEDULE_LOG_RETENTION_DAYS,
    },
    query: createQueryEngine({
      dataDir: duckdbDir,
      uploadDir: fileDir,
      forbiddenTargets: metadataTargets(env.DATABASE_URL),
      http: { allowList: env.HTTP_SOURCE_ALLOWLIST },
      redis: redis ?? undefined,
      defaultLimits: { timeoutMs: env.QUERY_TIMEOUT_SECONDS * 1000, maxRows: env.QUERY_MAX_ROWS },
      metrics: opts.metrics,
    }),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(env.dataDir, 'outbox'),
      from: env.MAIL_FROM,
      logger,
    }),
    files: createLocalFileStore(fileDir),
    rateLimiter: createRateLimiter({ redis }),
    oauth: createOAuthProviders(oauthConfigs(env), env.publicUrl),
    secrets: {
      sources: await createSecretBox(secret, 'sources'),
      shares: await createSecretBox(secret, 'shares'),
    },
    logger,
    clock: opts.clock ?? (() => new Date()),
    redis,
    metrics: opts.metrics,
  };
}
