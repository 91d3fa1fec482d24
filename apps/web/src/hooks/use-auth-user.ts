import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../lib/auth-store';
import { useServices } from '../lib/services';
import { StorageKeys } from '../lib/storage-keys';

/** The stored logged-in user (LOGGED_IN_USER), kept in step with the auth store. */
export function useStoredUser(): UserProfile | null {
  const { auth } = useServices();
  const raw = useSyncExternalStore(auth.subscribe, () => localStorage.getItem(StorageKeys.loggedInUser));
  return raw ? (JSON.parse(raw) as UserProfile) : null;
}

export function useToken(): string | null {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getToken);
}
