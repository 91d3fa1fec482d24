import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { registerViewsI18n } from '../../../lib/views-i18n';
import { NoPermission } from '../sources/-components/no-permission';
import { isForbidden, useOrgId, useViews } from './-components/use-views';
import { ViewTreePanel } from './-components/view-tree-panel';

export const Route = createFileRoute('/_app/views')({
  beforeLoad: ({ context }) => registerViewsI18n(context.services.i18n),
  component: ViewsLayout,
});

/** The Views section: the tree on the left, the selected view (or the start page) on the right. */
function ViewsLayout() {
  const { t } = useTranslation();
  const orgId = useOrgId();
  if (!orgId) return <NoPermission title={t('shell:org.none')} detail={t('shell:org.noneHint')} />;
  return <ViewsWorkspace orgId={orgId} />;
}

function ViewsWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { list, items, access, ready } = useViews(orgId);
  if (isForbidden(list.error) || (ready && !access.module)) {
    return <NoPermission title={t('views:noPermission')} />;
  }
  return (
    <div className="flex h-full min-h-0" data-testid="views-page">
      <ViewTreePanel orgId={orgId} items={items} access={access} loading={list.isLoading} />
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
