import { useQuery } from '@tanstack/react-query';
import {
  mapForCountry,
  newChartConfig,
  parseDatachartConfig,
  workbenchFields,
  type ChartView,
  type DatachartConfig,
} from '@tessera/charts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { ChartDetail } from '../../hooks/use-vizs';

const DEFAULT_TYPE = 'cluster-column-chart';

/** The chart being edited: its view, its config with undo / redo, and whether it differs from what is saved. */
export function useWorkbench({
  chart,
  initialViewId,
  initial,
}: {
  chart?: ChartDetail;
  initialViewId?: string;
  /** A chart that is not a saved one (a board widget's own chart): its view and config. */
  initial?: { viewId: string | null; config: unknown };
}) {
  const trpc = useTRPC();
  const from = chart ?? initial;
  const saved = useMemo(
    () => (from?.config ? parseDatachartConfig(from.config) : newChartConfig(DEFAULT_TYPE)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, like the saved chart
    [chart],
  );
  const [viewId, setViewIdState] = useState<string | null>(from?.viewId ?? initialViewId ?? null);
  const [history, setHistory] = useState<{
    past: DatachartConfig[];
    now: DatachartConfig;
    future: DatachartConfig[];
  }>({ past: [], now: saved, future: [] });
  const config = history.now;
  // The view as last loaded, for the edits that read its columns' roles (a Country field → world map).
  const viewRef = useRef<ChartView | null>(null);
  const setConfig = useCallback(
    (next: DatachartConfig | ((c: DatachartConfig) => DatachartConfig)) =>
      setHistory((h) => {
        const edited = typeof next === 'function' ? next(h.now) : next;
        const value = viewRef.current ? mapForCountry(edited, viewRef.current) : edited;
        if (value === h.now) return h;
        return { past: [...h.past.slice(-49), h.now], now: value, future: [] };
      }),
    [],
  );
  const undo = () =>
    setHistory((h) =>
      h.past.length
        ? { past: h.past.slice(0, -1), now: h.past[h.past.length - 1]!, future: [h.now, ...h.future] }
        : h,
    );
  const redo = () =>
    setHistory((h) =>
      h.future.length ? { past: [...h.past, h.now], now: h.future[0]!, future: h.future.slice(1) } : h,
    );

  const view = useQuery(
    trpc.view.byId.queryOptions({ id: viewId! }, { enabled: Boolean(viewId), retry: false }),
  );
  const chartView = useMemo<ChartView | null>(
    () =>
      view.data
        ? {
            id: view.data.id,
            model: (view.data.model ?? { columns: {} }) as ChartView['model'],
            config: view.data.config as ChartView['config'],
          }
        : null,
    [view.data],
  );
  useEffect(() => {
    viewRef.current = chartView;
  }, [chartView]);
  const fields = useMemo(() => (chartView ? workbenchFields(chartView, config) : []), [chartView, config]);

  /** A new view starts the sections again (its fields are different); styles and the type stay. */
  const setViewId = (id: string) => {
    setViewIdState(id);
    setConfig((c) => ({
      ...c,
      computedFields: [],
      chartConfig: { ...c.chartConfig, datas: newChartConfig(c.chartGraphId).chartConfig.datas },
    }));
  };
  // What is saved: the chart as loaded, then whatever the last save sent.
  const [baseline, setBaseline] = useState<{ config: DatachartConfig; viewId: string | null }>({
    config: saved,
    viewId: from?.viewId ?? null,
  });
  const dirty = JSON.stringify(config) !== JSON.stringify(baseline.config) || viewId !== baseline.viewId;
  const markSaved = () => setBaseline({ config, viewId });
  return {
    viewId,
    setViewId,
    view,
    chartView,
    fields,
    config,
    setConfig,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty,
    markSaved,
    hasFields: config.chartConfig.datas.some((s) => (s.rows?.length ?? 0) > 0),
  };
}

export type Workbench = ReturnType<typeof useWorkbench>;
