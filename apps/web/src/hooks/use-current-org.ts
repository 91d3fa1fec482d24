import { useCallback, useSyncExternalStore } from 'react';
import type { UserProfile } from '../lib/auth-store';
import { StorageKeys } from '../lib/storage-keys';

type Organization = UserProfile['organizations'][number];

const listeners = new Set<() => void>();
const read = () => localStorage.getItem(StorageKeys.currentOrg);

/**
 * The organisation shown in the workspace, remembered in local storage until the server keeps the
 * last visited organisation (Datart's user setting). Falls back to the first organisation of the user.
 */
export function useCurrentOrg(user: UserProfile): [Organization | null, (id: string) => void] {
  const id = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  const current = user.organizations.find((o) => o.id === id) ?? user.organizations[0] ?? null;
  const select = useCallback((next: string) => {
    localStorage.setItem(StorageKeys.currentOrg, next);
    listeners.forEach((l) => l());
  }, []);
  return [current, select];
}
