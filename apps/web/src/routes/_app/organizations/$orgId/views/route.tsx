import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { OrgGate, ResourceWorkspace } from '../../../../../components/resource-tree/resource-workspace';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { isForbidden, useViews } from '../../../../../hooks/use-views';
import { ViewTreePanel } from './-components/view-tree-panel';

export const Route = createFileRoute('/_app/organizations/$orgId/views')({
  // Views reuse the sources' dialogs, picker and preview grid, whose texts live in `sources`.
  // The section's texts load with its data, at once (a dynamic import keeps them out of the sign-in bundle).
  loader: ({ context, params }) =>
    Promise.all([
      ensureList(
        context.queryClient.ensureQueryData(context.trpc.view.list.queryOptions({ orgId: params.orgId })),
      ),
      import('../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
      import('../../../../../lib/sources-i18n').then((m) => m.registerSourcesI18n(context.services.i18n)),
    ]),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: ViewsLayout,
});

/** The Views section: the tree on the left, the selected view (or the start page) on the right. */
function ViewsLayout() {
  return <OrgGate>{(orgId) => <ViewsWorkspace orgId={orgId} />}</OrgGate>;
}

function ViewsWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { list, items, access, ready } = useViews(orgId);
  return (
    <ResourceWorkspace
      testId="views-page"
      forbidden={isForbidden(list.error) || (ready && !access.module)}
      noPermissionTitle={t('views:noPermission')}
      ready={ready}
      tree={<ViewTreePanel orgId={orgId} items={items} access={access} loading={list.isLoading} />}
    />
  );
}
