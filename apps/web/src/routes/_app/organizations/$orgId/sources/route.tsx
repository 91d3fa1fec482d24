import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { OrgGate, ResourceWorkspace } from '../../../../../components/resource-tree/resource-workspace';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { SourceTreePanel } from './-components/source-tree-panel';
import { isForbidden, useSources } from '../../../../../hooks/use-sources';

export const Route = createFileRoute('/_app/organizations/$orgId/sources')({
  // The section's texts load with its data, at once (a dynamic import keeps them out of the sign-in bundle).
  loader: ({ context, params }) =>
    Promise.all([
      ensureList(
        context.queryClient.ensureQueryData(context.trpc.source.list.queryOptions({ orgId: params.orgId })),
      ),
      import('../../../../../lib/sources-i18n').then((m) => m.registerSourcesI18n(context.services.i18n)),
    ]),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: SourcesLayout,
});

/** The Sources section: the tree on the left, the selected source (or the start page) on the right. */
function SourcesLayout() {
  return <OrgGate>{(orgId) => <SourcesWorkspace orgId={orgId} />}</OrgGate>;
}

function SourcesWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { list, items, access, ready } = useSources(orgId);
  return (
    <ResourceWorkspace
      testId="sources-page"
      forbidden={isForbidden(list.error) || (ready && !access.module)}
      noPermissionTitle={t('sources:noPermission')}
      ready={ready}
      tree={<SourceTreePanel orgId={orgId} items={items} access={access} loading={list.isLoading} />}
    />
  );
}
