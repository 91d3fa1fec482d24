import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formMeta } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>['version'];
export type VersionItem = Outputs['list']['items'][number];
export type VersionComparison = Outputs['compare'];
export type VersionedType = VersionItem['resourceType'];

const restoredKey = (resourceId: string) => ['versions', 'restored', resourceId] as const;

/**
 * How many restores this page has made of the resource: an editor keyed by it starts again from the
 * restored content (its own state was loaded from the version it replaced).
 */
export function useRestoreEpoch(resourceId: string): number {
  return (
    useQuery({
      queryKey: restoredKey(resourceId),
      queryFn: () => 0,
      staleTime: Infinity,
      gcTime: Infinity,
    }).data ?? 0
  );
}

/** Restores a version; every loaded query is refreshed first, then the editor starts over from it. */
export function useRestoreVersion(resourceId: string, onDone: (newVersion: number) => void) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.version.restore.mutationOptions({
      meta: formMeta,
      onSuccess: async (result) => {
        await queryClient.invalidateQueries();
        queryClient.setQueryData<number>(restoredKey(resourceId), (n) => (n ?? 0) + 1);
        onDone(result.version);
      },
      onError: (e) => toast.error(errorText(t, e)),
    }),
  );
}
