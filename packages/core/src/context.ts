import type { OAuthProvider, SecretBox } from '@tessera/auth/server';
import type { Db } from '@tessera/db';
import type { QueryEngine, RedisLink } from '@tessera/query';
import type { Language } from '@tessera/i18n';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { Renderer } from './render/renderer';
import type { RateLimiter } from './rate-limit';

export type { Logger } from './logger';

export type TenantMode = 'platform' | 'team';

export interface CoreConfig {
  version: string;
  /** Public base URL used in e-mailed links, e.g. http://localhost:8080 */
  publicUrl: string;
  tokenTimeoutMinutes: number;
  registerEnabled: boolean;
  /** New accounts stay inactive until the e-mailed activation link is opened. */
  activationRequired: boolean;
  tenantMode: TenantMode;
  /** Name of the single organisation created at setup in team mode. */
  teamOrgName: string;
  activationExpireHours: number;
  inviteExpireHours: number;
  resetCodeMinutes: number;
  maxAvatarBytes: number;
  /** Largest accepted data file (CSV/Excel) upload. */
  maxUploadBytes: number;
  /** Hosts a dashboard iframe may embed (operator allow-list). */
  iframeAllowedHosts: string[];
  /** Largest dashboard save (config + widgets, serialised). */
  maxDashboardBytes: number;
  /** Versions kept per chart, dashboard, storyboard or view (oldest pruned on save); 0 keeps all. */
  versionRetention: number;
  /** DOWNLOAD_RETENTION_HOURS: download tasks and their files are removed this long after they were asked (0 keeps all). */
  downloadRetentionHours?: number;
  /** SCHEDULE_LOG_RETENTION_DAYS: schedule logs are removed this long after their run started (0 keeps all). */
  scheduleLogRetentionDays?: number;
  /**
   * HTTP_SOURCE_ALLOWLIST: hosts outbound requests may reach although private (HTTP sources, the
   * WeChat robot); absent = none.
   */
  httpAllowList?: string[];
}

/** Everything a use case may touch, built once by the composition root (or a test). */
export interface ServiceDeps {
  db: Db;
  config: CoreConfig;
  mailer: Mailer;
  files: FileStore;
  rateLimiter: RateLimiter;
  oauth: OAuthProvider[];
  /** The query engine (connectors, DSL → SQL, cache, single-flight). */
  query: QueryEngine;
  /** Boxes keyed for one purpose each: source passwords at rest, share tokens in flight. */
  secrets: { sources: SecretBox; shares: SecretBox };
  logger: Logger;
  clock: () => Date;
  /**
   * The shared Redis connection when REDIS_URL is set (query cache, single flight, rate limits, session
   * invalidation across replicas); `redis.state()` is `ok` or `degraded` (readiness reads it).
   */
  redis?: RedisLink | null;
  /** The operator's metrics (the apps' /metrics); absent in tests, which record nothing. */
  metrics?: Metrics;
  /** Chromium for pictures and PDFs, set where jobs run (the worker); absent, those tasks fail clearly. */
  renderer?: Renderer | null;
}

export interface Actor {
  userId: string;
  username: string;
  sessionId: string;
  /** Name and e-mail as read with the session, for the DATART_USER_* variables without another query. */
  profile?: { name: string | null; email: string };
}

/** Per-call context: who is asking, in which language, from where. */
export interface Ctx {
  deps: ServiceDeps;
  actor: Actor | null;
  lang: Language;
  ip: string | null;
  userAgent: string | null;
  /** The HTTP request's id, for log lines that go with what the person saw. */
  requestId?: string | null;
}

export type AuthedCtx = Ctx & { actor: Actor };
