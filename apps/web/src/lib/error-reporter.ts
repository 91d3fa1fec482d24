import { isUnauthorized, messageOf } from './app-error';

/** Spec §9: rejections are toasted after 100 ms, debounced. */
export const REJECTION_DEBOUNCE_MS = 100;
export const UNAUTHORIZED_TOAST_KEY = '401';

export interface ErrorReporterDeps {
  showError: (message: string, options?: { key?: string }) => void;
  /** The localised 401 message ("Not logged in or token expired, please log in again"). */
  unauthorizedMessage: () => string;
  /** Turns an error into the text a person reads (server message or catalogue entry). */
  describe?: (error: unknown) => string;
  /** Clears the session and goes to /login. */
  onUnauthorized: () => void;
  log?: (error: unknown) => void;
  delay?: number;
}

/**
 * Spec §8: a 401 shows one toast (keyed 401) and ends the session, however many calls fail together;
 * any other rejection becomes an error toast 100 ms after the last one of a burst, and is logged.
 */
export function createErrorReporter({
  showError,
  unauthorizedMessage,
  describe = messageOf,
  onUnauthorized,
  log = (e) => console.error(e),
  delay = REJECTION_DEBOUNCE_MS,
}: ErrorReporterDeps) {
  let unauthorizedHandled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | null = null;

  const reportUnauthorized = () => {
    if (unauthorizedHandled) return;
    unauthorizedHandled = true;
    clearTimeout(timer);
    pending = null;
    showError(unauthorizedMessage(), { key: UNAUTHORIZED_TOAST_KEY });
    onUnauthorized();
  };

  return {
    report(error: unknown): void {
      if (isUnauthorized(error)) return reportUnauthorized();
      log(error);
      pending = describe(error);
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (pending) showError(pending);
        pending = null;
      }, delay);
    },
    reportUnauthorized,
    /** A new session starts: a later 401 may be announced again. */
    reset(): void {
      unauthorizedHandled = false;
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;
