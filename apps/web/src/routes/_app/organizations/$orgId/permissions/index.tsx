import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../components/page-header';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { api } from '../../../../../lib/trpc';
import { ResourceView } from './-components/resource-view';
import { SubjectView, type Catalog } from './-components/subject-view';

type View = 'subject' | 'resource';

export const Route = createFileRoute('/_app/organizations/$orgId/permissions/')({
  validateSearch: (search: Record<string, unknown>): { view?: View } =>
    search.view === 'resource' ? { view: 'resource' } : {},
  component: PermissionsRoute,
});

function PermissionsRoute() {
  return (
    <RequireModule module="PERMISSION">
      <PermissionsPage />
    </RequireModule>
  );
}

function PermissionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('permissions:title'));
  const { orgId } = useOrg();
  const { view = 'subject' } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const catalog = api.permission.catalog.useQuery({ orgId }, { staleTime: 0 });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 p-6">
      <PageHeader title={t('permissions:title')} description={t('permissions:description')} />
      <Tabs
        value={view}
        onValueChange={(v) => void navigate({ search: v === 'resource' ? { view: 'resource' } : {} })}
      >
        <TabsList>
          <TabsTrigger value="subject">{t('permissions:views.subject')}</TabsTrigger>
          <TabsTrigger value="resource">{t('permissions:views.resource')}</TabsTrigger>
        </TabsList>
        {!catalog.data ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-primary" />
          </div>
        ) : (
          <>
            <TabsContent value="subject" className="mt-4">
              <SubjectView catalog={catalog.data as Catalog} />
            </TabsContent>
            <TabsContent value="resource" className="mt-4">
              <ResourceView catalog={catalog.data as Catalog} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
