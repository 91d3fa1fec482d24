import { usePermissions } from '../../../../../../hooks/use-permissions';
import { api } from '../../../../../../lib/trpc';

/** What the server lets the signed-in member do with the current organisation's maps. */
export function useGeoMapsAccess() {
  const { org } = usePermissions();
  const access = api.geoMap.access.useQuery({ orgId: org?.id ?? '' }, { enabled: Boolean(org) });
  return {
    orgId: org?.id ?? null,
    read: access.data?.read ?? false,
    manage: access.data?.manage ?? false,
    loading: Boolean(org) && access.isPending,
  };
}
