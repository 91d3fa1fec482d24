import { useParams, useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import type { UserProfile } from '../lib/auth-store';
import { sectionOf } from '../lib/org-paths';
import type { Services } from '../lib/services';
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
 * Makes an organisation the current one: remembered locally at once and on the server (Datart's
 * LAST_VISITED_ORGANIZATION user setting); queries that depend on the organisation are refreshed.
 * Entering `/organizations/$orgId/...` calls this when the URL names another organisation.
 */
export function switchOrg(services: Services, id: string): void {
  if (read() === id) return;
  rememberOrgLocally(id);
  services.trpcClient.settings.saveUser
    .mutate({ relType: 'LAST_VISITED_ORGANIZATION', relId: id })
    .then(() => services.queryClient.invalidateQueries(services.trpc.settings.user.pathFilter()))
    .catch((e: unknown) => services.reporter.report(e));
  void services.queryClient.invalidateQueries(services.trpc.permission.pathFilter());
  void services.queryClient.invalidateQueries(services.trpc.member.pathFilter());
  void services.queryClient.invalidateQueries(services.trpc.role.pathFilter());
  void services.queryClient.invalidateQueries(services.trpc.org.pathFilter());
  void services.queryClient.invalidateQueries(services.trpc.settings.org.pathFilter());
}

/**
 * The organisation shown in the workspace: the one in the URL (`/organizations/$orgId/...`), else the
 * remembered one, else the first organisation of the user (when the remembered one is gone: left,
 * removed, deleted). Selecting another opens the same section in that organisation.
 */
export function useCurrentOrg(user: UserProfile): [Organization | null, (id: string) => void] {
  const router = useRouter();
  const routeOrgId = useParams({ strict: false, select: (p) => p.orgId });
  const id = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  const current = user.organizations.find((o) => o.id === routeOrgId) ?? resolveCurrentOrg(user, id);
  const select = useCallback(
    (orgId: string) => {
      const section = sectionOf(router.state.location.pathname);
      void router.navigate(
        section
          ? { to: `/organizations/$orgId/${section}`, params: { orgId } }
          : { to: '/organizations/$orgId', params: { orgId } },
      );
    },
    [router],
  );
  return [current, select];
}

/** The organisation of the current workspace page, from its `/organizations/$orgId/...` address. */
export function useOrgParam(): string {
  return useParams({ from: '/_app/organizations/$orgId', select: (p) => p.orgId });
}
