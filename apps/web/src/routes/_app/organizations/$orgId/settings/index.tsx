import { createFileRoute, Navigate } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { usePermissions } from '../../../../../hooks/use-permissions';
import { useGeoMapsAccess } from './-maps/use-geo-maps-access';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/')({ component: SettingsIndex });

/** `/settings` → the first settings page the user may use (the layout refuses users with none). */
function SettingsIndex() {
  const { orgId } = Route.useParams();
  const { org, can, orgOwner, loading } = usePermissions();
  const maps = useGeoMapsAccess();
  if (loading || maps.loading || !org)
    return loading ? (
      <div className="flex justify-center py-20">
        <Spinner className="size-6 text-primary" />
      </div>
    ) : null;
  if (can('ORG_SETTINGS'))
    return <Navigate to="/organizations/$orgId/settings/organization" params={{ orgId }} replace />;
  if (can('VARIABLE'))
    return <Navigate to="/organizations/$orgId/settings/variables" params={{ orgId }} replace />;
  if (orgOwner) return <Navigate to="/organizations/$orgId/settings/audit" params={{ orgId }} replace />;
  if (maps.read) return <Navigate to="/organizations/$orgId/settings/maps" params={{ orgId }} replace />;
  return null;
}
