import { createFileRoute, Navigate } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { usePermissions } from '../../../hooks/use-permissions';
import { useGeoMapsAccess } from './-maps/use-geo-maps-access';

export const Route = createFileRoute('/_app/settings/')({ component: SettingsIndex });

/** `/settings` → the first settings page the user may use (the layout refuses users with none). */
function SettingsIndex() {
  const { org, can, orgOwner, loading } = usePermissions();
  const maps = useGeoMapsAccess();
  if (loading || maps.loading || !org)
    return loading ? (
      <div className="flex justify-center py-20">
        <Spinner className="size-6 text-primary" />
      </div>
    ) : null;
  if (can('ORG_SETTINGS')) return <Navigate to="/settings/organization" replace />;
  if (can('VARIABLE')) return <Navigate to="/settings/variables" replace />;
  if (orgOwner) return <Navigate to="/settings/audit" replace />;
  if (maps.read) return <Navigate to="/settings/maps" replace />;
  return null;
}
