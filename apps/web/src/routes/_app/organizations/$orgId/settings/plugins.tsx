import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { PluginsPage } from '../../../../../features/plugins/plugins-page';
import { usePermissions } from '../../../../../hooks/use-permissions';
import { ensureList } from '../../../../../lib/route-data';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/plugins')({
  loader: ({ context, params }) =>
    ensureList(
      context.queryClient.ensureQueryData(context.trpc.plugin.list.queryOptions({ orgId: params.orgId })),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: PluginsRoute,
});

function PluginsRoute() {
  const { orgId } = Route.useParams();
  const { orgOwner, loading } = usePermissions();
  if (loading) return <Spinner />;
  return <PluginsPage orgId={orgId} owner={orgOwner} />;
}
