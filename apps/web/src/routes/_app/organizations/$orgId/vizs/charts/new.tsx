import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../../hooks/use-page-title';
import { NoPermission } from '../../../../../../components/no-permission';
import { useOrgId, useVizTree } from '../../../../../../hooks/use-vizs';
import { ChartWorkbench } from '../../../../../../features/workbench/workbench';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/new')({
  // The computed-field dialog is the view editor's: its texts are in `views`.
  beforeLoad: ({ context }) =>
    import('../../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
  validateSearch: (search: Record<string, unknown>): { parentId?: string } =>
    typeof search.parentId === 'string' ? { parentId: search.parentId } : {},
  component: NewChartPage,
});

function NewChartPage() {
  const { t } = useTranslation();
  usePageTitle(t('vizs:workbench.newChart'));
  const { parentId } = Route.useSearch();
  const orgId = useOrgId()!;
  const tree = useVizTree(orgId);
  if (!tree.access.createIn(parentId ?? null)) return <NoPermission title={t('vizs:noCreatePermission')} />;
  return <ChartWorkbench orgId={orgId} parentId={parentId ?? null} folders={tree.items} />;
}
