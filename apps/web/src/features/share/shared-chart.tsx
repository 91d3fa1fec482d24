import { useQuery } from '@tanstack/react-query';
import {
  buildQuery,
  parseDatachartConfig,
  urlFilters,
  type ChartView,
  type Dataframe,
} from '@tessera/charts';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartRenderer, preloadRenderers } from '../../components/charts';
import { errorText } from '../../lib/error-text';
import { useServices } from '../../lib/services';
import { ShareLostContext } from './share-lost';

export interface SharedChartDetail {
  id: string;
  name: string;
  config: unknown;
  view: { id: string; model: unknown; config: unknown } | null;
  viewUnavailable?: boolean;
}

/** A shared chart's config, view and query (with the URL's filters), as its page and its download use them. */
export function useSharedChartPlan(chart: SharedChartDetail, params: Record<string, string[]>) {
  const { t } = useTranslation();
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
  const plan = useMemo(() => {
    if (!view) return null;
    try {
      return { request: buildQuery(config, view, { runtimeFilters: urlFilters(view, params) }) };
    } catch (e) {
      return { error: errorText(t, e) };
    }
  }, [config, view, params, t]);
  return { config, view, plan };
}

/**
 * One shared chart: its query built by @tessera/charts with the URL's filters, run through the share's
 * execute token for its view (the server re-checks the share on every call).
 */
export function SharedChart({
  chart,
  tokens,
  params,
  onDrawn,
  run,
}: {
  chart: SharedChartDetail;
  tokens: Record<string, { authorizedToken: string }>;
  params: Record<string, string[]>;
  /** Runs the chart's query another way than through the share's token: the embed page's signed token. */
  run?: (request: Record<string, unknown>) => Promise<Dataframe>;
  /** Called once the chart is on screen, or its error is. */
  onDrawn?: () => void;
}) {
  const { t } = useTranslation();
  const { trpcClient } = useServices();
  const [drawn, setDrawn] = useState(false);
  const { config, view, plan } = useSharedChartPlan(chart, params);
  useEffect(() => {
    void preloadRenderers([config.chartGraphId]);
  }, [config.chartGraphId]);
  const token = view ? tokens[view.id]?.authorizedToken : undefined;
  const data = useQuery({
    queryKey: ['share-chart', chart.id, plan?.request],
    enabled: Boolean(plan?.request && (run || token)),
    retry: false,
    queryFn: async () => {
      const request = plan!.request as unknown as Record<string, unknown>;
      if (run) return run(request);
      return (await trpcClient.share.execute.mutate({ executeToken: token!, request })) as Dataframe;
    },
  });
  const lost = useContext(ShareLostContext);
  useEffect(() => {
    if (data.error) lost(data.error);
  }, [data.error, lost]);
  const error =
    !view || chart.viewUnavailable
      ? t('shares:page.viewUnavailable')
      : (plan?.error ?? (data.error ? errorText(t, data.error) : null));
  const settled = drawn || Boolean(error);
  useEffect(() => {
    if (settled) onDrawn?.();
  }, [settled, onDrawn]);
  return (
    <div className="h-full w-full" data-testid="shared-chart" data-chart-id={chart.id} data-drawn={settled}>
      <ChartRenderer
        config={config}
        dataframe={data.data}
        loading={data.isLoading}
        error={error}
        onRendered={() => setDrawn(true)}
      />
    </div>
  );
}
