import { TRPCClientError } from '@trpc/client';
import type { i18n } from 'i18next';

export interface AppFieldError {
  path: string;
  message: string;
  params?: Record<string, string | number>;
  text?: string;
}

export interface AppErrorData {
  code: string;
  params: Record<string, string | number>;
  fields: AppFieldError[];
}

/** The server's structured error (`error.data.appError`), if the error came from the API. */
export function appErrorOf(error: unknown): AppErrorData | null {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as { appError?: AppErrorData } | undefined;
    if (data?.appError) return data.appError;
  }
  const rest = error as { appError?: AppErrorData } | null;
  return rest && typeof rest === 'object' && rest.appError ? rest.appError : null;
}

/**
 * HTTP 401 / tRPC UNAUTHORIZED: the session is gone (spec §8). A 401 that names another reason (a share
 * link's code or token, an embed token) is about that link, not the session: its page says so and stays.
 */
export function isUnauthorized(error: unknown): boolean {
  const code = appErrorOf(error)?.code;
  if (code) return code === 'UNAUTHENTICATED';
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as { code?: string; httpStatus?: number } | undefined;
    return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
  }
  return (error as { status?: number } | null)?.status === 401;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

/** The words a person reads for an error: the catalogue's entry for its code, else the server's message. */
export function describeError(i18n: i18n, error: unknown): string {
  const app = appErrorOf(error);
  if (app && app.code !== 'INVALID_INPUT' && i18n.exists(`errors:${app.code}`))
    return i18n.t(`errors:${app.code}`, app.params);
  return messageOf(error);
}

/** Error thrown by REST helpers, carrying the envelope's message and the HTTP status. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly appError?: AppErrorData,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** The server refused (403): a section says "no permission"; an item it hides is not found. */
export function isForbidden(error: unknown): boolean {
  if (appErrorOf(error)?.code === 'FORBIDDEN') return true;
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as { code?: string; httpStatus?: number } | undefined;
    return data?.code === 'FORBIDDEN' || data?.httpStatus === 403;
  }
  return false;
}

/** The server does not know the id (404). */
export function isNotFound(error: unknown): boolean {
  if (appErrorOf(error)?.code === 'NOT_FOUND') return true;
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<never>).data as { code?: string } | undefined;
    return data?.code === 'NOT_FOUND';
  }
  return false;
}
