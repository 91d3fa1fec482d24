import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { AccessDenied } from '../../../../../components/require-module';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useTRPC } from '../../../../../lib/trpc';
import { GeoMapList } from './-maps/geo-map-list';
import { GeoMapUpload } from './-maps/geo-map-upload';
import { useGeoMapsAccess } from './-maps/use-geo-maps-access';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/maps')({
  loader: ({ context, params }) =>
    ensureList(
      context.queryClient.ensureQueryData(context.trpc.geoMap.list.queryOptions({ orgId: params.orgId })),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: MapsPage,
});

/** Settings → Maps: the organisation's own GeoJSON maps for its map charts (decision D-geo-1). */
function MapsPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('orgs:maps.title'));
  const access = useGeoMapsAccess();
  const list = useQuery(
    trpc.geoMap.list.queryOptions({ orgId: access.orgId ?? '' }, { enabled: access.read }),
  );
  if (access.loading) return <Spinner />;
  if (!access.read || !access.orgId) return <AccessDenied />;
  return (
    <Card data-testid="geo-maps">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:maps.title')}</CardTitle>
        <CardDescription>
          {t('orgs:maps.description')} {!access.manage && t('orgs:maps.readOnly')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {list.data?.can.manage && <GeoMapUpload orgId={access.orgId} />}
        {list.data ? <GeoMapList maps={list.data.maps} manage={list.data.can.manage} /> : <Spinner />}
      </CardContent>
    </Card>
  );
}
