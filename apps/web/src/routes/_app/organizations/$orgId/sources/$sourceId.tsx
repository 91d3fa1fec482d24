import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { api } from '../../../../../lib/trpc';
import { NoPermission } from './-components/no-permission';
import { SourceEditor } from './-components/source-editor';
import { isForbidden, isNotFound, useOrgId } from './-components/use-sources';

interface SourceSearch {
  tab?: 'settings' | 'schema';
}

export const Route = createFileRoute('/_app/organizations/$orgId/sources/$sourceId')({
  validateSearch: (search: Record<string, unknown>): SourceSearch => ({
    tab: search.tab === 'schema' ? 'schema' : undefined,
  }),
  component: SourcePage,
});

function SourcePage() {
  const { t } = useTranslation();
  const { sourceId } = Route.useParams();
  const orgId = useOrgId()!;
  const source = api.source.byId.useQuery({ id: sourceId }, { retry: false });
  if (source.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(source.error)) return <NoPermission title={t('sources:noPermission')} />;
  if (isNotFound(source.error) || !source.data || source.data.isFolder) return <NotFoundPage />;
  return <SourceEditor key={source.data.id} orgId={orgId} mode="edit" source={source.data} />;
}
