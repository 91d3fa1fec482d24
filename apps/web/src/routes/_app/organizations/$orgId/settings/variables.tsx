import { createFileRoute } from '@tanstack/react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { RequireModule } from '../../../../../components/require-module';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useOrgId } from '../../../../../hooks/use-views';
import { VariablesTab } from '../../../../../features/variables/variables-tab';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/variables')({
  // The views' and variables' texts load with the page, not with the entry (route definitions live there).
  beforeLoad: ({ context }) =>
    import('../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
  loader: ({ context, params }) =>
    ensureList(
      context.queryClient.ensureQueryData(context.trpc.variable.org.queryOptions({ orgId: params.orgId })),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: () => (
    <RequireModule module="VARIABLE">
      <PublicVariablesPage />
    </RequireModule>
  ),
});

/** Settings → Public variables: the organisation's variables, usable by every view. */
function PublicVariablesPage() {
  const { t } = useTranslation();
  usePageTitle(t('variables:title'));
  const orgId = useOrgId()!;
  return (
    <Card data-testid="public-variables">
      <CardHeader>
        <CardTitle level={2}>{t('variables:title')}</CardTitle>
        <CardDescription>{t('variables:hint.org')}</CardDescription>
      </CardHeader>
      <CardContent>
        <VariablesTab orgId={orgId} viewId={null} readOnly={false} />
      </CardContent>
    </Card>
  );
}
