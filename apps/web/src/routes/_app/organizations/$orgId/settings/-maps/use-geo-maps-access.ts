import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../../../../hooks/use-permissions';
import { useTRPC } from '../../../../../../lib/trpc';

/** What the server lets the signed-in member do with the current organisation's maps. */
export function useGeoMapsAccess() {
  const trpc = useTRPC();
  const { org } = usePermissions();
  const access = useQuery(
    trpc.geoMap.access.queryOptions({ orgId: org?.id ?? '' }, { enabled: Boolean(org) }),
  );
  return {
    orgId: org?.id ?? null,
    read: access.data?.read ?? false,
    manage: access.data?.manage ?? false,
    loading: Boolean(org) && access.isPending,
  };
}
