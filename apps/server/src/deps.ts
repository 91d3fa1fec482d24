import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createOAuthProviders, createSecretBox, type OAuthProviderConfig } from '@tessera/auth/server';
import {
  createLocalFileStore,
  createMailer,
  createRateLimiter,
  type Logger,
  type ServiceDeps,
} from '@tessera/core';
import { createDb, type DbHandle } from '@tessera/db';
import { createQueryEngine } from '@tessera/query';
import type { Env } from './env';
import { resolveSecret } from './secret';
import { version } from './version';

export function oauthConfigs(env: Env): OAuthProviderConfig[] {
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

/** Builds every dependency of the service layer from the environment (the composition root's half). */
export async function buildDeps(
  env: Env,
  logger: Logger,
  dbHandle?: DbHandle,
): Promise<{ deps: ServiceDeps; db: DbHandle }> {
  const secret = resolveSecret({
    configured: env.TESSERA_SECRET,
    production: env.NODE_ENV === 'production',
    dataDir: env.dataDir,
  });
  const db =
    dbHandle ??
    (await createDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: path.join(env.dataDir, 'pglite'),
      migrate: true,
    }));
  const fileDir = env.FILE_STORE_DIR ?? path.join(env.dataDir, 'files');
  const duckdbDir = path.join(env.dataDir, 'duckdb');
  mkdirSync(duckdbDir, { recursive: true });
  mkdirSync(fileDir, { recursive: true });
  const deps: ServiceDeps = {
    db: db.db,
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
    },
    query: createQueryEngine({
      dataDir: duckdbDir,
      uploadDir: fileDir,
      forbiddenTargets: metadataTargets(env.DATABASE_URL),
      http: { allowList: env.HTTP_SOURCE_ALLOWLIST },
      redisUrl: env.REDIS_URL,
      defaultLimits: { timeoutMs: env.QUERY_TIMEOUT_SECONDS * 1000, maxRows: env.QUERY_MAX_ROWS },
    }),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(env.dataDir, 'outbox'),
      from: env.MAIL_FROM,
      logger,
    }),
    files: createLocalFileStore(fileDir),
    rateLimiter: createRateLimiter({ redisUrl: env.REDIS_URL }),
    oauth: createOAuthProviders(oauthConfigs(env), env.publicUrl),
    secrets: { sources: await createSecretBox(secret, 'sources') },
    logger,
    clock: () => new Date(),
  };
  return { deps, db };
}
