import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useMemo } from 'react';
import type { MyPermissions } from '../../../../lib/source-access';
import { viewAccess, type ViewAccess } from '../../../../lib/view-access';
import { api } from '../../../../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
export type ViewItem = Outputs['view']['list'][number];
export type ViewDetail = Outputs['view']['byId'];
export type ViewVariable = Outputs['variable']['byView'][number];

export { isForbidden, isNotFound, useOrgId } from '../../sources/-components/use-sources';

/** The active tree, the permissions of the user and what they allow. */
export function useViews(orgId: string) {
  const list = api.view.list.useQuery({ orgId });
  const mine = api.permission.mine.useQuery({ orgId });
  const items = useMemo(() => list.data ?? [], [list.data]);
  const access: ViewAccess = useMemo(() => {
    const byId = new Map(items.map((i) => [i.id, i]));
    return viewAccess(mine.data as MyPermissions | undefined, (id) => byId.get(id)?.parentId);
  }, [items, mine.data]);
  return { list, items, access, ready: list.isSuccess && mine.isSuccess };
}

/** Invalidates everything the tree shows. */
export function useRefreshViews() {
  const utils = api.useUtils();
  return () =>
    Promise.all([utils.view.list.invalidate(), utils.view.archived.invalidate()]).then(() => undefined);
}
