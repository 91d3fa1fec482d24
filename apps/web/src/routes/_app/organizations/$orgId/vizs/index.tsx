import { createFileRoute, Link } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useOrgId, useVizTree } from '../../../../../hooks/use-vizs';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/')({ component: VizsHome });

/** Nothing open: what the section holds and how to start. */
function VizsHome() {
  const { t } = useTranslation();
  usePageTitle(t('vizs:title'));
  const orgId = useOrgId()!;
  const { items, access } = useVizTree(orgId);
  const empty = items.filter((i) => !i.isFolder).length === 0;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-6 lg:p-10" data-testid="vizs-home">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('vizs:empty.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {t(empty ? 'vizs:empty.description' : 'vizs:empty.select')}
        </p>
      </div>
      {access.createTop && (
        <Link
          to="/organizations/$orgId/vizs/charts/new"
          params={{ orgId }}
          data-testid="vizs-new-chart"
          className="group flex max-w-md gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary/50 hover:bg-accent/40"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
            <BarChart3 className="size-5 text-sky-500" />
          </span>
          <span className="space-y-1">
            <span className="block font-medium">{t('vizs:actions.newChart')}</span>
            <span className="block text-sm text-muted-foreground">{t('vizs:empty.chartHint')}</span>
          </span>
        </Link>
      )}
    </div>
  );
}
