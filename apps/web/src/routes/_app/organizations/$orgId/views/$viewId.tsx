import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { api } from '../../../../../lib/trpc';
import { NoPermission } from '../sources/-components/no-permission';
import { isForbidden, isNotFound, useOrgId } from './-components/use-views';
import { ViewEditor } from './-components/view-editor';

export const Route = createFileRoute('/_app/organizations/$orgId/views/$viewId')({ component: ViewPage });

function ViewPage() {
  const { t } = useTranslation();
  const { viewId } = Route.useParams();
  const orgId = useOrgId()!;
  const view = api.view.byId.useQuery({ id: viewId }, { retry: false });
  if (view.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(view.error)) return <NoPermission title={t('views:noPermission')} />;
  if (isNotFound(view.error) || !view.data || view.data.isFolder) return <NotFoundPage />;
  return <ViewEditor key={view.data.id} orgId={orgId} mode="edit" view={view.data} />;
}
