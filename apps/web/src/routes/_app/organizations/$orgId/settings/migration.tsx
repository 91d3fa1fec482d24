import { createFileRoute } from '@tanstack/react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { useTranslation } from 'react-i18next';
import { RequireModule } from '../../../../../components/require-module';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { ResourceMigration } from '../../../../../features/transfer/resource-migration';
import { DatartImportCard } from '../../../../../features/transfer/datart-import-card';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/migration')({
  component: () => (
    <RequireModule ownerOnly>
      <MigrationPage />
    </RequireModule>
  ),
});

/** Settings → Resource migration (issue 32): owners export and import `.drr` files. */
function MigrationPage() {
  const { t } = useTranslation();
  const { orgId } = Route.useParams();
  usePageTitle(t('orgs:migration.title'));
  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('orgs:migration.title')}</CardTitle>
          <CardDescription>{t('orgs:migration.description')}</CardDescription>
        </CardHeader>
      </Card>
      <ResourceMigration orgId={orgId} />
      <DatartImportCard />
    </div>
  );
}
