import { useQuery } from '@tanstack/react-query';
import {
  buildQuery,
  isChartError,
  type BuildQueryExtra,
  type ChartView,
  type Dataframe,
  type DatachartConfig,
  type ExecuteRequest,
} from '@tessera/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useServices } from '../../lib/services';

/** Where a chart's query runs: on the view (workbench, READ on the view) or as a saved chart (READ on it). */
export type ChartSource = { kind: 'view' } | { kind: 'chart'; chartId: string };

export type QueryPlan =
  { request: ExecuteRequest; error?: undefined } | { request?: undefined; error: string };

/** The execute request of a config (the one builder in @tessera/charts), or the localised reason it cannot be built. */
export function usePlan(
  config: DatachartConfig | null,
  view: ChartView | null,
  extra: BuildQueryExtra,
): QueryPlan | null {
  const { t } = useTranslation();
  const key = JSON.stringify(extra);
  return useMemo(() => {
    if (!config || !view) return null;
    try {
      return { request: buildQuery(config, view, extra) };
    } catch (e) {
      if (isChartError(e)) return { error: t(`errors:${e.code}`, e.params) };
      throw e;
    }
    // `extra` is compared by value (its JSON) so a re-created object does not re-run the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, view, key, t]);
}

type Result = Dataframe & { script?: string | null };

/**
 * Runs a planned request, cached by its content: going back to an earlier state of the chart repaints
 * from the cache, and the previous result stays on screen while the next one loads.
 */
export function useChartData(source: ChartSource, plan: QueryPlan | null) {
  const { trpcClient } = useServices();
  const { t } = useTranslation();
  const request = plan?.request;
  const query = useQuery({
    queryKey: ['chart-data', source, request],
    enabled: Boolean(request),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    retry: false,
    queryFn: async (): Promise<Result> => {
      const result =
        source.kind === 'view'
          ? await trpcClient.data.execute.mutate(request!)
          : await trpcClient.datachart.execute.mutate({
              id: source.chartId,
              request: request as unknown as Record<string, unknown>,
            });
      return result as Result;
    },
  });
  return {
    dataframe: query.data as Dataframe | undefined,
    script: query.data?.script ?? null,
    loading: query.isFetching,
    error: plan?.error ?? (query.error ? errorText(t, query.error) : null),
    refetch: query.refetch,
  };
}
