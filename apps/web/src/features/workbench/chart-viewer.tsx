import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { parseDatachartConfig, urlFilters, type ChartView } from '@tessera/charts';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { toast } from '@tessera/ui/toast';
import { Pencil, Send, Share2, Undo, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VizDownloadMenu } from '../../components/downloads/viz-download-menu';
import { ShareDialog } from '../../components/share/lazy-share-dialog';
import { useOrgParam } from '../../hooks/use-current-org';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTRPC } from '../../lib/trpc';
import { useRefreshVizs, type ChartDetail } from '../../hooks/use-vizs';
import { jumpHref } from '../dashboard/viz-paths';
import type { Jump } from '../dashboard/jump';
import { ChartStage } from './chart-stage';
import { usePlan } from './use-chart-data';
import { isPublished } from '../../lib/viz-status';

/** A saved chart as its readers see it; managers also get Edit and Publish (the server's `can` flags). */
export function ChartViewer({ chart }: { chart: ChartDetail }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(chart.name);
  const navigate = useNavigate();
  const router = useRouter();
  const orgId = useOrgParam();
  const refresh = useRefreshVizs();
  const config = useMemo(() => parseDatachartConfig(chart.config), [chart.config]);
  const view = useMemo<ChartView | null>(
    () =>
      chart.view
        ? {
            id: chart.view.id,
            model: (chart.view.model ?? { columns: {} }) as ChartView['model'],
            config: chart.view.config as ChartView['config'],
          }
        : null,
    [chart.view],
  );
  // A jump from a dashboard (or a link) brings values in the query string: filters by column name.
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const linkFilters = useMemo(() => {
    const params: Record<string, string[]> = {};
    for (const [k, v] of new URLSearchParams(searchStr)) (params[k] ??= []).push(v);
    return view ? urlFilters(view, params) : [];
  }, [view, searchStr]);
  const published = isPublished(chart);
  // A drill-through rule: a web address opens in a new tab; a chart or dashboard opens here with the
  // clicked values as a plain query string (read back by name as filters).
  const onJump = (jump: Jump) => {
    if (jump.kind === 'url') window.open(jump.href, '_blank', 'noopener,noreferrer');
    else void navigate({ href: jumpHref(router, orgId, jump) });
  };
  // A file of what the chart shows (with the link's filters), made by the server's worker: its rows as
  // Excel or CSV, or the chart itself as a picture or PDF.
  const downloadPlan = usePlan(chart.can.download ? config : null, view, { runtimeFilters: linkFilters });
  const [sharing, setSharing] = useState(false);
  const publish = useMutation(
    trpc.viz.publish.mutationOptions({
      onSuccess: async (_r, input) => {
        await refresh();
        toast.success(t(input.publish ? 'vizs:done.published' : 'vizs:done.unpublished'));
      },
    }),
  );
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chart-viewer">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-4">
        <h2 className="min-w-0 truncate text-base font-semibold" data-testid="chart-title">
          {chart.name}
        </h2>
        <Badge variant={published ? 'default' : 'secondary'} data-testid="chart-status">
          {t(published ? 'vizs:status.published' : 'vizs:status.draft')}
        </Badge>
        <span className="flex-1" />
        {chart.can.download && (
          <VizDownloadMenu
            name={chart.name}
            kinds={['EXCEL', 'CSV', 'IMAGE', 'PDF']}
            template={{ vizType: 'DATACHART', id: chart.id }}
            params={() =>
              downloadPlan?.request
                ? [
                    {
                      ...(downloadPlan.request as unknown as Record<string, unknown>),
                      viewId: downloadPlan.request.viewId,
                      vizId: chart.id,
                      vizType: 'DATACHART',
                      vizName: chart.name,
                    },
                  ]
                : null
            }
          />
        )}
        {chart.can.share && (
          <Button size="sm" variant="outline" data-testid="chart-share" onClick={() => setSharing(true)}>
            <Share2 />
            {t('vizs:actions.share')}
          </Button>
        )}
        {chart.can.manage && (
          <>
            <Button
              size="sm"
              variant="outline"
              data-testid="chart-publish"
              disabled={publish.isPending}
              onClick={() => publish.mutate({ id: chart.id, vizType: 'DATACHART', publish: !published })}
            >
              {published ? <Undo /> : <Send />}
              {t(published ? 'vizs:actions.unpublish' : 'vizs:actions.publish')}
            </Button>
            <Button
              size="sm"
              data-testid="chart-edit"
              onClick={() =>
                void navigate({
                  to: '/organizations/$orgId/vizs/charts/$chartId/edit',
                  params: { orgId, chartId: chart.id },
                })
              }
            >
              <Pencil />
              {t('vizs:actions.edit')}
            </Button>
          </>
        )}
      </header>
      {linkFilters.length > 0 && (
        <div
          className="flex items-center gap-2 border-b border-border bg-muted/40 px-4 py-1.5 text-xs"
          data-testid="chart-link-filters"
        >
          <span className="min-w-0 truncate">
            {t('vizs:linkFilters', {
              filters: linkFilters
                .map((f) => `${f.column} = ${f.values.map((v) => v.value).join(', ')}`)
                .join('; '),
            })}
          </span>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto h-6"
            onClick={() =>
              void navigate({
                to: '/organizations/$orgId/vizs/charts/$chartId',
                params: { orgId, chartId: chart.id },
              })
            }
          >
            <X />
            {t('vizs:clearLinkFilters')}
          </Button>
        </div>
      )}
      <div className="min-h-0 flex-1">
        {chart.viewUnavailable ? (
          <div
            className="flex h-full items-center justify-center p-6 text-sm text-muted-foreground"
            data-testid="view-unavailable"
          >
            {t('vizs:viewUnavailable')}
          </div>
        ) : (
          <ChartStage
            config={config}
            view={view}
            source={{ kind: 'chart', chartId: chart.id }}
            canViewData={chart.can.manage}
            canViewSql={Boolean(chart.view?.canManage)}
            filters={linkFilters}
            onJump={onJump}
          />
        )}
      </div>
      {chart.can.share && (
        <ShareDialog
          orgId={chart.orgId}
          vizType="DATACHART"
          vizId={chart.id}
          name={chart.name}
          open={sharing}
          onOpenChange={setSharing}
        />
      )}
    </div>
  );
}
