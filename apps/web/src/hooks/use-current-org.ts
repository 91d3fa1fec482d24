import { useCallback, useSyncExternalStore } from 'react';
import type { UserProfile } from '../lib/auth-store';
import { useServices, type Services } from '../lib/services';
import { StorageKeys } from '../lib/storage-keys';

type Organization = UserProfile['organizations'][number];

const listeners = new Set<() => void>();
const read = () => localStorage.getItem(StorageKeys.currentOrg);
const notify = () => listeners.forEach((l) => l());

/** The organisation shown for `user`: the remembered one while the user still belongs to it, else the first. */
export function resolveCurrentOrg(user: UserProfile, id = read()): Organization | null {
  return user.organizations.find((o) => o.id === id) ?? user.organizations[0] ?? null;
}

/** Remembers the organisation locally only (the server copy is applied on load, see `_app.tsx`). */
export function rememberOrgLocally(id: string): void {
  if (read() === id) return;
  localStorage.setItem(StorageKeys.currentOrg, id);
  notify();
}

/**
 * Switches organisation: remembered locally at once and on the server (Datart's LAST_VISITED_ORGANIZATION
 * user setting); queries that depend on the organisation are refreshed.
 */
export function switchOrg(services: Services, id: string): void {
  const changed = read() !== id;
  rememberOrgLocally(id);
  services.trpcClient.settings.saveUser
    .mutate({ relType: 'LAST_VISITED_ORGANIZATION', relId: id })
    .then(() => services.trpc.settings.user.invalidate())
    .catch((e: unknown) => services.reporter.report(e));
  if (changed) {
    void services.trpc.permission.invalidate();
    void services.trpc.member.invalidate();
    void services.trpc.role.invalidate();
    void services.trpc.org.invalidate();
    void services.trpc.settings.org.invalidate();
  }
}

/**
 * The organisation shown in the workspace. Falls back to the first organisation of the user when the
 * remembered one is gone (left, removed, deleted).
 */
export function useCurrentOrg(user: UserProfile): [Organization | null, (id: string) => void] {
  const services = useServices();
  const id = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  const current = resolveCurrentOrg(user, id);
  const select = useCallback((next: string) => switchOrg(services, next), [services]);
  return [current, select];
}
