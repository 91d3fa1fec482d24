import { useQuery } from '@tanstack/react-query';
import { parseDatachartConfig, type ChartView } from '@tessera/charts';
import { Spinner } from '@tessera/ui/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartRenderer } from '../../../../../../../components/charts';
import { DashboardBoard } from '../../../../../../../features/dashboard/dashboard-board';
import type { StoryPage } from '../../../../../../../components/story/story-model';
import { errorText } from '../../../../../../../lib/error-text';
import { useTRPC } from '../../../../../../../lib/trpc';
import { useChartData, usePlan } from '../../../../../../../features/workbench/use-chart-data';
import { useDashboard } from '../../../../../../../features/dashboard/use-dashboard';

function SavedChart({ id, onDrawn }: { id: string; onDrawn?: (() => void) | undefined }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const chart = useQuery(trpc.datachart.byId.queryOptions({ id }, { retry: false }));
  const config = useMemo(() => (chart.data ? parseDatachartConfig(chart.data.config) : null), [chart.data]);
  const view = useMemo<ChartView | null>(
    () =>
      chart.data?.view
        ? {
            id: chart.data.view.id,
            model: (chart.data.view.model ?? { columns: {} }) as ChartView['model'],
            config: chart.data.view.config as ChartView['config'],
          }
        : null,
    [chart.data],
  );
  const plan = usePlan(config, view, {});
  const data = useChartData({ kind: 'chart', chartId: id }, plan);
  if (chart.error) return <p className="text-sm text-destructive">{errorText(t, chart.error)}</p>;
  if (!config) return <Spinner />;
  return (
    <ChartRenderer
      config={config}
      dataframe={data.dataframe}
      loading={data.loading && !data.dataframe}
      error={chart.data?.viewUnavailable ? t('vizs:viewUnavailable') : data.error}
      {...(onDrawn ? { onRendered: onDrawn } : {})}
    />
  );
}

function SavedDashboard({ id, onDrawn }: { id: string; onDrawn?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { detail, widgets, views, loader, layout } = useDashboard(id);
  if (detail.error) return <p className="text-sm text-destructive">{errorText(t, detail.error)}</p>;
  if (!detail.data) return <Spinner />;
  return (
    <DashboardBoard
      widgets={widgets}
      views={views}
      loader={loader}
      layout={layout}
      {...(onDrawn ? { onDrawn } : {})}
    />
  );
}

/** What a story page shows in the workspace: its chart or its dashboard, as the person looking may see it. */
export function StoryPageView({ page, onDrawn }: { page: StoryPage; onDrawn?: (() => void) | undefined }) {
  return page.relType === 'DASHBOARD' ? (
    <SavedDashboard id={page.relId} onDrawn={onDrawn} />
  ) : (
    <SavedChart id={page.relId} onDrawn={onDrawn} />
  );
}
