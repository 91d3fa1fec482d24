import {
  AppError,
  errorTable,
  isAppError,
  scrubbedAppError,
  isDatabaseUnavailable,
  toFieldIssues,
  type Ctx,
  type FieldIssue,
} from '@tessera/core';
import { fieldLabel, t, type Language } from '@tessera/i18n';
import { ZodError } from 'zod';

type ErrorCtx = (Pick<Ctx, 'deps'> & { requestId?: string | null }) | null;

function normalise(e: unknown, ctx: ErrorCtx): AppError {
  if (isAppError(e)) return e;
  if (e instanceof ZodError) return new AppError('INVALID_INPUT', {}, { fields: toFieldIssues(e) });
  const cause = (e as { cause?: unknown })?.cause;
  if (isAppError(cause)) return cause;
  if (cause instanceof ZodError) return new AppError('INVALID_INPUT', {}, { fields: toFieldIssues(cause) });
  if (isDatabaseUnavailable(e)) {
    ctx?.deps.logger.warn({ err: e, reqId: ctx.requestId ?? null }, 'metadata database unavailable');
    return new AppError('DATABASE_UNAVAILABLE', {}, { cause: e });
  }
  ctx?.deps.logger.error({ err: e, reqId: ctx.requestId ?? null }, 'unexpected error');
  return new AppError('INTERNAL', {}, { cause: e });
}

/**
 * Normalises anything thrown by a use case into the AppError a person may see, for both doors:
 * unknown errors are logged here, once; details that reveal the server (paths, stack frames) are
 * scrubbed from the parameters, and the original goes to the log with the request id.
 */
export function toAppError(e: unknown, ctx: ErrorCtx): AppError {
  const app = normalise(e, ctx);
  const raw = driverCause(app);
  // The query engine scrubs a database's own message before it becomes `detail`; the raw one is kept
  // for operators here, with the request id.
  if (raw)
    ctx?.deps.logger.warn(
      { reqId: ctx.requestId ?? null, code: app.code, err: raw, detail: raw.message },
      'source error',
    );
  const clean = scrubbedAppError(app);
  if (!clean) return app;
  ctx?.deps.logger.warn(
    { reqId: ctx.requestId ?? null, code: app.code, params: app.params },
    'error details withheld from the client',
  );
  return clean;
}

/** The driver's own error behind an engine error (AppError → QueryError → driver error), if any. */
function driverCause(app: AppError): Error | null {
  const engine = app.cause;
  const raw = engine instanceof Error ? engine.cause : undefined;
  return raw instanceof Error ? raw : null;
}

function fieldMessage(lng: Language, f: FieldIssue): string {
  return t(lng, `validation:${f.message}`, { label: fieldLabel(lng, f.path), ...f.params });
}

/** The message a person reads: field problems spelled out for INVALID_INPUT, the catalogue entry otherwise. */
export function renderMessage(lng: Language, e: AppError): string {
  if (e.code === 'INVALID_INPUT' && e.fields.length)
    return e.fields.map((f) => fieldMessage(lng, f)).join('; ');
  // The catalogue names the entity itself (`$t(fields:{{entity}})`), for the web's rendering too.
  return t(lng, `errors:${e.code}`, e.params);
}

export function statusOf(e: AppError): number {
  return errorTable[e.code].status;
}

/** What clients get besides the message: a stable code, its parameters and per-field problems. */
export function errorShape(lng: Language, e: AppError) {
  return {
    code: e.code,
    params: e.params,
    fields: e.fields.map((f) => ({ ...f, text: fieldMessage(lng, f) })),
  };
}
