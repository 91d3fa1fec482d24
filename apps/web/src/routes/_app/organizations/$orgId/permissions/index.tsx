import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { adminQuery } from '../../../../../lib/admin-queries';
import { ensureList } from '../../../../../lib/route-data';
import { PageHeader } from '../../../../../components/page-header';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useTRPC } from '../../../../../lib/trpc';
import { ResourceView } from './-components/resource-view';
import { SubjectView, type Catalog } from './-components/subject-view';

type View = 'subject' | 'resource';

export const Route = createFileRoute('/_app/organizations/$orgId/permissions/')({
  validateSearch: (search: Record<string, unknown>): { view?: View } =>
    search.view === 'resource' ? { view: 'resource' } : {},
  loader: ({ context, params }) =>
    ensureList(
      Promise.all([
        context.queryClient.ensureQueryData(
          context.trpc.permission.catalog.queryOptions({ orgId: params.orgId }, adminQuery),
        ),
        context.queryClient.ensureQueryData(
          context.trpc.permission.subjects.queryOptions({ orgId: params.orgId }, adminQuery),
        ),
      ]),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
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
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('permissions:title'));
  const { orgId } = useOrg();
  const { view = 'subject' } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data: catalog } = useSuspenseQuery(trpc.permission.catalog.queryOptions({ orgId }, adminQuery));
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
        <TabsContent value="subject" className="mt-4">
          <SubjectView catalog={catalog as Catalog} />
        </TabsContent>
        <TabsContent value="resource" className="mt-4">
          <ResourceView catalog={catalog as Catalog} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
