import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSecretBox } from '@tessera/auth/server';
import { createQueryEngine } from '@tessera/query';
import { createTestDb, type TestDbHandle } from '@tessera/db/testing';
import type { CoreConfig, Ctx, Logger, ServiceDeps } from '../context';
import { createLocalFileStore } from '../files/file-store';
import { createMailer } from '../mail/mailer';
import { createMemoryRateLimiter } from '../rate-limit';
import { registerAll } from '../resource-types';
import { startSmtpSink } from './smtp-sink';

export { startSmtpSink, parseMail, type SunkMail } from './smtp-sink';

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export const testConfig: CoreConfig = {
  version: 'test',
  publicUrl: 'http://tessera.test',
  tokenTimeoutMinutes: 60,
  registerEnabled: true,
  activationRequired: true,
  tenantMode: 'platform',
  teamOrgName: 'Team',
  activationExpireHours: 48,
  inviteExpireHours: 48,
  resetCodeMinutes: 10,
  maxAvatarBytes: 64 * 1024,
  maxUploadBytes: 5 * 1024 * 1024,
  iframeAllowedHosts: ['example.com'],
  maxDashboardBytes: 256 * 1024,
  versionRetention: 50,
};

export interface TestEnv {
  deps: ServiceDeps;
  db: TestDbHandle;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  ctx: (actor?: Ctx['actor'], lang?: Ctx['lang']) => Ctx;
  close: () => Promise<void>;
}

/**
 * A complete service graph on a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite),
 * with real SMTP delivery to an in-process sink and files in a temp dir (removed by `close`).
 */
export async function createTestEnv(
  overrides: Partial<CoreConfig> = {},
  deps: Partial<ServiceDeps> = {},
  dbEnv: NodeJS.ProcessEnv = process.env,
): Promise<TestEnv> {
  registerAll();
  const db = await createTestDb(dbEnv);
  const smtp = await startSmtpSink();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  mkdirSync(path.join(dir, 'duckdb'), { recursive: true });
  mkdirSync(path.join(dir, 'files'), { recursive: true });
  const query = createQueryEngine({ dataDir: path.join(dir, 'duckdb'), uploadDir: path.join(dir, 'files') });
  const full: ServiceDeps = {
    query,
    db: db.db,
    config: { ...testConfig, ...overrides },
    mailer: createMailer({
      smtpUrl: smtp.url,
      outboxDir: path.join(dir, 'outbox'),
      from: 'Tessera <test@tessera.test>',
      logger: silentLogger,
    }),
    files: createLocalFileStore(path.join(dir, 'files')),
    rateLimiter: createMemoryRateLimiter(),
    oauth: [],
    secrets: {
      sources: await createSecretBox('x'.repeat(48), 'sources'),
      shares: await createSecretBox('x'.repeat(48), 'shares'),
    },
    logger: silentLogger,
    clock: () => new Date(),
    ...deps,
  };
  return {
    deps: full,
    db,
    smtp,
    ctx: (actor = null, lang = 'en') => ({ deps: full, actor, lang, ip: '127.0.0.1', userAgent: 'vitest' }),
    close: async () => {
      await full.query.close();
      await smtp.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export { createOrgRecord } from '../orgs/create-org-record';
