import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { registerSourcesI18n } from '../../../lib/sources-i18n';
import { NoPermission } from './-components/no-permission';
import { SourceTreePanel } from './-components/source-tree-panel';
import { isForbidden, useOrgId, useSources } from './-components/use-sources';

export const Route = createFileRoute('/_app/sources')({
  beforeLoad: ({ context }) => registerSourcesI18n(context.services.i18n),
  component: SourcesLayout,
});

/** The Sources section: the tree on the left, the selected source (or the start page) on the right. */
function SourcesLayout() {
  const { t } = useTranslation();
  const orgId = useOrgId();
  if (!orgId) return <NoPermission title={t('shell:org.none')} detail={t('shell:org.noneHint')} />;
  return <SourcesWorkspace orgId={orgId} />;
}

function SourcesWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { list, items, access, ready } = useSources(orgId);
  if (isForbidden(list.error) || (ready && !access.module)) {
    return <NoPermission title={t('sources:noPermission')} />;
  }
  return (
    <div className="flex h-full min-h-0" data-testid="sources-page">
      <SourceTreePanel orgId={orgId} items={items} access={access} loading={list.isLoading} />
      <section className="min-w-0 flex-1 overflow-auto">
        {ready ? (
          <Outlet />
        ) : (
          <div className="flex h-full items-center justify-center">
            <Spinner />
          </div>
        )}
      </section>
    </div>
  );
}
