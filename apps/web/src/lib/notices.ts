import { toast, type ToastKind } from '@tessera/ui/toast';
import type { i18n } from 'i18next';
import { readJson, StorageKeys } from './storage-keys';

/**
 * A notice for whatever page the person sees next: the app hands a lost session over to the sign-in page
 * with a page load (decision D-login-1), which would drop a toast raised on the way. Kept in session storage
 * (this tab only) as a text key, so that it is read in the next page's language.
 */
export interface Notice {
  kind: ToastKind;
  /** An i18n key, e.g. `common:session.expired`. */
  text: string;
  /** Toasts with the same key are not stacked. */
  key: string;
}

/** A session that ended while the person was away (spec §2). */
export const SESSION_EXPIRED: Notice = {
  kind: 'warning',
  text: 'common:session.expired',
  key: 'session-expired',
};
/** The server ended the session during use (spec §8): one notice, keyed like the 401 toast. */
export const SESSION_LOST: Notice = { kind: 'error', text: 'errors:UNAUTHENTICATED', key: '401' };

export function leaveNotice(notice: Notice, storage: Storage = sessionStorage): void {
  storage.setItem(StorageKeys.notice, JSON.stringify(notice));
}

const KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

/** The waiting notice, once (a malformed one is dropped). */
export function takeNotice(storage: Storage = sessionStorage): Notice | null {
  const notice = readJson<Notice>(storage, StorageKeys.notice);
  storage.removeItem(StorageKeys.notice);
  const valid =
    notice !== null &&
    KINDS.includes(notice.kind) &&
    typeof notice.text === 'string' &&
    typeof notice.key === 'string';
  return valid ? notice : null;
}

/** Shows the waiting notice, if any, as a toast in this page's language. */
export function showLeftNotice(i18n: i18n): void {
  const notice = takeNotice();
  if (notice) toast[notice.kind](i18n.t(notice.text), { key: notice.key });
}
