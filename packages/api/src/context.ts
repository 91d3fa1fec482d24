import type { Context, MiddlewareHandler } from 'hono';
import {
  errorTable,
  markMetadataWritten,
  sessionCache,
  setOrgVersions,
  type Actor,
  type Ctx,
  type ServiceDeps,
  type ValidSession,
  wroteMetadata,
} from '@tessera/core';
import { languageFromHeader } from '@tessera/i18n';
import { errorShape, renderMessage, statusOf, toAppError } from './errors';
import { fail } from './rest/envelope';
import type { ApiEnv } from './env';

export interface ApiOptions {
  /** The client address, from the socket or a trusted proxy header (decided by the server). */
  getIp?: (c: Context) => string | null;
  /**
   * How long a validated session may be served from memory without asking the metadata database
   * (SessionCache in @tessera/core); writes through this process invalidate it at once, the TTL bounds
   * writes by other instances. 0 (the default) reads the database on every request.
   */
  sessionCacheTtlMs?: number;
}

/** Reads the bearer token from `Authorization` (with or without the `Bearer ` prefix). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

/**
 * The metadata database is down (e.g. its connection was terminated): answer 503 with a clear message
 * in the door's own error shape. The driver reconnects by itself, so the next request may succeed.
 */
function unavailable(c: Context<ApiEnv>, deps: ServiceDeps, e: unknown): Response {
  const app = toAppError(e, { deps });
  const lang = languageFromHeader(c.req.header('accept-language'));
  const status = statusOf(app) as 503;
  const message = renderMessage(lang, app);
  if (c.req.path.startsWith('/trpc')) {
    const data = { code: errorTable[app.code].trpc, httpStatus: status, appError: errorShape(lang, app) };
    return c.json({ error: { json: { message, code: -32603, data } } }, status);
  }
  return c.json(fail(status, message, errorShape(lang, app)), status);
}

/**
 * Builds the per-request context for both doors and echoes the current token in the
 * `Authorization` response header of every authenticated answer (Datart's clients store it).
 */
export function contextMiddleware(deps: ServiceDeps, options: ApiOptions): MiddlewareHandler<ApiEnv> {
  const sessions = sessionCache(deps.db);
  const ttlMs = options.sessionCacheTtlMs ?? 0;
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    let actor: Actor | null = null;
    let session: ValidSession | null = null;
    if (token) {
      try {
        session = await sessions.validate(deps, token, ttlMs);
      } catch (e) {
        return unavailable(c, deps, e);
      }
      if (session) {
        const { user } = session;
        actor = {
          userId: user.id,
          username: user.username,
          sessionId: session.sessionId,
          profile: { name: user.name, email: user.email },
        };
      }
    }
    c.set('badToken', Boolean(token) && !actor);
    c.set('issuedToken', null);
    c.set('warnings', null);
    const ctx: Ctx = {
      deps,
      actor,
      lang: languageFromHeader(c.req.header('accept-language')),
      ip: options.getIp?.(c) ?? null,
      userAgent: c.req.header('user-agent') ?? null,
      // Both doors log errors with the request id of the answer (see toAppError).
      requestId: c.get('requestId') ?? null,
    };
    // The organisation versions read with the session let core serve permissions and metadata from memory.
    if (session) setOrgVersions(ctx, session.orgVersions);
    c.set('ctx', ctx);
    try {
      await next();
    } finally {
      // Before the answer leaves: the very next request, on this replica or another, must not trust what
      // this one may have changed (what it may change is declared by its operation: `Write` in core).
      if (wroteMetadata(ctx, c.req.method)) await markMetadataWritten(deps.db, deps.redis);
    }
    const issued = c.get('issuedToken');
    const out = issued === '' ? null : (issued ?? (actor ? token : null));
    // On the answer's own headers: `c.header()` after the handler copies the whole Response, and the copy
    // carries its body as a stream, so the Node adapter wrote it in pieces instead of in one write
    // (≈ 0.3 ms more CPU per request, and a second write for every authenticated answer).
    if (out) {
      try {
        c.res.headers.set('Authorization', `Bearer ${out}`);
      } catch {
        // A Response with immutable headers (none of ours today): Hono's copy is the only way.
        c.header('Authorization', `Bearer ${out}`);
      }
    }
  };
}
