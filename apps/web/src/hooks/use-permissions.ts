import { useSuspenseQuery, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Module } from '../lib/permissions';
import { useTRPC } from '../lib/trpc';
import { useCurrentOrg } from './use-current-org';

/**
 * What the signed-in user may do in the current organisation (`permission.mine`), for hiding what is
 * not allowed. The server enforces every check anyway.
 */
export function usePermissions() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  const [org] = useCurrentOrg(user);
  const mine = useQuery(
    trpc.permission.mine.queryOptions({ orgId: org?.id ?? '' }, { enabled: Boolean(org) }),
  );
  const orgOwner = mine.data?.isOwner ?? org?.owner ?? false;
  // The server answers each module switch for this person (owners have every one).
  const can = useCallback(
    (module: Module) => Boolean(org) && (mine.data?.switches[module] ?? false),
    [org, mine.data],
  );
  return {
    user,
    org,
    orgOwner,
    can,
    /** True until the permissions of the current organisation are known. */
    loading: Boolean(org) && mine.isPending,
    data: mine.data,
  };
}
